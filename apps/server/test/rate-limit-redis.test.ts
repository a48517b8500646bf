import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClient } from './build-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Every key this file writes starts with this prefix, removed afterwards (never FLUSHALL).
const prefix = `jobpeel-test-${randomBytes(6).toString('hex')}:`;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`rate-limit-redis.test.ts: skipped, no Redis at ${REDIS_URL}`);

/** A port nothing listens on: bound once to learn a free number, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function deleteKeys(match: string): Promise<number> {
  const redis = new Redis(REDIS_URL);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${match}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
  return deleted;
}

/** Sends forgot-password for one email from a fresh address each time (per-IP limits stay apart). */
async function forgot(app: TestApp, email: string): Promise<number> {
  const response = await new TestClient(app.app).post('/api/auth/forgot-password', { email });
  return response.statusCode;
}

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  const opened: TestApp[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(env);
    opened.push(app);
    return app;
  };

  afterAll(async () => {
    await Promise.allSettled(opened.map((app) => app.close()));
    await deleteKeys(prefix);
  });

  it('two apps on one Redis share the per-account limit (the 6th forgot-password call gets 429)', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `${prefix}shared:` };
    const [a, b] = [await open(env), await open(env)];
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    // Alternate A, B, A, B... one after another so the order of the counts is known.
    for (let i = 0; i < 10; i += 1) statuses.push(await forgot(i % 2 === 0 ? a : b, email));
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);

    const redis = new Redis(REDIS_URL);
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}shared:*`, 'COUNT', 500);
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      const accountKey = keys.find((key) => key.endsWith(`forgotAccount:${email}`));
      expect(accountKey).toBeDefined();
      expect(Number(await redis.get(accountKey!))).toBe(10);
    } finally {
      await redis.quit();
    }
  });

  it('without REDIS_URL each app counts on its own', async () => {
    const [a, b] = [await open(), await open()];
    const email = `apart-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await forgot(i % 2 === 0 ? a : b, email));
    expect(statuses).toEqual(Array(10).fill(200));
    // Each app has now seen 5: the next call on either is its 6th.
    expect(await forgot(a, email)).toBe(429);
    expect(await forgot(b, email)).toBe(429);
  });

  it('an unreachable Redis lets requests through (fail open) instead of answering 500', async () => {
    const port = await closedPort();
    const app = await open({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `${prefix}down:` });
    const email = `down-${randomBytes(4).toString('hex')}@example.com`;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await forgot(app, email));
    expect(statuses).toEqual(Array(7).fill(200));
    // With the connection down the store fails at once: no request waits for Redis.
    expect(Date.now() - started).toBeLessThan(5000);
    const login = await new TestClient(app.app).post('/api/login', { email, password: 'wrong-password-123' });
    expect(login.statusCode).not.toBe(500);
  });
});
