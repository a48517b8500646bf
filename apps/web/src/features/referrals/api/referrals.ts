import {
  type ReferralFilter,
  type ReferralListResponse,
  referralItemSchema,
  referralListResponseSchema,
  type SendReferralInput,
} from '@jobpeel/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const referralsQueryKey = ['referrals'] as const;

export function referralListQueryKey(status: ReferralFilter) {
  return [...referralsQueryKey, status] as const;
}

/** GET /api/referral?status=...: the code, its refresh dates, the stats (always over all) and the list. */
export function getReferrals(status: ReferralFilter): Promise<ReferralListResponse> {
  return api.get(`/api/referral?status=${status}`, { schema: referralListResponseSchema });
}

/** Switching the filter keeps the previous answer on screen until the new one arrives. */
export function useReferrals(status: ReferralFilter) {
  return useQuery({
    queryKey: referralListQueryKey(status),
    queryFn: () => getReferrals(status),
    placeholderData: keepPreviousData,
  });
}

export const refreshedCodeSchema = z.object({
  referralCode: z.string(),
  lastRefreshDate: z.string().nullable(),
  nextRefreshAvailable: z.string(),
});
export type RefreshedCode = z.infer<typeof refreshedCodeSchema>;

export function refreshReferralCode(): Promise<RefreshedCode> {
  return api.post('/api/referral/refresh-code', { schema: refreshedCodeSchema });
}

/** A new code: every cached list shows it at once, then they are refetched. */
export function useRefreshReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshReferralCode,
    onSuccess: (code) => {
      queryClient.setQueriesData<ReferralListResponse>({ queryKey: referralsQueryKey }, (current) =>
        current ? { ...current, ...code } : current,
      );
      return queryClient.invalidateQueries({ queryKey: referralsQueryKey });
    },
  });
}

export const sendReferralResponseSchema = z.object({ referral: referralItemSchema, message: z.string() });
export type SendReferralResponse = z.infer<typeof sendReferralResponseSchema>;

export function sendReferral(input: SendReferralInput): Promise<SendReferralResponse> {
  return api.post('/api/referral/send', { body: input, schema: sendReferralResponseSchema });
}

/** The new pending referral changes the stats and the lists. */
export function useSendReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsQueryKey }),
  });
}
