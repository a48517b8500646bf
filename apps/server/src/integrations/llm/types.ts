import {
  boxShape,
  type GenerateRequest,
  type JobAnalysis,
  resumeSectionKeys,
  type TemplateStyle,
} from '@jobpeel/contract';
import { z } from 'zod';

export interface LetterTemplate {
  id: number;
  name: string;
  style: TemplateStyle;
}

/**
 * The two model roles behind one interface (docs/decisions/0006): the analyst reads the job
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
  /**
   * The one repair call of an AI letter whose claim check flagged critical claims (issue 20):
   * rewrites only the flagged sentences from the evidence. AI providers only; the offline
   * engine writes from the resume's lines and is never repaired.
   */
  repair?(input: RepairInput, signal?: AbortSignal): Promise<SentenceRewrite[]>;
  /**
   * The coverage panel's 'Add' written by the provider (issue 20): one sentence for a requirement,
   * from the resume lines that meet it, in the letter's voice. AI providers only; the answer is
   * checked like any claim and the offline sentence is used when it is not fully backed.
   */
  suggest?(input: SuggestionInput, signal?: AbortSignal): Promise<string>;
}

/** What the provider's 'Add' is written from. */
export interface SuggestionInput {
  /** The posting's requirement, as the coverage panel lists it. */
  requirement: string;
  /** The resume lines that meet it, with the role each belongs to. */
  evidence: { quote: string; role: string | null }[];
  /** The letter it goes into: its voice, and what it already says. */
  letter: string;
  /** The offline engine's sentence from the same evidence: a plain, safe version to improve on. */
  plain: string;
}

export const suggestionSchema = z.object({ sentence: z.string() });

/** A flagged sentence of the letter as the repair call sees it. */
export interface FlaggedSentence {
  /** The sentence's index in the letter's evidence (`evidence.sentences`). */
  index: number;
  text: string;
  claims: {
    text: string;
    kind: string;
    status: string;
    reason?: string;
    /** Where the resume or posting holds the fact (a misattributed one's true employer). */
    sources: { doc: 'resume' | 'job'; line: number; quote: string; role?: string }[];
  }[];
}

export interface RepairInput {
  letter: string;
  sentences: FlaggedSentence[];
  /** The resume the letter was written from (with its highlight sections) and the posting. */
  resumeText: string;
  postingText: string;
}

/** What the repair call answers: the new text of a flagged sentence, by its index. */
export const sentenceRewritesSchema = z.object({
  sentences: z.array(z.object({ index: z.number().int(), text: z.string() })),
});
export type SentenceRewrite = z.infer<typeof sentenceRewritesSchema>['sentences'][number];

/** The form's boxes as a model fills them from a resume. */
export const resumeStructureSchema = z.object(boxShape(resumeSectionKeys, () => z.string()));
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
