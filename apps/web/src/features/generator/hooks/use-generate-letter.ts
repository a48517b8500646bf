import { type LetterLength, letterLengthInfo, subscriptionPageTexts } from '@jobpeel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ToastAction } from '@/components/ui/toast';
import { toast, toastError } from '@/components/ui/use-toast';
import { userQueryKey } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { analyticsQueryKey, coverLetterQueryKey, coverLettersQueryKey } from '@/lib/query-keys';
import { PROGRESS_CEILING, useSimulatedProgress } from '@/lib/use-simulated-progress';
import { useViewer } from '@/lib/use-viewer';
import { streamCoverLetter } from '../api/generate';
import { clearSavedDraft, type GeneratorDraft, saveDraft, toGenerateRequest } from '../lib/draft';
import {
  AUTH_REQUIRED_DESCRIPTION,
  AUTH_REQUIRED_TITLE,
  classifyGenerateError,
  DAILY_LIMIT_TITLE,
  DAILY_LIMIT_TOAST_DURATION,
} from '../lib/generate-errors';

/** Until the letter streams, the generate bar ticks every 500 ms towards 95. */
export const GENERATE_PROGRESS_TICK_MS = 500;

/**
 * While the letter streams, progress follows the words written against the middle of the chosen
 * length's word range, never past the ceiling (100 is shown only once the letter is saved).
 */
export function streamedProgress(text: string, length: LetterLength): number {
  const trimmed = text.trim();
  const words = trimmed ? trimmed.split(/\s+/).length : 0;
  const [min, max] = letterLengthInfo[length].words;
  return Math.min(PROGRESS_CEILING, (words / ((min + max) / 2)) * 100);
}

export const GENERATION_CANCELLED_TITLE = 'Generation cancelled';
export const GENERATION_CANCELLED_DESCRIPTION =
  'Your letter was not saved and this did not count toward your daily limit.';

export type GenerateOutcome =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string>; cancelled?: boolean };

/**
 * The whole submit flow of the generator: request, progress, error handling (docs/product.md §9) and the
 * move to the preview (docs/product.md §5). The letter streams in when the server sends events
 * (docs/decisions/0006); a plain JSON answer falls back to the simulated progress ticks.
 */
export function useGenerateLetter() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { plan } = useViewer();
  // 100 stays up: the preview replaces the form once the letter is saved.
  const progress = useSimulatedProgress({ tickMs: GENERATE_PROGRESS_TICK_MS, hideAfterMs: null });
  const [isGenerating, setIsGenerating] = useState(false);
  /** The letter so far while it streams; null when nothing is streaming. */
  const [streamedText, setStreamedText] = useState<string | null>(null);
  /** Sentences of the AI draft sent to be rewritten from the resume; null while none are. */
  const [repairing, setRepairing] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const cancelled = useRef(false);
  const { start: startProgress, hold: holdProgress, advanceTo, complete, fail } = progress;

  useEffect(() => () => abort.current?.abort(), []);

  const showFailure = useCallback(
    (error: unknown, draft: GeneratorDraft): Record<string, string> => {
      const failure = classifyGenerateError(error);
      switch (failure.kind) {
        case 'auth':
          saveDraft(draft);
          toast({
            variant: 'destructive',
            title: AUTH_REQUIRED_TITLE,
            description: AUTH_REQUIRED_DESCRIPTION,
          });
          // A session that ended on the server: the cached user is stale, so show the signed-out pages.
          queryClient.setQueryData(userQueryKey, null);
          navigate(paths.auth);
          return {};
        case 'daily-limit': {
          const upgradeLabel = plan === 'standard' ? subscriptionPageTexts.upgradeToPro : 'Upgrade Your Plan';
          const actions = [
            createElement(
              ToastAction,
              { key: 'upgrade', altText: upgradeLabel, onClick: () => navigate(paths.subscriptionAlias) },
              upgradeLabel,
            ),
          ];
          if (failure.offerReferrals) {
            actions.push(
              createElement(
                ToastAction,
                {
                  key: 'refer',
                  altText: 'Refer Friends',
                  onClick: () => navigate(paths.accountTab('referrals')),
                },
                'Refer Friends',
              ),
            );
          }
          toast({
            variant: 'destructive',
            title: DAILY_LIMIT_TITLE,
            description: failure.message,
            duration: DAILY_LIMIT_TOAST_DURATION,
            action: createElement(Fragment, null, ...actions),
          });
          return {};
        }
        case 'validation':
          toastError(failure.message);
          return failure.fields;
        case 'other':
          toastError(failure.message);
          return {};
      }
    },
    [navigate, plan, queryClient],
  );

  const generate = useCallback(
    async (draft: GeneratorDraft): Promise<GenerateOutcome> => {
      if (abort.current !== null) return { ok: false, fieldErrors: {} };
      const controller = new AbortController();
      abort.current = controller;
      cancelled.current = false;
      setIsGenerating(true);
      startProgress();
      let text = '';
      try {
        const result = await streamCoverLetter(toGenerateRequest(draft), {
          signal: controller.signal,
          onStreamStart: () => {
            // The words written drive the bar from here on instead of the timer.
            holdProgress();
            setStreamedText('');
          },
          onRepairing: setRepairing,
          onText: (piece) => {
            text += piece;
            setStreamedText(text);
            advanceTo(streamedProgress(text, draft.length));
          },
        });
        complete();
        clearSavedDraft();
        if (result.coverLetter) queryClient.setQueryData(coverLetterQueryKey(result.id), result.coverLetter);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey, exact: true });
        void queryClient.invalidateQueries({ queryKey: analyticsQueryKey });
        navigate(paths.previewOf(result.id));
        return { ok: true };
      } catch (error) {
        fail();
        if (controller.signal.aborted) {
          if (!cancelled.current) return { ok: false, fieldErrors: {} };
          toast({ title: GENERATION_CANCELLED_TITLE, description: GENERATION_CANCELLED_DESCRIPTION });
          return { ok: false, fieldErrors: {}, cancelled: true };
        }
        return { ok: false, fieldErrors: showFailure(error, draft) };
      } finally {
        if (abort.current === controller) abort.current = null;
        setStreamedText(null);
        setRepairing(null);
        setIsGenerating(false);
      }
    },
    [navigate, queryClient, showFailure, startProgress, holdProgress, advanceTo, complete, fail],
  );

  /** Stops a generation in flight (the server refunds the quota when the connection closes). */
  const cancel = useCallback(() => {
    if (abort.current === null) return;
    cancelled.current = true;
    abort.current.abort();
  }, []);

  return { generate, cancel, progress: progress.value, isGenerating, streamedText, repairing };
}
