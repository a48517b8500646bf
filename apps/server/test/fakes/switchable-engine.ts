import type { GenerateRequest } from '@jobpeel/contract';
import { createOfflineEngine } from '../../src/integrations/llm/offline-engine';
import { EngineError, type EngineFailure, type LetterEngine } from '../../src/integrations/llm/types';

/**
 * The offline engine, but a test can make the writer fail the way a provider does (after the
 * quota was reserved) to check that nothing is lost.
 */
export function createSwitchableEngine() {
  const offline = createOfflineEngine();
  const state: { failWith: EngineFailure | null } = { failWith: null };
  const engine: LetterEngine = {
    engine: offline.engine,
    model: offline.model,
    analyze: (request: GenerateRequest, signal?: AbortSignal) => offline.analyze(request, signal),
    async *write(input, signal) {
      let first = true;
      for await (const chunk of offline.write(input, signal)) {
        if (!first && state.failWith)
          throw new EngineError(state.failWith, 'The AI provider failed. Please try again.');
        first = false;
        yield chunk;
      }
    },
  };
  return { engine, state };
}
