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
  /**
   * The longest a task may wait for a thread to start on it once handed to the pool (a thread
   * loading its code, or one being replaced); past it the task is refused as timed out. Default 30 s.
   */
  startLimitMs?: number;
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
/** A thread loads its code in about 0.5 s bundled and 1 s through tsx; 30 s means it never will. */
const DEFAULT_START_LIMIT_MS = 30_000;
/** Past its time a task is stopped within TERMINATE_GRACE_MS; this long after, the pool has failed to stop it. */
const STOP_BACKSTOP_MS = 5_000;

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
            if (event !== TASK_STARTED) return;
            task.timeout(options.timeoutMs);
            backstop.arm(options.timeoutMs + STOP_BACKSTOP_MS);
          },
        });
        // A backstop of our own, so no request waits forever on a thread that never starts the task
        // or a pool that never stops it (a thread stuck while being terminated): the task is given up.
        const backstop = deadline(options.startLimitMs ?? DEFAULT_START_LIMIT_MS, () => task.cancel());
        try {
          return (await Promise.race([task, backstop.expired])) as T;
        } finally {
          backstop.clear();
        }
      } catch (error) {
        if (error instanceof workerpool.Promise.TimeoutError || error instanceof GaveUp)
          throw refused('timeout', error);
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

/** The task was given up by the pool's own backstop (see `deadline`). */
class GaveUp extends Error {}

/**
 * A timer that can be moved (`arm`) and cleared; when it fires, `onExpire` runs and `expired`
 * rejects with GaveUp.
 */
function deadline(ms: number, onExpire: () => void) {
  let reject: (error: Error) => void = () => {};
  const expired = new Promise<never>((_resolve, rejectWith) => {
    reject = rejectWith;
  });
  // Raced against the task; never left unhandled when the task wins.
  expired.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const arm = (after: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // First, so the race is lost to GaveUp, not to what onExpire makes the task throw.
      reject(new GaveUp(`no answer from the thread within ${after} ms`));
      onExpire();
    }, after);
  };
  arm(ms);
  return { expired, arm, clear: () => clearTimeout(timer) };
}
