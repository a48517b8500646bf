import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataVersion, DataReading, type DataVersion } from '../src/db/data-version';
import { createAnswerCache } from '../src/lib/answer-cache';
import { SESSION_COOKIE } from '../src/plugins/session';
import { databaseKind, registerUser, STRONG_PASSWORD, TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';
import { openExternalConnection } from './support/external-connection';

/**
 * Read routes answer from a per-process cache of their JSON (docs/decisions/0029). Whatever a user
 * or another process changes must show on the very next read: a signed-out or changed session, a
 * plan change, an edited or deleted letter, a preset or resume saved or removed.
 */

/**
 * On PostgreSQL another process's change arrives as a notification (milliseconds). The test clock
 * never moves here, so an answer the cache failed to drop would be served for ever and these polls
 * would time out.
 */
const SEEN_WITHIN = { timeout: 2_000, interval: 10 };

async function newLetter(client: TestClient): Promise<number> {
  const generated = await client.post('/api/generate', letterRequest());
  expect(generated.statusCode).toBe(201);
  return generated.json().coverLetter.id as number;
}

/** Reads a URL twice (the second answer comes from the cache where it may) and returns the answer. */
async function readTwice(client: TestClient, url: string) {
  const first = await client.get(url);
  const second = await client.get(url);
  expect(second.statusCode).toBe(first.statusCode);
  expect(second.body).toBe(first.body);
  return second;
}

describe(`cached read answers (${databaseKind})`, () => {
  const t = useTestApp();
  let external: Awaited<ReturnType<typeof openExternalConnection>>;
  beforeAll(async () => {
    external = await openExternalConnection(t);
  });
  afterAll(async () => {
    await external?.close();
  });

  it('answers a repeated read with the same bytes and headers', async () => {
    const { client } = await registerUser(t.app);
    const id = await newLetter(client);
    for (const url of [`/api/cover-letters/${id}`, '/api/templates', '/api/blog', '/api/user/resume']) {
      const first = await client.get(url);
      const second = await client.get(url);
      expect(first.statusCode, url).toBe(200);
      expect(second.body, url).toBe(first.body);
      expect(second.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(second.headers['content-security-policy'], url).toBe(first.headers['content-security-policy']);
    }
  });

  it('a deleted letter is gone on the very next read', async () => {
    const { client } = await registerUser(t.app);
    const id = await newLetter(client);
    await readTwice(client, `/api/cover-letters/${id}`);
    await readTwice(client, `/api/cover-letters/${id}/versions`);
    expect((await client.send('DELETE', `/api/cover-letters/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/cover-letters/${id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/cover-letters/${id}/versions`)).statusCode).toBe(404);
  });

  it('an edited letter shows its new text and its version on the next read', async () => {
    const { client } = await registerUser(t.app);
    const id = await newLetter(client);
    await readTwice(client, `/api/cover-letters/${id}`);
    expect((await readTwice(client, `/api/cover-letters/${id}/versions`)).json().versions).toHaveLength(0);
    const content = 'Dear hiring manager,\n\nAn edited letter.\n\nJordan';
    expect((await client.send('PUT', `/api/cover-letters/${id}/content`, { content })).statusCode).toBe(200);
    expect((await client.get(`/api/cover-letters/${id}`)).json().coverLetter.content).toBe(content);
    expect((await client.get(`/api/cover-letters/${id}/versions`)).json().versions).toHaveLength(1);
  });

  it('a letter changed or deleted by another connection shows on the next read', async () => {
    const { client } = await registerUser(t.app);
    const id = await newLetter(client);
    await readTwice(client, `/api/cover-letters/${id}`);
    await external.run('UPDATE cover_letters SET title = $1 WHERE id = $2', ['Renamed elsewhere', id]);
    await expect
      .poll(async () => (await client.get(`/api/cover-letters/${id}`)).json().coverLetter.title, SEEN_WITHIN)
      .toBe('Renamed elsewhere');
    await external.run('DELETE FROM cover_letters WHERE id = $1', [id]);
    await expect
      .poll(async () => (await client.get(`/api/cover-letters/${id}`)).statusCode, SEEN_WITHIN)
      .toBe(404);
  });

  it("one user never gets another user's kept answer", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = await newLetter(owner.client);
    await readTwice(owner.client, `/api/cover-letters/${id}`);
    expect((await other.client.get(`/api/cover-letters/${id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/cover-letters/${id}/versions`)).statusCode).toBe(404);
    const preset = await owner.client.post('/api/cover-letter-presets', { name: 'Mine', templateId: 1 });
    await readTwice(owner.client, '/api/cover-letter-presets');
    expect((await other.client.get('/api/cover-letter-presets')).json().presets).toEqual([]);
    expect((await other.client.get(`/api/cover-letter-presets/${preset.json().preset.id}`)).statusCode).toBe(
      404,
    );
  });

  it('a plan change shows on the next read, made here or by another connection', async () => {
    const { client, user } = await registerUser(t.app);
    await newLetter(client);
    await t.app.database.db
      .updateTable('users')
      .set({ subscription_status: 'pro' })
      .where('id', '=', user.id)
      .execute();
    expect((await readTwice(client, '/api/analytics')).statusCode).toBe(200);
    await external.run('UPDATE users SET subscription_status = $1 WHERE id = $2', ['free', user.id]);
    await expect.poll(async () => (await client.get('/api/analytics')).statusCode, SEEN_WITHIN).toBe(403);
    await t.app.database.db
      .updateTable('users')
      .set({ subscription_status: 'pro' })
      .where('id', '=', user.id)
      .execute();
    expect((await client.get('/api/analytics')).statusCode).toBe(200);
  });

  it('after logout the same cookie reads nothing from any cached route', async () => {
    const { client } = await registerUser(t.app);
    const id = await newLetter(client);
    const urls = [
      '/api/user',
      '/api/cover-letters',
      `/api/cover-letters/${id}`,
      `/api/cover-letters/${id}/versions`,
      '/api/cover-letter-presets',
      '/api/user/resume',
      '/api/user/resumes',
      '/api/referral',
    ];
    for (const url of urls) expect((await readTwice(client, url)).statusCode, url).toBe(200);
    const token = client.cookies.get(SESSION_COOKIE)!;
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, token);
    for (const url of urls) expect((await replay.get(url)).statusCode, url).toBe(401);
  });

  it("a password change ends the other device's session on its next read", async () => {
    const { client, input } = await registerUser(t.app);
    const otherDevice = new TestClient(t.app);
    expect(
      (await otherDevice.post('/api/login', { email: input.email, password: input.password })).statusCode,
    ).toBe(200);
    await readTwice(otherDevice, '/api/cover-letter-presets');
    await readTwice(otherDevice, '/api/user/resumes');
    const changed = await client.post('/api/user/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Silver-Kettle-Moon-64',
      confirmPassword: 'Silver-Kettle-Moon-64',
    });
    expect(changed.statusCode).toBe(200);
    expect((await otherDevice.get('/api/cover-letter-presets')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/user/resumes')).statusCode).toBe(401);
    expect((await client.get('/api/cover-letter-presets')).statusCode).toBe(200);
  });

  it('presets saved, renamed and deleted show on the next read', async () => {
    const { client } = await registerUser(t.app);
    expect((await readTwice(client, '/api/cover-letter-presets')).json().presets).toEqual([]);
    const created = await client.post('/api/cover-letter-presets', { name: 'Backend roles', templateId: 1 });
    expect(created.statusCode).toBe(201);
    const id = created.json().preset.id as number;
    expect((await readTwice(client, '/api/cover-letter-presets')).json().presets).toHaveLength(1);
    expect((await readTwice(client, `/api/cover-letter-presets/${id}`)).json().preset.name).toBe(
      'Backend roles',
    );
    const renamed = await client.send('PUT', `/api/cover-letter-presets/${id}`, {
      name: 'Data roles',
      templateId: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await client.get(`/api/cover-letter-presets/${id}`)).json().preset.name).toBe('Data roles');
    expect((await client.get('/api/cover-letter-presets')).json().presets[0].name).toBe('Data roles');
    expect((await client.send('DELETE', `/api/cover-letter-presets/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/cover-letter-presets/${id}`)).statusCode).toBe(404);
    expect((await client.get('/api/cover-letter-presets')).json().presets).toEqual([]);
  });

  it('a preset, a resume and a referral code changed by another connection show on the next read', async () => {
    const { client, user } = await registerUser(t.app);
    const preset = await client.post('/api/cover-letter-presets', { name: 'Backend roles', templateId: 1 });
    const id = preset.json().preset.id as number;
    await readTwice(client, `/api/cover-letter-presets/${id}`);
    await external.run('UPDATE cover_letter_presets SET name = $1 WHERE id = $2', ['Changed elsewhere', id]);
    await expect
      .poll(async () => (await client.get(`/api/cover-letter-presets/${id}`)).json().preset.name, SEEN_WITHIN)
      .toBe('Changed elsewhere');

    const resumeText = 'Jordan Rivera, backend engineer. '.repeat(5).trim();
    expect((await client.post('/api/user/resume', { resumeText })).statusCode).toBe(200);
    await readTwice(client, '/api/user/resume');
    await external.run('UPDATE resumes SET resume_text = $1 WHERE user_id = $2', [
      'Changed elsewhere',
      user.id,
    ]);
    await expect
      .poll(async () => (await client.get('/api/user/resume')).json().resumeText, SEEN_WITHIN)
      .toBe('Changed elsewhere');

    await readTwice(client, '/api/referral');
    await external.run('UPDATE users SET referral_code = $1 WHERE id = $2', ['ELSEWHERE1', user.id]);
    await expect
      .poll(async () => (await client.get('/api/referral')).json().referralCode, SEEN_WITHIN)
      .toBe('ELSEWHERE1');
  });

  it('saved resumes created, renamed and deleted show on the next read', async () => {
    const { client } = await registerUser(t.app);
    expect((await readTwice(client, '/api/user/resumes')).json().resumes).toEqual([]);
    const content = 'Jordan Rivera, backend engineer. '.repeat(5).trim();
    const created = await client.post('/api/user/resumes', { name: 'Backend', content });
    expect(created.statusCode).toBe(201);
    const id = created.json().resume.id as number;
    expect((await readTwice(client, '/api/user/resumes')).json().resumes).toHaveLength(1);
    expect((await readTwice(client, `/api/user/resumes/${id}`)).json().name).toBe('Backend');
    expect((await client.send('PUT', `/api/user/resumes/${id}`, { name: 'Data' })).statusCode).toBe(200);
    expect((await client.get(`/api/user/resumes/${id}`)).json().name).toBe('Data');
    expect((await client.send('DELETE', `/api/user/resumes/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/user/resumes/${id}`)).statusCode).toBe(404);
    expect((await client.get('/api/user/resumes')).json().resumes).toEqual([]);
  });

  /**
   * Runs `statement` through another connection and waits until this process has heard of it: on
   * SQLite at once (`PRAGMA data_version`), on PostgreSQL when the notification of the table's
   * trigger arrives (migrations 0009 and 0014). A table without a trigger never moves the stamp,
   * and the wait fails.
   */
  async function changeElsewhere(statement: string, params: unknown[]) {
    const before = t.app.database.dataVersion.readExternal();
    await external.run(statement, params);
    await expect.poll(() => t.app.database.dataVersion.readExternal(), SEEN_WITHIN).not.toBe(before);
  }

  it('a change by SQL to presets, saved resumes, referrals, templates or blog posts shows on the very next read', async () => {
    const { client, user } = await registerUser(t.app);

    const preset = await client.post('/api/cover-letter-presets', { name: 'Backend roles', templateId: 1 });
    const presetId = preset.json().preset.id as number;
    await readTwice(client, '/api/cover-letter-presets');
    await readTwice(client, `/api/cover-letter-presets/${presetId}`);
    await changeElsewhere('UPDATE cover_letter_presets SET name = $1 WHERE id = $2', ['By SQL', presetId]);
    expect((await client.get(`/api/cover-letter-presets/${presetId}`)).json().preset.name).toBe('By SQL');
    expect((await client.get('/api/cover-letter-presets')).json().presets[0].name).toBe('By SQL');
    await changeElsewhere('DELETE FROM cover_letter_presets WHERE id = $1', [presetId]);
    expect((await client.get(`/api/cover-letter-presets/${presetId}`)).statusCode).toBe(404);
    expect((await client.get('/api/cover-letter-presets')).json().presets).toEqual([]);

    const content = 'Jordan Rivera, backend engineer. '.repeat(5).trim();
    const named = await client.post('/api/user/resumes', { name: 'Backend', content });
    const resumeId = named.json().resume.id as number;
    await readTwice(client, '/api/user/resumes');
    await readTwice(client, `/api/user/resumes/${resumeId}`);
    await changeElsewhere('UPDATE resumes SET name = $1 WHERE id = $2', ['By SQL', resumeId]);
    expect((await client.get(`/api/user/resumes/${resumeId}`)).json().name).toBe('By SQL');
    expect((await client.get('/api/user/resumes')).json().resumes[0].name).toBe('By SQL');
    expect((await client.post('/api/user/resume', { resumeText: content })).statusCode).toBe(200);
    await readTwice(client, '/api/user/resume');
    await changeElsewhere('DELETE FROM resumes WHERE user_id = $1 AND is_default = 1', [user.id]);
    expect((await client.get('/api/user/resume')).json().resumeText).not.toBe(content);

    expect((await readTwice(client, '/api/referral')).json().referrals).toEqual([]);
    await changeElsewhere(
      `INSERT INTO referrals (referrer_id, email, status, source, sent_at) VALUES ($1, $2, 'pending', 'invite', $3)`,
      [user.id, 'friend@example.com', Date.now()],
    );
    const referrals = (await client.get('/api/referral')).json();
    expect(referrals.referrals.map((r: { email: string }) => r.email)).toEqual(['friend@example.com']);
    expect(referrals.stats.pending).toBe(1);

    const templateName = async () =>
      ((await t.app.inject('/api/templates')).json() as { id: number; name: string }[]).find(
        (x) => x.id === 1,
      )?.name;
    const before = await templateName();
    expect(await templateName()).toBe(before);
    await changeElsewhere('UPDATE templates SET name = $1 WHERE id = 1', ['Renamed by an operator']);
    expect(await templateName()).toBe('Renamed by an operator');
    await changeElsewhere('UPDATE templates SET name = $1 WHERE id = 1', [before]);
    expect(await templateName()).toBe(before);

    const blog = (await t.app.inject('/api/blog')).json() as { posts: { slug: string; title: string }[] };
    const slug = blog.posts[0]!.slug;
    expect((await t.app.inject(`/api/blog/${slug}`)).statusCode).toBe(200);
    await t.app.inject('/api/blog/latest');
    await changeElsewhere('UPDATE blog_posts SET title = $1 WHERE slug = $2', ['Retitled by SQL', slug]);
    expect((await t.app.inject(`/api/blog/${slug}`)).json().post.title).toBe('Retitled by SQL');
    expect(
      (await t.app.inject('/api/blog')).json().posts.find((p: { slug: string }) => p.slug === slug).title,
    ).toBe('Retitled by SQL');
    expect(
      (await t.app.inject('/api/blog/latest')).json().posts.find((p: { slug: string }) => p.slug === slug)
        ?.title,
    ).toBe('Retitled by SQL');
    await changeElsewhere('UPDATE blog_posts SET title = $1 WHERE slug = $2', [blog.posts[0]!.title, slug]);
  });
});

/** A DataVersion the test moves by hand; `blind` stands for a lost change-notification connection. */
function manualDataVersion() {
  let blind = false;
  const version: DataVersion = createDataVersion({
    read: () => (blind ? null : 0),
    ready: async () => {},
    close: async () => {},
  });
  return { version, setBlind: (value: boolean) => (blind = value) };
}

function countingLoader(value: unknown) {
  const loader = async () => {
    loader.calls++;
    return value;
  };
  loader.calls = 0;
  return loader;
}

describe('answer cache (unit)', () => {
  const options = { now: () => 0, maxAgeMs: 5_000, checkAnswers: false };

  it('serves an answer kept under a version until the version changes', async () => {
    const data = manualDataVersion();
    const cache = createAnswerCache({ ...options, dataVersion: data.version });
    const load = countingLoader({ a: 1 });
    expect(String(await cache.body('k', { version: '1' }, load))).toBe('{"a":1}');
    await cache.body('k', { version: '1' }, load);
    data.version.noteLocalWrite(); // a version-kept answer ignores the data stamp
    await cache.body('k', { version: '1' }, load);
    expect(load.calls).toBe(1);
    await cache.body('k', { version: '2' }, load);
    expect(load.calls).toBe(2);
  });

  it('serves data-stamped answers until any change, and keeps none while changes cannot be seen', async () => {
    const data = manualDataVersion();
    let at = 0;
    const cache = createAnswerCache({ ...options, now: () => at, dataVersion: data.version });
    const load = countingLoader([1]);
    await cache.body('k', { dataStamp: true }, load);
    await cache.body('k', { dataStamp: true }, load);
    expect(load.calls).toBe(1);
    data.version.noteLocalWrite();
    await cache.body('k', { dataStamp: true }, load);
    expect(load.calls).toBe(2);
    at = 5_000; // past the maximum age
    await cache.body('k', { dataStamp: true }, load);
    expect(load.calls).toBe(3);
    data.setBlind(true);
    await cache.body('k', { dataStamp: true }, load);
    await cache.body('k', { dataStamp: true }, load);
    expect(load.calls).toBe(5);
  });

  it('keeps no failed load', async () => {
    const data = manualDataVersion();
    const cache = createAnswerCache({ ...options, dataVersion: data.version });
    const failing = async () => {
      throw new Error('not found');
    };
    await expect(cache.body('f', { version: '1' }, failing)).rejects.toThrow('not found');
    await expect(cache.body('g', { dataStamp: true }, failing)).rejects.toThrow('not found');
    expect(cache.size).toBe(0);
  });

  it("checks one request's kept answers against one reading, and a new request reads again", async () => {
    let external = 1;
    let reads = 0;
    const version = createDataVersion({
      read: () => {
        reads++;
        return external;
      },
      ready: async () => {},
      close: async () => {},
    });
    const cache = createAnswerCache({ ...options, dataVersion: version });
    const load = countingLoader([1]);
    await cache.body('a', { dataStamp: true }, load, new DataReading(version));
    const request = new DataReading(version);
    reads = 0;
    await cache.body('a', { dataStamp: true }, load, request);
    await cache.body('a', { dataStamp: true }, load, request);
    expect(reads).toBe(1);
    expect(load.calls).toBe(1);
    external++; // another connection commits
    await cache.body('a', { dataStamp: true }, load, new DataReading(version));
    expect(load.calls).toBe(2);
    const later = new DataReading(version);
    await cache.body('a', { dataStamp: true }, load, later);
    expect(load.calls).toBe(2);
    version.noteLocalWrite(); // this process's own writes count at once, even within a request
    await cache.body('a', { dataStamp: true }, load, later);
    expect(load.calls).toBe(3);
  });

  it('drops the least recently used answers past its size', async () => {
    const data = manualDataVersion();
    const cache = createAnswerCache({ ...options, maxBytes: 25, dataVersion: data.version });
    await cache.body('a', { version: '1' }, async () => 'x'.repeat(8)); // 10 bytes of JSON
    await cache.body('b', { version: '1' }, async () => 'y'.repeat(8));
    await cache.body('a', { version: '1' }, async () => 'never read');
    await cache.body('c', { version: '1' }, async () => 'z'.repeat(8));
    expect(cache.size).toBe(2);
    const b = countingLoader('again');
    await cache.body('b', { version: '1' }, b);
    expect(b.calls).toBe(1);
  });
});
