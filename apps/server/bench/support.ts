/** What the benchmarks share: a real app on a loopback port and a signed-in pro user. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOverrides, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
export const ms = (v: number) => `${v.toFixed(1)} ms`;

export async function startApp(env: Record<string, string>, overrides: AppOverrides = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'jobpeel-bench-'));
  const app = await buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(dir, 'bench.db'),
      DATABASE_URL: process.env.DATABASE_URL,
      WEB_DIST_DIR: join(dir, 'none'),
      RATE_LIMIT_DISABLED: 'true',
      ...env,
    }),
    overrides,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, base, close };
}

/** A signed-in pro user (unlimited letters) with its cookie and CSRF token. */
export async function proSession(app: FastifyInstance, base: string) {
  const tokenResponse = await fetch(`${base}/api/csrf-token`);
  const csrfCookie = tokenResponse.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: csrfCookie },
    body: JSON.stringify({
      email: 'bench@example.com',
      username: 'bench_user',
      password: 'Maple-Orbit-Lantern-72',
    }),
  });
  const session = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await register.json()) as { user: { id: number } };
  await app.database.db
    .updateTable('users')
    .set({ subscription_status: 'pro' })
    .where('id', '=', user.id)
    .execute();
  const headers = {
    'content-type': 'application/json',
    'x-csrf-token': csrfToken,
    cookie: `${csrfCookie}; ${session}`,
  };
  return { headers, userId: user.id };
}

/** The CSRF token and its cookie, as the web app sends them. */
export async function csrfHeaders(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/csrf-token`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken, cookie };
}
