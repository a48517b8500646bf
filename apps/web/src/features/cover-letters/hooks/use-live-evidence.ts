import type { LetterEvidence } from '@jobpeel/contract';
import { useEffect, useState } from 'react';
import { computeEvidence } from '../lib/claim-engine';

/** How long typing must pause before the check runs again. */
export const LIVE_CHECK_DELAY_MS = 250;

export interface LiveEvidenceInput {
  letter: string;
  resumeText: string | null | undefined;
  postingText: string;
  asOf?: string | null;
  /** False: nothing is computed (e.g. the server's evidence is shown instead). */
  enabled: boolean;
}

export interface LiveEvidence {
  status: 'idle' | 'checking' | 'ready' | 'failed';
  /** The latest result, and the text it was computed for (the offsets index that text). */
  evidence: LetterEvidence | null;
  text: string;
}

const idle: LiveEvidence = { status: 'idle', evidence: null, text: '' };

/**
 * The claim check of a text being typed, re-run in the browser once typing pauses. The previous
 * result stays on screen while the next one is computed, so the marks do not flicker.
 */
export function useLiveEvidence({
  letter,
  resumeText,
  postingText,
  asOf,
  enabled,
}: LiveEvidenceInput): LiveEvidence {
  const [state, setState] = useState<LiveEvidence>(idle);
  const active = enabled && Boolean(resumeText);

  useEffect(() => {
    if (!active || !resumeText) {
      setState(idle);
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'checking' }));
    const timer = setTimeout(() => {
      computeEvidence({ letter, resumeText, postingText, asOf })
        .then((evidence) => {
          if (!cancelled) setState({ status: 'ready', evidence, text: letter });
        })
        .catch(() => {
          if (!cancelled) setState((previous) => ({ ...previous, status: 'failed' }));
        });
    }, LIVE_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, letter, resumeText, postingText, asOf]);

  return state;
}
