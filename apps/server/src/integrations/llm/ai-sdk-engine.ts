import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { jobAnalysisSchema } from '@jobpeel/contract';
import { groundAnalysis } from '@jobpeel/engine';
import { APICallError, generateText, type LanguageModel, Output, streamText } from 'ai';
import type { z } from 'zod';
import {
  addSentenceMessages,
  analystMessages,
  claimRepairMessages,
  jobCleanerMessages,
  resumeStructurerMessages,
  writerMessages,
} from './prompts';
import {
  EngineError,
  type LetterEngine,
  resumeStructureSchema,
  sentenceRewritesSchema,
  suggestionSchema,
} from './types';

export interface ProviderConfig {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
}

export function createLanguageModel(config: ProviderConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl!,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      })(config.model);
  }
}

/** Turns a provider failure into a message a job seeker can act on. */
function toEngineError(error: unknown, signal: AbortSignal | undefined, timedOut: boolean): EngineError {
  if (error instanceof EngineError) return error;
  if (timedOut)
    return new EngineError('timeout', 'The AI provider took too long to answer. Please try again.');
  if (signal?.aborted) return new EngineError('cancelled', 'Generation was cancelled.');
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) {
      return new EngineError(
        'rate_limited',
        'The AI provider is busy right now (rate limit). Please try again in a minute.',
      );
    }
    return new EngineError(
      'unavailable',
      'The AI provider could not write the letter right now. Please try again.',
    );
  }
  const name = (error as Error | undefined)?.name ?? '';
  if (name.includes('NoObjectGenerated') || name.includes('TypeValidation') || name.includes('JSONParse')) {
    return new EngineError(
      'invalid_output',
      'The AI provider returned an unusable analysis. Please try again.',
    );
  }
  return new EngineError('unavailable', 'The AI provider could not be reached. Please try again.');
}

/** A signal that fires on the caller's abort or after the timeout, whichever comes first. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    state,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * The analyst and writer on a real model through the Vercel AI SDK: a schema-validated analysis,
 * then the letter streamed token by token. No automatic retries: a failure reaches the user
 * (and refunds the letter) at once.
 */
export function createAiSdkEngine(
  config: ProviderConfig,
  model: LanguageModel = createLanguageModel(config),
): LetterEngine {
  /** One schema-validated answer (the analysis, a resume's boxes) under the call's timeout. */
  async function structured<T>(
    schema: z.ZodType<T>,
    messages: { system: string; prompt: string },
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const t = withTimeout(signal, config.timeoutMs);
    try {
      const { output } = await generateText({
        model,
        output: Output.object({ schema }),
        ...messages,
        abortSignal: t.signal,
        maxRetries: 0,
      });
      return output as T;
    } catch (error) {
      throw toEngineError(error, signal, t.state.timedOut);
    } finally {
      t.done();
    }
  }

  return {
    engine: config.provider,
    model: config.model,
    // The model's reading, kept only where the posting and the resume bear it out.
    analyze: async (request, signal) =>
      groundAnalysis(await structured(jobAnalysisSchema, analystMessages(request), signal), request),
    async cleanJobDescription(text, signal) {
      const t = withTimeout(signal, config.timeoutMs);
      try {
        const result = await generateText({
          model,
          ...jobCleanerMessages(text),
          abortSignal: t.signal,
          maxRetries: 0,
        });
        return result.text.trim();
      } catch (error) {
        throw toEngineError(error, signal, t.state.timedOut);
      } finally {
        t.done();
      }
    },
    structureResume: (resumeText, signal) =>
      structured(resumeStructureSchema, resumeStructurerMessages(resumeText), signal),
    // One schema-validated answer, under the same timeout and abort as the letter itself.
    repair: async (input, signal) =>
      (await structured(sentenceRewritesSchema, claimRepairMessages(input), signal)).sentences,
    // One sentence, schema-validated, under the same timeout; the caller checks its claims.
    suggest: async (input, signal) =>
      (await structured(suggestionSchema, addSentenceMessages(input), signal)).sentence,
    async *write({ request, analysis, template }, signal) {
      const t = withTimeout(signal, config.timeoutMs);
      try {
        const result = streamText({
          model,
          ...writerMessages(request, analysis, template),
          abortSignal: t.signal,
          maxRetries: 0,
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw new Error('aborted');
        }
      } catch (error) {
        throw toEngineError(error, signal, t.state.timedOut);
      } finally {
        t.done();
      }
    },
  };
}
