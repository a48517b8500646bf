import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a bar starts, so it shows at once. */
export const PROGRESS_START = 5;
/** A simulated bar never passes this while it waits: 100 means the work is done. */
export const PROGRESS_CEILING = 95;
/** How long a finished bar stays at 100 before it goes away. */
export const PROGRESS_HIDE_AFTER_MS = 1000;

/** The default curve: a tenth of the way left to the ceiling per tick, at least half a point. */
export function creepTowardsCeiling(current: number): number {
  const step = Math.max(0.5, (PROGRESS_CEILING - current) / 10);
  return Math.min(PROGRESS_CEILING, current + step);
}

export interface SimulatedProgressOptions {
  /** Time between two ticks. */
  tickMs: number;
  /** The next value from the current one; it should stop at PROGRESS_CEILING. */
  step?: (current: number) => number;
  /** After complete(), how long 100 stays before the bar hides; null keeps it at 100. */
  hideAfterMs?: number | null;
}

export interface SimulatedProgress {
  /** 0 when hidden, then ticking towards the ceiling, 100 once the work succeeded. */
  value: number;
  /** Shows the bar at `from` and starts ticking. */
  start: (from?: number) => void;
  /** Stops ticking and keeps the value, for when something real drives the bar from here on. */
  hold: () => void;
  /** Moves the bar up to `value` (never down, never past the ceiling). */
  advanceTo: (value: number) => void;
  /** Jumps to 100, then hides the bar after `hideAfterMs`. */
  complete: () => void;
  /** Hides the bar at once. */
  fail: () => void;
}

/**
 * The one ticker behind every simulated progress bar (generation, job scrape and clean, resume
 * import): the server gives no progress, so the bar creeps on a timer and waits below 100 until
 * the answer comes.
 */
export function useSimulatedProgress({
  tickMs,
  step = creepTowardsCeiling,
  hideAfterMs = PROGRESS_HIDE_AFTER_MS,
}: SimulatedProgressOptions): SimulatedProgress {
  const [value, setValue] = useState(0);
  // The value as of the last change, for the timer callbacks (state would be stale there).
  const current = useRef(0);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const hider = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestStep = useRef(step);
  latestStep.current = step;

  const show = useCallback((next: number) => {
    current.current = next;
    setValue(next);
  }, []);

  const hold = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    ticker.current = null;
  }, []);

  const stop = useCallback(() => {
    hold();
    if (hider.current !== null) clearTimeout(hider.current);
    hider.current = null;
  }, [hold]);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (from = PROGRESS_START) => {
      stop();
      show(from);
      ticker.current = setInterval(() => {
        show(Math.min(PROGRESS_CEILING, latestStep.current(current.current)));
        // At the ceiling nothing moves any more: no timer runs while the answer is awaited.
        if (current.current >= PROGRESS_CEILING) hold();
      }, tickMs);
    },
    [stop, show, hold, tickMs],
  );

  const advanceTo = useCallback(
    (next: number) => show(Math.max(current.current, Math.min(PROGRESS_CEILING, next))),
    [show],
  );

  const complete = useCallback(() => {
    stop();
    show(100);
    if (hideAfterMs === null) return;
    hider.current = setTimeout(() => {
      hider.current = null;
      show(0);
    }, hideAfterMs);
  }, [stop, show, hideAfterMs]);

  const fail = useCallback(() => {
    stop();
    show(0);
  }, [stop, show]);

  return { value, start, hold, advanceTo, complete, fail };
}
