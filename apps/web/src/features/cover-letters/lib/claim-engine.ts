import type { LetterEvidence } from '@jobpeel/contract';

type Engine = typeof import('@jobpeel/engine');

let loading: Promise<Engine> | null = null;

/**
 * The letter engine, fetched on first use: a chunk of its own, so the landing page (and every page
 * that never checks a letter) does not download it.
 */
export function loadClaimEngine(): Promise<Engine> {
  if (!loading) {
    loading = import('@jobpeel/engine').catch((error: unknown) => {
      loading = null; // a failed download (e.g. offline) is tried again next time
      throw error;
    });
  }
  return loading;
}

export interface EvidenceInput {
  letter: string;
  resumeText: string;
  postingText: string;
  asOf?: string | null;
}

/** The claim check of `letter`, computed in the browser (the same function the server runs). */
export async function computeEvidence(input: EvidenceInput): Promise<LetterEvidence> {
  const engine = await loadClaimEngine();
  return engine.letterEvidence(input);
}

export type SuggestInput = Parameters<Engine['suggestSentence']>[0];

/**
 * One sentence for a requirement, written in the browser from the resume's evidence ('add') or
 * claiming nothing the resume lacks ('address_gap'); null when the engine has none to offer.
 */
export async function suggestSentenceInBrowser(input: SuggestInput): Promise<string | null> {
  const engine = await loadClaimEngine();
  return engine.suggestSentence(input);
}
