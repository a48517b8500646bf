import { checkoutRequestSchema, testPortalActions } from '@jobpeel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { BillingService } from './billing.service';

const sessionParams = z.object({ id: z.string().regex(/^[\w-]{1,100}$/) });
const portalActionSchema = z.object({
  action: z.enum(testPortalActions, { error: 'Choose one of the billing portal actions.' }),
});

function sessionId(request: FastifyRequest): string {
  const parsed = sessionParams.safeParse(request.params);
  if (!parsed.success) throw notFound('This test billing session was not found.');
  return parsed.data.id;
}

// Checkout and portal answers are single-use redirects: never cached (docs/product.md §8 "no caching").
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The Billing API (checkout, portal, test mode) and the Stripe webhook. */
export async function registerBillingRoutes(
  app: FastifyInstance,
  deps: { billing: BillingService; limits: RateLimits },
): Promise<void> {
  const { billing, limits } = deps;

  app.get('/api/billing/config', async () => billing.config());

  app.post('/api/create-checkout-session', { preHandler: requireUser }, async (request, reply) => {
    noStore(reply);
    const { user, viewer } = currentUser(request);
    const { tier } = parseInput(checkoutRequestSchema, request.body);
    await limits.hit('billingAccount', request, String(user.id));
    return { url: await billing.createCheckout(user, viewer.plan, tier) };
  });

  app.post('/api/create-portal-session', { preHandler: requireUser }, async (request, reply) => {
    noStore(reply);
    const { user, viewer } = currentUser(request);
    await limits.hit('billingAccount', request, String(user.id));
    return { url: await billing.createPortal(user, viewer.plan) };
  });

  const base = '/api/billing/test-sessions/:id';

  app.get(base, { preHandler: requireUser }, async (request, reply) => {
    noStore(reply);
    const { user } = currentUser(request);
    return billing.testSessions.get(user.id, sessionId(request));
  });

  app.post(`${base}/complete`, { preHandler: requireUser }, async (request, reply) => {
    noStore(reply);
    const { user } = currentUser(request);
    return billing.testSessions.complete(user.id, sessionId(request));
  });

  app.post(`${base}/cancel`, { preHandler: requireUser }, async (request, reply) => {
    noStore(reply);
    const { user } = currentUser(request);
    return billing.testSessions.cancel(user.id, sessionId(request));
  });

  app.post(`${base}/action`, { preHandler: requireUser }, async (request, reply) => {
    noStore(reply);
    const { user } = currentUser(request);
    const id = sessionId(request);
    const { action } = parseInput(portalActionSchema, request.body);
    return billing.testSessions.act(user.id, id, action);
  });

  // The signature covers the exact bytes Stripe sent, so this route alone reads JSON as a raw
  // buffer: the parser lives in this encapsulated plugin and no other route sees it.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post('/api/stripe/webhook', async (request) => {
      const header = request.headers['stripe-signature'];
      const body = request.body;
      const payload = Buffer.isBuffer(body) || typeof body === 'string' ? body : undefined;
      const result = await billing.handleWebhook(payload, typeof header === 'string' ? header : undefined);
      return { received: true, duplicate: result.outcome === 'duplicate' };
    });
  });
}
