import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import type { ResumeFileKind } from './file-kind';
import { MEMORY_CAP_ENV } from './memory-cap';
import type { ParsedResume } from './parse-file';
import { DEFAULT_MAX_TEXT_ITEMS, PARSE_STARTED, type WorkLimits } from './work-budget';

/** How long a fresh parser process may take to start before its file is given up as timed out. */
const PARSER_START_MS = 30_000;

export interface ParserPoolOptions {
  /** Parser processes running at once. */
  processes: number;
  /** Files waiting beyond the running ones; more are refused as busy. */
  maxQueue: number;
  /**
   * Wall-clock backstop per file, from the moment the parser starts on it: the process is killed
   * and replaced.
   */
  timeoutMs: number;
  /** V8 heap cap of each parser process. */
  memoryMb: number;
  /**
   * OS cap on the memory a file may make a parser process map (heap, canvases, WebAssembly), on
   * top of what the process maps with its libraries loaded; set with util-linux's prlimit where
   * it is installed (memory-cap.ts); 0 leaves only the heap cap.
   */
  processMemoryMb: number;
  /** CPU time one file may use, checked inside the parser process. */
  cpuMs: number;
  maxTextItems?: number;
  log?: { warn(object: object, message: string): void };
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

/** util-linux's prlimit on the PATH (Linux only), or null. */
export function findPrlimit(): string | null {
  if (process.platform !== 'linux') return null;
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    const candidate = join(dir || '.', 'prlimit');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/**
 * How a parser process is started. `--max-old-space-size` caps only the V8 heap; canvases and
 * WebAssembly allocate natively, so the whole process is capped by the OS too: the process sets
 * RLIMIT_DATA on itself with prlimit once its libraries are loaded (memory-cap.ts). RLIMIT_AS
 * would not do: tesseract's WebAssembly reserves ~10 GB of address space it never uses
 * (decisions/0017). tesseract's module would also make V8 reserve a code space sized for the
 * largest module (512 MB, read-write-execute, on Node 24); 64 MB holds its compiled code, and
 * V8 adds space if it ever needs more.
 */
function forkOptions(options: ParserPoolOptions, prlimit: string | null) {
  const entry = workerEntry();
  const execArgv = [
    ...entry.execArgv,
    '--wasm-max-initial-code-space-reservation=64',
    `--max-old-space-size=${options.memoryMb}`,
  ];
  if (!prlimit || options.processMemoryMb === 0) return { file: entry.file, forkOpts: { execArgv } };
  const env = {
    ...process.env,
    [MEMORY_CAP_ENV.prlimit]: prlimit,
    [MEMORY_CAP_ENV.capMb]: String(options.processMemoryMb),
  };
  return { file: entry.file, forkOpts: { execArgv, env } };
}

/** Child processes that parse resume files, with memory caps, work limits, a timeout and a bounded queue. */
export function createParserPool(options: ParserPoolOptions) {
  const prlimit = findPrlimit();
  if (options.processMemoryMb > 0 && !prlimit) {
    options.log?.warn(
      { processMemoryMb: options.processMemoryMb },
      'prlimit (util-linux) not found: resume parser processes are capped by their V8 heap only',
    );
  }
  const { file, forkOpts } = forkOptions(options, prlimit);
  const pool = workerpool.pool(file, {
    workerType: 'process',
    maxWorkers: options.processes,
    maxQueueSize: options.maxQueue,
    forkOpts,
  });
  const limits: WorkLimits = {
    cpuMs: options.cpuMs,
    maxTextItems: options.maxTextItems ?? DEFAULT_MAX_TEXT_ITEMS,
  };

  return {
    /** Whether the OS memory cap is in force (for the start-up log and the tests). */
    osMemoryCap: Boolean(prlimit) && options.processMemoryMb > 0,
    async parse(data: Buffer, kind: ResumeFileKind): Promise<ParserOutcome> {
      try {
        // The file's time runs from when the parser starts on it (PARSE_STARTED); until then only
        // the start-up backstop applies, so a fresh process's start-up is not taken from the file.
        const task = pool.exec('parseResume', [data.toString('base64'), kind, limits], {
          on: (event: unknown) => {
            if (event === PARSE_STARTED) task.timeout(options.timeoutMs);
          },
        });
        const resume = (await task.timeout(PARSER_START_MS + options.timeoutMs)) as ParsedResume;
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
