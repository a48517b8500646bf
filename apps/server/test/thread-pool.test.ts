import { afterAll, describe, expect, it } from 'vitest';
import { createThreadPool, TaskRefused, type ThreadPoolOptions } from '../src/lib/thread-pool';

/**
 * The worker thread pool shared by the job page extractor and the claim check (lib/thread-pool.ts):
 * a task past its time stops its thread and the next task runs on a fresh one, whose load time
 * does not count against it; tasks beyond the queue are refused at once.
 */

class SpinRefused extends TaskRefused {}

const pools: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

function spinPool(options: Partial<ThreadPoolOptions> = {}) {
  const pool = createThreadPool(
    {
      bundled: new URL('./fixtures/no-such-bundle.js', import.meta.url),
      source: new URL('./fixtures/spin-worker.ts', import.meta.url),
    },
    { threads: 1, maxQueue: 1, timeoutMs: 200, memoryMb: 64, ...options },
    SpinRefused,
  );
  pools.push(pool);
  return pool;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error) => (error instanceof SpinRefused ? error.reason : error),
  );

describe('the worker thread pool', () => {
  it('stops a task past its time, and runs the next one on a fresh thread whose 300 ms load does not count', async () => {
    const pool = spinPool();
    // The thread takes 300 ms to load, longer than the 200 ms limit: the task still runs.
    expect(await pool.run('echo', ['first'])).toBe('first');
    expect(await refusal(pool.run('spin', [5_000]))).toBe('timeout');
    expect(await pool.run('echo', ['after'])).toBe('after');
  }, 30_000);

  it('gives up a task no thread starts within the start limit, rather than keep the request waiting', async () => {
    const pool = createThreadPool(
      {
        bundled: new URL('./fixtures/no-such-bundle.js', import.meta.url),
        source: new URL('./fixtures/stuck-worker.ts', import.meta.url),
      },
      { threads: 1, maxQueue: 1, timeoutMs: 200, memoryMb: 64, startLimitMs: 1_500 },
      SpinRefused,
    );
    pools.push(pool);
    const started = performance.now();
    expect(await refusal(pool.run('echo', ['never']))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('refuses a task beyond the queue at once, and runs the waiting one', async () => {
    const pool = spinPool({ timeoutMs: 5_000 });
    expect(await pool.run('echo', ['ready'])).toBe('ready');
    const running = pool.run('spin', [300]);
    const waiting = pool.run('spin', [10]);
    expect(await refusal(pool.run('spin', [10]))).toBe('busy');
    expect(await Promise.all([running, waiting])).toEqual([300, 10]);
  }, 30_000);
});
