import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataVersion, type DataVersion, sqliteExternalChanges } from '../src/db/data-version';
import type { SessionRow, UserRow } from '../src/db/schema';
import type { AuthService } from '../src/modules/auth/auth.service';
import { createSessionCache, type ResolvedSession } from '../src/modules/auth/session-cache';
import { registerSessions, SESSION_COOKIE } from '../src/plugins/session';
import { databaseKind, registerUser, STRONG_PASSWORD, TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';
import { openExternalConnection } from './support/external-connection';

/**
 * The per-process session cache (docs/decisions/0015) must never let a signed-in read see a
 * session or a user that the database no longer has: every write, by this process or by anyone
 * else on the same database, outdates what it kept.
 */

/** A DataVersion the test moves by hand; `blind` stands for a lost change-notification connection. */
function manualDataVersion() {
  let external = 0;
  let blind = false;
  const version: DataVersion = createDataVersion({
    read: () => (blind ? null : external),
    ready: async () => {},
    close: async () => {},
  });
  return {
    version,
    changeElsewhere: () => {
      external++;
    },
    setBlind: (value: boolean) => {
      blind = value;
    },
  };
}

function resolved(id: number): ResolvedSession {
  return {
    session: { id } as SessionRow,
    user: { id, email: `user${id}@example.com` } as UserRow,
    libraryRevision: 0,
  };
}

/** A loader that counts how often the database would have been asked. */
function countingLoader(value: ResolvedSession | undefined) {
  const loader = async () => {
    loader.calls++;
    return value ? structuredClone(value) : undefined;
  };
  loader.calls = 0;
  return loader;
}

describe('session cache (unit)', () => {
  it('serves a kept session until this process writes or another one changes the data', async () => {
    const data = manualDataVersion();
    const cache = createSessionCache({ dataVersion: data.version, now: () => 0, maxAgeMs: 5_000 });
    const load = countingLoader(resolved(1));

    await cache.read('a', load);
    await cache.read('a', load);
    expect(load.calls).toBe(1);

    data.version.noteLocalWrite();
    await cache.read('a', load);
    expect(load.calls).toBe(2);

    data.changeElsewhere();
    await cache.read('a', load);
    await cache.read('a', load);
    expect(load.calls).toBe(3);
  });

  it('reads again once the entry is older than the maximum age, even if nothing was reported', async () => {
    let clock = 0;
    const data = manualDataVersion();
    const cache = createSessionCache({ dataVersion: data.version, now: () => clock, maxAgeMs: 5_000 });
    const load = countingLoader(resolved(1));
    await cache.read('a', load);
    clock += 4_999;
    await cache.read('a', load);
    expect(load.calls).toBe(1);
    clock += 1;
    await cache.read('a', load);
    expect(load.calls).toBe(2);
  });

  it('keeps nothing while changes elsewhere cannot be seen, and nothing read across a change', async () => {
    const data = manualDataVersion();
    const cache = createSessionCache({ dataVersion: data.version, now: () => 0, maxAgeMs: 5_000 });

    data.setBlind(true);
    const load = countingLoader(resolved(1));
    await cache.read('a', load);
    await cache.read('a', load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);

    // A change committed while the read was in flight: what was read may predate it.
    data.setBlind(false);
    const racing = async () => {
      data.changeElsewhere();
      return resolved(2);
    };
    await cache.read('b', racing);
    expect(cache.size).toBe(0);
  });

  it('never keeps an unknown token, is off at 0 ms, and holds at most maxEntries', async () => {
    const data = manualDataVersion();
    const unknown = countingLoader(undefined);
    const cache = createSessionCache({
      dataVersion: data.version,
      now: () => 0,
      maxAgeMs: 5_000,
      maxEntries: 2,
    });
    await cache.read('nobody', unknown);
    await cache.read('nobody', unknown);
    expect(unknown.calls).toBe(2);

    for (const token of ['a', 'b', 'c']) await cache.read(token, countingLoader(resolved(1)));
    expect(cache.size).toBe(2);

    const off = createSessionCache({ dataVersion: data.version, now: () => 0, maxAgeMs: 0 });
    const load = countingLoader(resolved(1));
    await off.read('a', load);
    await off.read('a', load);
    expect(load.calls).toBe(2);
    expect(off.size).toBe(0);
  });

  it('hands out frozen values, so one request cannot change what another is served', async () => {
    const data = manualDataVersion();
    const cache = createSessionCache({ dataVersion: data.version, now: () => 0, maxAgeMs: 5_000 });
    const value = await cache.read('a', countingLoader(resolved(1)));
    expect(Object.isFrozen(value?.user)).toBe(true);
    expect(Object.isFrozen(value?.session)).toBe(true);
  });
});

/**
 * What another process changed is seen by the next read: at once on SQLite, and on PostgreSQL as
 * soon as the change notification arrives (milliseconds). The test clock never moves, so an entry
 * the cache failed to drop would be served for ever and these polls would time out.
 */
const SEEN_WITHIN = { timeout: 2_000, interval: 10 };

describe(`session cache in the app (${databaseKind})`, () => {
  const t = useTestApp();
  let external: Awaited<ReturnType<typeof openExternalConnection>>;
  beforeAll(async () => {
    external = await openExternalConnection(t);
  });
  afterAll(async () => {
    await external?.close();
  });

  it('serves repeated reads from the cache', async () => {
    const { client } = await registerUser(t.app);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const kept = t.app.sessionCache.size;
    expect(kept).toBeGreaterThan(0);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect(t.app.sessionCache.size).toBe(kept);
  });

  it('a plan changed by another connection shows on the next read', async () => {
    const { client, user } = await registerUser(t.app);
    expect((await client.get('/api/user')).json().subscriptionStatus).toBe('free');
    await external.run('UPDATE users SET subscription_status = $1 WHERE id = $2', ['pro', user.id]);
    await expect
      .poll(async () => (await client.get('/api/user')).json().subscriptionStatus, SEEN_WITHIN)
      .toBe('pro');
  });

  it('a session deleted by another connection (an operator signing everyone out) ends at once', async () => {
    const { client, user } = await registerUser(t.app);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await external.run('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await expect.poll(async () => (await client.get('/api/user')).statusCode, SEEN_WITHIN).toBe(401);
  });

  it('a letter renamed by another connection shows in the library list on the next read', async () => {
    const { client } = await registerUser(t.app);
    const generated = await client.post('/api/generate', letterRequest());
    expect(generated.statusCode).toBe(201);
    const id = generated.json().coverLetter.id as number;
    const title = async () =>
      ((await client.get('/api/cover-letters')).json().coverLetters as { id: number; title: string }[]).find(
        (letter) => letter.id === id,
      )?.title;
    // Read twice: the session and the list are now both kept by this process.
    expect(await title()).toBe(await title());
    await external.run('UPDATE cover_letters SET title = $1 WHERE id = $2', ['Renamed elsewhere', id]);
    await expect.poll(title, SEEN_WITHIN).toBe('Renamed elsewhere');
  });

  it('logout, and a password change on another device, end the sessions this process had kept', async () => {
    const { client, input } = await registerUser(t.app);
    const token = client.cookies.get(SESSION_COOKIE)!;
    const otherDevice = new TestClient(t.app);
    expect(
      (await otherDevice.post('/api/login', { email: input.email, password: input.password })).statusCode,
    ).toBe(200);
    // Both sessions are read (and kept) before the changes.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(200);

    const changed = await client.post('/api/user/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Silver-Kettle-Moon-64',
      confirmPassword: 'Silver-Kettle-Moon-64',
    });
    expect(changed.statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);

    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });
});

describe('which requests may use the cache', () => {
  it('reads may; a call that changes data always checks the session in the database', async () => {
    const asked: { method: string; mayUseCache?: boolean }[] = [];
    const app = Fastify();
    await app.register(cookie);
    let method = '';
    app.addHook('onRequest', async (request) => {
      method = request.method;
    });
    const auth = {
      resolveSession: async (_token: string, options: { mayUseCache?: boolean } = {}) => {
        asked.push({ method, mayUseCache: options.mayUseCache });
        return null;
      },
    } as unknown as AuthService;
    registerSessions(app, auth, {
      secure: false,
      dataVersion: createDataVersion(sqliteExternalChanges(() => 1)),
    });
    app.all('/api/anything', async () => ({ ok: true }));
    for (const m of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)
      await app.inject({ method: m, url: '/api/anything', headers: { cookie: `${SESSION_COOKIE}=abc` } });
    await app.close();
    expect(asked).toEqual([
      { method: 'GET', mayUseCache: true },
      { method: 'HEAD', mayUseCache: true },
      { method: 'POST', mayUseCache: false },
      { method: 'PUT', mayUseCache: false },
      { method: 'PATCH', mayUseCache: false },
      { method: 'DELETE', mayUseCache: false },
    ]);
  });
});
