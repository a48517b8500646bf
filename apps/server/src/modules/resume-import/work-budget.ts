import { ImportFailure } from './import-failure';

/** How much work one file may cause in the parser process (docs/decisions/0017). */
export interface WorkLimits {
  /** CPU time of the parser process (all its threads) while it reads this file. */
  cpuMs: number;
  /** Text items (runs of text pdf.js reports) over the whole PDF; a 10-page resume has a few thousand. */
  maxTextItems: number;
}

export const DEFAULT_MAX_TEXT_ITEMS = 30_000;

/**
 * Counts the work done for one file and stops it once it passes the limits. The readers call
 * `check` between pages, text chunks and render steps; the parser pool's timeout stays the
 * backstop for a library that never yields.
 */
export function createWorkBudget(limits: WorkLimits) {
  const start = process.cpuUsage();
  let textItems = 0;
  const cpuMs = () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  const exceeded = () => cpuMs() > limits.cpuMs || textItems > limits.maxTextItems;
  return {
    cpuMs,
    exceeded,
    check(): void {
      if (exceeded()) throw new ImportFailure('tooComplex');
    },
    addTextItems(count: number): void {
      textItems += count;
      if (exceeded()) throw new ImportFailure('tooComplex');
    },
  };
}

export type WorkBudget = ReturnType<typeof createWorkBudget>;

/**
 * What a parser process tells the pool as it starts on a file (workerpool.workerEmit): the file's
 * wall-time limit runs from here, not from when the pool sent it, since a fresh parser first loads
 * its libraries and sets its memory cap (memory-cap.ts, parser-pool.ts).
 */
export const PARSE_STARTED = 'parse-started';
