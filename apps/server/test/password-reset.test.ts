import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../src/lib/time';
import { databaseKind, registerUser, TestClient, useTestApp } from './build-test-app';

// Without the per-IP and per-account limits, so that 50 guesses reach the code at once.
const unlimited = useTestApp({ RATE_LIMIT_DISABLED: 'true' });

const t = useTestApp();

const NEW_PASSWORD = 'Quiet-River-Falcon-31';

/** The reset code from the newest message in the outbox for that address, as a user reads it from the email. */
async function latestCode(email: string, app = t.app): Promise<string> {
  const row = await app.database.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /code is: (\d{6})/.exec(row.text_body)![1]!;
}

async function outboxCount(email: string): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const anon = () => new TestClient(t.app);

describe(`password reset on ${databaseKind}`, () => {
  it('answers forgot-password for an unknown email exactly like a known one, and sends nothing', async () => {
    const { input } = await registerUser(t.app);
    const known = await anon().post('/api/auth/forgot-password', { email: input.email });
    const unknown = await anon().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message: "If an account with that email exists, we've sent a password reset code.",
    });
    expect(await outboxCount(input.email)).toBe(1);
    expect(await outboxCount('ghost@example.com')).toBe(0);
  });

  it('validates the email with the spec wording', async () => {
    const response = await anon().post('/api/auth/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Please enter a valid email address');
  });

  it('verifies the emailed code, resets the password, ends every session and lets the user log in with it', async () => {
    const { client, input } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email);
    expect(code).toMatch(/^\d{6}$/);

    const verify = await anon().post('/api/auth/verify-reset-code', { email: input.email, code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe('Code Verified');

    const reset = await anon().post('/api/auth/reset-password', {
      email: input.email,
      code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset successfully.');

    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect(
      (await anon().post('/api/login', { email: input.email, password: input.password })).statusCode,
    ).toBe(401);
    expect((await anon().post('/api/login', { email: input.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    // Single use.
    const again = await anon().post('/api/auth/reset-password', {
      email: input.email,
      code,
      password: 'Another-Secret-Path-88',
    });
    expect(again.statusCode).toBe(400);
  });

  it('after 5 wrong codes the right code fails too (verify and reset share the counter)', async () => {
    const { input } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      expect(
        (await anon().post('/api/auth/verify-reset-code', { email: input.email, code: wrong })).statusCode,
      ).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const r = await anon().post('/api/auth/reset-password', {
        email: input.email,
        code: wrong,
        password: NEW_PASSWORD,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'INVALID_RESET_CODE',
        message: 'Invalid or expired verification code',
      });
    }
    expect((await anon().post('/api/auth/verify-reset-code', { email: input.email, code })).statusCode).toBe(
      400,
    );
    expect(
      (await anon().post('/api/auth/reset-password', { email: input.email, code, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
  });

  it('a code older than 10 minutes fails', async () => {
    const { input } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email);
    t.clock.advance(9 * MINUTE_MS);
    expect((await anon().post('/api/auth/verify-reset-code', { email: input.email, code })).statusCode).toBe(
      200,
    );
    t.clock.advance(MINUTE_MS + 1000);
    const late = await anon().post('/api/auth/verify-reset-code', { email: input.email, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid or expired verification code');
  });

  it('an older code fails once a newer one exists', async () => {
    const { input } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const first = await latestCode(input.email);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const second = await latestCode(input.email);
    if (first !== second) {
      expect(
        (await anon().post('/api/auth/verify-reset-code', { email: input.email, code: first })).statusCode,
      ).toBe(400);
    }
    expect(
      (await anon().post('/api/auth/verify-reset-code', { email: input.email, code: second })).statusCode,
    ).toBe(200);
  });

  it('sends at most 3 codes an hour per email, answering the same each time', async () => {
    const { input } = await registerUser(t.app);
    for (let i = 0; i < 4; i++) {
      const r = await anon().post('/api/auth/forgot-password', { email: input.email });
      expect(r.statusCode).toBe(200);
    }
    expect(await outboxCount(input.email)).toBe(3);
    t.clock.advance(HOUR_MS + 1000);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    expect(await outboxCount(input.email)).toBe(4);
  });

  it('applies the password policy to the new password without using up the code', async () => {
    const { input } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email);
    const weak = await anon().post('/api/auth/reset-password', {
      email: input.email,
      code,
      password: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toContain('at least 10 characters');
    const ok = await anon().post('/api/auth/reset-password', {
      email: input.email,
      code,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('validates the code length with the spec wording', async () => {
    const r = await anon().post('/api/auth/verify-reset-code', { email: 'a@example.com', code: '123' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields.code).toBe('Verification code must be at least 6 characters');
  });

  it('stores the code hashed, never as the digits', async () => {
    const { input, user } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email);
    const row = await t.app.database.db
      .selectFrom('password_reset_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('50 wrong guesses sent at once use exactly the 5 attempts, and the right code then fails', async () => {
    const app = unlimited.app;
    const { input, user } = await registerUser(app);
    await new TestClient(app).post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email, app);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? new TestClient(app).post('/api/auth/verify-reset-code', { email: input.email, code: wrong })
          : new TestClient(app).post('/api/auth/reset-password', {
              email: input.email,
              code: wrong,
              password: NEW_PASSWORD,
            }),
      ),
    );
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(50).fill(400));
    const row = await app.database.db
      .selectFrom('password_reset_codes')
      .select('attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await new TestClient(app).post('/api/auth/verify-reset-code', { email: input.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_RESET_CODE');
  });

  it('the right code after 4 wrong guesses still verifies and resets: a right guess costs no attempt', async () => {
    const { input } = await registerUser(t.app);
    await anon().post('/api/auth/forgot-password', { email: input.email });
    const code = await latestCode(input.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await anon().post('/api/auth/verify-reset-code', { email: input.email, code: wrong });
    }
    expect((await anon().post('/api/auth/verify-reset-code', { email: input.email, code })).statusCode).toBe(
      200,
    );
    const reset = await anon().post('/api/auth/reset-password', {
      email: input.email,
      code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });
});
