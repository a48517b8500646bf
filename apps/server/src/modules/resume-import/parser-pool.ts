import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { ResumeFileKind } from './file-kind';
import type { ParsedResume } from './parse-file';

export interface ParserPoolOptions {
  /** Parser processes running at once. */
  processes: number;
  /** Files waiting beyond the running ones; more are refused as busy. */
  maxQueue: number;
  timeoutMs: number;
  /** V8 heap cap of each parser process. */
  memoryMb: number;
}

export type ParserOutcome =
  | { ok: true; resume: ParsedResume }
  | { ok: false; failure: 'busy' | 'timeout' | 'crashed' | 'error'; error: unknown };

/**
 * Where the parser entry lives: next to the bundle in production (dist/resume-parse-worker.js),
 * or the TypeScript source run through tsx in development and tests.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const bundled = fileURLToPath(new URL('./resume-parse-worker.js', import.meta.url));
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return {
    file: fileURLToPath(new URL('./parse-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

/** Child processes that parse resume files, with a memory cap, a timeout and a bounded queue. */
export function createParserPool(options: ParserPoolOptions) {
  const entry = workerEntry();
  const pool = workerpool.pool(entry.file, {
    workerType: 'process',
    maxWorkers: options.processes,
    maxQueueSize: options.maxQueue,
    forkOpts: { execArgv: [...entry.execArgv, `--max-old-space-size=${options.memoryMb}`] },
  });

  return {
    async parse(data: Buffer, kind: ResumeFileKind): Promise<ParserOutcome> {
      try {
        const resume = (await pool
          .exec('parseResume', [data.toString('base64'), kind])
          .timeout(options.timeoutMs)) as ParsedResume;
        return { ok: true, resume };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/max queue size/i.test(message)) return { ok: false, failure: 'busy', error };
        if (error instanceof workerpool.Promise.TimeoutError) return { ok: false, failure: 'timeout', error };
        if (/terminated unexpectedly|exitCode|signalCode/i.test(message))
          return { ok: false, failure: 'crashed', error };
        return { ok: false, failure: 'error', error };
      }
    },
    close: () => pool.terminate(true),
  };
}

export type ParserPool = ReturnType<typeof createParserPool>;
