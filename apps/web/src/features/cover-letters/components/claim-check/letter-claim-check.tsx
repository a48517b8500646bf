import type { CoverLetter, LetterEvidence } from '@jobpeel/contract';
import { useLiveEvidence } from '../../hooks/use-live-evidence';

export interface LetterClaimCheck {
  /** False when the letter kept no resume (written before the claim check existed). */
  available: boolean;
  /** The evidence shown, and the text its offsets index; null while the first check runs. */
  evidence: LetterEvidence | null;
  checkedText: string;
  checking: boolean;
}

/**
 * The claim check the preview shows: the server's (stored with the letter, replaced on every save)
 * while the letter is read, and the browser's, re-run as the user types, while it is edited.
 */
export function useLetterClaimCheck(
  letter: CoverLetter,
  text: string,
  draft: string | null,
): LetterClaimCheck {
  const resumeText = letter.resumeText ?? null;
  const available = Boolean(resumeText?.trim());
  const stored = letter.metadata.evidence ?? null;
  const editing = draft !== null;
  const live = useLiveEvidence({
    letter: draft ?? text,
    resumeText,
    postingText: letter.jobDescription,
    asOf: letter.createdAt,
    // Reading a letter whose evidence the server stored: nothing to compute.
    enabled: available && (editing || stored === null),
  });
  if (!available) return { available, evidence: null, checkedText: text, checking: false };
  if (!editing && stored) return { available, evidence: stored, checkedText: text, checking: false };
  if (live.evidence) {
    return {
      available,
      evidence: live.evidence,
      checkedText: live.text,
      checking: live.status === 'checking' || live.text !== (draft ?? text),
    };
  }
  // Editing has just begun: the stored check still describes the text until the first live one.
  if (stored) return { available, evidence: stored, checkedText: text, checking: true };
  return { available, evidence: null, checkedText: text, checking: true };
}
