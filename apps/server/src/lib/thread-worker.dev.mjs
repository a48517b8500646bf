// Development and tests only (tsx is a devDependency): a worker thread cannot load TypeScript by
// itself, so this shim registers tsx in the thread and then loads the real entry, named by the
// pool in workerData (thread-pool.ts). Production uses the bundled entries and never this file.
// tsx's require hook, not its ESM one: the ESM hooks run on a loader thread of their own and
// load linkedom about twice as slowly (1.9 s against 0.9 s before the thread can take a page).
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)(workerData.entry);
