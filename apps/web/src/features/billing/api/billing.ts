import {
  billingConfigSchema,
  billingMessages,
  type PaidTier,
  type TestPortalAction,
  type TestSessionResponse,
  testPlanSchema,
  testSessionResponseSchema,
} from '@jobpeel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { browser } from '@/lib/browser';

export const billingConfigQueryOptions = queryOptions({
  queryKey: ['billing', 'config'] as const,
  queryFn: () => api.get('/api/billing/config', { schema: billingConfigSchema }),
});

/** GET /api/billing/config (public): 'test' means the app's own checkout, no real payments. */
export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}

/** Thrown when a checkout or portal answer has no url to go to. */
class MissingUrlError extends Error {}

function redirectUrl(data: unknown, missingMessage: string): string {
  const url = z.object({ url: z.string().min(1) }).safeParse(data);
  if (!url.success) throw new MissingUrlError(missingMessage);
  return url.data.url;
}

export async function createCheckoutSession(tier: PaidTier): Promise<string> {
  const data = await api.post('/api/create-checkout-session', { body: { tier } });
  return redirectUrl(data, billingMessages.noCheckoutUrl);
}

export async function createPortalSession(): Promise<string> {
  const data = await api.post('/api/create-portal-session');
  return redirectUrl(data, billingMessages.noPortalUrl);
}

/**
 * docs/product.md §9 Billing: the server's message when it sent one (the envelope has a code), `failedCall`
 * for a non-OK answer without one, `otherwise` for anything else.
 */
function billingErrorMessage(error: unknown, failedCall: string, otherwise: string): string {
  if (error instanceof MissingUrlError) return error.message;
  if (isApiError(error)) return error.code ? error.message : failedCall;
  return otherwise;
}

export function checkoutErrorMessage(error: unknown): string {
  return billingErrorMessage(error, billingMessages.checkoutFailed, billingMessages.checkoutError);
}

export function portalErrorMessage(error: unknown): string {
  return billingErrorMessage(error, billingMessages.portalFailed, billingMessages.portalError);
}

/** The plan on screen is out of date when the server says otherwise: fetch the user again. */
function refreshUserOnPlanConflict(queryClient: ReturnType<typeof useQueryClient>, error: unknown) {
  if (isApiError(error) && (error.code === 'ALREADY_ON_PLAN' || error.code === 'NO_SUBSCRIPTION')) {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }
}

/** POST /api/create-checkout-session, then the browser leaves for Stripe (or the test checkout). */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (url) => browser.assign(url),
    onError: (error) => refreshUserOnPlanConflict(queryClient, error),
  });
}

/** POST /api/create-portal-session, then the browser leaves for the billing portal. */
export function usePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: (url) => browser.assign(url),
    onError: (error) => refreshUserOnPlanConflict(queryClient, error),
  });
}

/* Test mode: the app's own checkout and portal pages (docs/decisions/0010). */

export function testSessionQueryKey(id: string) {
  return ['billing', 'test-sessions', id] as const;
}

/** GET /api/billing/test-sessions/:id; a 404 (unknown, another user's, or stripe mode) is null. */
export async function getTestSession(id: string): Promise<TestSessionResponse | null> {
  try {
    return await api.get(`/api/billing/test-sessions/${encodeURIComponent(id)}`, {
      schema: testSessionResponseSchema,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useTestSession(id: string) {
  return useQuery({ queryKey: testSessionQueryKey(id), queryFn: () => getTestSession(id) });
}

const redirectSchema = z.object({ url: z.string().min(1) });

/** Completes or cancels a test checkout; the browser then follows the answer like a Stripe return. */
export function useFinishTestCheckout(id: string) {
  return useMutation({
    mutationFn: async (outcome: 'complete' | 'cancel') => {
      const { url } = await api.post(`/api/billing/test-sessions/${encodeURIComponent(id)}/${outcome}`, {
        schema: redirectSchema,
      });
      return url;
    },
    onSuccess: (url) => browser.assign(url),
  });
}

/** One test-portal action; the plan changes through the webhook's code path, so the user is refetched. */
export function useTestPortalAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) =>
      api.post(`/api/billing/test-sessions/${encodeURIComponent(id)}/action`, {
        body: { action },
        schema: z.object({ plan: testPlanSchema }),
      }),
    onSuccess: ({ plan }) => {
      queryClient.setQueryData<TestSessionResponse | null>(testSessionQueryKey(id), (current) =>
        current ? { ...current, plan } : current,
      );
      return queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
