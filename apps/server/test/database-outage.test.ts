import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, TEST_DATABASE_URL, type TestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

/**
 * PostgreSQL going away and coming back, without touching the shared server: the app talks to it
 * through a local TCP proxy that the test cuts (every open connection reset, new ones refused) and
 * then restores, the way a database restart looks from the app's side.
 */
function startOutageProxy(target: URL) {
  const open = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL outage', () => {
  const target = new URL(TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
  const proxy = startOutageProxy(target);
  let t: TestApp;

  beforeAll(async () => {
    const port = await proxy.listen();
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    t = await buildTestApp({ DATABASE_URL: viaProxy.toString() });
  });
  afterAll(async () => {
    proxy.restore();
    await t?.close();
    await proxy.close();
  });

  it('answers 503 while the database is down, never crashes, and recovers with nothing lost', async () => {
    const { client } = await registerUser(t.app);
    const first = await client.post('/api/generate', letterRequest());
    expect(first.statusCode, first.body).toBe(201);

    // The CSRF token is taken while the database is up (the token check itself reads the session).
    const token = await client.csrfToken();
    proxy.cut();
    // Until the app sees its change-notification connection drop (a few milliseconds), it may still
    // answer a signed-in read from its session cache; from then on it must not (decision 0015).
    const deadline = Date.now() + 2_000;
    while (t.app.database.dataVersion.stamp() !== null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(t.app.database.dataVersion.stamp()).toBeNull();
    for (const call of [
      () => client.get('/api/user'),
      () => client.get('/api/cover-letters'),
      () =>
        client.request({
          method: 'POST',
          url: '/api/generate',
          headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
          payload: letterRequest(),
        }),
    ]) {
      const r = await call();
      expect(r.statusCode, r.body).toBe(503);
      expect(r.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }

    proxy.restore();
    // The pool replaces its broken connections on the next queries.
    let user = await client.get('/api/user');
    for (let i = 0; i < 5 && user.statusCode !== 200; i++) user = await client.get('/api/user');
    expect(user.statusCode, user.body).toBe(200);
    // The letter written before the outage is there; the one refused during it was not counted.
    expect(user.json().user?.dailyCoverLetterCount ?? user.json().dailyCoverLetterCount).toBe(1);
    const list = await client.get('/api/cover-letters');
    expect(list.json().coverLetters).toHaveLength(1);
    const again = await client.post('/api/generate', letterRequest());
    expect(again.statusCode, again.body).toBe(201);
    // The change-notification connection comes back too (retried with backoff), so sessions are
    // reused again: the cache was off during the outage, not for the rest of the process's life.
    await expect
      .poll(() => t.app.database.dataVersion.stamp() !== null, { timeout: 20_000, interval: 100 })
      .toBe(true);
  }, 60_000);
});
