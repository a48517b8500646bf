/**
 * The parser process's OS memory cap (RLIMIT_DATA), set by the process on itself once its
 * libraries are loaded (decisions/0017). RLIMIT_DATA counts address space mapped writable even
 * where nothing is ever written, and a parser maps a lot of it before reading any file: Node 24's
 * V8 maps each isolate's whole code range (about 512 MB, read-write-execute) up front, and
 * loading pdf.js maps about 1 GB of which a few MB are used. A cap set at exec time would have to
 * guess that figure per runtime and library version; worse, a cap between the two makes pdf.js
 * take its 1 GB and leaves no room for the OCR thread's code range, which kills the process. So
 * the process measures what it has mapped with its libraries loaded and one thread running (OCR's),
 * and allows the file's work RESUME_PARSER_PROCESS_MEMORY_MB on top of that.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** How the pool tells a parser process its cap (parser-pool.ts). */
export const MEMORY_CAP_ENV = {
  prlimit: 'JOBPEEL_PARSER_PRLIMIT',
  capMb: 'JOBPEEL_PARSER_DATA_CAP_MB',
} as const;

const MB = 1024 * 1024;

/** This process's writable mapped memory (VmData), in bytes. */
export function mappedDataBytes(): number {
  const kilobytes = /^VmData:\s*(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  if (!kilobytes) throw new Error('VmData is missing from /proc/self/status');
  return Number(kilobytes) * 1024;
}

/** Loads what every parse maps up front, then caps this process at that plus `capMb`. */
export async function capOwnMemory(prlimit: string, capMb: number): Promise<number> {
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  // OCR runs tesseract on a worker thread: its isolate's reservation is part of the baseline.
  const thread = new Worker("require('node:worker_threads').parentPort.postMessage('up')", { eval: true });
  try {
    await once(thread, 'message');
    const limit = mappedDataBytes() + capMb * MB;
    execFileSync(prlimit, ['--pid', String(process.pid), `--data=${limit}`], { stdio: 'ignore' });
    return limit;
  } finally {
    await thread.terminate();
  }
}

/** The cap the pool asked for in this process's environment, applied; null when none was asked. */
export async function applyRequestedMemoryCap(env = process.env): Promise<number | null> {
  const prlimit = env[MEMORY_CAP_ENV.prlimit];
  const capMb = Number(env[MEMORY_CAP_ENV.capMb] ?? 0);
  if (!prlimit || !(capMb > 0)) return null;
  return capOwnMemory(prlimit, capMb);
}
