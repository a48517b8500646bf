import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { registerErrorHandling } from '../src/plugins/errors';
import { registerHealth } from '../src/plugins/health';
import { databaseKind, useTestApp } from './build-test-app';

// A web build, so the SPA fallback (GET /*) is in place and must not answer the probes.
const webDir = mkdtempSync(join(tmpdir(), 'jobpeel-health-web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head></head><body>spa</body></html>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe(`health probes on the whole app (${databaseKind})`, () => {
  const t = useTestApp({ WEB_DIST_DIR: webDir });

  it('GET /healthz says the process is alive', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('the SPA fallback still serves other paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz-not-a-probe' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('GET /readyz answers 503 once shutdown has begun, /healthz stays 200', async () => {
    t.app.health.beginShutdown();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'unavailable',
      reason: 'shutting_down',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(body.message).toEqual(expect.any(String));
    expect(body.requestId).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('GET /readyz when the database does not answer', () => {
  // A PostgreSQL address that accepts connections and never answers: the check must give up.
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((done) => silent.close(done));
  });

  async function probeApp(connectionString: string) {
    const pool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: 10_000 });
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerHealth(app, { db, timeoutMs: 300 });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        for (const s of sockets) s.destroy();
        await db.destroy().catch(() => {});
      },
    };
  }

  it('answers 503 within the time limit when the database hangs', async () => {
    const { app, close } = await probeApp(`postgres://postgres@127.0.0.1:${port}/none`);
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        reason: 'database_unavailable',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    } finally {
      await close();
    }
  });

  it('answers 503 when the database refuses connections', async () => {
    // Port 1 on loopback: nothing listens there.
    const { app, close } = await probeApp('postgres://postgres@127.0.0.1:1/none');
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', reason: 'database_unavailable' });
    } finally {
      await close();
    }
  });
});
