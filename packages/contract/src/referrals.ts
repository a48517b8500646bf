import { z } from 'zod';

/**
 * docs/product.md §3, docs/decisions/0011: both sides get 15 letters; the referrer at most 45 a rolling week.
 */
export const REFERRAL_BONUS_LETTERS = 15;
export const REFERRER_WEEKLY_BONUS_CAP = 45;
export const REFERRAL_CODE_REFRESH_DAYS = 7;

export const referralStatuses = ['pending', 'completed'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
export const referralFilters = ['all', ...referralStatuses] as const;
export type ReferralFilter = (typeof referralFilters)[number];

export const referralMessages = {
  invalidEmail: 'Please enter a valid email address.',
  inviteSelf: 'You cannot invite yourself. Share your code with a friend instead.',
  alreadyInvited: 'You have already invited this email address.',
  invalidCode: 'This referral code is not valid. Check it or leave the field empty.',
  refreshTooEarlyTitle: 'Cannot Refresh Yet',
  fetchFailedTitle: 'Failed to fetch referrals',
  fetchFailed: 'Failed to load referrals. Please try again later.',
  sendFailed: 'Failed to send referral.',
  refreshFailed: 'Failed to refresh referral code.',
  copyFailed: 'Failed to copy code. Try again.',
  sent: 'Referral Sent',
  refreshed: 'Code Refreshed',
  copied: 'Code Copied',
} as const;

/** Why a completed referral earned the referrer less than the full bonus. */
export const rewardWithheldReasons = ['self_referral', 'weekly_limit'] as const;
export type RewardWithheldReason = (typeof rewardWithheldReasons)[number];

/** Shown under the status in the referral list. */
export const rewardWithheldMessages: Record<RewardWithheldReason, string> = {
  self_referral: 'No bonus letters: this account was used in the same browser as yours.',
  weekly_limit: `Bonus limited: you reached the weekly maximum of ${REFERRER_WEEKLY_BONUS_CAP} bonus letters.`,
};

/**
 * 'You can refresh your code after {date}' (docs/product.md §7), the date as 'MMMM d, yyyy' in US English.
 */
export function refreshTooEarlyMessage(nextRefreshAvailable: Date | string): string {
  const date = new Date(nextRefreshAvailable).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `You can refresh your code after ${date}`;
}

export const referralListQuerySchema = z.object({
  status: z.enum(referralFilters).default('all'),
});

export const sendReferralSchema = z.object({
  email: z
    .string({ error: referralMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email(referralMessages.invalidEmail).max(254, referralMessages.invalidEmail)),
});
export type SendReferralInput = z.infer<typeof sendReferralSchema>;

export const referralItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(referralStatuses),
  sentAt: z.string(),
  /** Set on completed referrals that earned the referrer less than the full bonus; null otherwise. */
  rewardWithheld: z.enum(rewardWithheldReasons).nullable().default(null),
});
export type ReferralItem = z.infer<typeof referralItemSchema>;

/** docs/product.md §6 Referral list response. */
export const referralListResponseSchema = z.object({
  referralCode: z.string(),
  lastRefreshDate: z.string().nullable(),
  nextRefreshAvailable: z.string(),
  stats: z.object({ total: z.number(), pending: z.number(), completed: z.number() }),
  referrals: z.array(referralItemSchema),
});
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>;
