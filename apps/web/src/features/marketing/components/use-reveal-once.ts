import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/media';

/**
 * - `static`: shown as is and never animated (already on screen at load, reduced motion, or no
 *   IntersectionObserver).
 * - `waiting`: below the fold, faded out until it is scrolled into view.
 * - `revealed`: scrolled into view once and faded in; it stays that way.
 */
export type RevealState = 'static' | 'waiting' | 'revealed';

/**
 * Fades an element in the first time it is scrolled into view. Everything starts visible and in
 * place: only an element that is still below the fold when the page has painted is faded out (it
 * is off screen, so nobody sees it go), which keeps the content readable without JavaScript, by
 * crawlers and while scripts load, and never moves the layout.
 */
export function useRevealOnce<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          // On screen (or already scrolled past) when the page opened: leave it alone.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          setState('waiting');
          return;
        }
        if (entry.isIntersecting) {
          setState('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}

/** Classes for a reveal state. Transforms and opacity only, so the layout never shifts. */
export function revealClassName(state: RevealState): string | undefined {
  if (state === 'static') return undefined;
  const base = 'motion-safe:transition-[opacity,transform] motion-safe:duration-700 motion-safe:ease-out';
  return state === 'waiting'
    ? `${base} motion-safe:translate-y-6 motion-safe:opacity-0`
    : `${base} motion-safe:translate-y-0 motion-safe:opacity-100`;
}
