import { useCallback, useEffect, useRef, useState } from 'react';
import { analyzeJob } from '../api/analyze';
import type { GeneratorDraft } from '../lib/draft';

/** How long the form waits for the match before it generates without one. */
export const LOW_MATCH_CHECK_TIMEOUT_MS = 8000;
/** The warning lists at most this many gaps, each clipped to about this many characters. */
export const LOW_MATCH_MAX_GAPS = 3;
export const LOW_MATCH_GAP_MAX_CHARS = 90;

export interface LowMatch {
  score: number;
  /** Up to three unmet requirements, in the posting's words, clipped for the warning. */
  gaps: string[];
}

/** Clips a gap at a word boundary near `max` characters, with an ellipsis. */
export function clipGap(text: string, max = LOW_MATCH_GAP_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/(?<![\s,;:.\-–—])[\s,;:.\-–—]+$/u, '')}…`;
}

/** The pair a 'Generate anyway' is remembered for. */
function pairKey(jobDescription: string, resumeText: string): string {
  return JSON.stringify([jobDescription, resumeText]);
}

/**
 * The low-match check before generating: asks the server how well the resume matches the posting
 * and holds generation back with a warning when the match is low, unless the user already chose
 * 'Generate anyway' for this same job description and resume. Any failure (network, 429, 5xx,
 * timeout, no score) lets the letter be generated: the warning never blocks a user.
 */
export function useLowMatchCheck(jobDescription: string, resumeText: string) {
  const [warning, setWarning] = useState<LowMatch | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const acknowledged = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const key = pairKey(jobDescription, resumeText);
  const lastKey = useRef(key);

  // New text is a new question: the old answer and the old 'Generate anyway' no longer apply.
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    acknowledged.current = null;
    setWarning(null);
  }, [key]);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** Resolves true when the letter may be generated now, false when the warning is shown instead. */
  const check = useCallback(async (draft: GeneratorDraft): Promise<boolean> => {
    const checkedKey = pairKey(draft.jobDescription, draft.resumeText);
    if (acknowledged.current === checkedKey) return true;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    // A warning shown again comes back as a new alert, so it is announced again.
    setWarning(null);
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, LOW_MATCH_CHECK_TIMEOUT_MS);
    setIsChecking(true);
    try {
      const { match, lowMatch } = await analyzeJob(
        {
          content: draft.jobDescription,
          resumeText: draft.resumeText,
          companyName: draft.companyName.trim() || null,
        },
        controller.signal,
      );
      // No score, no warning: a posting too thin to analyse is the form's own check.
      if (!lowMatch || match === null || match.score === null) return true;
      // The texts changed while the server was answering: the answer is about old text.
      if (lastKey.current !== checkedKey) return true;
      setWarning({
        score: match.score,
        gaps: [...new Set(match.gaps.map((gap) => clipGap(gap)).filter(Boolean))].slice(
          0,
          LOW_MATCH_MAX_GAPS,
        ),
      });
      return false;
    } catch {
      // Too slow or failed: generate. Stopped because the form went away: do nothing.
      return timedOut || !controller.signal.aborted;
    } finally {
      clearTimeout(timeout);
      if (inFlight.current === controller) inFlight.current = null;
      setIsChecking(false);
    }
  }, []);

  /** 'Generate anyway': remembered for this job description and resume until either changes. */
  const acknowledge = useCallback((draft: GeneratorDraft) => {
    acknowledged.current = pairKey(draft.jobDescription, draft.resumeText);
    setWarning(null);
  }, []);

  const dismiss = useCallback(() => setWarning(null), []);

  return { warning, isChecking, check, acknowledge, dismiss };
}
