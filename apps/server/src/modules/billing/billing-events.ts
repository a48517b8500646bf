import type { PaidTier } from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db, DbOrTx } from '../../db/client';
import type { Database, UserRow, UserUpdate } from '../../db/schema';
import type { PriceIds } from '../../integrations/billing/billing-gateway';
import { isUniqueViolation } from '../../lib/db-errors';
import type { BillingRepository } from './billing.repository';
import {
  type BillingEvent,
  billingEventSchema,
  cancelsAtPeriodEnd,
  checkoutSessionObjectSchema,
  HANDLED_EVENT_TYPES,
  invoiceObjectSchema,
  isPaidTier,
  periodEndOf,
  priceIdOf,
  type SubscriptionObject,
  subscriptionObjectSchema,
} from './billing-objects';

export type ApplyOutcome =
  /** The effect was applied. */
  | 'applied'
  /** The event id was applied before: nothing changed. */
  | 'duplicate'
  /** Older than the last event applied to the user: recorded, no effect. */
  | 'stale'
  /** Recorded, but it concerns no known user or not the user's current subscription. */
  | 'skipped'
  /** A type or shape we do not act on: not recorded. */
  | 'ignored';

export interface ApplyResult {
  outcome: ApplyOutcome;
  userId: number | null;
  /** A subscription no account holds any more (replaced by a new checkout, or its account is gone). */
  orphanedSubscription: { id: string; prorate: boolean } | null;
}

export interface BillingEventHandlerDeps {
  db: Db;
  repo: BillingRepository;
  prices: PriceIds;
  /** The provider's current view of a subscription (Stripe mode); null when unavailable. */
  retrieveSubscription(subscriptionId: string): Promise<unknown | null>;
  log: FastifyBaseLogger;
  now: () => number;
}

export interface ApplyOptions {
  /** Runs inside the event's transaction before its effect; throwing aborts both (test-mode sessions). */
  within?: (tx: Transaction<Database>) => Promise<void>;
}

type Prepared =
  | {
      kind: 'checkout';
      userRef: number | null;
      tier: PaidTier | null;
      mode: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      subscription: SubscriptionObject | null;
    }
  | { kind: 'subscription-updated' | 'subscription-deleted'; subscription: SubscriptionObject }
  | { kind: 'payment-failed'; customerId: string | null; subscriptionId: string | null };

type Effect = { changes: UserUpdate; orphaned?: ApplyResult['orphanedSubscription'] } | null;

const SKIPPED = (userId: number | null): ApplyResult => ({
  outcome: 'skipped',
  userId,
  orphanedSubscription: null,
});

