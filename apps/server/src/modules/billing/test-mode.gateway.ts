import { billingMessages, type PaidTier } from '@jobpeel/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { BillingGateway, PriceIds } from '../../integrations/billing/billing-gateway';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { HOUR_MS } from '../../lib/time';
import type { BillingRepository } from './billing.repository';

/** A test checkout or portal visit stays usable this long, like a Stripe Checkout session. */
export const TEST_SESSION_TTL_MS = HOUR_MS;

/** Price ids of the test mode (the handler maps prices to tiers the same way as Stripe's). */
export const TEST_PRICES: PriceIds = { standard: 'price_test_standard', pro: 'price_test_pro' };

/**
 * Without Stripe keys: checkout and portal are pages the app serves itself ('/billing/test-...'),
 * backed by rows in billing_test_sessions. Completing them sends synthetic events through the same
 * handler as Stripe's webhook (test-mode.service.ts).
 */
export function createTestModeGateway(deps: {
  db: Db;
  repo: BillingRepository;
  now: () => number;
}): BillingGateway {
  const { db, repo, now } = deps;

  async function open(user: UserRow, kind: 'checkout' | 'portal', tier: PaidTier | null): Promise<string> {
    const at = now();
    const prefix = kind === 'checkout' ? 'cs_test_' : 'bps_test_';
    const session = await repo.insertTestSession(db, {
      id: `${prefix}${randomToken(18)}`,
      user_id: user.id,
      kind,
      tier,
      status: 'open',
      created_at: at,
      expires_at: at + TEST_SESSION_TTL_MS,
    });
    return `/billing/test-${kind}/${session.id}`;
  }

  return {
    mode: 'test',
    prices: TEST_PRICES,
    createCheckout: (user, tier) => open(user, 'checkout', tier),
    async createPortal(user, plan) {
      // The test portal acts on a test subscription; there is nothing to manage without one.
      if (!user.stripe_subscription_id)
        throw new AppError(409, 'NO_SUBSCRIPTION', billingMessages.noSubscription);
      return open(user, 'portal', plan === 'free' ? null : plan);
    },
    // Test subscriptions live only in the users table: the synthetic events carry them whole.
    retrieveSubscription: async () => null,
    cancelSubscription: async () => {},
  };
}
