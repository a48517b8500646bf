import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../src/lib/time';
import { SESSION_COOKIE } from '../src/plugins/session';
import {
  databaseKind,
  newUserInput,
  registerUser,
  STRONG_PASSWORD,
  TestClient,
  useTestApp,
} from './build-test-app';

const t = useTestApp();

describe(`accounts on ${databaseKind}`, () => {
  it('GET /api/user answers 401 with the error envelope when signed out', async () => {
    const response = await new TestClient(t.app).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED', requestId: expect.any(String) });
  });

  it('registers, signs the user in and returns the public user without secrets', async () => {
    const client = new TestClient(t.app);
    const input = newUserInput();
    const response = await client.post('/api/register', input);
    expect(response.statusCode).toBe(201);
    const user = response.json().user;
    expect(user).toMatchObject({
      email: input.email,
      username: input.username,
      subscriptionStatus: 'free',
      dailyCoverLetterCount: 0,
      bonusCoverLetters: 0,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/password|hash/i);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: input.email, username: input.username });
  });

  it('stores the fingerprint sent at register and at login', async () => {
    const { client, input, user } = await registerUser(t.app);
    await client.post('/api/logout');
    const login = await client.post('/api/login', {
      email: input.email,
      password: input.password,
      fingerprint: {
        hash: 'login-hash',
        deviceInfo: { userAgent: 'ua', screenWidth: 1280, screenHeight: 720 },
      },
    });
    expect(login.statusCode).toBe(200);
    const rows = await t.app.database.db
      .selectFrom('fingerprints')
      .select(['hash', 'event', 'device_info'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.hash, r.event])).toEqual([
      [input.fingerprint.hash, 'register'],
      ['login-hash', 'login'],
    ]);
    expect(JSON.parse(rows[1]!.device_info!)).toMatchObject({ screenWidth: 1280 });
  });

  it('ignores subscriptionStatus and other unknown fields sent to register (no mass assignment)', async () => {
    const client = new TestClient(t.app);
    const input = { ...newUserInput(), subscriptionStatus: 'pro', bonusCoverLetters: 999, id: 1 };
    const response = await client.post('/api/register', input);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ subscriptionStatus: 'free', bonusCoverLetters: 0 });
  });

  it('answers 400 with a message per field for invalid registration input, using the spec wording', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/register', {
      email: 'not-an-email',
      username: 'ab',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toMatchObject({
      email: 'Please enter a valid email address',
      username: 'Username must be at least 3 characters',
      password: expect.stringContaining('at least 10 characters'),
    });
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('rejects common passwords even when they meet the character rules', async () => {
    const response = await new TestClient(t.app).post(
      '/api/register',
      newUserInput({ password: 'Password123!' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: expect.stringContaining('too common'),
    });
  });

  it('accepts a 128-character passphrase', async () => {
    const long = `${'Correct horse battery staple 9! '.repeat(4)}`.slice(0, 128);
    expect(long).toHaveLength(128);
    const response = await new TestClient(t.app).post('/api/register', newUserInput({ password: long }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 for a taken email or username, case-insensitively', async () => {
    const { input } = await registerUser(t.app);
    const sameEmail = await new TestClient(t.app).post(
      '/api/register',
      newUserInput({ email: input.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: expect.any(String) } });

    const sameName = await new TestClient(t.app).post(
      '/api/register',
      newUserInput({ username: input.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fields: { username: expect.any(String) },
    });
  });

  it('registering the same email twice at once creates one account and answers 409 to the other', async () => {
    const input = newUserInput();
    const results = await Promise.all([
      new TestClient(t.app).post('/api/register', input),
      new TestClient(t.app).post('/api/register', { ...input, username: `${input.username}x` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const count = await t.app.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('logs in with the right password and refuses a wrong one with the same message as an unknown email', async () => {
    const { input } = await registerUser(t.app);
    const client = new TestClient(t.app);
    const wrong = await client.post('/api/login', { email: input.email, password: 'Wrong-Password-99' });
    const unknown = await client.post('/api/login', {
      email: 'nobody@example.com',
      password: 'Wrong-Password-99',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe(wrong.json().message);

    const ok = await client.post('/api/login', {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(input.email);
  });

  it('replaces a session cookie that was set before login with a new one, and the old one stops working', async () => {
    const { client: other } = await registerUser(t.app);
    const planted = other.cookies.get(SESSION_COOKIE)!;
    const { input } = await registerUser(t.app);

    const victim = new TestClient(t.app);
    victim.cookies.set(SESSION_COOKIE, planted);
    const login = await victim.post('/api/login', { email: input.email, password: input.password });
    expect(login.statusCode).toBe(200);
    const fresh = victim.cookies.get(SESSION_COOKIE);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(planted);
    expect((await victim.get('/api/user')).json().email).toBe(input.email);

    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, planted);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('a session cookie replayed after logout answers 401', async () => {
    const { client } = await registerUser(t.app);
    const token = client.cookies.get(SESSION_COOKIE)!;
    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const { client, input } = await registerUser(t.app);
    t.clock.advance(7 * DAY_MS + HOUR_MS);
    expect((await client.get('/api/user')).statusCode).toBe(401);

    await client.post('/api/login', { email: input.email, password: input.password });
    for (let day = 0; day < 30; day++) {
      t.clock.advance(DAY_MS);
      const response = await client.get('/api/user');
      if (day < 29) expect(response.statusCode).toBe(200);
      else expect(response.statusCode).toBe(401);
    }
  });

  it('rate-limits login attempts per account with 429', async () => {
    const { input } = await registerUser(t.app);
    const results: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new address each time: the per-account limit applies whatever the IP.
      const r = await new TestClient(t.app).post('/api/login', {
        email: input.email,
        password: 'Wrong-Password-99',
      });
      results.push(r.statusCode);
    }
    expect(results.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(results[10]).toBe(429);
    // The right password is refused too while the account is locked out.
    const locked = await new TestClient(t.app).post('/api/login', {
      email: input.email,
      password: input.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
  });

  it('rate-limits registrations per IP', async () => {
    const results: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await new TestClient(t.app, '10.99.0.1').post('/api/register', newUserInput());
      results.push(r.statusCode);
    }
    expect(results.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(results[10]).toBe(429);
  });

  it('answers 413 with the envelope for an oversized body', async () => {
    const client = new TestClient(t.app);
    const token = await client.csrfToken();
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) });
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const client = new TestClient(t.app);
    const token = await client.csrfToken();
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('unknown API paths answer 404 with the envelope', async () => {
    const response = await new TestClient(t.app).get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the password hash out of reach: the stored hash is argon2id', async () => {
    const { user } = await registerUser(t.app);
    const row = await t.app.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);
  });
});
