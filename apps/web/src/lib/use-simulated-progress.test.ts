import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creepTowardsCeiling, PROGRESS_CEILING, useSimulatedProgress } from './use-simulated-progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSimulatedProgress', () => {
  it('creeps a tenth of the way to 95 per tick, at least half a point', () => {
    expect(PROGRESS_CEILING).toBe(95);
    expect(creepTowardsCeiling(5)).toBe(14);
    expect(creepTowardsCeiling(94)).toBe(94.5);
    expect(creepTowardsCeiling(94.8)).toBe(95);
  });

  it.each([
    ['scrape', 400],
    ['clean', 300],
    ['generate', 500],
  ])('the %s bar moves once per %i ms and stops at 95, with no timer left', (_name, tick) => {
    const { result } = renderHook(() => useSimulatedProgress({ tickMs: tick }));
    expect(result.current.value).toBe(0);
    act(() => result.current.start());
    const first = result.current.value;
    expect(first).toBe(5);

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
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes to 100 on success, then hides; a failure hides it at once', () => {
    const { result } = renderHook(() => useSimulatedProgress({ tickMs: 400 }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(400 * 3));
    act(() => result.current.complete());
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.value).toBe(0);

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.fail());
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(400 * 5));
    expect(result.current.value).toBe(0);
  });

  it('keeps 100 when told not to hide, and follows real progress once held', () => {
    const { result } = renderHook(() => useSimulatedProgress({ tickMs: 500, hideAfterMs: null }));
    act(() => result.current.start());
    act(() => result.current.hold());
    const held = result.current.value;
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.value).toBe(held);

    act(() => result.current.advanceTo(40));
    expect(result.current.value).toBe(40);
    // Never backwards, never past the ceiling.
    act(() => result.current.advanceTo(30));
    expect(result.current.value).toBe(40);
    act(() => result.current.advanceTo(120));
    expect(result.current.value).toBe(95);

    act(() => result.current.complete());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.value).toBe(100);
  });

  it('ticks with its own step from where it starts', () => {
    const { result } = renderHook(() =>
      useSimulatedProgress({ tickMs: 300, step: (value) => value + (value < 20 ? 10 : 5) }),
    );
    act(() => result.current.start(10));
    expect(result.current.value).toBe(10);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.value).toBe(20);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.value).toBe(25);
    act(() => vi.advanceTimersByTime(300 * 100));
    expect(result.current.value).toBe(95);
  });
});
