import type { LetterEvidence } from '@jobpeel/contract';
import type { letterEvidence } from '@jobpeel/engine';
import { createThreadPool, TaskRefused, type ThreadPoolOptions } from '../../lib/thread-pool';

/** What one check reads: the letter, the resume and posting it is checked against, and the day. */
export type ClaimCheckInput = Parameters<typeof letterEvidence>[0];

/** Why a letter could not be checked off the main thread: the queue was full, or the check ran too long or out of memory. */
export class ClaimCheckRefused extends TaskRefused {}

/**
 * The claim check (engine `letterEvidence`: about 350 ms of CPU for a letter at the 20,000-character
 * limit) in worker threads, so the event loop keeps serving other requests (docs/decisions/0023).
 * The entry is dist/claim-check-worker.js next to the bundle, else claim-check-worker.ts through tsx.
 */
export function createClaimCheckPool(options: ThreadPoolOptions) {
  const pool = createThreadPool(
    {
      bundled: new URL('./claim-check-worker.js', import.meta.url),
      source: new URL('./claim-check-worker.ts', import.meta.url),
    },
    options,
    ClaimCheckRefused,
  );
  return {
    /** The letter's evidence; throws ClaimCheckRefused when it could not be checked. */
    check: (input: ClaimCheckInput) => pool.run<LetterEvidence>('letterEvidence', [input]),
    close: pool.close,
  };
}

export type ClaimChecker = Pick<ReturnType<typeof createClaimCheckPool>, 'check'>;
