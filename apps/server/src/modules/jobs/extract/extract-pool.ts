import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { ExtractedJob } from './extract-job';

export interface ExtractPoolOptions {
  /** Worker threads extracting at once. */
  threads: number;
  /** Pages waiting beyond the running ones (at least 1); more are refused as busy. */
  maxQueue: number;
  /** Wall-clock limit per page, from when a thread starts on it: the thread is terminated and replaced. */
  timeoutMs: number;
  /** V8 old-generation heap cap of each thread, so a hostile page cannot exhaust the server's memory. */
  memoryMb: number;
}

/** Why a page could not be read off the main thread (the jobs service turns it into a clear answer). */
export class ExtractionRefused extends Error {
  constructor(
    readonly reason: 'busy' | 'timeout' | 'crashed',
    options?: { cause?: unknown },
  ) {
    super(`job page extraction refused: ${reason}`, options);
    this.name = 'ExtractionRefused';
  }
}

/** How long a thread that ran past its time is given to answer before it is terminated (it never does: it is busy). */
const TERMINATE_GRACE_MS = 100;

/**
 * Where the worker entry lives: next to the bundle in production (dist/job-extract-worker.js, found
 * from dist/server.js), else the TypeScript source, loaded through the tsx shim in development and
 * tests. The shim is looked for only next to the source, so a build never reaches for tsx.
 */
function workerEntry(): string {
  const bundled = fileURLToPath(new URL('./job-extract-worker.js', import.meta.url));
  if (existsSync(bundled)) return bundled;
  return fileURLToPath(new URL('./extract-worker.dev.mjs', import.meta.url));
}

/**
 * Job page extraction (linkedom parse, page text, Readability: seconds of CPU on a 2 MB page) in
 * worker threads, so the event loop keeps serving other requests (docs/decisions/0016).
 */
export function createExtractPool(options: ExtractPoolOptions) {
  const pool = workerpool.pool(workerEntry(), {
    workerType: 'thread',
    maxWorkers: options.threads,
    // Started with the app (and again at once after one is terminated), so no page waits for a thread
    // to load the extractor (about 0.5 s bundled, 1 s through tsx).
    minWorkers: options.threads,
    // workerpool reads 0 as "no limit": the queue always holds at least one page.
    maxQueueSize: Math.max(1, options.maxQueue),
    workerTerminateTimeout: TERMINATE_GRACE_MS,
    workerThreadOpts: {
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        // A smaller young generation makes a 2 MB parse collect far more often (3x slower at 16 MB).
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.floor(options.memoryMb / 4))),
      },
    },
  });

  // Pages wait here, not in workerpool's own queue: a task queued inside workerpool when its
  // thread dies (past the heap cap) is never run, so a page is handed over only when a thread is
  // free, and a crash frees the slot for the next page on a fresh thread.
  const maxQueue = Math.max(1, options.maxQueue);
  let running = 0;
  const waiting: (() => void)[] = [];
  async function takeSlot(): Promise<void> {
    if (running < options.threads) {
      running++;
      return;
    }
    if (waiting.length >= maxQueue) throw new ExtractionRefused('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  }
  function releaseSlot(): void {
    running--;
    waiting.shift()?.();
  }

  return {
    /** The job on the page, or null when there is none; throws ExtractionRefused when it cannot be read. */
    async extract(html: string, url: string): Promise<ExtractedJob | null> {
      await takeSlot();
      try {
        return (await pool
          .exec('extractJobFromHtml', [html, url])
          .timeout(options.timeoutMs)) as ExtractedJob | null;
      } catch (error) {
        if (error instanceof workerpool.Promise.TimeoutError)
          throw new ExtractionRefused('timeout', { cause: error });
        const message = error instanceof Error ? error.message : String(error);
        const code = (error as { code?: unknown } | null)?.code;
        if (/max queue size/i.test(message)) throw new ExtractionRefused('busy', { cause: error });
        // Past its heap cap the thread is stopped by V8 (ERR_WORKER_OUT_OF_MEMORY).
        if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /terminated unexpectedly|out of memory/i.test(message))
          throw new ExtractionRefused('crashed', { cause: error });
        throw error;
      } finally {
        releaseSlot();
      }
    },
    close: () => pool.terminate(true),
  };
}

export type ExtractPool = ReturnType<typeof createExtractPool>;
