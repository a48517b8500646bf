import { billingMessages, type PaidTier, subscriptionActivatedMessage } from '@jobpeel/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { userQueryKey, userQueryOptions } from '@/lib/auth';
import { planOf } from '@/lib/use-viewer';

/** The plan is applied by the webhook, which may land a moment after the browser returns. */
export const PLAN_POLL_INTERVAL_MS = 1000;
export const PLAN_POLL_TIMEOUT_MS = 10_000;

/** Query parameters of a checkout return; removed once handled so a reload does not toast again. */
const returnParams = ['success', 'canceled', 'tier'];

export type ActivationState = 'idle' | 'waiting' | 'delayed';

/**
 * docs/product.md §5 'Billing page on load': success=true toasts 'Success!' and refetches the user until the
 * new plan shows (every second, for up to ten); canceled=true toasts 'Subscription Canceled'.
 */
export function useCheckoutReturn(): ActivationState {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [awaitedPlan, setAwaitedPlan] = useState<PaidTier | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  // React may run an effect twice for one render in development; toast once per return.
  const handled = useRef<string | null>(null);

  const success = searchParams.get('success') === 'true';
  const canceled = searchParams.get('canceled') === 'true';
  const tier = searchParams.get('tier');

  useEffect(() => {
    if (!success && !canceled) return;
    const key = searchParams.toString();
    if (handled.current === key) return;
    handled.current = key;

    if (success) {
      toast({ title: billingMessages.successTitle, description: subscriptionActivatedMessage(tier) });
      setAwaitedPlan(tier === 'standard' ? 'standard' : 'pro');
      setTimedOut(false);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    } else {
      toast({ title: billingMessages.canceledTitle, description: billingMessages.canceled });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of returnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [success, canceled, tier, searchParams, setSearchParams, queryClient]);

  const user = useQuery({
    ...userQueryOptions,
    refetchInterval: (query) => {
      const current = query.state.data;
      if (!awaitedPlan || timedOut || !current) return false;
      return planOf(current) === awaitedPlan ? false : PLAN_POLL_INTERVAL_MS;
    },
  }).data;

  const arrived = user ? planOf(user) === awaitedPlan : false;
  const waiting = awaitedPlan !== null && user != null && !arrived;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOut(true), PLAN_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (!waiting) return 'idle';
  return timedOut ? 'delayed' : 'waiting';
}
