import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type AppOverrides, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const databaseKind = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A clock the test moves by hand: expiry rules are checked without waiting. */
export function createTestClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
    set: (ms: number) => {
      current = ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: ReturnType<typeof createTestClock>;
  /** Where the data lives: the SQLite file, or the PostgreSQL schema (with TEST_DATABASE_URL). */
  sqlitePath: string;
  pgSchema?: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database: a temporary SQLite file, or (with TEST_DATABASE_URL)
 * a PostgreSQL schema of its own that is dropped afterwards.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, 'now' | 'pgSchema'> = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const dir = mkdtempSync(join(tmpdir(), 'jobpeel-test-'));
  const pgSchema = TEST_DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const sqlitePath = env.SQLITE_PATH ?? join(dir, 'test.db');
  const config = loadEnv({
    NODE_ENV: 'test',
    SQLITE_PATH: sqlitePath,
    DATABASE_URL: TEST_DATABASE_URL,
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    WEB_DIST_DIR: join(dir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp(config, { now: clock.now, pgSchema, mailTransport: null, ...overrides });
  await app.ready();
  return {
    app,
    clock,
    sqlitePath,
    pgSchema,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      if (TEST_DATABASE_URL && pgSchema) {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        await client.end();
      }
    },
  };
}

type Body = Record<string, unknown> | undefined;

/**
 * A browser-like client over `inject()`: keeps cookies, fetches a CSRF token before each
 * non-GET call and sends it the way the web app does.
 */
let clientCounter = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client comes from its own address, like separate visitors, so per-IP limits stay apart. */
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = `10.0.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      // Only a clearing cookie counts as deletion: session expiry follows the test clock, not the real one.
      const expired = c.expires instanceof Date && c.expires.getTime() < Date.UTC(2000, 0, 1);
      if (c.value === '' || expired || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    this.remember(response);
    return response;
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url });
  }

  async csrfToken(): Promise<string> {
    const response = await this.get('/api/csrf-token');
    return response.json().csrfToken as string;
  }

  async send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: Body,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const token = await this.csrfToken();
    return this.request({
      method,
      url,
      headers: { 'x-csrf-token': token, 'content-type': 'application/json', ...extraHeaders },
      payload: JSON.stringify(body ?? {}),
    });
  }

  /** A POST that asks for server-sent events, as the web app's generator does. */
  postEventStream(url: string, body?: Body): Promise<LightMyRequestResponse> {
    return this.send('POST', url, body, { accept: 'text/event-stream' });
  }

  post(url: string, body?: Body): Promise<LightMyRequestResponse> {
    return this.send('POST', url, body);
  }

  /** A multipart upload of one file in the field `file`, as the web app's Import button sends it. */
  async postFile(
    url: string,
    file: { name: string; data: Buffer; type?: string },
  ): Promise<LightMyRequestResponse> {
    const token = await this.csrfToken();
    const boundary = `----jobpeel${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request({
      method: 'POST',
      url,
      headers: { 'x-csrf-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
}

let counter = 0;
export const STRONG_PASSWORD = 'Maple-Orbit-Lantern-72';

export function newUserInput(overrides: Partial<{ email: string; username: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    email: `seeker${id}@example.com`,
    username: `seeker_${id}`,
    password: STRONG_PASSWORD,
    fingerprint: {
      hash: `fp-${id}`,
      deviceInfo: { userAgent: 'vitest', language: 'en-US', timezone: 'UTC' },
    },
    ...overrides,
  };
}

/** Registers a new user through the API and returns a signed-in client for it. */
export async function registerUser(app: FastifyInstance, overrides: Parameters<typeof newUserInput>[0] = {}) {
  const client = new TestClient(app);
  const input = newUserInput(overrides);
  const response = await client.post('/api/register', input);
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { client, input, user: response.json().user as { id: number; email: string; username: string } };
}

/**
 * Builds one app for the whole test file (before all tests) and closes it after them.
 * Read `t.app` / `t.clock` inside tests.
 */
export function useTestApp(
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, 'now' | 'pgSchema'> = {},
): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await buildTestApp(env, overrides));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** Builds an app with these settings for one test, runs it, and closes the app whatever happens. */
export async function withTestApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
  const app = await buildTestApp(env);
  try {
    await run(app);
  } finally {
    await app.close();
  }
}
