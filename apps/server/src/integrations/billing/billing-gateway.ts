import type { PaidTier, Plan } from '@jobpeel/contract';
import type { UserRow } from '../../db/schema';

export type BillingMode = 'stripe' | 'test';

/** Price id of each paid tier (Stripe's from the configuration, or the test mode's own). */
export type PriceIds = Record<PaidTier, string>;

/**
 * Where checkout and the billing portal happen: Stripe, or the app's own test-mode pages when no
 * Stripe keys are configured. Plans never change here; they change only through billing events.
 */
export interface BillingGateway {
  readonly mode: BillingMode;
  readonly prices: PriceIds;
  /** The URL the browser goes to for paying the tier. */
  createCheckout(user: UserRow, tier: PaidTier): Promise<string>;
  /** The URL of the billing portal for the user's customer, who is on `plan`. */
  createPortal(user: UserRow, plan: Plan): Promise<string>;
  /** The subscription as the provider has it now (an unknown shape, parsed by the caller); null if none. */
  retrieveSubscription(subscriptionId: string): Promise<unknown | null>;
  /** Ends a subscription at once; an already ended or unknown one counts as done. */
  cancelSubscription(subscriptionId: string, options?: { prorate?: boolean }): Promise<void>;
  /**
   * Checks a webhook's signature over its raw body and returns the event; throws 400
   * WEBHOOK_INVALID otherwise. Only a provider that sends webhooks has it (Stripe).
   */
  verifyWebhook?(
    payload: Buffer | string | undefined,
    signature: string | undefined,
    receivedAt: number,
  ): unknown;
}
