import { type PaidTier, paidTiers } from '@jobpeel/contract';
import { z } from 'zod';

/**
 * The parts of Stripe's objects the event handler reads, parsed defensively: a verified event
 * with an unexpected shape is skipped instead of failing. Webhooks and the test mode's synthetic
 * events both arrive in these shapes.
 */

/** An expandable reference: the id, or the expanded object carrying it. */
const reference = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

const metadata = z.record(z.string(), z.string()).nullish();

export const subscriptionObjectSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  customer: reference,
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  // Older API versions carry the period on the subscription, newer ones on each item.
  current_period_end: z.number().nullish(),
  metadata,
  items: z
    .object({
      data: z.array(
        z.object({
          price: z.object({ id: z.string() }).nullish(),
          current_period_end: z.number().nullish(),
        }),
      ),
    })
    .nullish(),
});
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

export const checkoutSessionObjectSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: reference,
  // An id from Stripe; the test mode sends the subscription expanded.
  subscription: z.union([z.string(), subscriptionObjectSchema]).nullish(),
  metadata,
});

export const invoiceObjectSchema = z.object({
  customer: reference,
  // Older API versions: invoice.subscription; newer: invoice.parent.subscription_details.subscription.
  subscription: reference.optional(),
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
});

export const billingEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  /** Seconds since the epoch, as Stripe sends it. */
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});
export type BillingEvent = z.infer<typeof billingEventSchema>;

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === 'string' && (paidTiers as readonly string[]).includes(value);
}

/** The period end in ms, wherever the API version puts it. */
export function periodEndOf(subscription: SubscriptionObject): number | null {
  const seconds = subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end ?? null;
  return seconds == null ? null : seconds * 1000;
}

export function priceIdOf(subscription: SubscriptionObject): string | null {
  return subscription.items?.data[0]?.price?.id ?? null;
}

/** Whether the plan ends at the period end (the portal may set cancel_at instead of the flag). */
export function cancelsAtPeriodEnd(subscription: SubscriptionObject): boolean {
  return subscription.cancel_at_period_end === true || subscription.cancel_at != null;
}
