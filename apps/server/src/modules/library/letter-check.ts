import type { LetterEvidence } from '@jobpeel/contract';

/** What a letter's check reads besides its text; none of it changes after generation. */
export interface LetterFacts {
  resume_text: string | null;
  job_description: string;
  created_at: number;
}

/**
 * The claim check of a letter's text against the resume and posting it was written from: null
 * when there is no resume or the check could not run (the text is stored without evidence).
 * The library asks it on every edit and restore; the composition hands in the one generation
 * builds over its worker threads (modules/generation/letter-evidence.ts).
 */
export type LetterCheck = (text: string, facts: LetterFacts) => Promise<LetterEvidence | null>;

/** A letter's evidence as the cover_letters.evidence column stores it. */
export const evidenceJson = (evidence: LetterEvidence | null) =>
  evidence === null ? null : JSON.stringify(evidence);
