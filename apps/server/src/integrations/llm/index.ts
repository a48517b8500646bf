import type { Env } from '../../config/env';
import { createAiSdkEngine } from './ai-sdk-engine';
import { createOfflineEngine } from './offline-engine';
import type { LetterEngine } from './types';

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

/** The engine the configuration asks for; the offline engine when no provider is set. */
export function createLetterEngine(env: Env): LetterEngine {
  switch (env.AI_PROVIDER) {
    case 'offline':
      return createOfflineEngine({ chunkDelayMs: env.OFFLINE_STREAM_DELAY_MS });
    case 'openai':
    case 'anthropic':
      return createAiSdkEngine({
        provider: env.AI_PROVIDER,
        model: env.AI_MODEL ?? DEFAULT_MODELS[env.AI_PROVIDER],
        apiKey: env.AI_PROVIDER === 'openai' ? env.OPENAI_API_KEY : env.ANTHROPIC_API_KEY,
        baseUrl: env.AI_BASE_URL,
        timeoutMs: env.AI_TIMEOUT_MS,
      });
    case 'openai-compatible':
      return createAiSdkEngine({
        provider: 'openai-compatible',
        model: env.AI_MODEL!,
        apiKey: env.AI_API_KEY,
        baseUrl: env.AI_BASE_URL,
        timeoutMs: env.AI_TIMEOUT_MS,
      });
  }
}
