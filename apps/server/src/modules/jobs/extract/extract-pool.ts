import { createThreadPool, TaskRefused, type ThreadPoolOptions } from '../../../lib/thread-pool';
import type { ExtractedJob } from './extract-job';

export type ExtractPoolOptions = ThreadPoolOptions;

/** Why a page could not be read off the main thread (the jobs service turns it into a clear answer). */
export class ExtractionRefused extends TaskRefused {}

/**
 * Job page extraction (linkedom parse, page text, Readability: seconds of CPU on a 2 MB page) in
 * worker threads, so the event loop keeps serving other requests (docs/decisions/0016). The entry
 * is dist/job-extract-worker.js next to the bundle, else extract-worker.ts through tsx.
 */
export function createExtractPool(options: ExtractPoolOptions) {
  const pool = createThreadPool(
    {
      bundled: new URL('./job-extract-worker.js', import.meta.url),
      source: new URL('./extract-worker.ts', import.meta.url),
    },
    options,
    ExtractionRefused,
  );
  return {
    /** The job on the page, or null when there is none; throws ExtractionRefused when it cannot be read. */
    extract: (html: string, url: string) => pool.run<ExtractedJob | null>('extractJobFromHtml', [html, url]),
    close: pool.close,
  };
}

export type ExtractPool = ReturnType<typeof createExtractPool>;
