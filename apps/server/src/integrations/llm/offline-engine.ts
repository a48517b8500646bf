import { analyzeJob, splitForStreaming, writeLetter } from './offline';
import type { LetterEngine } from './types';

/** The embedded default: the rule-based analyst and writer, no key and no network. */
export function createOfflineEngine(): LetterEngine {
  return {
    engine: 'offline',
    model: 'rule-based',
    async analyze(request) {
      return analyzeJob(request);
    },
    async *write({ request, analysis, template }, signal) {
      for (const chunk of splitForStreaming(writeLetter({ request, analysis, template }))) {
        if (signal?.aborted) return;
        yield chunk;
      }
    },
  };
}
