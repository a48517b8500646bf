import { openSync, writeSync } from 'node:fs';

/** Past this much text waiting, it is written at once rather than at the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

export interface LogDestination {
  write(line: string): void;
  /** Writes what is waiting, now (also done as the process exits). */
  flushSync(): void;
}

/**
 * Where pino writes the log: standard output (or a file), one write per turn of the event loop.
 * pino's own destination wrote every line by itself, handing each to libuv's thread pool while
 * none was in flight; under load that cost about as much as building the line (docs/decisions/0030).
 * Here the lines of one turn (every request that finished in it) are joined and written together,
 * synchronously, once the turn's callbacks have run (setImmediate), so a line reaches the log
 * within the same turn of the loop that produced it. What is waiting is written as the process
 * exits, after `process.exit()` too. A full pipe (the reader behind) makes the write wait, as
 * pino's synchronous destination does; a closed one (EPIPE) drops the log rather than the process.
 */
export function createLogDestination(target: number | string = 1): LogDestination {
  const fd = typeof target === 'number' ? target : openSync(target, 'a');
  let pending = '';
  let scheduled = false;
  let broken = false;

  const flushSync = () => {
    scheduled = false;
    if (pending === '') return;
    const data = Buffer.from(pending);
    pending = '';
    if (!broken) broken = !writeAll(fd, data);
  };
  const flushLater = () => flushSync();

  process.on('exit', flushSync);
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= MAX_PENDING_CHARS) flushSync();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flushLater);
      }
    },
    flushSync,
  };
}

let standardOutput: LogDestination | undefined;

/** The process's standard output as a log destination: one per process, whatever the number of apps. */
export function standardOutputLog(): LogDestination {
  standardOutput ??= createLogDestination(1);
  return standardOutput;
}

/** Writes all of `data`; false once the reader has gone (EPIPE). */
function writeAll(fd: number, data: Buffer): boolean {
  let offset = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(sleeper, 0, 0, 5); // a non-blocking pipe that is full: wait for the reader
        continue;
      }
      if (code === 'EPIPE') return false;
      throw error;
    }
  }
  return true;
}
