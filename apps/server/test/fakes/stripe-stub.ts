import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeStubMode = 'ok' | 'unavailable';

export interface StripeStubRequest {
  method: string;
  path: string;
  /** Form body (POST) or query (GET, DELETE), decoded from Stripe's bracket notation. */
  params: Record<string, unknown>;
  authorization: string | undefined;
}

type Params = Record<string, unknown>;

/** Decodes `a[b][0][c]=v` pairs (how the SDK form-encodes nested params) into nested objects and arrays. */
export function decodeStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Params | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
      } else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Params | unknown[];
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A real HTTP server on loopback that answers the few Stripe REST calls the app makes (checkout
 * and portal sessions, retrieving and cancelling subscriptions) in Stripe's shapes, and records
 * every request. The app reaches it through the official SDK (STRIPE_API_HOST/PORT/PROTOCOL).
 */
export async function startStripeStub(options: { secretKey: string }) {
  const state = {
    mode: 'ok' as StripeStubMode,
    requests: [] as StripeStubRequest[],
    /** Subscriptions GET /v1/subscriptions/:id can answer (tests add them). */
    subscriptions: new Map<string, Record<string, unknown>>(),
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, type: string, message: string, code?: string) =>
    // stripe-should-retry: false keeps the SDK from retrying (tests stay fast).
    send(
      res,
      status,
      { error: { type, message, ...(code ? { code } : {}) } },
      { 'stripe-should-retry': 'false' },
    );

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stub');
    const method = req.method ?? 'GET';
    const params =
      method === 'POST'
        ? decodeStripeForm(Buffer.concat(chunks).toString('utf8'))
        : decodeStripeForm(url.search.slice(1));
    state.requests.push({ method, path: url.pathname, params, authorization: req.headers.authorization });

    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      return;
    }
    if (state.mode === 'unavailable') {
      stripeError(res, 503, 'api_error', 'The Stripe API is temporarily unavailable.');
      return;
    }

    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      send(res, 200, {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        status: 'open',
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      });
      return;
    }
    if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const sessionId = id('bps');
      send(res, 200, {
        id: sessionId,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.com/p/session/${sessionId}`,
      });
      return;
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (subscriptionPath && (method === 'GET' || method === 'DELETE')) {
      const subscription = state.subscriptions.get(subscriptionPath[1]!);
      if (!subscription) {
        stripeError(
          res,
          404,
          'invalid_request_error',
          `No such subscription: '${subscriptionPath[1]}'`,
          'resource_missing',
        );
        return;
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = Math.floor(Date.now() / 1000);
      }
      send(res, 200, subscription);
      return;
    }
    stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    state,
    /** The calls made so far to one method and path. */
    calls: (method: string, path: string) =>
      state.requests.filter((r) => r.method === method && r.path === path),
    /** Adds a subscription in Stripe's (current API version's) shape: the period sits on the item. */
    addSubscription(sub: {
      id: string;
      customer: string;
      priceId: string;
      periodEnd: number;
      status?: string;
    }) {
      const object = {
        id: sub.id,
        object: 'subscription',
        customer: sub.customer,
        status: sub.status ?? 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: sub.priceId, object: 'price' },
              current_period_end: Math.floor(sub.periodEnd / 1000),
            },
          ],
        },
      };
      state.subscriptions.set(sub.id, object);
      return object;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
