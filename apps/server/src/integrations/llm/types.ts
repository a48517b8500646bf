import type { GenerateRequest, JobAnalysis, TemplateStyle } from '@jobpeel/contract';
import { z } from 'zod';

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
  /**
   * Resume import's optional structuring pass (AI providers only; the offline engine finds
   * sections by their headings instead).
   */
  structureResume?(resumeText: string, signal?: AbortSignal): Promise<ResumeStructure>;
  /** AI Clean & Summarize of a job posting (AI providers only; offline, a rule-based cleaner runs). */
  cleanJobDescription?(text: string, signal?: AbortSignal): Promise<string>;
}

/** The form's boxes as a model fills them from a resume. */
export const resumeStructureSchema = z.object({
  contactInfo: z.string(),
  skillsHighlights: z.string(),
  educationHighlights: z.string(),
  keyAchievements: z.string(),
  experience: z.string(),
});
export type ResumeStructure = z.infer<typeof resumeStructureSchema>;

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
