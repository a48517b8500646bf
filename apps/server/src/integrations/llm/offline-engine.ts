import { setTimeout as sleep } from 'node:timers/promises';
import { analyzeJob, splitForStreaming, writeLetter } from '@jobpeel/engine';
import type { LetterEngine } from './types';

/**
 * The embedded default: the rule-based analyst and writer, no key and no network.
 * `chunkDelayMs` paces the stream like a model would (demos, browser tests); 0 streams at once.
 */
export function createOfflineEngine(options: { chunkDelayMs?: number } = {}): LetterEngine {
  const delay = options.chunkDelayMs ?? 0;
  return {
    engine: 'offline',
    model: 'rule-based',
    async analyze(request) {
      return analyzeJob(request);
    },
    async *write({ request, analysis, template }, signal) {
      for (const chunk of splitForStreaming(writeLetter({ request, analysis, template }))) {
        if (signal?.aborted) return;
        if (delay > 0) await sleep(delay).catch(() => undefined);
        yield chunk;
      }
    },
  };
}
