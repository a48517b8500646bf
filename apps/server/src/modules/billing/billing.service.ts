import { billingMessages, type PaidTier, type Plan, type TestPortalAction } from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { BillingGateway, BillingMode } from '../../integrations/billing/billing-gateway';
import { AppError, notFound } from '../../lib/app-error';
import type { BillingRepository } from './billing.repository';
import { type ApplyResult, createBillingEventHandler } from './billing-events';
import { createTestModeService } from './test-mode.service';

export interface BillingServiceDeps {
  db: Db;
  repo: BillingRepository;
  /** Stripe, or the app's own test mode without Stripe keys (composition.ts picks one). */
  gateway: BillingGateway;
  log: FastifyBaseLogger;
  now: () => number;
}

const rank = { free: 0, standard: 1, pro: 2 } as const;

/**
 * Subscriptions (docs/decisions/0010): Stripe Checkout and Billing Portal when STRIPE_SECRET_KEY is
 * set, otherwise the app's own test mode. Either way, plans change only in applyBillingEvent.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { db, repo, gateway, log, now } = deps;
  const mode: BillingMode = gateway.mode;

  const events = createBillingEventHandler({
    db,
    repo,
    prices: gateway.prices,
    retrieveSubscription: (id) => gateway.retrieveSubscription(id),
    log,
    now,
  });
  const testMode = createTestModeService({ db, repo, events, prices: gateway.prices, log, now });

  /** Ends, at the provider, a subscription the event left without an account (best effort, logged). */
  async function endOrphan(result: ApplyResult): Promise<void> {
    const orphan = result.orphanedSubscription;
    if (!orphan) return;
    try {
      await gateway.cancelSubscription(orphan.id, { prorate: orphan.prorate });
    } catch (error) {
      log.error({ err: error, subscriptionId: orphan.id }, 'could not cancel a replaced subscription');
    }
  }

  function requireTestMode(): void {
    // The test pages do not exist while real payments are configured.
    if (mode !== 'test') throw notFound();
  }

  return {
    mode,

    config: () => ({ mode }),

    /** `plan`: the one the user is on now (the request's viewer). */
    async createCheckout(user: UserRow, plan: Plan, tier: PaidTier): Promise<string> {
      // Standard may move to Pro here; Pro (or the same tier) is managed in the portal.
      if (rank[plan] >= rank[tier]) {
        throw new AppError(409, 'ALREADY_ON_PLAN', billingMessages.alreadyOnTier);
      }
      return gateway.createCheckout(user, tier);
    },

    async createPortal(user: UserRow, plan: Plan): Promise<string> {
      if (!user.stripe_subscription_id && plan === 'free') {
        throw new AppError(409, 'NO_SUBSCRIPTION', billingMessages.noSubscription);
      }
      return gateway.createPortal(user, plan);
    },

    /** POST /api/stripe/webhook: verify the raw body's signature, then apply the event once. */
    async handleWebhook(
      payload: Buffer | string | undefined,
      signature: string | undefined,
    ): Promise<ApplyResult> {
      if (!gateway.verifyWebhook) throw notFound();
      const event = gateway.verifyWebhook(payload, signature, now());
      const result = await events.applyBillingEvent(event);
      await endOrphan(result);
      return result;
    },

    applyBillingEvent: async (event: unknown): Promise<ApplyResult> => {
      const result = await events.applyBillingEvent(event);
      await endOrphan(result);
      return result;
    },

    /**
     * Account deletion ends a paid subscription at once (docs/decisions/0010). A Stripe failure
     * stops the deletion: deleting the account would leave a subscription billing nobody.
     */
    async cancelForAccountDeletion(userId: number): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (user?.stripe_subscription_id) await gateway.cancelSubscription(user.stripe_subscription_id);
    },

    testSessions: {
      get(userId: number, id: string) {
        requireTestMode();
        return testMode.getSession(userId, id);
      },
      complete(userId: number, id: string) {
        requireTestMode();
        return testMode.complete(userId, id);
      },
      cancel(userId: number, id: string) {
        requireTestMode();
        return testMode.cancel(userId, id);
      },
      act(userId: number, id: string, action: TestPortalAction) {
        requireTestMode();
        return testMode.act(userId, id, action);
      },
    },

    /** The periodic job of the test mode (renewals and period ends); nothing to do with Stripe. */
    async settleTestSubscriptions(): Promise<{ renewed: number; ended: number }> {
      if (mode !== 'test') return { renewed: 0, ended: 0 };
      return testMode.settleDueSubscriptions();
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
