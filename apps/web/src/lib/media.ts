import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where the browser cannot tell. */
export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** People who ask their system for less motion get jumps instead of animations. */
export function prefersReducedMotion(): boolean {
  return matchesMedia('(prefers-reduced-motion: reduce)');
}

/** Screens narrower than Tailwind's `md` breakpoint (48rem). */
export const SMALL_SCREEN = '(max-width: 47.99rem)';

/** Whether a media query matches, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}
