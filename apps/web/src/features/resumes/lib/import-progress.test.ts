import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createImportProgress,
  type ImportProgress,
  idleProgress,
  importProgressReducer,
} from './import-progress';

describe('importProgressReducer (spec §4 Resume import progress)', () => {
  it('starts at 5 Initializing, then 10 Uploading document', () => {
    const started = importProgressReducer(idleProgress, { type: 'start' });
    expect(started).toEqual({ value: 5, stage: 'Initializing' });
    expect(importProgressReducer(started, { type: 'upload' })).toEqual({
      value: 10,
      stage: 'Uploading document',
    });
  });

  it('steps by the stage the value is in and never passes 95', () => {
    const at = (value: number) => importProgressReducer({ value, stage: 'Finalizing' }, { type: 'tick' });
    expect(at(10)).toEqual({ value: 20, stage: 'Uploading document' });
    expect(at(20)).toEqual({ value: 25, stage: 'Converting document' });
    expect(at(39)).toEqual({ value: 44, stage: 'Converting document' });
    expect(at(40)).toEqual({ value: 42, stage: 'Reading content with AI' });
    expect(at(60)).toEqual({ value: 61, stage: 'Extracting details' });
    expect(at(80)).toEqual({ value: 80.5, stage: 'Finalizing' });
    expect(at(94.8)).toEqual({ value: 95, stage: 'Finalizing' });
    const ceiling = { value: 95, stage: 'Finalizing' } as const;
    expect(importProgressReducer(ceiling, { type: 'tick' })).toBe(ceiling);
  });

  it('does not move while idle or complete', () => {
    expect(importProgressReducer(idleProgress, { type: 'tick' })).toBe(idleProgress);
    const done = importProgressReducer({ value: 50, stage: 'Reading content with AI' }, { type: 'complete' });
    expect(done).toEqual({ value: 100, stage: 'Complete' });
    expect(importProgressReducer(done, { type: 'tick' })).toBe(done);
    expect(importProgressReducer(done, { type: 'reset' })).toEqual({ value: 0, stage: '' });
  });
});

describe('createImportProgress timers', () => {
  let seen: ImportProgress[];
  let progress: ReturnType<typeof createImportProgress>;

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    progress = createImportProgress((state) => seen.push(state));
  });
  afterEach(() => {
    progress.dispose();
    vi.useRealTimers();
  });

  it('ticks every 300 ms through the stages and waits at 95', () => {
    progress.start();
    progress.upload();
    expect(seen).toEqual([
      { value: 5, stage: 'Initializing' },
      { value: 10, stage: 'Uploading document' },
    ]);

    vi.advanceTimersByTime(299);
    expect(progress.get().value).toBe(10);
    vi.advanceTimersByTime(1);
    expect(progress.get()).toEqual({ value: 20, stage: 'Uploading document' });
    vi.advanceTimersByTime(300 * 4);
    expect(progress.get()).toEqual({ value: 40, stage: 'Converting document' });
    vi.advanceTimersByTime(300 * 10);
    expect(progress.get()).toEqual({ value: 60, stage: 'Reading content with AI' });
    vi.advanceTimersByTime(300 * 20);
    expect(progress.get()).toEqual({ value: 80, stage: 'Extracting details' });
    vi.advanceTimersByTime(300);
    expect(progress.get()).toEqual({ value: 80.5, stage: 'Finalizing' });
    vi.advanceTimersByTime(300 * 29);
    expect(progress.get()).toEqual({ value: 95, stage: 'Finalizing' });

    const count = seen.length;
    vi.advanceTimersByTime(60_000);
    expect(progress.get().value).toBe(95);
    expect(seen).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('jumps to 100 Complete on success and hides after 1 s', () => {
    progress.start();
    progress.upload();
    vi.advanceTimersByTime(900);
    progress.complete();
    expect(progress.get()).toEqual({ value: 100, stage: 'Complete' });
    vi.advanceTimersByTime(999);
    expect(progress.get().value).toBe(100);
    vi.advanceTimersByTime(1);
    expect(progress.get()).toEqual({ value: 0, stage: '' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hides at once on failure and stops ticking', () => {
    progress.start();
    progress.upload();
    vi.advanceTimersByTime(600);
    progress.fail();
    expect(progress.get()).toEqual({ value: 0, stage: '' });
    vi.advanceTimersByTime(3000);
    expect(progress.get().value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
