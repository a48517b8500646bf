import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import { TASK_STARTED } from './thread-worker';

export interface ThreadPoolOptions {
  /** Worker threads running at once. */
  threads: number;
  /** Tasks waiting beyond the running ones (at least 1); more are refused as busy. */
  maxQueue: number;
  /**
   * Wall-clock limit per task, from when a thread starts on it (a new thread's load time does not
   * count): past it the thread is terminated and replaced.
   */
  timeoutMs: number;
  /** V8 old-generation heap cap of each thread, so one task cannot exhaust the server's memory. */
  memoryMb: number;
}

/** Why a task did not run to its end in a thread; each pool turns it into its own clear answer. */
export type ThreadRefusal = 'busy' | 'timeout' | 'crashed';

/** A task a pool could not run: each pool has its own subclass, which its callers catch. */
export class TaskRefused extends Error {
  constructor(
    readonly reason: ThreadRefusal,
    options?: { cause?: unknown },
  ) {
    super(`${new.target.name}: ${reason}`, options);
    this.name = new.target.name;
  }
}

/**
 * The worker entry of a pool: `bundled` next to dist/server.js in production (build.mjs bundles
 * each entry), else `source` (TypeScript) loaded through the tsx shim in development and tests.
 * Both are resolved by the caller against its own module, so the bundle finds its neighbours.
 */
export interface WorkerEntry {
  bundled: URL;
  source: URL;
}

/** How long a thread that ran past its time is given to answer before it is terminated (it never does: it is busy). */
const TERMINATE_GRACE_MS = 100;

/**
 * A thread pool for CPU-heavy pure work (docs/decisions/0016, 0023), so the event loop keeps
 * serving other requests. The worker entry serves its methods with serveInThread (thread-worker.ts).
 * `Refused` is the error thrown when a task is refused (queue full), stopped (past its time) or
 * its thread died (past its heap cap).
 */
export function createThreadPool(
  entry: WorkerEntry,
  options: ThreadPoolOptions,
  Refused: new (reason: ThreadRefusal, options?: { cause?: unknown }) => TaskRefused,
) {
  const refused = (reason: ThreadRefusal, cause?: unknown) => new Refused(reason, { cause });
  const bundled = fileURLToPath(entry.bundled);
  const fromBundle = existsSync(bundled);
  const pool = workerpool.pool(
    // The shim is looked for only next to the source, so a build never reaches for tsx.
    fromBundle ? bundled : fileURLToPath(new URL('./thread-worker.dev.mjs', import.meta.url)),
    {
      workerType: 'thread',
      maxWorkers: options.threads,
      // Started with the app (and again at once after one is terminated), so no task waits for a
      // thread to load its code (about 0.5 s bundled, 1 s through tsx).
      minWorkers: options.threads,
      // workerpool reads 0 as "no limit": the queue always holds at least one task.
      maxQueueSize: Math.max(1, options.maxQueue),
      workerTerminateTimeout: TERMINATE_GRACE_MS,
      workerThreadOpts: {
        ...(fromBundle ? {} : { workerData: { entry: fileURLToPath(entry.source) } }),
        resourceLimits: {
          maxOldGenerationSizeMb: options.memoryMb,
          // A smaller young generation makes a 2 MB parse collect far more often (3x slower at 16 MB).
          maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.floor(options.memoryMb / 4))),
        },
      },
    },
  );

  // Tasks wait here, not in workerpool's own queue: a task queued inside workerpool when its
  // thread dies (past the heap cap) is never run, so a task is handed over only when a thread is
  // free, and a crash frees the slot for the next task on a fresh thread.
  const maxQueue = Math.max(1, options.maxQueue);
  let running = 0;
  const waiting: (() => void)[] = [];
  async function takeSlot(): Promise<void> {
    if (running < options.threads) {
      running++;
      return;
    }
    if (waiting.length >= maxQueue) throw refused('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  }
  function releaseSlot(): void {
    running--;
    waiting.shift()?.();
  }

  return {
    /** Runs `method` of the worker entry with `args` in a thread; throws `refused(...)` when it cannot. */
    async run<T>(method: string, args: unknown[]): Promise<T> {
      await takeSlot();
      try {
        // The timer starts when the thread starts the task, so a thread still loading its code
        // (just started, or replacing one that ran too long) never times a task out by itself.
        const task = pool.exec(method, args, {
          on: (event: unknown) => {
            if (event === TASK_STARTED) task.timeout(options.timeoutMs);
          },
        });
        return (await task) as T;
      } catch (error) {
        if (error instanceof workerpool.Promise.TimeoutError) throw refused('timeout', error);
        const message = error instanceof Error ? error.message : String(error);
        const code = (error as { code?: unknown } | null)?.code;
        if (/max queue size/i.test(message)) throw refused('busy', error);
        // Past its heap cap the thread is stopped by V8 (ERR_WORKER_OUT_OF_MEMORY).
        if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /terminated unexpectedly|out of memory/i.test(message))
          throw refused('crashed', error);
        throw error;
      } finally {
        releaseSlot();
      }
    },
    close: async (): Promise<void> => {
      await pool.terminate(true);
    },
  };
}