function parseUserRef(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The one place plans change (docs/decisions/0010): Stripe's verified webhook and the test mode's
 * synthetic events both come through `applyBillingEvent`. Each event id is recorded in the same
 * transaction as its effect, so a replay changes nothing; events older than the last one applied
 * to the user are recorded without effect (Stripe does not deliver in order).
 */
export function createBillingEventHandler(deps: BillingEventHandlerDeps) {
  const { db, repo, prices, log, now } = deps;

  const tierForPrice = (priceId: string | null): PaidTier | null =>
    priceId === prices.standard ? 'standard' : priceId === prices.pro ? 'pro' : null;

  /**
   * What a subscription's state means for the plan: a tier while it is paid up, 'past_due' while
   * a payment is failing (treated as free), 'ended' once over, null when it says nothing yet.
   */
  function planStatusOf(subscription: SubscriptionObject): PaidTier | 'past_due' | 'ended' | null {
    switch (subscription.status) {
      case 'active':
      case 'trialing': {
        const tier = tierForPrice(priceIdOf(subscription)) ?? subscription.metadata?.tier;
        if (isPaidTier(tier)) return tier;
        log.warn({ subscriptionId: subscription.id }, 'subscription price matches no configured plan');
        return null;
      }
      case 'past_due':
      case 'unpaid':
        return 'past_due';
      case 'canceled':
      case 'incomplete_expired':
        return 'ended';
      default:
        return null;
    }
  }

  /** Parses the event's object and fetches what it lacks, before any transaction is open. */
  async function prepare(event: BillingEvent): Promise<Prepared | null> {
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed': {
        const parsed = checkoutSessionObjectSchema.safeParse(object);
        if (!parsed.success) return null;
        const session = parsed.data;
        let subscription: SubscriptionObject | null = null;
        let subscriptionId: string | null = null;
        if (typeof session.subscription === 'string') {
          subscriptionId = session.subscription;
          const fetched = await deps.retrieveSubscription(subscriptionId);
          const checked = fetched ? subscriptionObjectSchema.safeParse(fetched) : null;
          subscription = checked?.success ? checked.data : null;
        } else if (session.subscription) {
          subscription = session.subscription;
          subscriptionId = subscription.id;
        }
        const tier = session.metadata?.tier;
        return {
          kind: 'checkout',
          userRef: parseUserRef(session.client_reference_id ?? session.metadata?.userId),
          tier: isPaidTier(tier) ? tier : subscription ? tierForPrice(priceIdOf(subscription)) : null,
          mode: session.mode ?? null,
          customerId: session.customer,
          subscriptionId,
          subscription,
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const parsed = subscriptionObjectSchema.safeParse(object);
        if (!parsed.success) return null;
        return {
          kind:
            event.type === 'customer.subscription.updated' ? 'subscription-updated' : 'subscription-deleted',
          subscription: parsed.data,
        };
      }
      case 'invoice.payment_failed': {
        const parsed = invoiceObjectSchema.safeParse(object);
        if (!parsed.success) return null;
        const invoice = parsed.data;
        return {
          kind: 'payment-failed',
          customerId: invoice.customer,
          subscriptionId: invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
        };
      }
      default:
        return null;
    }
  }

  async function locateUser(tx: DbOrTx, prepared: Prepared): Promise<UserRow | undefined> {
    let found: UserRow | undefined;
    if (prepared.kind === 'checkout') {
      found = prepared.userRef ? await repo.findUserById(tx, prepared.userRef) : undefined;
    } else if (prepared.kind === 'payment-failed') {
      if (prepared.subscriptionId) found = await repo.findUserBySubscription(tx, prepared.subscriptionId);
      if (!found && prepared.customerId) found = await repo.findUserByCustomer(tx, prepared.customerId);
    } else {
      const { subscription } = prepared;
      found = await repo.findUserBySubscription(tx, subscription.id);
      const ref = parseUserRef(subscription.metadata?.userId);
      if (!found && ref) found = await repo.findUserById(tx, ref);
      if (!found && subscription.customer) found = await repo.findUserByCustomer(tx, subscription.customer);
    }
    return found ? repo.lockUser(tx, found.id) : undefined;
  }

  /** Stores a customer id unless another account already holds it (the column is unique). */
  async function customerChange(tx: DbOrTx, user: UserRow, customerId: string | null): Promise<UserUpdate> {
    if (!customerId || customerId === user.stripe_customer_id) return {};
    const holder = await repo.findUserByCustomer(tx, customerId);
    if (holder && holder.id !== user.id) {
      log.warn({ userId: user.id, holder: holder.id }, 'Stripe customer already belongs to another account');
      return {};
    }
    return { stripe_customer_id: customerId };
  }

  const ENDED: UserUpdate = {
    subscription_status: 'free',
    subscription_period_end: null,
    stripe_subscription_id: null,
    subscription_cancel_at_period_end: 0,
  };

  /** Whether an event about this subscription concerns the user's current one (or the user has none). */
  const isCurrent = (user: UserRow, subscriptionId: string) =>
    user.stripe_subscription_id == null || user.stripe_subscription_id === subscriptionId;

  async function effectOf(tx: DbOrTx, user: UserRow, prepared: Prepared): Promise<Effect> {
    switch (prepared.kind) {
      case 'checkout': {
        const { subscription, subscriptionId, tier } = prepared;
        if (prepared.mode && prepared.mode !== 'subscription') return null;
        if (!subscriptionId || !tier) {
          log.warn({ userId: user.id }, 'checkout session without subscription or plan');
          return null;
        }
        const state = subscription ? planStatusOf(subscription) : tier;
        // Ended before this event arrived (a late delivery): it grants nothing.
        if (state === 'ended') return null;
        const previous = user.stripe_subscription_id;
        return {
          changes: {
            subscription_status: state === 'past_due' ? 'past_due' : tier,
            subscription_period_end: subscription ? periodEndOf(subscription) : null,
            stripe_subscription_id: subscriptionId,
            subscription_cancel_at_period_end: subscription && cancelsAtPeriodEnd(subscription) ? 1 : 0,
            ...(await customerChange(tx, user, prepared.customerId)),
          },
          // Standard -> Pro through a second checkout: the old subscription must stop billing.
          orphaned: previous && previous !== subscriptionId ? { id: previous, prorate: true } : null,
        };
      }
      case 'subscription-updated': {
        const { subscription } = prepared;
        if (!isCurrent(user, subscription.id)) return null;
        const state = planStatusOf(subscription);
        if (state === 'ended') return { changes: ENDED };
        return {
          changes: {
            ...(state ? { subscription_status: state } : {}),
            subscription_period_end: periodEndOf(subscription) ?? user.subscription_period_end,
            subscription_cancel_at_period_end: cancelsAtPeriodEnd(subscription) ? 1 : 0,
            stripe_subscription_id: subscription.id,
            ...(await customerChange(tx, user, subscription.customer)),
          },
        };
      }
      case 'subscription-deleted':
        return isCurrent(user, prepared.subscription.id) ? { changes: ENDED } : null;
      case 'payment-failed':
        // Treated as free (effectivePlan) until a later subscription.updated says active again.
        if (!prepared.subscriptionId || user.stripe_subscription_id !== prepared.subscriptionId) return null;
        return { changes: { subscription_status: 'past_due' } };
    }
  }

  async function applyBillingEvent(input: unknown, options: ApplyOptions = {}): Promise<ApplyResult> {
    const parsedEvent = billingEventSchema.safeParse(input);
    if (!parsedEvent.success) {
      log.warn('billing event without id, type or time: ignored');
      return { outcome: 'ignored', userId: null, orphanedSubscription: null };
    }
    const event = parsedEvent.data;
    if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) {
      return { outcome: 'ignored', userId: null, orphanedSubscription: null };
    }
    // A replay needs no call to Stripe; the insert below is what actually guards against doubles.
    if (await repo.eventExists(db, event.id))
      return { outcome: 'duplicate', userId: null, orphanedSubscription: null };
    const prepared = await prepare(event);
    if (!prepared) {
      log.warn({ eventId: event.id, type: event.type }, 'billing event with an unexpected shape: ignored');
      return { outcome: 'ignored', userId: null, orphanedSubscription: null };
    }
    const createdMs = event.created * 1000;

    try {
      return await db.transaction().execute(async (tx): Promise<ApplyResult> => {
        const recorded = await repo.insertEvent(tx, {
          id: event.id,
          type: event.type,
          created_at: createdMs,
          processed_at: now(),
          user_id: null,
        });
        if (!recorded) return { outcome: 'duplicate', userId: null, orphanedSubscription: null };
        await options.within?.(tx);

        const user = await locateUser(tx, prepared);
        if (!user) {
          // Paid for an account that no longer exists: nothing may keep billing it.
          if (prepared.kind === 'checkout' && prepared.userRef && prepared.subscriptionId) {
            return {
              outcome: 'skipped',
              userId: null,
              orphanedSubscription: { id: prepared.subscriptionId, prorate: false },
            };
          }
          return SKIPPED(null);
        }
        await repo.setEventUser(tx, event.id, user.id);
        if (user.subscription_event_at != null && createdMs < user.subscription_event_at) {
          return { outcome: 'stale', userId: user.id, orphanedSubscription: null };
        }
        const effect = await effectOf(tx, user, prepared);
        if (!effect) return SKIPPED(user.id);
        await repo.updateUser(tx, user.id, { ...effect.changes, subscription_event_at: createdMs });
        return { outcome: 'applied', userId: user.id, orphanedSubscription: effect.orphaned ?? null };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'duplicate', userId: null, orphanedSubscription: null };
      throw error;
    }
  }

  return { applyBillingEvent };
}

export type BillingEventHandler = ReturnType<typeof createBillingEventHandler>;
