import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '@/test/match-media';
import { RevealSection } from './reveal-section';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
function installObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    report(entry: { isIntersecting: boolean; top: number }) {
      act(() => {
        for (const observer of observers) {
          if (observer.disconnected) continue;
          observer.callback([
            {
              isIntersecting: entry.isIntersecting,
              boundingClientRect: { top: entry.top } as DOMRectReadOnly,
            },
          ]);
        }
      });
    },
  };
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => reduce && query === '(prefers-reduced-motion: reduce)'),
  );
}

const section = () => screen.getByRole('region', { name: 'Pricing' });

function renderSection() {
  render(
    <RevealSection aria-label="Pricing">
      <p>Plans</p>
    </RevealSection>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sections fading in', () => {
  it('fades a section below the fold in once, when it is first scrolled into view', () => {
    stubReducedMotion(false);
    const observer = installObserver();
    renderSection();
    expect(section()).not.toHaveClass('motion-safe:opacity-0');

    observer.report({ isIntersecting: false, top: window.innerHeight + 400 });
    expect(section()).toHaveClass('motion-safe:opacity-0');
    expect(section()).toHaveAttribute('data-reveal', 'waiting');

    observer.report({ isIntersecting: true, top: 200 });
    expect(section()).toHaveClass('motion-safe:opacity-100');
    expect(section()).not.toHaveClass('motion-safe:opacity-0');

    // Once only: scrolling away and back changes nothing.
    observer.report({ isIntersecting: false, top: -2000 });
    expect(section()).toHaveAttribute('data-reveal', 'revealed');
  });

  it('leaves a section that is on screen when the page opens alone', () => {
    stubReducedMotion(false);
    const observer = installObserver();
    renderSection();
    observer.report({ isIntersecting: true, top: 100 });
    expect(section()).toHaveAttribute('data-reveal', 'static');
    expect(section().className).not.toMatch(/opacity|translate|transition/);
  });

  it('never animates under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    const observer = installObserver();
    renderSection();
    observer.report({ isIntersecting: false, top: window.innerHeight + 400 });
    observer.report({ isIntersecting: true, top: 200 });
    expect(section()).toHaveAttribute('data-reveal', 'static');
    expect(section().className).not.toMatch(/opacity|translate|transition/);
    expect(screen.getByText('Plans')).toBeVisible();
  });
});
