import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';
import { freePort, HttpClient } from './support/http-client';

/**
 * Two real server processes (the built dist/server.js) on one PostgreSQL database: sessions,
 * quotas and webhook idempotency must hold across processes, not just within one.
 */
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_JS = join(serverDir, 'dist', 'server.js');
const built = existsSync(SERVER_JS);
if (TEST_DATABASE_URL && !built) {
  console.warn(`multi-process.test.ts: skipped, ${SERVER_JS} does not exist (run \`npm run build\` first)`);
}

const WEBHOOK_SECRET = 'whsec_x';
const PRICE_PRO = 'price_p';
const STRONG_PASSWORD = 'Maple-Orbit-Lantern-72';

/** The database URL with a search_path option: the process then lives in its own schema. */
function urlWithSchema(url: string, schema: string): string {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${url}${url.includes('?') ? '&' : '?'}options=${options}`;
}

interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${base}/api/csrf-token`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, output: () => log };
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

let userCounter = 0;
async function register(base: string) {
  const client = new HttpClient();
  const id = `${Date.now().toString(36)}${++userCounter}${randomBytes(2).toString('hex')}`;
  const response = await client.post(base, '/api/register', {
    email: `multi${id}@example.com`,
    username: `multi_${id}`,
    password: STRONG_PASSWORD,
    fingerprint: {
      hash: `fp-${id}`,
      deviceInfo: { userAgent: 'vitest', language: 'en-US', timezone: 'UTC' },
    },
  });
  const body = (await response.json()) as { user: { id: number; email: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { client, user: body.user };
}

describe.skipIf(!TEST_DATABASE_URL || !built)('two server processes on one PostgreSQL database', () => {
  const schema = `test_mp_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
  const db = new pg.Pool({ connectionString: urlWithSchema(TEST_DATABASE_URL ?? '', schema), max: 2 });
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const env = {
      DATABASE_URL: urlWithSchema(TEST_DATABASE_URL ?? '', schema),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_DISABLED: 'true',
      APP_URL: 'http://127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_STANDARD: 'price_s',
      STRIPE_PRICE_PRO: PRICE_PRO,
    };
    // One after the other: the first runs the migrations, the second finds them done.
    a = await startServer(env);
    b = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([stopServer(a), stopServer(b)]);
    await db.end().catch(() => {});
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await admin.end().catch(() => {});
  }, 30_000);

  it('a session started on one process works on the other', async () => {
    const { client, user } = await register(a!.base);
    const response = await client.get(b!.base, '/api/user');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user?: { id: number; email: string }; id?: number };
    expect(body.user?.id ?? body.id).toBe(user.id);
  });

  it('a session ended on one process is refused at once by the other, which had kept it', async () => {
    const { client } = await register(a!.base);
    // A reads the session twice, so it serves it from its own cache from then on (decision 0015).
    expect((await client.get(a!.base, '/api/user')).status).toBe(200);
    expect((await client.get(a!.base, '/api/user')).status).toBe(200);
    const cookie = client.cookieHeader();
    expect((await client.post(b!.base, '/api/logout', {})).status).toBe(200);
    const replay = await fetch(`${a!.base}/api/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('a plan changed through one process shows at once on the other', async () => {
    const { client, user } = await register(a!.base);
    const plan = async (base: string) =>
      ((await (await client.get(base, '/api/user')).json()) as { subscriptionStatus: string })
        .subscriptionStatus;
    expect(await plan(a!.base)).toBe('free');
    expect(await plan(a!.base)).toBe('free');
    await db.query('UPDATE users SET subscription_status = $1 WHERE id = $2', ['standard', user.id]);
    // What the database says is what every process says, within the notification's few milliseconds.
    await expect.poll(() => plan(a!.base), { timeout: 2_000, interval: 10 }).toBe('standard');
    expect(await plan(b!.base)).toBe('standard');
  });

  it('the last daily letter is granted once across both processes (20 + 20 concurrent requests)', async () => {
    const { client, user } = await register(a!.base);
    const today = new Date().toISOString().slice(0, 10);
    await db.query('UPDATE users SET daily_cover_letter_count = 4, daily_count_day = $1 WHERE id = $2', [
      today,
      user.id,
    ]);
    const [tokenA, tokenB] = [await client.csrfToken(a!.base), await client.csrfToken(b!.base)];
    const body = letterRequest();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => client.post(a!.base, '/api/generate', body, { token: tokenA })),
      ...Array.from({ length: 20 }, () => client.post(b!.base, '/api/generate', body, { token: tokenB })),
    ]);
    const results = await Promise.all(
      answers.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error?: { code?: string }; code?: string },
      })),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(39);
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.body)).toBe(429);
      expect(JSON.stringify(r.body)).toContain('DAILY_LIMIT_REACHED');
    }
    const row = await db.query('SELECT daily_cover_letter_count FROM users WHERE id = $1', [user.id]);
    expect(Number(row.rows[0].daily_cover_letter_count)).toBe(5);
    const letters = await db.query('SELECT count(*)::int AS n FROM cover_letters WHERE user_id = $1', [
      user.id,
    ]);
    expect(letters.rows[0].n).toBe(1);
  }, 60_000);

  it('a change to the library through one process shows at once in the list the other serves', async () => {
    const { client } = await register(a!.base);
    const generate = async () => {
      const r = await client.post(a!.base, '/api/generate', letterRequest());
      expect(r.status).toBe(201);
      return ((await r.json()) as { coverLetter: { id: number } }).coverLetter.id;
    };
    const first = await generate();
    const second = await generate();
    type Item = { id: number; saved: boolean; contentOrigin: string };
    const list = async (base: string) => {
      const r = await client.get(base, '/api/cover-letters');
      expect(r.status).toBe(200);
      return ((await r.json()) as { coverLetters: Item[] }).coverLetters;
    };
    // Both processes have built (and kept) the list.
    expect((await list(a!.base)).map((l) => l.id)).toEqual([second, first]);
    expect((await list(b!.base)).map((l) => l.id)).toEqual([second, first]);

    expect(
      (await client.send(b!.base, 'PUT', `/api/cover-letters/${first}/content`, { content: 'Edited on B.' }))
        .status,
    ).toBe(200);
    expect((await client.post(b!.base, `/api/cover-letters/${second}/save`, {})).status).toBe(200);
    const onA = await list(a!.base);
    expect(onA.find((l) => l.id === first)?.contentOrigin).toBe('edited');
    expect(onA.find((l) => l.id === second)?.saved).toBe(true);

    expect((await client.send(a!.base, 'DELETE', `/api/cover-letters/${first}`)).status).toBe(204);
    expect((await list(b!.base)).map((l) => l.id)).toEqual([second]);
  }, 60_000);

  it('a Stripe event delivered 25 times to each process is recorded and applied once', async () => {
    const { client, user } = await register(b!.base);
    const subscriptionId = `sub_${randomBytes(6).toString('hex')}`;
    const customerId = `cus_${randomBytes(6).toString('hex')}`;
    await db.query('UPDATE users SET stripe_subscription_id = $1, stripe_customer_id = $2 WHERE id = $3', [
      subscriptionId,
      customerId,
      user.id,
    ]);
    const created = Math.floor(Date.now() / 1000);
    const periodEnd = created + 30 * 24 * 3600;
    const event = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      type: 'customer.subscription.updated',
      created,
      data: {
        object: {
          id: subscriptionId,
          object: 'subscription',
          customer: customerId,
          status: 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          metadata: {},
          items: { object: 'list', data: [{ price: { id: PRICE_PRO }, current_period_end: periodEnd }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const deliver = (base: string) =>
      fetch(`${base}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => deliver(a!.base)),
      ...Array.from({ length: 25 }, () => deliver(b!.base)),
    ]);
    const bodies = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: (await r.json()) as { duplicate?: boolean } })),
    );
    expect(bodies.map((r) => r.status)).toEqual(Array(50).fill(200));
    // Exactly one delivery did the work; the other 49 were answered as duplicates.
    expect(bodies.filter((r) => r.body.duplicate === false)).toHaveLength(1);

    const events = await db.query('SELECT id, user_id FROM billing_events WHERE id = $1', [event.id]);
    expect(events.rows).toEqual([{ id: event.id, user_id: user.id }]);
    const row = await db.query(
      'SELECT subscription_status, subscription_period_end, subscription_event_at FROM users WHERE id = $1',
      [user.id],
    );
    expect(row.rows[0]).toMatchObject({
      subscription_status: 'pro',
      subscription_period_end: periodEnd * 1000,
      subscription_event_at: created * 1000,
    });
    const me = (await (await client.get(a!.base, '/api/user')).json()) as Record<string, unknown>;
    expect(JSON.stringify(me)).toContain('"subscriptionStatus":"pro"');
  }, 60_000);
});
