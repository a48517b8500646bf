import { z } from 'zod';
import { PRODUCT_NAME } from './brand';
import type { Plan } from './plans';

export const paidTiers = ['standard', 'pro'] as const;
export type PaidTier = (typeof paidTiers)[number];

export const checkoutRequestSchema = z.object({
  tier: z.enum(paidTiers, { error: 'Choose the Standard or Pro plan.' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and portal answers: the browser goes to `url` (Stripe, or the app's own test-mode pages). */
export const billingRedirectSchema = z.object({ url: z.string() });

/** GET /api/billing/config: Stripe, or the app's own test-mode checkout and portal. */
export const billingConfigSchema = z.object({ mode: z.enum(['stripe', 'test']) });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** What the test-mode billing portal can do to the plan, each applied as a Stripe-shaped event. */
export const testPortalActions = [
  'switch_to_standard',
  'switch_to_pro',
  'cancel_at_period_end',
  'resume',
  'fail_payment',
] as const;
export type TestPortalAction = (typeof testPortalActions)[number];

export const testPlanSchema = z.object({
  subscriptionStatus: z.string().nullable(),
  subscriptionPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type TestPlan = z.infer<typeof testPlanSchema>;

/** GET /api/billing/test-sessions/:id. */
export const testSessionResponseSchema = z.object({
  session: z.object({
    id: z.string(),
    kind: z.enum(['checkout', 'portal']),
    tier: z.enum(paidTiers).nullable(),
    /** open, completed, canceled, or expired for an open session past its hour. */
    status: z.enum(['open', 'completed', 'canceled', 'expired']),
    expiresAt: z.string(),
  }),
  plan: testPlanSchema,
});
export type TestSessionResponse = z.infer<typeof testSessionResponseSchema>;

/** docs/product.md §4 /account/subscription, §5 and §9 Billing: the texts of the subscription page. */
export const billingMessages = {
  limitedFeaturesTitle: 'Limited Features',
  limitedFeatures:
    "You're currently on the free plan with limited features. Upgrade to unlock more templates, tones, and daily limits.",
  allPlansInclude:
    'All plans include automatic job scraping, AI-powered cover letter generation, and resume parsing.',
  cancelAnytime: 'Cancel anytime. No contracts or commitments.',
  upgradeBox: 'Upgrade to Pro for more features',
  successTitle: 'Success!',
  canceledTitle: 'Subscription Canceled',
  canceled: 'Your subscription process was canceled. No changes were made.',
  loggedIn: 'You are now logged in and can upgrade to Pro!',
  checkoutFailed: 'Failed to create checkout session',
  checkoutError: 'Failed to start checkout',
  noCheckoutUrl: 'No checkout URL returned',
  noPortalUrl: 'No portal URL returned',
  portalError: 'Something went wrong accessing the billing portal',
  portalFailed: 'Failed to access customer portal',
  noSubscription: 'You have no paid subscription to manage yet. Choose a plan first.',
  alreadyOnTier: 'You are already on this plan.',
  billingUnavailable: 'Billing is temporarily unavailable. Please try again shortly.',
} as const;

/** 'Your {Standard or Pro} subscription has been activated. Welcome to {plan}!' (Standard only when tier=standard). */
export function subscriptionActivatedMessage(tier: string | null): string {
  const plan = tier === 'standard' ? 'Standard' : 'Pro';
  return `Your ${plan} subscription has been activated. Welcome to ${plan}!`;
}

export interface PlanFeature {
  name: string;
  value: string;
  limited?: boolean;
}

/**
 * docs/product.md §2 prices and §6 static marketing data, as shown on the pricing table and the
 * subscription page.
 */
export interface PlanCard {
  tier: Plan;
  name: string;
  price: string;
  period: string;
  description: string;
  features: PlanFeature[];
  buttonText: string;
  isPro: boolean;
  highlight: boolean;
}

export const planCards: Record<Plan, PlanCard> = {
  free: {
    tier: 'free',
    name: 'Free',
    price: '$0',
    period: 'per month',
    description: `Try ${PRODUCT_NAME} and write your first letters.`,
    features: [
      { name: 'Cover letters', value: '5 per day', limited: true },
      { name: 'Templates', value: 'Basic (formal)', limited: true },
      { name: 'Letter length', value: 'Standard', limited: true },
      { name: 'Saved letters', value: 'Up to 5', limited: true },
      { name: 'Resume parsing and PDF export', value: 'Included' },
      { name: 'Support', value: 'Standard' },
    ],
    buttonText: 'Get Started Free',
    isPro: false,
    highlight: false,
  },
  standard: {
    tier: 'standard',
    name: 'Standard',
    price: '$10',
    period: 'per week',
    description: 'For an active job search with many applications.',
    features: [
      { name: 'Cover letters', value: '50 per day (350 per week)' },
      { name: 'Templates', value: 'Formal and technical' },
      { name: 'Tones', value: '4 tone options' },
      { name: 'Letter length', value: 'Concise, standard and comprehensive' },
      { name: 'Saved letters', value: 'History of up to 50' },
      { name: 'Resume parsing and PDF export', value: 'Included' },
    ],
    buttonText: 'Subscribe to Standard',
    isPro: false,
    highlight: true,
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    price: '$20',
    period: 'per month',
    description: 'Everything, without limits.',
    features: [
      { name: 'Cover letters', value: 'Unlimited' },
      { name: 'Templates', value: 'All premium templates, including creative' },
      { name: 'Tones', value: 'All tones, including conversational' },
      { name: 'Saved letters', value: 'Unlimited history' },
      { name: 'Exports', value: 'PDF, DOCX and TXT' },
      { name: 'Insights', value: 'Analytics dashboard, job-matching insights, keyword suggestions' },
      { name: 'Support', value: 'Priority' },
    ],
    buttonText: 'Subscribe to Pro',
    isPro: true,
    highlight: false,
  },
};

/** docs/product.md §4 /account/subscription and §9 Billing: the page's labels, verbatim. */
export const subscriptionPageTexts = {
  title: 'Subscription Management',
  proPlan: 'Pro Plan',
  standardPlan: 'Standard Plan',
  manageBilling: 'Manage Billing',
  upgradeToPro: 'Upgrade to Pro',
  popular: 'POPULAR',
  bestValue: 'BEST VALUE',
  noBillingDate: 'N/A',
  loginRequired: 'Login Required',
  login: 'Login',
  loggingIn: 'Logging in...',
  createAccount: 'Create an account',
  processing: 'Processing...',
  loading: 'Loading...',
} as const;
