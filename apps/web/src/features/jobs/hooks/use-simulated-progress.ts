import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERATE_PROGRESS_CEILING, nextProgress } from '@/features/generator/hooks/use-generate-letter';

/** spec §4/§9: the scrape bar ticks every 400 ms, the clean bar every 300 ms; both stop at 95. */
export const SCRAPE_PROGRESS_TICK_MS = 400;
export const CLEAN_PROGRESS_TICK_MS = 300;
export const JOB_PROGRESS_CEILING = GENERATE_PROGRESS_CEILING;
/** Where a bar starts, so it shows at once (the generate bar starts there too). */
export const JOB_PROGRESS_START = 5;
/** How long a finished bar stays at 100 before it goes away. */
export const JOB_PROGRESS_HIDE_AFTER_MS = 1000;

export interface SimulatedProgress {
  /** 0 when hidden, then creeping towards 95, 100 once the work succeeded. */
  value: number;
  start: () => void;
  /** Jumps to 100, then hides the bar after a second. */
  complete: () => void;
  /** Hides the bar at once. */
  fail: () => void;
}

/** The simulated progress of the generate bar (same curve), on a timer of `tickMs`. */
export function useSimulatedProgress(tickMs: number): SimulatedProgress {
  const [value, setValue] = useState(0);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const hider = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    if (hider.current !== null) clearTimeout(hider.current);
    ticker.current = null;
    hider.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    setValue(JOB_PROGRESS_START);
    ticker.current = setInterval(() => setValue(nextProgress), tickMs);
  }, [stop, tickMs]);

  const complete = useCallback(() => {
    stop();
    setValue(100);
    hider.current = setTimeout(() => {
      hider.current = null;
      setValue(0);
    }, JOB_PROGRESS_HIDE_AFTER_MS);
  }, [stop]);

  const fail = useCallback(() => {
    stop();
    setValue(0);
  }, [stop]);

  return { value, start, complete, fail };
}
