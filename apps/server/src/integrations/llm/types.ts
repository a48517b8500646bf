import type { GenerateRequest, JobAnalysis, TemplateStyle } from '@jobpeel/contract';

export interface LetterTemplate {
  id: number;
  name: string;
  style: TemplateStyle;
}

/**
 * The two model roles behind one interface (decisions.md Generation): the analyst reads the job
 * against the resume, the writer streams the letter from that analysis. Implementations: the
 * offline rule-based engine and the AI providers.
 */
export interface LetterEngine {
  /** 'offline', 'openai', 'anthropic' or 'openai-compatible'; shown to the user with the model. */
  readonly engine: string;
  readonly model: string;
  analyze(request: GenerateRequest, signal?: AbortSignal): Promise<JobAnalysis>;
  write(
    input: { request: GenerateRequest; analysis: JobAnalysis; template: LetterTemplate },
    signal?: AbortSignal,
  ): AsyncIterable<string>;
}

export type EngineFailure = 'timeout' | 'rate_limited' | 'unavailable' | 'invalid_output' | 'cancelled';

/** A provider failure, with a message fit for the user. */
export class EngineError extends Error {
  constructor(
    readonly failure: EngineFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
