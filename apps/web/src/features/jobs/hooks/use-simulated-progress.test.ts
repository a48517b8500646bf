import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLEAN_PROGRESS_TICK_MS,
  JOB_PROGRESS_CEILING,
  SCRAPE_PROGRESS_TICK_MS,
  useSimulatedProgress,
} from './use-simulated-progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('simulated scrape and clean progress (spec §4)', () => {
  it('uses 400 ms ticks for scrape and 300 ms for clean, capped at 95', () => {
    expect(SCRAPE_PROGRESS_TICK_MS).toBe(400);
    expect(CLEAN_PROGRESS_TICK_MS).toBe(300);
    expect(JOB_PROGRESS_CEILING).toBe(95);
  });

  it.each([
    ['scrape', 400],
    ['clean', 300],
  ])('the %s bar moves once per %i ms and stops at 95', (_name, tick) => {
    const { result } = renderHook(() => useSimulatedProgress(tick));
    expect(result.current.value).toBe(0);
    act(() => result.current.start());
    const first = result.current.value;
    expect(first).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(tick - 1));
    expect(result.current.value).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = result.current.value;
    expect(second).toBeGreaterThan(first);
    act(() => vi.advanceTimersByTime(tick - 1));
    expect(result.current.value).toBe(second);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBeGreaterThan(second);

    act(() => vi.advanceTimersByTime(tick * 500));
    expect(result.current.value).toBe(95);
    act(() => vi.advanceTimersByTime(tick * 10));
    expect(result.current.value).toBe(95);
  });

  it('goes to 100 on success, then hides; a failure hides it at once', () => {
    const { result } = renderHook(() => useSimulatedProgress(SCRAPE_PROGRESS_TICK_MS));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(SCRAPE_PROGRESS_TICK_MS * 3));
    act(() => result.current.complete());
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(SCRAPE_PROGRESS_TICK_MS * 2));
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(0);

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(SCRAPE_PROGRESS_TICK_MS));
    act(() => result.current.fail());
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(SCRAPE_PROGRESS_TICK_MS * 5));
    expect(result.current.value).toBe(0);
  });
});
