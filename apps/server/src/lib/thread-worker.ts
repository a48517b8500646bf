// The worker side of thread-pool.ts: each worker entry serves its methods through serveInThread.
import workerpool from 'workerpool';

/** Sent by a thread as it starts a task: the pool's time limit counts from here, not from a thread's load. */
export const TASK_STARTED = 'task-started';

// biome-ignore lint/suspicious/noExplicitAny: the methods' own signatures are checked where they are written.
type Method = (...args: any[]) => unknown;

/** Serves `methods` to the pool, each telling the pool when it starts. */
export function serveInThread(methods: Record<string, Method>): void {
  workerpool.worker(
    Object.fromEntries(
      Object.entries(methods).map(([name, run]) => [
        name,
        (...args: unknown[]) => {
          workerpool.workerEmit(TASK_STARTED);
          return run(...args);
        },
      ]),
    ),
  );
}
