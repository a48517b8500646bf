import { lazy, Suspense, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { hydratingServerMarkup } from '@/lib/hydration';
import { HeroSection } from './hero-section';

/**
 * Resolves once the sections below the hero may be used: on the visitor's first scroll, touch,
 * pointer movement, focus change or key press (a mouse moves before it clicks; a finger scrolls
 * before it reaches them).
 */
function whenBelowFoldIsNeeded(): Promise<void> {
  return new Promise((resolve) => {
    const events = [
      'scroll',
      'wheel',
      'pointerdown',
      'pointermove',
      'touchstart',
      'keydown',
      'focusin',
    ] as const;
    const done = (event: Event) => {
      // Chromium sends a still pointer a move of its own after each layout: only a real one counts.
      if (
        event instanceof PointerEvent &&
        event.type === 'pointermove' &&
        !event.movementX &&
        !event.movementY
      ) {
        return;
      }
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * Sections 2 to 11. On a page the server rendered, their markup is already there and readable, so
 * their code (and its hydration) waits until the visitor moves, scrolls, touches or types: a
 * phone that only looks at the hero never downloads it. Otherwise they load at once, after the
 * hero has painted. React keeps the server's markup of a boundary that is still loading and
 * hydrates it once the code is in.
 */
const loadBelowFold = () => import('./below-fold').then((module) => ({ default: module.BelowFold }));
const BelowFold = lazy(loadBelowFold);
const BelowFoldWhenNeeded = lazy(async () => {
  // The server renders them at once.
  if (typeof window !== 'undefined') await whenBelowFoldIsNeeded();
  return loadBelowFold();
});

/**
 * The signed-out home: docs/product.md §4 'Landing page', its eleven sections in order. The server
 * renders all of them (docs/decisions/0028). The hero is part of the first chunk; the sections
 * below it are a chunk of their own (BelowFold).
 */
export function LandingPage() {
  // Decided once, when the page is first rendered (React hydrates the Suspense boundary below in
  // a later pass), and never updated: a re-render of this page before the sections have hydrated
  // would make React drop their server markup and wait for their code with an empty page.
  const [fromServerMarkup] = useState(() => typeof window === 'undefined' || hydratingServerMarkup());
  const Sections = fromServerMarkup ? BelowFoldWhenNeeded : BelowFold;
  return (
    <div className="flex flex-1 flex-col">
      <PageTitle />
      <HeroSection />
      <Suspense fallback={null}>
        {/* A page rendered by the browser alone scrolls to a linked section (/#pricing) once it exists. */}
        <Sections scrollToHash={!fromServerMarkup} />
      </Suspense>
    </div>
  );
}
