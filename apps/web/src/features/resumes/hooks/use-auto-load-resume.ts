import type { ResumeBody } from '@jobpeel/contract';
import { useEffect, useRef } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { getDefaultResume } from '../api/resumes';

/** Session-storage flag: the id of the user whose default resume was already offered this session. */
export const RESUME_AUTO_LOADED_KEY = 'jobpeel:resume-auto-loaded';

interface AutoLoadOptions {
  /** The signed-in user's id; null for anonymous visitors (nothing is requested). */
  userId: number | null;
  /** The resume box as it is now: what the user typed (or a restored draft) is never replaced. */
  currentText: string;
  onLoad: (resume: ResumeBody) => void;
}

/**
 * docs/product.md §5: a saved resume is loaded automatically once per session for a signed-in user, into an
 * empty resume box only.
 */
export function useAutoLoadResume({ userId, currentText, onLoad }: AutoLoadOptions): void {
  const latest = useRef({ currentText, onLoad });
  latest.current = { currentText, onLoad };

  useEffect(() => {
    if (userId === null) return;
    if (readStorage('session', RESUME_AUTO_LOADED_KEY) === String(userId)) return;
    const request = new AbortController();
    getDefaultResume(request.signal)
      .then((resume) => {
        if (request.signal.aborted) return;
        writeStorage('session', RESUME_AUTO_LOADED_KEY, String(userId));
        if (!resume.resumeText.trim() || latest.current.currentText.trim()) return;
        latest.current.onLoad(resume);
      })
      .catch(() => {
        // Quietly: the user can still paste, import or pick a resume; the next visit tries again.
      });
    return () => request.abort();
  }, [userId]);
}
