import { billingMessages, type PaidTier } from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BillingGateway, PriceIds } from './billing-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  prices: PriceIds;
  /** Absolute base of the links Stripe sends the browser back to. */
  appUrl: string;
  /** Where API calls go (tests point them at a local stub); Stripe itself when unset. */
  api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
  log: FastifyBaseLogger;
}

export interface StripeGateway extends BillingGateway {
  /** Checks the Stripe-Signature of a raw body; throws 400 WEBHOOK_INVALID otherwise. */
  verifyWebhook: NonNullable<BillingGateway['verifyWebhook']>;
}

/** Stripe refuses signatures older than this (its own default); replays beyond it are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const webhookInvalid = () =>
  new AppError(400, 'WEBHOOK_INVALID', 'The webhook signature could not be verified.');

/** Checkout and the Billing Portal on Stripe through the official SDK. */
export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  const { prices, appUrl, log, webhookSecret } = options;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api?.host ? { host: options.api.host } : {}),
    ...(options.api?.port ? { port: options.api.port } : {}),
    ...(options.api?.protocol ? { protocol: options.api.protocol } : {}),
  });

  /** Any failure talking to Stripe is a 502 with a message the user can act on, never a 500. */
  function unavailable(what: string, error: unknown): AppError {
    const e = error as Partial<Stripe.errors.StripeError>;
    // Only the error's description: never the request (it carries the secret key).
    log.error(
      { stripe: { what, type: e.type, code: e.code, statusCode: e.statusCode, requestId: e.requestId } },
      `Stripe call failed: ${e.message ?? 'unknown error'}`,
    );
    return new AppError(502, 'BILLING_UNAVAILABLE', billingMessages.billingUnavailable);
  }

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw unavailable(what, error);
    }
  }

  return {
    mode: 'stripe',
    prices,

    async createCheckout(user: UserRow, tier: PaidTier): Promise<string> {
      const metadata = { userId: String(user.id), tier };
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          // The price comes from the configuration for the tier, never from the browser.
          line_items: [{ price: prices[tier], quantity: 1 }],
          client_reference_id: String(user.id),
          metadata,
          subscription_data: { metadata },
          ...(user.stripe_customer_id
            ? { customer: user.stripe_customer_id }
            : { customer_email: user.email }),
          success_url: `${appUrl}/account/subscription?success=true&tier=${tier}`,
          cancel_url: `${appUrl}/account/subscription?canceled=true`,
        }),
      );
      if (!session.url) {
        throw unavailable('checkout.sessions.create', new Error(`session ${session.id} has no url`));
      }
      return session.url;
    },

    async createPortal(user: UserRow): Promise<string> {
      const customer = user.stripe_customer_id;
      if (!customer) throw new AppError(409, 'NO_SUBSCRIPTION', billingMessages.noSubscription);
      const session = await call('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${appUrl}/account/subscription` }),
      );
      return session.url;
    },

    async retrieveSubscription(subscriptionId: string): Promise<unknown | null> {
      try {
        return await stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('subscriptions.retrieve', error);
      }
    },

    async cancelSubscription(subscriptionId: string, cancelOptions = {}): Promise<void> {
      try {
        await stripe.subscriptions.cancel(subscriptionId, cancelOptions.prorate ? { prorate: true } : {});
      } catch (error) {
        // Already cancelled or unknown to Stripe: nothing is left to bill.
        if (isMissing(error) || isAlreadyCanceled(error)) return;
        throw unavailable('subscriptions.cancel', error);
      }
    },

    verifyWebhook(payload, signature, receivedAt) {
      if (!payload || !signature) throw webhookInvalid();
      try {
        return stripe.webhooks.constructEvent(
          payload,
          signature,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
      } catch (error) {
        log.warn({ reason: (error as Error).message?.split('\n')[0] }, 'Stripe webhook refused');
        throw webhookInvalid();
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

function isAlreadyCanceled(error: unknown): boolean {
  const e = error as { statusCode?: number; message?: string };
  return e?.statusCode === 400 && /cancel/i.test(e.message ?? '');
}
