import { randomBytes } from 'node:crypto';
import { billingMessages } from '@jobpeel/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../src/lib/time';
import {
  buildTestApp,
  databaseKind,
  registerUser,
  type TestApp,
  TestClient,
  useTestApp,
} from './build-test-app';
import { type StripeStub, startStripeStub } from './fakes/stripe-stub';
import { letterRequest } from './fixtures/letter-request';

const SECRET_KEY = 'sk_test_jobpeel_stub_key';
const WEBHOOK_SECRET = 'whsec_jobpeel_test_secret';
const PRICES = { standard: 'price_standard_weekly', pro: 'price_pro_monthly' };
const APP_URL = 'https://jobpeel.test';

const randomId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function me(client: TestClient) {
  return (await client.get('/api/user')).json() as {
    subscriptionStatus: string;
    subscriptionPeriodEnd: string | null;
    subscriptionCancelAtPeriodEnd: boolean;
  };
}

describe(`billing with Stripe on ${databaseKind}`, () => {
  let stub: StripeStub;
  const t = {} as TestApp;

  beforeAll(async () => {
    stub = await startStripeStub({ secretKey: SECRET_KEY });
    Object.assign(
      t,
      await buildTestApp({
        APP_URL,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_STANDARD: PRICES.standard,
        STRIPE_PRICE_PRO: PRICES.pro,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stub.port),
        STRIPE_API_PROTOCOL: 'http',
      }),
    );
  });
  afterAll(async () => {
    await t.close?.();
    await stub?.close();
  });

  const nowSeconds = () => Math.floor(t.clock.now() / 1000);

  function event(type: string, object: Record<string, unknown>, created = nowSeconds()) {
    return {
      id: randomId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      type,
      created,
      data: { object },
    };
  }

  function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? nowSeconds(),
    });
  }

  function postWebhook(payload: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  }

  async function deliver(evt: unknown) {
    const payload = JSON.stringify(evt);
    const r = await postWebhook(payload, sign(payload));
    expect(r.statusCode, r.body).toBe(200);
    return r;
  }

  /** Stripe's side of a finished checkout: the subscription exists, then the event arrives. */
  function checkoutCompleted(userId: number, tier: 'standard' | 'pro', periodEnd: number) {
    const subscriptionId = randomId('sub');
    const customerId = `cus_${userId}_${randomBytes(3).toString('hex')}`;
    stub.addSubscription({ id: subscriptionId, customer: customerId, priceId: PRICES[tier], periodEnd });
    const evt = event('checkout.session.completed', {
      id: randomId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(userId),
      customer: customerId,
      subscription: subscriptionId,
      metadata: { userId: String(userId), tier },
    });
    return { evt, subscriptionId, customerId };
  }

  function subscriptionEvent(
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    sub: { id: string; customer: string },
    state: { status: string; price: string; periodEnd: number; cancelAtPeriodEnd?: boolean },
    created = nowSeconds(),
  ) {
    return event(
      type,
      {
        id: sub.id,
        object: 'subscription',
        customer: sub.customer,
        status: state.status,
        cancel_at_period_end: state.cancelAtPeriodEnd ?? false,
        cancel_at: null,
        metadata: {},
        items: {
          object: 'list',
          data: [{ price: { id: state.price }, current_period_end: Math.floor(state.periodEnd / 1000) }],
        },
      },
      created,
    );
  }

  async function eventRows(id: string) {
    return t.app.database.db.selectFrom('billing_events').selectAll().where('id', '=', id).execute();
  }

  async function proUser() {
    const registered = await registerUser(t.app);
    const periodEnd = t.clock.now() + 30 * DAY_MS;
    const paid = checkoutCompleted(registered.user.id, 'pro', periodEnd);
    await deliver(paid.evt);
    return { ...registered, ...paid, periodEnd };
  }

  it('answers its mode, and starts a Stripe Checkout with the configured price, never a price the browser sends', async () => {
    expect((await new TestClient(t.app).get('/api/billing/config')).json()).toEqual({ mode: 'stripe' });
    const { client, user } = await registerUser(t.app);
    const before = stub.calls('POST', '/v1/checkout/sessions').length;

    const r = await client.post('/api/create-checkout-session', {
      tier: 'pro',
      price: 'price_free_lunch',
      priceId: 'price_free_lunch',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const calls = stub.calls('POST', '/v1/checkout/sessions');
    expect(calls).toHaveLength(before + 1);
    const call = calls.at(-1)!;
    expect(r.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const metadata = { userId: String(user.id), tier: 'pro' };
    expect(call.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: PRICES.pro, quantity: '1' }],
      client_reference_id: String(user.id),
      customer_email: user.email,
      metadata,
      subscription_data: { metadata },
      success_url: `${APP_URL}/account/subscription?success=true&tier=pro`,
      cancel_url: `${APP_URL}/account/subscription?canceled=true`,
    });
    expect(JSON.stringify(call.params)).not.toContain('price_free_lunch');
    // Starting a checkout changes no plan.
    expect((await me(client)).subscriptionStatus).toBe('free');
  });

  it('refuses tiers other than standard and pro (400), signed-out visitors (401) and a portal for free users (409)', async () => {
    const { client } = await registerUser(t.app);
    const enterprise = await client.post('/api/create-checkout-session', { tier: 'enterprise' });
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { tier: expect.any(String) },
    });

    const visitor = new TestClient(t.app);
    for (const url of ['/api/create-checkout-session', '/api/create-portal-session']) {
      const r = await visitor.post(url, { tier: 'pro' });
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe('AUTH_REQUIRED');
    }

    const portalCalls = stub.calls('POST', '/v1/billing_portal/sessions').length;
    const portal = await client.post('/api/create-portal-session');
    expect(portal.statusCode).toBe(409);
    expect(portal.json()).toMatchObject({ code: 'NO_SUBSCRIPTION', message: billingMessages.noSubscription });
    expect(stub.calls('POST', '/v1/billing_portal/sessions')).toHaveLength(portalCalls);
  });

  it('applies a signed checkout.session.completed: plan, period end from the subscription, then the portal opens for the customer', async () => {
    const { client, user } = await registerUser(t.app);
    const periodEnd = Date.UTC(2026, 1, 15, 12, 0, 0);
    const paid = checkoutCompleted(user.id, 'pro', periodEnd);
    const r = await deliver(paid.evt);
    expect(r.json()).toMatchObject({ received: true });

    expect(stub.calls('GET', `/v1/subscriptions/${paid.subscriptionId}`)).toHaveLength(1);
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'pro',
      subscriptionPeriodEnd: new Date(periodEnd).toISOString(),
      subscriptionCancelAtPeriodEnd: false,
    });
    const rows = await eventRows(paid.evt.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'checkout.session.completed', user_id: user.id });

    const portal = await client.post('/api/create-portal-session');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stub.calls('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer: paid.customerId,
      return_url: `${APP_URL}/account/subscription`,
    });

    // Already on Pro: checkout for Pro or Standard is refused; Pro is managed in the portal.
    for (const tier of ['pro', 'standard']) {
      const again = await client.post('/api/create-checkout-session', { tier });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_ON_PLAN', message: billingMessages.alreadyOnTier });
    }
  });

  it('refuses tampered bodies, stale or missing signatures and other secrets with 400, changing nothing', async () => {
    const { client, user } = await registerUser(t.app);
    const { evt } = checkoutCompleted(user.id, 'pro', t.clock.now() + 30 * DAY_MS);
    const payload = JSON.stringify(evt);
    const tampered = payload.replace('"tier":"pro"', '"tier":"standard"');
    expect(tampered).not.toBe(payload);

    const attempts = [
      { name: 'tampered body', payload: tampered, signature: sign(payload) },
      { name: 'stale timestamp', payload, signature: sign(payload, { timestamp: nowSeconds() - 301 }) },
      { name: 'wrong secret', payload, signature: sign(payload, { secret: 'whsec_someone_else' }) },
      { name: 'missing signature', payload, signature: undefined },
      { name: 'garbage signature', payload, signature: 't=1,v1=deadbeef' },
    ];
    for (const attempt of attempts) {
      const r = await postWebhook(attempt.payload, attempt.signature);
      expect({ name: attempt.name, status: r.statusCode }).toEqual({ name: attempt.name, status: 400 });
      expect(r.json().code).toBe('WEBHOOK_INVALID');
    }
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'free', subscriptionPeriodEnd: null });
    expect(await eventRows(evt.id)).toHaveLength(0);

    // A signature made a little under five minutes ago still counts.
    const recent = await postWebhook(payload, sign(payload, { timestamp: nowSeconds() - 290 }));
    expect(recent.statusCode).toBe(200);
    expect((await me(client)).subscriptionStatus).toBe('pro');
  });

  it('applies 50 concurrent copies of one event once: one recorded row, and the replaced subscription cancelled once', async () => {
    const { client, user } = await registerUser(t.app);
    const standard = checkoutCompleted(user.id, 'standard', t.clock.now() + 7 * DAY_MS);
    await deliver(standard.evt);
    expect((await me(client)).subscriptionStatus).toBe('standard');

    // Standard -> Pro through a second checkout; Stripe retries and duplicates the event.
    const pro = checkoutCompleted(user.id, 'pro', t.clock.now() + 30 * DAY_MS);
    const payload = JSON.stringify(pro.evt);
    const signature = sign(payload);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postWebhook(payload, signature)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((r) => r.json().duplicate === false)).toHaveLength(1);

    expect(await eventRows(pro.evt.id)).toHaveLength(1);
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'pro' });
    // The effect happened once: the old Standard subscription was cancelled exactly once.
    expect(stub.calls('DELETE', `/v1/subscriptions/${standard.subscriptionId}`)).toHaveLength(1);
    expect(stub.calls('DELETE', `/v1/subscriptions/${pro.subscriptionId}`)).toHaveLength(0);
  });

  it('ignores an older subscription.updated that arrives after a newer one (recorded, no effect)', async () => {
    const { client, subscriptionId, customerId, periodEnd } = await proUser();
    const sub = { id: subscriptionId, customer: customerId };
    const newer = subscriptionEvent(
      'customer.subscription.updated',
      sub,
      { status: 'active', price: PRICES.pro, periodEnd, cancelAtPeriodEnd: true },
      nowSeconds() + 120,
    );
    const older = subscriptionEvent(
      'customer.subscription.updated',
      sub,
      { status: 'active', price: PRICES.standard, periodEnd: periodEnd - DAY_MS },
      nowSeconds() + 60,
    );
    await deliver(newer);
    await deliver(older);
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'pro',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionPeriodEnd: new Date(periodEnd).toISOString(),
    });
    expect(await eventRows(older.id)).toHaveLength(1);
  });

  it('never changes a plan from the success page link alone', async () => {
    const { client } = await registerUser(t.app);
    await client.get('/account/subscription?success=true&tier=pro');
    await client.get('/api/billing/config?success=true&tier=pro');
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'free', subscriptionPeriodEnd: null });
  });

  it('keeps the plan with cancel_at_period_end, and ends it with subscription.deleted', async () => {
    const { client, subscriptionId, customerId, periodEnd } = await proUser();
    const sub = { id: subscriptionId, customer: customerId };
    await deliver(
      subscriptionEvent('customer.subscription.updated', sub, {
        status: 'active',
        price: PRICES.pro,
        periodEnd,
        cancelAtPeriodEnd: true,
      }),
    );
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'pro',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionPeriodEnd: new Date(periodEnd).toISOString(),
    });
    expect((await client.post('/api/generate', letterRequest({ length: 'concise' }))).statusCode).toBe(201);

    t.clock.advance(MINUTE_MS);
    await deliver(
      subscriptionEvent('customer.subscription.deleted', sub, {
        status: 'canceled',
        price: PRICES.pro,
        periodEnd,
        cancelAtPeriodEnd: true,
      }),
    );
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'free',
      subscriptionPeriodEnd: null,
      subscriptionCancelAtPeriodEnd: false,
    });
    const portal = await client.post('/api/create-portal-session');
    expect(portal.statusCode).toBe(409);
  });

  it('treats a failed payment as free until a later subscription.updated says active', async () => {
    const { client, subscriptionId, customerId, periodEnd } = await proUser();
    t.clock.advance(MINUTE_MS);
    await deliver(
      event('invoice.payment_failed', {
        id: randomId('in'),
        object: 'invoice',
        customer: customerId,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      }),
    );
    expect((await me(client)).subscriptionStatus).toBe('past_due');
    const locked = await client.post('/api/generate', letterRequest({ length: 'concise' }));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('LENGTH_LOCKED');
    // Still a subscription to fix in the portal.
    expect((await client.post('/api/create-portal-session')).statusCode).toBe(200);

    t.clock.advance(MINUTE_MS);
    // An older API version's shape: the period on the subscription itself.
    const paid = subscriptionEvent(
      'customer.subscription.updated',
      { id: subscriptionId, customer: customerId },
      {
        status: 'active',
        price: PRICES.pro,
        periodEnd,
      },
    );
    const object = paid.data.object as Record<string, unknown>;
    object.current_period_end = Math.floor((periodEnd + DAY_MS) / 1000);
    object.items = { object: 'list', data: [{ price: { id: PRICES.pro } }] };
    await deliver(paid);
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'pro',
      subscriptionPeriodEnd: new Date(periodEnd + DAY_MS).toISOString(),
    });
    expect((await client.post('/api/generate', letterRequest({ length: 'concise' }))).statusCode).toBe(201);
  });

  it('answers 502 BILLING_UNAVAILABLE, not 500, when Stripe fails', async () => {
    const { client } = await registerUser(t.app);
    stub.state.mode = 'unavailable';
    try {
      const r = await client.post('/api/create-checkout-session', { tier: 'standard' });
      expect(r.statusCode).toBe(502);
      expect(r.json()).toMatchObject({
        code: 'BILLING_UNAVAILABLE',
        message: billingMessages.billingUnavailable,
      });
    } finally {
      stub.state.mode = 'ok';
    }
  });

  it('cancels the Stripe subscription at once when the account is deleted, and keeps the account if Stripe fails', async () => {
    const { client, input, subscriptionId } = await proUser();
    stub.state.mode = 'unavailable';
    try {
      const refused = await client.post('/api/user/delete');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().code).toBe('BILLING_UNAVAILABLE');
    } finally {
      stub.state.mode = 'ok';
    }
    expect((await client.get('/api/user')).statusCode).toBe(200);

    const deleted = await client.post('/api/user/delete');
    expect(deleted.statusCode).toBe(200);
    const cancels = stub.calls('DELETE', `/v1/subscriptions/${subscriptionId}`);
    expect(cancels.length).toBeGreaterThanOrEqual(1);
    expect(stub.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const login = await new TestClient(t.app).post('/api/login', {
      email: input.email,
      password: input.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('cancels a subscription paid for an account deleted before the webhook arrived', async () => {
    const { client, user } = await registerUser(t.app);
    const late = checkoutCompleted(user.id, 'standard', t.clock.now() + 7 * DAY_MS);
    expect((await client.post('/api/user/delete')).statusCode).toBe(200);
    await deliver(late.evt);
    expect(stub.calls('DELETE', `/v1/subscriptions/${late.subscriptionId}`)).toHaveLength(1);
    expect(await eventRows(late.evt.id)).toHaveLength(1);
  });

  it('has no test-mode pages while Stripe is configured', async () => {
    const { client } = await registerUser(t.app);
    expect((await client.get('/api/billing/test-sessions/cs_test_abc')).statusCode).toBe(404);
    expect((await client.post('/api/billing/test-sessions/cs_test_abc/complete')).statusCode).toBe(404);
  });
});

describe(`billing in test mode (no Stripe keys) on ${databaseKind}`, () => {
  const t = useTestApp();

  async function checkout(client: TestClient, tier: 'standard' | 'pro') {
    const r = await client.post('/api/create-checkout-session', { tier });
    expect(r.statusCode, r.body).toBe(200);
    const url = r.json().url as string;
    expect(url).toMatch(/^\/billing\/test-checkout\/[\w-]+$/);
    return url.split('/').at(-1)!;
  }

  async function portal(client: TestClient) {
    const r = await client.post('/api/create-portal-session');
    expect(r.statusCode, r.body).toBe(200);
    const url = r.json().url as string;
    expect(url).toMatch(/^\/billing\/test-portal\/[\w-]+$/);
    return url.split('/').at(-1)!;
  }

  const sessionUrl = (id: string) => `/api/billing/test-sessions/${id}`;

  it('runs a checkout through to a Standard plan with a period end, which unlocks the concise length', async () => {
    const { client } = await registerUser(t.app);
    expect((await client.get('/api/billing/config')).json()).toEqual({ mode: 'test' });
    expect((await client.post('/api/generate', letterRequest({ length: 'concise' }))).statusCode).toBe(403);

    const id = await checkout(client, 'standard');
    const view = await client.get(sessionUrl(id));
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      session: {
        id,
        kind: 'checkout',
        tier: 'standard',
        status: 'open',
        expiresAt: new Date(t.clock.now() + 60 * MINUTE_MS).toISOString(),
      },
      plan: { subscriptionStatus: 'free', subscriptionPeriodEnd: null, cancelAtPeriodEnd: false },
    });

    const done = await client.post(`${sessionUrl(id)}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ url: '/account/subscription?success=true&tier=standard' });
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'standard',
      subscriptionPeriodEnd: new Date(t.clock.now() + 7 * DAY_MS).toISOString(),
      subscriptionCancelAtPeriodEnd: false,
    });
    expect((await client.post('/api/generate', letterRequest({ length: 'concise' }))).statusCode).toBe(201);

    // A second click changes nothing.
    const again = await client.post(`${sessionUrl(id)}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BILLING_SESSION_CLOSED');
    expect((await client.get(sessionUrl(id))).json().session.status).toBe('completed');

    // Standard may move to Pro, but not to Standard again.
    expect((await client.post('/api/create-checkout-session', { tier: 'standard' })).statusCode).toBe(409);
    const upgrade = await checkout(client, 'pro');
    expect((await client.post(`${sessionUrl(upgrade)}/complete`)).statusCode).toBe(200);
    expect((await me(client)).subscriptionStatus).toBe('pro');
  });

  it("answers 404 to every call on another user's test session and leaves it usable by its owner", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = await checkout(owner.client, 'pro');
    const calls = [
      () => other.client.get(sessionUrl(id)),
      () => other.client.post(`${sessionUrl(id)}/complete`),
      () => other.client.post(`${sessionUrl(id)}/cancel`),
      () => other.client.post(`${sessionUrl(id)}/action`, { action: 'cancel_at_period_end' }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    expect((await other.client.get('/api/billing/test-sessions/not..an..id')).statusCode).toBe(404);
    expect((await me(other.client)).subscriptionStatus).toBe('free');
    expect((await owner.client.get(sessionUrl(id))).json().session.status).toBe('open');
  });

  it('cancels a checkout without changes, and refuses an expired one', async () => {
    const { client } = await registerUser(t.app);
    const id = await checkout(client, 'pro');
    const canceled = await client.post(`${sessionUrl(id)}/cancel`);
    expect(canceled.json()).toEqual({ url: '/account/subscription?canceled=true' });
    expect((await client.post(`${sessionUrl(id)}/complete`)).statusCode).toBe(409);
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'free', subscriptionPeriodEnd: null });

    const late = await checkout(client, 'standard');
    t.clock.advance(61 * MINUTE_MS);
    expect((await client.get(sessionUrl(late))).json().session.status).toBe('expired');
    const expired = await client.post(`${sessionUrl(late)}/complete`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'BILLING_SESSION_CLOSED',
      message: expect.stringMatching(/expired/),
    });
    expect((await me(client)).subscriptionStatus).toBe('free');
  });

  it('changes plans from the test portal through the same event handler', async () => {
    const { client } = await registerUser(t.app);
    const free = await client.post('/api/create-portal-session');
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('NO_SUBSCRIPTION');

    await client.post(`${sessionUrl(await checkout(client, 'standard'))}/complete`);
    const id = await portal(client);
    expect((await client.get(sessionUrl(id))).json().session).toMatchObject({
      kind: 'portal',
      tier: 'standard',
    });
    const act = async (action: string) => {
      const r = await client.post(`${sessionUrl(id)}/action`, { action });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().plan;
    };

    // Pro is billed monthly: a new period of one calendar month starts.
    const monthLater = new Date(t.clock.now());
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(await act('switch_to_pro')).toEqual({
      subscriptionStatus: 'pro',
      subscriptionPeriodEnd: monthLater.toISOString(),
      cancelAtPeriodEnd: false,
    });
    const proEnd = (await me(client)).subscriptionPeriodEnd;
    expect((await client.post(`${sessionUrl(id)}/action`, { action: 'switch_to_pro' })).statusCode).toBe(409);
    expect(await act('cancel_at_period_end')).toEqual({
      subscriptionStatus: 'pro',
      subscriptionPeriodEnd: proEnd,
      cancelAtPeriodEnd: true,
    });
    expect(await act('resume')).toMatchObject({ subscriptionStatus: 'pro', cancelAtPeriodEnd: false });
    expect(await act('fail_payment')).toMatchObject({ subscriptionStatus: 'past_due' });
    expect((await client.post('/api/generate', letterRequest({ length: 'concise' }))).statusCode).toBe(403);
    expect(await act('switch_to_standard')).toMatchObject({
      subscriptionStatus: 'standard',
      subscriptionPeriodEnd: new Date(t.clock.now() + 7 * DAY_MS).toISOString(),
    });
    const bad = await client.post(`${sessionUrl(id)}/action`, { action: 'make_me_pro_for_free' });
    expect(bad.statusCode).toBe(400);
  });

  it("limits checkout and portal sessions to 20 an hour per account (429), each one a call made on the user's behalf", async () => {
    const { client } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client.post('/api/create-checkout-session', { tier: 'pro' })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The portal shares the budget; another account is not affected.
    expect((await client.post('/api/create-portal-session')).statusCode).toBe(429);
    const other = await registerUser(t.app);
    expect((await other.client.post('/api/create-checkout-session', { tier: 'pro' })).statusCode).toBe(200);
  });

  it('has no webhook without a signing secret', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(r.statusCode).toBe(404);
  });

  it('the periodic job ends a cancelled plan after its period and renews one that was not cancelled', async () => {
    const leaving = await registerUser(t.app);
    const staying = await registerUser(t.app);
    await leaving.client.post(`${sessionUrl(await checkout(leaving.client, 'pro'))}/complete`);
    await staying.client.post(`${sessionUrl(await checkout(staying.client, 'standard'))}/complete`);
    const portalId = await portal(leaving.client);
    await leaving.client.post(`${sessionUrl(portalId)}/action`, { action: 'cancel_at_period_end' });
    const standardEnd = Date.parse((await me(staying.client)).subscriptionPeriodEnd!);

    // Nothing is due yet.
    expect(await t.app.maintenance.settleTestSubscriptions()).toEqual({ renewed: 0, ended: 0 });
    expect((await me(leaving.client)).subscriptionStatus).toBe('pro');

    t.clock.advance(32 * DAY_MS);
    const settled = await t.app.maintenance.settleTestSubscriptions();
    expect(settled.ended).toBeGreaterThanOrEqual(1);
    expect(settled.renewed).toBeGreaterThanOrEqual(1);

    for (const who of [leaving, staying]) {
      const login = await who.client.post('/api/login', {
        email: who.input.email,
        password: who.input.password,
      });
      expect(login.statusCode).toBe(200);
    }
    expect(await me(leaving.client)).toMatchObject({
      subscriptionStatus: 'free',
      subscriptionPeriodEnd: null,
      subscriptionCancelAtPeriodEnd: false,
    });
    const renewed = await me(staying.client);
    expect(renewed.subscriptionStatus).toBe('standard');
    // Whole weeks after the first period, the first week end after now.
    const end = Date.parse(renewed.subscriptionPeriodEnd!);
    expect(end).toBeGreaterThan(t.clock.now());
    expect(end - t.clock.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect((end - standardEnd) % (7 * DAY_MS)).toBe(0);
  });
});

describe(`test-mode billing allowed in production on ${databaseKind}`, () => {
  async function startupWarnings(env: Record<string, string>) {
    const lines: string[] = [];
    const app = await buildTestApp(env, {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    const mode = (await new TestClient(app.app).get('/api/billing/config')).json();
    await app.close();
    return { mode, warnings: lines.map((line) => JSON.parse(line).msg as string) };
  }

  it('logs a loud warning at start when BILLING_TEST_MODE=true runs test mode under NODE_ENV=production', async () => {
    const { mode, warnings } = await startupWarnings({ NODE_ENV: 'production', BILLING_TEST_MODE: 'true' });
    expect(mode).toEqual({ mode: 'test' });
    expect(warnings).toContainEqual(expect.stringMatching(/^BILLING TEST MODE IN PRODUCTION: .*for free/));
  });

  it('says nothing outside production', async () => {
    const { mode, warnings } = await startupWarnings({});
    expect(mode).toEqual({ mode: 'test' });
    expect(warnings.filter((w) => w.includes('BILLING TEST MODE'))).toEqual([]);
  });
});
