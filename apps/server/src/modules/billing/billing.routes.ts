import {
  billingConfigSchema,
  billingRedirectSchema,
  checkoutRequestSchema,
  stripeWebhookHeadersSchema,
  stripeWebhookResponseSchema,
  testPortalActionRequestSchema,
  testPortalActionResponseSchema,
  testSessionParamsSchema,
  testSessionResponseSchema,
} from '@jobpeel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describedOnly, errorResponses, pathParams, type RouteApp } from '../../lib/route-schemas';
import type { RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { BillingService } from './billing.service';

const sessionParams = pathParams(testSessionParamsSchema, 'This test billing session was not found.');

// Checkout and portal answers are single-use redirects: never cached (docs/product.md §8 "no caching").
// Set once signed in, before validation, so a 400 or 404 carries it as well (a 401 does not).
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

/** The Billing API (checkout, portal, test mode) and the Stripe webhook. */
export async function registerBillingRoutes(
  app: RouteApp,
  deps: { billing: BillingService; limits: RateLimits },
): Promise<void> {
  const { billing, limits } = deps;
  const tags = ['billing'];
  const signedInNoStore = { preValidation: [requireUser, noStore] };

  app.get(
    '/api/billing/config',
    {
      schema: {
        tags,
        summary: 'Stripe, or the test mode',
        response: { 200: billingConfigSchema, ...errorResponses },
      },
    },
    async () => billing.config(),
  );

  app.post(
    '/api/create-checkout-session',
    {
      ...signedInNoStore,
      schema: {
        tags,
        summary: 'Start a checkout for a paid plan: the address to send the browser to',
        body: checkoutRequestSchema,
        response: { 200: billingRedirectSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, viewer } = currentUser(request);
      await limits.hit('billingAccount', request, String(user.id));
      return { url: await billing.createCheckout(user, viewer.plan, request.body.tier) };
    },
  );

  app.post(
    '/api/create-portal-session',
    {
      ...signedInNoStore,
      schema: {
        tags,
        summary: 'Open the billing portal: the address to send the browser to',
        response: { 200: billingRedirectSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, viewer } = currentUser(request);
      await limits.hit('billingAccount', request, String(user.id));
      return { url: await billing.createPortal(user, viewer.plan) };
    },
  );

  const base = '/api/billing/test-sessions/:id';
  const testSession = { tags, params: sessionParams };

  app.get(
    base,
    {
      ...signedInNoStore,
      schema: {
        ...testSession,
        summary: 'A test-mode checkout or portal session and the plan it acts on',
        response: { 200: testSessionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return billing.testSessions.get(user.id, request.params.id);
    },
  );

  app.post(
    `${base}/complete`,
    {
      ...signedInNoStore,
      schema: {
        ...testSession,
        summary: "Complete a test checkout (as Stripe's checkout.session.completed would)",
        response: { 200: billingRedirectSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return billing.testSessions.complete(user.id, request.params.id);
    },
  );

  app.post(
    `${base}/cancel`,
    {
      ...signedInNoStore,
      schema: {
        ...testSession,
        summary: 'Cancel a test checkout',
        response: { 200: billingRedirectSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return billing.testSessions.cancel(user.id, request.params.id);
    },
  );

  app.post(
    `${base}/action`,
    {
      ...signedInNoStore,
      schema: {
        ...testSession,
        summary: 'Change the plan from the test portal',
        body: testPortalActionRequestSchema,
        response: { 200: testPortalActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return billing.testSessions.act(user.id, request.params.id, request.body.action);
    },
  );

  // The signature covers the exact bytes Stripe sent, so this route alone reads JSON as a raw
  // buffer: the parser lives in this encapsulated plugin and no other route sees it.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe events (checkout, subscription changes, failed payments)',
          description:
            'The raw JSON event as Stripe sends it, authenticated by its Stripe-Signature header ' +
            '(no session, no CSRF token).',
          security: [],
          headers: describedOnly(stripeWebhookHeadersSchema),
          response: { 200: stripeWebhookResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        const body = request.body;
        const payload = Buffer.isBuffer(body) || typeof body === 'string' ? body : undefined;
        const result = await billing.handleWebhook(payload, typeof header === 'string' ? header : undefined);
        return { received: true, duplicate: result.outcome === 'duplicate' };
      },
    );
  });
}
