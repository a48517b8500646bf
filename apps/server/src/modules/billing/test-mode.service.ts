import {
  billingMessages,
  type PaidTier,
  type TestPlan,
  type TestPortalAction,
  type TestSessionResponse,
} from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { BillingTestSessionRow, Database, UserRow } from '../../db/schema';
import type { PriceIds } from '../../integrations/billing/billing-gateway';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { DAY_MS, toIso } from '../../lib/time';
import { viewerOf } from '../../lib/viewer';
import { type BillingRepository, TEST_SUBSCRIPTION_PREFIX } from './billing.repository';
import type { BillingEventHandler } from './billing-events';

type TestSessionView = TestSessionResponse['session'];

export const planView = (user: UserRow): TestPlan => ({
  subscriptionStatus: user.subscription_status,
  subscriptionPeriodEnd: toIso(user.subscription_period_end),
  cancelAtPeriodEnd: user.subscription_cancel_at_period_end === 1,
});

/** One billing period from `from`: a week for Standard ($10 per week), a calendar month for Pro. */
export function nextPeriodEnd(tier: PaidTier, from: number): number {
  if (tier === 'standard') return from + 7 * DAY_MS;
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

const sessionNotFound = () => new AppError(404, 'NOT_FOUND', 'This test billing session was not found.');
const sessionClosed = (message: string) => new AppError(409, 'BILLING_SESSION_CLOSED', message);

/**
 * The test mode's checkout and portal (docs/decisions/0010: no Stripe keys). Every plan change is
 * a synthetic Stripe-shaped event sent through the same handler as the webhook.
 */
export function createTestModeService(deps: {
  db: Db;
  repo: BillingRepository;
  events: BillingEventHandler;
  prices: PriceIds;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  const { db, repo, events, prices, log, now } = deps;

  const event = (type: string, object: Record<string, unknown>) => ({
    id: `evt_test_${randomToken(18)}`,
    type,
    created: Math.floor(now() / 1000),
    data: { object },
  });

  const seconds = (ms: number | null) => (ms == null ? null : Math.floor(ms / 1000));

  /** A Stripe-shaped subscription object for a test subscription. */
  function subscriptionObject(
    user: UserRow,
    subscriptionId: string,
    state: { status: string; tier: PaidTier | null; periodEnd: number | null; cancelAtPeriodEnd: boolean },
  ) {
    return {
      id: subscriptionId,
      object: 'subscription',
      status: state.status,
      customer: user.stripe_customer_id,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      metadata: { userId: String(user.id), ...(state.tier ? { tier: state.tier } : {}) },
      items: {
        object: 'list',
        data: [
          {
            price: state.tier ? { id: prices[state.tier] } : null,
            current_period_end: seconds(state.periodEnd),
          },
        ],
      },
    };
  }

  async function loadUser(userId: number): Promise<UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw sessionNotFound();
    return user;
  }

  async function openSession(
    userId: number,
    id: string,
    kind: 'checkout' | 'portal',
  ): Promise<BillingTestSessionRow> {
    const session = await repo.findTestSession(db, userId, id);
    if (!session || session.kind !== kind) throw sessionNotFound();
    if (session.status !== 'open') {
      throw sessionClosed(
        session.status === 'completed'
          ? 'This test checkout was already completed.'
          : 'This test checkout was canceled. Start again from the subscription page.',
      );
    }
    if (session.expires_at <= now()) {
      throw sessionClosed('This test session has expired. Start again from the subscription page.');
    }
    return session;
  }

  /** Closes the session in the event's own transaction, so a double click applies the plan once. */
  const closeWithin = (id: string) => async (tx: Transaction<Database>) => {
    if (!(await repo.closeTestSession(tx, id, 'completed'))) {
      throw sessionClosed('This test checkout was already completed.');
    }
  };

  function checkPaidTier(value: string | null): PaidTier {
    if (value === 'standard' || value === 'pro') return value;
    throw sessionNotFound();
  }

  const rank = { free: 0, standard: 1, pro: 2 } as const;

  return {
    async getSession(userId: number, id: string): Promise<TestSessionResponse> {
      const session = await repo.findTestSession(db, userId, id);
      if (!session) throw sessionNotFound();
      const user = await loadUser(userId);
      const expired = session.status === 'open' && session.expires_at <= now();
      return {
        session: {
          id: session.id,
          kind: session.kind === 'portal' ? 'portal' : 'checkout',
          tier: session.tier === 'standard' || session.tier === 'pro' ? session.tier : null,
          status: expired ? 'expired' : (session.status as TestSessionView['status']),
          expiresAt: toIso(session.expires_at)!,
        },
        plan: planView(user),
      };
    },

    /** "Pays": checkout.session.completed with the new subscription expanded, as Stripe would send it. */
    async complete(userId: number, id: string): Promise<{ url: string }> {
      const session = await openSession(userId, id, 'checkout');
      const tier = checkPaidTier(session.tier);
      const user = await loadUser(userId);
      if (rank[viewerOf(user).plan] >= rank[tier]) {
        throw new AppError(409, 'ALREADY_ON_PLAN', billingMessages.alreadyOnTier);
      }
      const customer = user.stripe_customer_id ?? `cus_test_${randomToken(12)}`;
      const subscriptionId = `${TEST_SUBSCRIPTION_PREFIX}${randomToken(12)}`;
      const subscription = subscriptionObject({ ...user, stripe_customer_id: customer }, subscriptionId, {
        status: 'active',
        tier,
        periodEnd: nextPeriodEnd(tier, now()),
        cancelAtPeriodEnd: false,
      });
      await events.applyBillingEvent(
        event('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: String(userId),
          customer,
          subscription,
          metadata: { userId: String(userId), tier },
        }),
        { within: closeWithin(session.id) },
      );
      return { url: `/account/subscription?success=true&tier=${tier}` };
    },

    async cancel(userId: number, id: string): Promise<{ url: string }> {
      const session = await openSession(userId, id, 'checkout');
      if (!(await repo.closeTestSession(db, session.id, 'canceled'))) {
        throw sessionClosed('This test checkout is no longer open.');
      }
      return { url: '/account/subscription?canceled=true' };
    },

    async act(userId: number, id: string, action: TestPortalAction): Promise<{ plan: TestPlan }> {
      await openSession(userId, id, 'portal');
      const user = await loadUser(userId);
      const subscriptionId = user.stripe_subscription_id;
      if (!subscriptionId) throw new AppError(409, 'NO_SUBSCRIPTION', billingMessages.noSubscription);
      const { plan } = viewerOf(user);
      const current = plan === 'free' ? null : plan;
      const pastDue = user.subscription_status === 'past_due';
      const cancelFlag = user.subscription_cancel_at_period_end === 1;

      let synthetic: ReturnType<typeof event>;
      if (action === 'fail_payment') {
        synthetic = event('invoice.payment_failed', {
          object: 'invoice',
          customer: user.stripe_customer_id,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
        });
      } else if (action === 'switch_to_standard' || action === 'switch_to_pro') {
        const tier: PaidTier = action === 'switch_to_pro' ? 'pro' : 'standard';
        if (current === tier) throw new AppError(409, 'ALREADY_ON_PLAN', billingMessages.alreadyOnTier);
        // A new interval starts a new period (Stripe resets the billing anchor); paying also clears past_due.
        synthetic = event(
          'customer.subscription.updated',
          subscriptionObject(user, subscriptionId, {
            status: 'active',
            tier,
            periodEnd: nextPeriodEnd(tier, now()),
            cancelAtPeriodEnd: cancelFlag,
          }),
        );
      } else {
        synthetic = event(
          'customer.subscription.updated',
          subscriptionObject(user, subscriptionId, {
            status: pastDue ? 'past_due' : 'active',
            tier: current,
            periodEnd: user.subscription_period_end,
            cancelAtPeriodEnd: action === 'cancel_at_period_end',
          }),
        );
      }
      await events.applyBillingEvent(synthetic);
      return { plan: planView(await loadUser(userId)) };
    },

    /**
     * The periodic job: a test subscription whose period has passed ends when it was set to cancel
     * (or its payment is failing), and otherwise renews for a new period, as Stripe would bill it.
     */
    async settleDueSubscriptions(): Promise<{ renewed: number; ended: number }> {
      const at = now();
      let renewed = 0;
      let ended = 0;
      for (const user of await repo.dueTestSubscriptions(db, at)) {
        const subscriptionId = user.stripe_subscription_id!;
        const { plan } = viewerOf(user);
        const renews = plan !== 'free' && user.subscription_cancel_at_period_end !== 1;
        try {
          if (renews) {
            let periodEnd = user.subscription_period_end ?? at;
            while (periodEnd <= at) periodEnd = nextPeriodEnd(plan, periodEnd);
            const synthetic = event(
              'customer.subscription.updated',
              subscriptionObject(user, subscriptionId, {
                status: 'active',
                tier: plan,
                periodEnd,
                cancelAtPeriodEnd: false,
              }),
            );
            if ((await events.applyBillingEvent(synthetic)).outcome === 'applied') renewed += 1;
          } else {
            const synthetic = event(
              'customer.subscription.deleted',
              subscriptionObject(user, subscriptionId, {
                status: 'canceled',
                tier: plan === 'free' ? null : plan,
                periodEnd: user.subscription_period_end,
                cancelAtPeriodEnd: user.subscription_cancel_at_period_end === 1,
              }),
            );
            if ((await events.applyBillingEvent(synthetic)).outcome === 'applied') ended += 1;
          }
        } catch (error) {
          log.error({ err: error, userId: user.id }, 'test-mode subscription renewal failed');
        }
      }
      // Visits older than a day are of no use to anyone.
      await repo.deleteTestSessionsExpiredBefore(db, at - DAY_MS);
      return { renewed, ended };
    },
  };
}

export type TestModeService = ReturnType<typeof createTestModeService>;
