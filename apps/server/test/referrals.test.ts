import { randomUUID } from 'node:crypto';
import { referralMessages } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../src/lib/time';
import { databaseKind, newUserInput, registerUser, TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

const t = useTestApp();

type Client = TestClient;

/** Registers through the API like the /auth page with a ?ref= link; returns the raw response too. */
interface JoinOptions {
  fingerprintHash?: string;
  deviceId?: string;
  email?: string;
}

async function join(referralCode: string | undefined, options: JoinOptions = {}) {
  const client = new TestClient(t.app);
  const base = newUserInput(options.email ? { email: options.email } : {});
  const input = {
    ...base,
    referralCode,
    fingerprint: {
      ...base.fingerprint,
      hash: options.fingerprintHash ?? base.fingerprint.hash,
      ...(options.deviceId ? { deviceId: options.deviceId } : {}),
    },
  };
  const response = await client.post('/api/register', input);
  return { client, input, response };
}

async function joinOk(referralCode: string, options: JoinOptions = {}) {
  const joined = await join(referralCode, options);
  expect(joined.response.statusCode, joined.response.body).toBe(201);
  return joined;
}

async function referralData(client: Client, status = 'all') {
  const response = await client.get(`/api/referral?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function codeOf(client: Client): Promise<string> {
  return (await referralData(client)).referralCode;
}

async function bonusOf(client: Client): Promise<number> {
  const response = await client.get('/api/user');
  expect(response.statusCode).toBe(200);
  return response.json().bonusCoverLetters;
}

async function generate(client: Client) {
  const response = await client.post('/api/generate', letterRequest());
  expect(response.statusCode, response.body).toBe(201);
}

async function mailsTo(email: string) {
  return t.app.database.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();
}

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

describe(`referrals on ${databaseKind}`, () => {
  it('answers 401 to every referral call when signed out', async () => {
    const anon = new TestClient(t.app);
    for (const response of [
      await anon.get('/api/referral'),
      await anon.post('/api/referral/refresh-code'),
      await anon.post('/api/referral/send', { email: 'friend@example.com' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('AUTH_REQUIRED');
    }
  });

  it('creates a code on first use that stays the same, with empty stats', async () => {
    const { client, user } = await registerUser(t.app);
    const first = await referralData(client);
    expect(first.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toEqual({
      referralCode: first.referralCode,
      lastRefreshDate: null,
      nextRefreshAvailable: new Date(t.clock.now() + 7 * DAY_MS).toISOString(),
      stats: { total: 0, pending: 0, completed: 0 },
      referrals: [],
    });
    expect(await codeOf(client)).toBe(first.referralCode);
    expect(user.id).toEqual(expect.any(Number));

    const bad = await client.get('/api/referral?status=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a refresh before 7 days with the date, then gives a new code and retires the old one', async () => {
    t.clock.set(Date.UTC(2026, 2, 1, 9, 0, 0));
    const { client } = await registerUser(t.app);
    const oldCode = await codeOf(client);

    const early = await client.post('/api/referral/refresh-code');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'REFRESH_TOO_EARLY',
      message: 'You can refresh your code after March 8, 2026',
    });
    t.clock.advance(6 * DAY_MS + 23 * HOUR_MS);
    expect((await client.post('/api/referral/refresh-code')).statusCode).toBe(409);
    t.clock.advance(HOUR_MS);

    const refreshed = await client.post('/api/referral/refresh-code');
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body).toEqual({
      referralCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      lastRefreshDate: '2026-03-08T09:00:00.000Z',
      nextRefreshAvailable: '2026-03-15T09:00:00.000Z',
    });
    expect(body.referralCode).not.toBe(oldCode);
    expect(await referralData(client)).toMatchObject({
      referralCode: body.referralCode,
      lastRefreshDate: '2026-03-08T09:00:00.000Z',
      nextRefreshAvailable: '2026-03-15T09:00:00.000Z',
    });
    const again = await client.post('/api/referral/refresh-code');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You can refresh your code after March 15, 2026');

    const withOld = await join(oldCode);
    expect(withOld.response.statusCode).toBe(400);
    expect(withOld.response.json().code).toBe('REFERRAL_CODE_INVALID');
    // Codes are typed by hand: case does not matter.
    await joinOk(body.referralCode.toLowerCase());
    expect((await referralData(client)).stats).toEqual({ total: 1, pending: 1, completed: 0 });
  });

  it('sends an invitation email with the link and lists it as pending', async () => {
    const { client } = await registerUser(t.app);
    const code = await codeOf(client);
    const friend = uniqueEmail('friend');
    const response = await client.post('/api/referral/send', { email: `  ${friend.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      referral: {
        id: expect.any(Number),
        email: friend,
        status: 'pending',
        sentAt: new Date(t.clock.now()).toISOString(),
        rewardWithheld: null,
      },
      message: `Invitation sent to ${friend}.`,
    });

    const mails = await mailsTo(friend);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your friend invited you to JobPeel');
    expect(mails[0]!.text_body).toMatch(new RegExp(`https?://\\S+/auth\\?ref=${code}(\\s|$)`));
    expect(mails[0]!.text_body).toContain('15 free bonus letters');

    const data = await referralData(client);
    expect(data.stats).toEqual({ total: 1, pending: 1, completed: 0 });
    expect(data.referrals).toEqual([response.json().referral]);
    expect((await referralData(client, 'completed')).referrals).toEqual([]);
    expect((await referralData(client, 'pending')).referrals).toHaveLength(1);
  });

  it('refuses invalid emails, the own email and a repeat invitation', async () => {
    const { client, input } = await registerUser(t.app);
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const response = await client.post('/api/referral/send', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      });
    }

    const own = await client.post('/api/referral/send', { email: input.email.toUpperCase() });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'REFERRAL_CONFLICT', message: referralMessages.inviteSelf });

    const friend = uniqueEmail('pal');
    expect((await client.post('/api/referral/send', { email: friend })).statusCode).toBe(201);
    const twice = await client.post('/api/referral/send', { email: friend });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'REFERRAL_CONFLICT',
      message: referralMessages.alreadyInvited,
    });
    expect(await mailsTo(friend)).toHaveLength(1);

    expect((await referralData(client)).stats.total).toBe(1);
  });

  it('answers an invitation to an existing member exactly like any other: no account existence leak', async () => {
    const { client } = await registerUser(t.app);
    const member = await registerUser(t.app);
    const stranger = uniqueEmail('stranger');
    const toStranger = await client.post('/api/referral/send', { email: stranger });
    const toMember = await client.post('/api/referral/send', { email: member.input.email.toUpperCase() });
    expect(toMember.statusCode).toBe(toStranger.statusCode);
    expect(toMember.statusCode).toBe(201);
    const shape = (body: { referral: Record<string, unknown>; message: string }, email: string) => ({
      ...body,
      referral: {
        ...body.referral,
        id: 0,
        email: body.referral.email === email ? '<email>' : body.referral.email,
      },
      message: body.message.replace(email, '<email>'),
    });
    expect(shape(toMember.json(), member.input.email)).toEqual(shape(toStranger.json(), stranger));
    expect(toMember.body).not.toContain('already has');
    // Both receive the same invitation, and the inviter's list shows both as pending.
    expect(await mailsTo(member.input.email)).toHaveLength(1);
    expect(await mailsTo(stranger)).toHaveLength(1);
    expect((await referralData(client)).stats).toEqual({ total: 2, pending: 2, completed: 0 });
    // Registering with a taken email still answers 409: that form is rate-limited and users expect it.
    const again = await new TestClient(t.app).post(
      '/api/register',
      newUserInput({ email: member.input.email }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it('completes an invitation on the invited user’s first letter and gives both 15 letters once', async () => {
    const referrer = await registerUser(t.app);
    const code = await codeOf(referrer.client);
    const friend = uniqueEmail('invited');
    const sent = await referrer.client.post('/api/referral/send', { email: friend });
    const { client: invitee } = await joinOk(code, { email: friend });

    // The invitation is linked, not duplicated.
    const pending = await referralData(referrer.client);
    expect(pending.stats).toEqual({ total: 1, pending: 1, completed: 0 });
    expect(pending.referrals).toEqual([sent.json().referral]);
    expect(await bonusOf(invitee)).toBe(0);

    await generate(invitee);
    const done = await referralData(referrer.client);
    expect(done.stats).toEqual({ total: 1, pending: 0, completed: 1 });
    expect(done.referrals).toEqual([{ ...sent.json().referral, status: 'completed' }]);
    expect(await bonusOf(referrer.client)).toBe(15);
    expect(await bonusOf(invitee)).toBe(15);

    await generate(invitee);
    expect(await bonusOf(referrer.client)).toBe(15);
    expect(await bonusOf(invitee)).toBe(15);
    // The referrer's own letters complete nothing.
    await generate(referrer.client);
    expect(await bonusOf(referrer.client)).toBe(15);
  });

  it('creates a pending referral for someone who registers with the code without an invitation', async () => {
    const referrer = await registerUser(t.app);
    const code = await codeOf(referrer.client);
    const { input } = await joinOk(code);
    const data = await referralData(referrer.client, 'pending');
    expect(data.referrals).toEqual([
      {
        id: expect.any(Number),
        email: input.email,
        status: 'pending',
        sentAt: new Date(t.clock.now()).toISOString(),
        rewardWithheld: null,
      },
    ]);
  });

  /** A user registered from a browser holding `deviceId`, with the given hardware hash. */
  async function registerOnDevice(deviceId: string, hash = `hw-${randomUUID()}`) {
    const base = newUserInput();
    return registerUser(t.app, { fingerprint: { ...base.fingerprint, hash, deviceId } } as never);
  }

  async function loginOnDevice(input: { email: string; password: string }, deviceId: string) {
    const client = new TestClient(t.app);
    const response = await client.post('/api/login', {
      email: input.email,
      password: input.password,
      fingerprint: { hash: 'any-hardware', deviceId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  it('rewards two people on the same laptop model: same hardware hash, different browsers', async () => {
    const sameModel = `hw-${randomUUID()}`;
    const referrer = await registerOnDevice(randomUUID(), sameModel);
    const code = await codeOf(referrer.client);
    const { client: colleague } = await joinOk(code, { fingerprintHash: sameModel, deviceId: randomUUID() });
    await generate(colleague);
    expect(await bonusOf(referrer.client)).toBe(15);
    expect(await bonusOf(colleague)).toBe(15);
    const [item] = (await referralData(referrer.client)).referrals;
    expect(item).toMatchObject({ status: 'completed', rewardWithheld: null });
  });

  it('gives no reward for a self-referral from the same browser and says why in the list', async () => {
    const deviceId = randomUUID();
    const referrer = await registerOnDevice(deviceId);
    const code = await codeOf(referrer.client);
    // Another hardware hash (a resized window, a browser update): the device id still matches.
    const { client: second } = await joinOk(code, { deviceId });
    await generate(second);
    const data = await referralData(referrer.client);
    expect(data.stats).toEqual({ total: 1, pending: 0, completed: 1 });
    expect(data.referrals[0]).toMatchObject({ status: 'completed', rewardWithheld: 'self_referral' });
    expect(await bonusOf(referrer.client)).toBe(0);
    expect(await bonusOf(second)).toBe(0);
  });

  it('withholds the reward when the two accounts meet in one browser after registering apart', async () => {
    const referrer = await registerOnDevice(randomUUID());
    const code = await codeOf(referrer.client);
    const inviteeDevice = randomUUID();
    const { client: second, input } = await joinOk(code, { deviceId: inviteeDevice });
    // The referrer later signs in from the invitee's browser.
    await loginOnDevice(referrer.input, inviteeDevice);
    await generate(second);
    expect((await referralData(referrer.client)).referrals[0]).toMatchObject({
      email: input.email,
      rewardWithheld: 'self_referral',
    });
    expect(await bonusOf(second)).toBe(0);
  });

  it('keeps a referral flagged before device ids existed withheld until both accounts have device ids', async () => {
    const db = t.app.database.db;
    const flagAsLegacy = (inviteeId: number) =>
      db
        .updateTable('referrals')
        .set({ self_referral: 1 })
        .where('invited_user_id', '=', inviteeId)
        .execute();

    // Neither side ever sent a device id: the old decision (hardware hash) stands.
    const oldReferrer = await registerUser(t.app);
    const oldInvitee = await joinOk(await codeOf(oldReferrer.client));
    await flagAsLegacy(oldInvitee.response.json().user.id);
    await generate(oldInvitee.client);
    expect((await referralData(oldReferrer.client)).referrals[0].rewardWithheld).toBe('self_referral');
    expect(await bonusOf(oldInvitee.client)).toBe(0);

    // Both signed in since from browsers with different device ids: the device ids decide.
    const referrer = await registerUser(t.app);
    const invitee = await joinOk(await codeOf(referrer.client));
    await flagAsLegacy(invitee.response.json().user.id);
    await loginOnDevice(referrer.input, randomUUID());
    const inviteeClient = await loginOnDevice(invitee.input, randomUUID());
    await generate(inviteeClient);
    expect((await referralData(referrer.client)).referrals[0].rewardWithheld).toBeNull();
    expect(await bonusOf(inviteeClient)).toBe(15);
    expect(await bonusOf(referrer.client)).toBe(15);
  });

  it('refuses a device id that is not a UUID with a 400', async () => {
    const input = newUserInput();
    const response = await new TestClient(t.app).post('/api/register', {
      ...input,
      fingerprint: { hash: 'h', deviceId: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses an unknown code with a field error and creates no account; a blank code is ignored', async () => {
    const { client, input, response } = await join('NOPE2345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'REFERRAL_CODE_INVALID',
      message: referralMessages.invalidCode,
      fields: { referralCode: referralMessages.invalidCode },
    });
    expect(client.cookies.has('jobpeel_session')).toBe(false);
    const login = await new TestClient(t.app).post('/api/login', {
      email: input.email,
      password: input.password,
    });
    expect(login.statusCode).toBe(401);

    const blank = await new TestClient(t.app).post('/api/register', { ...input, referralCode: '   ' });
    expect(blank.statusCode).toBe(201);
  });

  it('caps the referrer at 45 letters in a rolling week, even for 30 first letters at once', async () => {
    const referrer = await registerUser(t.app);
    const code = await codeOf(referrer.client);
    const invitees: Client[] = [];
    for (let i = 0; i < 32; i++) invitees.push((await joinOk(code)).client);
    const burst = invitees.slice(0, 30);

    await Promise.all(burst.map((client) => generate(client)));
    expect(await bonusOf(referrer.client)).toBe(45);
    for (const client of burst) expect(await bonusOf(client)).toBe(15);
    expect((await referralData(referrer.client)).stats).toEqual({ total: 32, pending: 2, completed: 30 });

    // Three days later the week is still full: the invitee is rewarded, the referrer is not,
    // and the list says why.
    t.clock.advance(3 * DAY_MS);
    await generate(invitees[30]!);
    expect(await bonusOf(invitees[30]!)).toBe(15);
    expect(await bonusOf(referrer.client)).toBe(45);
    const completed = (await referralData(referrer.client, 'completed')).referrals as {
      rewardWithheld: string | null;
    }[];
    // 3 earned the referrer 15 each; the other 28 hit the weekly limit.
    expect(completed.filter((r) => r.rewardWithheld === null)).toHaveLength(3);
    expect(completed.filter((r) => r.rewardWithheld === 'weekly_limit')).toHaveLength(28);
    expect(await bonusOf(invitees[31]!)).toBe(0);

    // Seven days after the burst its awards leave the window.
    t.clock.advance(4 * DAY_MS);
    await generate(invitees[31]!);
    expect(await bonusOf(invitees[31]!)).toBe(15);
    expect(await bonusOf(referrer.client)).toBe(60);
  });

  it('rate-limits invitations per account', async () => {
    const { client } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await client.post('/api/referral/send', { email: uniqueEmail(`limit${i}`) })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address does not lift the account's limit.
    const elsewhere = new TestClient(t.app);
    for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
    const response = await elsewhere.post('/api/referral/send', { email: uniqueEmail('other') });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
  });
});
