import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSimulatedProgress } from '@/lib/use-simulated-progress';
import { IMPORT_START, IMPORT_TICK_MS, importStage, importStep } from './import-progress';

describe('resume import progress steps', () => {
  it('steps by the stage the value is in and never passes 95', () => {
    expect(importStep(10)).toBe(20);
    expect(importStep(20)).toBe(25);
    expect(importStep(39)).toBe(44);
    expect(importStep(40)).toBe(42);
    expect(importStep(60)).toBe(61);
    expect(importStep(80)).toBe(80.5);
    expect(importStep(94.8)).toBe(95);
    expect(importStep(95)).toBe(95);
  });

  it('names the stage of each value', () => {
    expect(importStage(0)).toBe('');
    expect(importStage(10)).toBe('Uploading document');
    expect(importStage(20)).toBe('Uploading document');
    expect(importStage(25)).toBe('Converting document');
    expect(importStage(42)).toBe('Reading content with AI');
    expect(importStage(61)).toBe('Extracting details');
    expect(importStage(80.5)).toBe('Finalizing');
    expect(importStage(95)).toBe('Finalizing');
    expect(importStage(100)).toBe('Complete');
  });
});

describe('the import bar on the shared ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every 300 ms through the stages and waits at 95 with no timer left', () => {
    const { result } = renderHook(() => useSimulatedProgress({ tickMs: IMPORT_TICK_MS, step: importStep }));
    const at = () => ({ value: result.current.value, stage: importStage(result.current.value) });
    act(() => result.current.start(IMPORT_START));
    expect(at()).toEqual({ value: 10, stage: 'Uploading document' });

    act(() => vi.advanceTimersByTime(299));
    expect(at().value).toBe(10);
    act(() => vi.advanceTimersByTime(1));
    expect(at()).toEqual({ value: 20, stage: 'Uploading document' });
    act(() => vi.advanceTimersByTime(300 * 4));
    expect(at()).toEqual({ value: 40, stage: 'Converting document' });
    act(() => vi.advanceTimersByTime(300 * 10));
    expect(at()).toEqual({ value: 60, stage: 'Reading content with AI' });
    act(() => vi.advanceTimersByTime(300 * 20));
    expect(at()).toEqual({ value: 80, stage: 'Extracting details' });
    act(() => vi.advanceTimersByTime(300));
    expect(at()).toEqual({ value: 80.5, stage: 'Finalizing' });
    act(() => vi.advanceTimersByTime(300 * 29));
    expect(at()).toEqual({ value: 95, stage: 'Finalizing' });

    act(() => vi.advanceTimersByTime(60_000));
    expect(at().value).toBe(95);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('jumps to 100 Complete on success and hides after 1 s; a failure hides it at once', () => {
    const { result } = renderHook(() => useSimulatedProgress({ tickMs: IMPORT_TICK_MS, step: importStep }));
    act(() => result.current.start(IMPORT_START));
    act(() => vi.advanceTimersByTime(900));
    act(() => result.current.complete());
    expect(importStage(result.current.value)).toBe('Complete');
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.value).toBe(100);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);

    act(() => result.current.start(IMPORT_START));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.fail());
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
