/** Watches the memory of the processes this one started (the resume parser processes), from /proc. */
import { readdirSync, readFileSync } from 'node:fs';

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process has exited
  }
}

/** The pids of every process below `root` (children, their children...). */
export function descendantPids(root = process.pid): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), 'stat');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : Number.NaN;
    if (Number.isFinite(ppid)) parents.set(Number(name), ppid);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parents) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** The resume parser processes below this one (their command line names the parser entry). */
export function parserProcessPids(): number[] {
  return descendantPids().filter((pid) => /parse-worker/.test(readProc(pid, 'cmdline') ?? ''));
}

/** A process's peak resident set (VmHWM) in bytes, or 0 once it has gone. */
export function peakRssBytes(pid: number): number {
  const kb = readProc(pid, 'status')?.match(/^VmHWM:\s+(\d+) kB/m)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** A process's soft RLIMIT_DATA in bytes (null: unlimited or gone). */
export function dataLimitBytes(pid: number): number | null {
  const value = readProc(pid, 'limits')?.match(/^Max data size\s+(\S+)/m)?.[1];
  return value && value !== 'unlimited' ? Number(value) : null;
}

/**
 * Runs `work` while sampling every 20 ms the peak RSS of this process's descendants, and
 * returns the highest seen. VmHWM only grows, so a process killed between two samples is
 * still seen near its peak at the last one.
 */
export async function measureChildPeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = 0;
  const sample = () => {
    for (const pid of descendantPids()) peakBytes = Math.max(peakBytes, peakRssBytes(pid));
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    return { result, peakBytes };
  } finally {
    clearInterval(timer);
  }
}
