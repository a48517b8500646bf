import { effectivePlan } from '@jobpeel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ToastAction } from '@/components/ui/toast';
import { toast, toastError } from '@/components/ui/use-toast';
import { userQueryKey, useUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { coverLetterQueryKey, coverLettersQueryKey } from '@/lib/query-keys';
import { generateCoverLetter } from '../api/generate';
import { clearSavedDraft, type GeneratorDraft, saveDraft, toGenerateRequest } from '../lib/draft';
import {
  AUTH_REQUIRED_DESCRIPTION,
  AUTH_REQUIRED_TITLE,
  classifyGenerateError,
  DAILY_LIMIT_TITLE,
  DAILY_LIMIT_TOAST_DURATION,
} from '../lib/generate-errors';

/** spec §4/§9: the simulated generate progress ticks every 500 ms and creeps towards 95. */
export const GENERATE_PROGRESS_TICK_MS = 500;
export const GENERATE_PROGRESS_CEILING = 95;

export function nextProgress(current: number): number {
  const step = Math.max(0.5, (GENERATE_PROGRESS_CEILING - current) / 10);
  return Math.min(GENERATE_PROGRESS_CEILING, current + step);
}

export type GenerateOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The whole submit flow of the generator: request, progress, error handling (spec §8) and the
 * move to the preview (spec §4). A streaming path belongs here too, replacing the simulated ticks.
 */
export function useGenerateLetter() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = effectivePlan(useUser().data?.subscriptionStatus);
  const [progress, setProgress] = useState(0);
  const [isGenerating, setIsGenerating] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const stopTicking = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(
    () => () => {
      stopTicking();
      abort.current?.abort();
    },
    [stopTicking],
  );

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
          const upgradeLabel = plan === 'standard' ? 'Upgrade to Pro' : 'Upgrade Your Plan';
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
            action: createElement('div', { className: 'flex flex-col gap-2' }, ...actions),
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
      if (timer.current !== null) return { ok: false, fieldErrors: {} };
      const controller = new AbortController();
      abort.current = controller;
      setIsGenerating(true);
      setProgress(5);
      timer.current = setInterval(() => setProgress(nextProgress), GENERATE_PROGRESS_TICK_MS);
      try {
        const result = await generateCoverLetter(toGenerateRequest(draft), controller.signal);
        stopTicking();
        setProgress(100);
        clearSavedDraft();
        if (result.coverLetter) queryClient.setQueryData(coverLetterQueryKey(result.id), result.coverLetter);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey, exact: true });
        navigate(paths.previewOf(result.id));
        return { ok: true };
      } catch (error) {
        stopTicking();
        setProgress(0);
        if (controller.signal.aborted) return { ok: false, fieldErrors: {} };
        return { ok: false, fieldErrors: showFailure(error, draft) };
      } finally {
        setIsGenerating(false);
      }
    },
    [navigate, queryClient, showFailure, stopTicking],
  );

  return { generate, progress, isGenerating };
}
