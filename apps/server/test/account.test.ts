import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/time';
import { databaseKind, registerUser, TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

const t = useTestApp();

describe(`account on ${databaseKind}`, () => {
  it('requires a signed-in user for profile, password and delete', async () => {
    const client = new TestClient(t.app);
    for (const url of ['/api/user/profile', '/api/user/password', '/api/user/delete']) {
      const r = await client.post(url, {});
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe('AUTH_REQUIRED');
    }
  });

  it('updates email and username, and states when the username may change again', async () => {
    const { client, input } = await registerUser(t.app);
    const newName = `${input.username}_2`.slice(0, 30);
    const r = await client.post('/api/user/profile', { email: `new.${input.email}`, username: newName });
    expect(r.statusCode).toBe(200);
    const user = r.json().user;
    expect(user).toMatchObject({ email: `new.${input.email}`, username: newName });
    expect(new Date(user.nextUsernameChangeAt).getTime()).toBe(t.clock.now() + 30 * DAY_MS);
    expect((await client.get('/api/user')).json().username).toBe(newName);
  });

  it('allows one username change per 30 days, while email changes stay allowed', async () => {
    const { client, input } = await registerUser(t.app);
    const first = `${input.username}a`.slice(0, 30);
    expect((await client.post('/api/user/profile', { email: input.email, username: first })).statusCode).toBe(
      200,
    );

    t.clock.advance(29 * DAY_MS);
    // Sessions time out after a week idle: sign in again, as the user would.
    await client.post('/api/login', { email: input.email, password: input.password });
    const tooSoon = await client.post('/api/user/profile', {
      email: input.email,
      username: `${input.username}b`.slice(0, 30),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({
      code: 'USERNAME_CHANGE_TOO_SOON',
      message: expect.stringContaining('once every 30 days'),
    });
    expect((await client.get('/api/user')).json().username).toBe(first);

    const emailOnly = await client.post('/api/user/profile', {
      email: `other.${input.email}`,
      username: first,
    });
    expect(emailOnly.statusCode).toBe(200);

    t.clock.advance(DAY_MS + 1000);
    await client.post('/api/login', { email: `other.${input.email}`, password: input.password });
    const later = await client.post('/api/user/profile', {
      email: `other.${input.email}`,
      username: `${input.username}b`.slice(0, 30),
    });
    expect(later.statusCode).toBe(200);
  });

  it('ignores subscriptionStatus sent to profile', async () => {
    const { client, input } = await registerUser(t.app);
    const r = await client.post('/api/user/profile', {
      email: input.email,
      username: input.username,
      subscriptionStatus: 'pro',
      bonus_cover_letters: 50,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ subscriptionStatus: 'free', bonusCoverLetters: 0 });
  });

  it('answers 409 when the new email or username belongs to someone else, and 400 with the spec wording for bad input', async () => {
    const { input: other } = await registerUser(t.app);
    const { client, input } = await registerUser(t.app);
    expect(
      (await client.post('/api/user/profile', { email: other.email, username: input.username })).statusCode,
    ).toBe(409);
    expect(
      (await client.post('/api/user/profile', { email: input.email, username: other.username })).statusCode,
    ).toBe(409);
    const bad = await client.post('/api/user/profile', { email: 'bad', username: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      email: 'Please enter a valid email',
      username: 'Username must be at least 3 characters',
    });
  });

  it('changing the password ends the other sessions and keeps this one', async () => {
    const { client, input } = await registerUser(t.app);
    const otherDevice = new TestClient(t.app);
    expect(
      (await otherDevice.post('/api/login', { email: input.email, password: input.password })).statusCode,
    ).toBe(200);

    const r = await client.post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'Silver-Kettle-Moon-64',
      confirmPassword: 'Silver-Kettle-Moon-64',
    });
    expect(r.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
    expect(
      (
        await new TestClient(t.app).post('/api/login', {
          email: input.email,
          password: 'Silver-Kettle-Moon-64',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, a mismatch and a weak new password with field messages', async () => {
    const { client, input } = await registerUser(t.app);
    const wrong = await client.post('/api/user/password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: 'Silver-Kettle-Moon-64',
      confirmPassword: 'Silver-Kettle-Moon-64',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: 'Current password is incorrect' },
    });

    const mismatch = await client.post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'Silver-Kettle-Moon-64',
      confirmPassword: 'Silver-Kettle-Moon-65',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.confirmPassword).toBe("Passwords don't match");

    const short = await client.post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().fields.newPassword).toBe('Password must be at least 8 characters');

    const weak = await client.post('/api/user/password', {
      currentPassword: input.password,
      newPassword: 'abcdefghij',
      confirmPassword: 'abcdefghij',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
  });

  it('deleting the account removes the user, their letters, versions, presets, resumes, sessions and codes, and ends every session', async () => {
    const { client, input, user } = await registerUser(t.app);
    const letter = (await client.post('/api/generate', letterRequest())).json().coverLetter;
    await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: 'Edited.' });
    await client.post('/api/cover-letter-presets', { name: 'Mine', templateId: 1 });
    expect((await client.post('/api/user/resume', { resumeText: 'My default resume' })).statusCode).toBe(200);
    expect(
      (await client.post('/api/user/resumes', { name: 'Backend', content: 'My backend resume' })).statusCode,
    ).toBe(201);
    const otherDevice = new TestClient(t.app);
    await otherDevice.post('/api/login', { email: input.email, password: input.password });
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });

    const r = await client.post('/api/user/delete');
    expect(r.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);

    const db = t.app.database.db;
    for (const table of [
      'sessions',
      'fingerprints',
      'password_reset_codes',
      'cover_letters',
      'cover_letter_versions',
      'cover_letter_presets',
      'resumes',
      'generation_ledger',
    ] as const) {
      const rows = await db.selectFrom(table).select('id').where('user_id', '=', user.id).execute();
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
    expect(
      await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      (await new TestClient(t.app).post('/api/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(401);
    // The email is free again.
    expect(
      (
        await new TestClient(t.app).post('/api/register', {
          ...input,
          username: `${input.username}z`.slice(0, 30),
        })
      ).statusCode,
    ).toBe(201);
  });
});
