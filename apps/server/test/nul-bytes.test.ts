import { NUL_CHARACTER_MESSAGE } from '@jobpeel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, newUserInput, registerUser, TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

const t = useTestApp();
const NUL = 'a\u0000b';

type Method = 'POST' | 'PUT';
interface Case {
  method: Method;
  url: string;
  body: Record<string, unknown>;
  field: string;
}

/**
 * A NUL in any stored text answered 500 on PostgreSQL (its text type refuses it). Every field
 * below reaches the database; each must be refused with a 400 that names it, on both databases.
 */
describe(`NUL characters in stored text on ${databaseKind}`, () => {
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let letterId: number;
  const snapshot = async () => ({
    user: (await owner.client.get('/api/user')).json(),
    resume: (await owner.client.get('/api/user/resume')).json(),
    resumes: (await owner.client.get('/api/user/resumes')).json(),
    presets: (await owner.client.get('/api/cover-letter-presets')).json(),
    letter: (await owner.client.get(`/api/cover-letters/${letterId}`)).json(),
    letters: (await owner.client.get('/api/cover-letters')).json(),
    referrals: (await owner.client.get('/api/referral')).json(),
  });

  beforeAll(async () => {
    owner = await registerUser(t.app);
    expect((await owner.client.post('/api/user/resume', { resumeText: 'My resume' })).statusCode).toBe(200);
    const generated = await owner.client.post('/api/generate', letterRequest());
    expect(generated.statusCode, generated.body).toBe(201);
    letterId = generated.json().coverLetter.id;
  });

  const signedOutCases = (): Case[] => {
    const input = newUserInput();
    const register = (field: string, body: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/api/register',
      body: { ...input, ...body },
      field,
    });
    return [
      register('fingerprint.hash', { fingerprint: { hash: `fp-${NUL}` } }),
      register('fingerprint.deviceInfo.userAgent', {
        fingerprint: { hash: 'fp-1', deviceInfo: { userAgent: NUL } },
      }),
      register('username', { username: `name${NUL}` }),
      register('email', { email: `x${NUL}@example.com` }),
      register('password', { password: `Maple-Orbit-${NUL}-72` }),
      register('referralCode', { referralCode: NUL }),
      {
        method: 'POST',
        url: '/api/login',
        body: { email: input.email, password: 'x', fingerprint: { hash: `fp-${NUL}` } },
        field: 'fingerprint.hash',
      },
      {
        method: 'POST',
        url: '/api/login',
        body: { email: `a${NUL}@example.com`, password: 'x' },
        field: 'email',
      },
      {
        method: 'POST',
        url: '/api/auth/forgot-password',
        body: { email: `a${NUL}@example.com` },
        field: 'email',
      },
    ];
  };

  it('refuses a NUL in every field of registration, login and password reset with 400, creating nothing', async () => {
    for (const { method, url, body, field } of signedOutCases()) {
      const response = await new TestClient(t.app).send(method, url, body);
      expect(response.statusCode, `${url} ${field}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: NUL_CHARACTER_MESSAGE,
        fields: { [field]: NUL_CHARACTER_MESSAGE },
      });
    }
    // The account the register cases were built around was never created.
    const login = await new TestClient(t.app).post('/api/login', {
      email: signedOutCases()[0]!.body.email as string,
      password: 'Maple-Orbit-Lantern-72',
    });
    expect(login.statusCode).toBe(401);
  });

  it("refuses a NUL in every stored field of a signed-in user's data with 400, changing nothing", async () => {
    const before = await snapshot();
    const cases: Case[] = [
      {
        method: 'POST',
        url: '/api/user/profile',
        body: { email: owner.input.email, username: `u${NUL}` },
        field: 'username',
      },
      { method: 'POST', url: '/api/user/resume', body: { resumeText: NUL }, field: 'resumeText' },
      {
        method: 'POST',
        url: '/api/user/resume',
        body: { resumeText: 'ok', experience: NUL },
        field: 'experience',
      },
      { method: 'POST', url: '/api/user/resumes', body: { name: NUL, content: 'Resume' }, field: 'name' },
      { method: 'POST', url: '/api/user/resumes', body: { name: 'CV', content: NUL }, field: 'content' },
      {
        method: 'POST',
        url: '/api/cover-letter-presets',
        body: { name: NUL, templateId: 2, length: 'standard', recipient: 'hiring_manager' },
        field: 'name',
      },
      {
        method: 'POST',
        url: '/api/cover-letter-presets',
        body: { name: 'P', templateId: 2, length: 'standard', recipient: 'custom', customRecipient: NUL },
        field: 'customRecipient',
      },
      {
        method: 'PUT',
        url: `/api/cover-letters/${letterId}/content`,
        body: { content: NUL },
        field: 'content',
      },
      {
        method: 'POST',
        url: '/api/generate',
        body: letterRequest({ jobDescription: `Job ${NUL}` }),
        field: 'jobDescription',
      },
      {
        method: 'POST',
        url: '/api/generate',
        body: letterRequest({ resumeText: `CV ${NUL}` }),
        field: 'resumeText',
      },
      {
        method: 'POST',
        url: '/api/generate',
        body: letterRequest({ companyName: NUL }),
        field: 'companyName',
      },
      {
        method: 'POST',
        url: '/api/generate',
        body: letterRequest({ recipient: 'custom', customRecipient: NUL }),
        field: 'customRecipient',
      },
      {
        method: 'POST',
        url: '/api/generate',
        body: letterRequest({ jobUrl: `https://x.test/${NUL}` }),
        field: 'jobUrl',
      },
      { method: 'POST', url: '/api/referral/send', body: { email: `f${NUL}@example.com` }, field: 'email' },
      { method: 'POST', url: '/api/job-descriptions/summarize', body: { text: `Job ${NUL}` }, field: 'text' },
    ];
    for (const { method, url, body, field } of cases) {
      const response = await owner.client.send(method, url, body);
      expect(response.statusCode, `${url} ${field}: ${response.body}`).toBe(400);
      expect(response.json().fields, `${url} ${field}`).toMatchObject({ [field]: NUL_CHARACTER_MESSAGE });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a NUL in the query or a path parameter with 400', async () => {
    const search = await owner.client.get('/api/cover-letters?search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toEqual({ 'query.search': NUL_CHARACTER_MESSAGE });
    const post = await owner.client.get('/api/blog/a%00b');
    expect(post.statusCode).toBe(400);
  });
});
