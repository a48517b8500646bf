import { DAILY_LIMIT_MESSAGE } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS, utcDay } from '../src/lib/time';
import { databaseKind, registerUser, TestClient, useTestApp } from './build-test-app';
import { createSwitchableEngine } from './fakes/switchable-engine';
import { letterRequest as request } from './fixtures/letter-request';

const switchable = createSwitchableEngine();
const t = useTestApp({}, { letterEngine: switchable.engine });

async function setUser(id: number, changes: Record<string, unknown>) {
  await t.app.database.db.updateTable('users').set(changes).where('id', '=', id).execute();
}

async function counts(id: number) {
  const u = await t.app.database.db
    .selectFrom('users')
    .select(['daily_cover_letter_count', 'daily_count_day', 'bonus_cover_letters'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    daily: u.daily_count_day === utcDay(t.clock.now()) ? u.daily_cover_letter_count : 0,
    bonus: u.bonus_cover_letters,
  };
}

describe(`generation on ${databaseKind}`, () => {
  it('lists the six seeded templates with their styles', async () => {
    const r = await new TestClient(t.app).get('/api/templates');
    expect(r.statusCode).toBe(200);
    expect(
      r
        .json()
        .map((x: { id: number; name: string; metadata: { style: string } }) => [
          x.id,
          x.name,
          x.metadata.style,
        ]),
    ).toEqual([
      [1, 'Professional', 'formal'],
      [2, 'Executive', 'formal'],
      [3, 'Technical Impact', 'technical'],
      [4, 'Engineering Narrative', 'technical'],
      [5, 'Creative Storyteller', 'creative'],
      [6, 'Conversational', 'creative'],
    ]);
  });

  it.each(['/api/cover-letters/generate', '/api/generate'])(
    '%s answers AUTH_REQUIRED when signed out',
    async (path) => {
      const r = await new TestClient(t.app).post(path, request());
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe('AUTH_REQUIRED');
    },
  );

  it('validates with the spec messages and a documented size limit', async () => {
    const { client } = await registerUser(t.app);
    const empty = await client.post('/api/generate', {
      templateId: null,
      jobDescription: '  ',
      resumeText: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      templateId: 'Please select a template',
      jobDescription: 'Job description is required',
      resumeText: 'Resume content is required',
    });
    const huge = await client.post('/api/generate', request({ jobDescription: 'x'.repeat(20_001) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.jobDescription).toBe('Job description must be at most 20,000 characters');
    expect((await counts((await client.get('/api/user')).json().id)).daily).toBe(0);
  });

  it('gates templates and lengths by plan on the server', async () => {
    const { client, user } = await registerUser(t.app);
    for (const templateId of [3, 5]) {
      const r = await client.post('/api/generate', request({ templateId }));
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe('TEMPLATE_LOCKED');
    }
    const concise = await client.post('/api/generate', request({ length: 'concise' }));
    expect(concise.statusCode).toBe(403);
    expect(concise.json().code).toBe('LENGTH_LOCKED');

    await setUser(user.id, { subscription_status: 'standard' });
    expect(
      (await client.post('/api/generate', request({ templateId: 3, length: 'concise' }))).statusCode,
    ).toBe(201);
    expect((await client.post('/api/generate', request({ templateId: 5 }))).statusCode).toBe(403);
    await setUser(user.id, { subscription_status: 'active' });
    expect(
      (await client.post('/api/generate', request({ templateId: 6, length: 'comprehensive' }))).statusCode,
    ).toBe(201);
    expect((await counts(user.id)).daily).toBe(2);
  });

  it('generates a grounded letter with the offline engine, stores it with its analysis and lists it for its owner only', async () => {
    const { client, user } = await registerUser(t.app);
    const r = await client.post('/api/cover-letters/generate', request());
    expect(r.statusCode).toBe(201);
    const { id, coverLetter } = r.json();
    expect(coverLetter.id).toBe(id);
    expect(coverLetter.generatedContent).toContain('Northwind Analytics');
    expect(coverLetter.generatedContent).toMatch(/^Dear Hiring Manager,/);
    expect(coverLetter.metadata).toMatchObject({
      engine: 'offline',
      model: 'rule-based',
      keywords: expect.arrayContaining([expect.any(String)]),
    });
    expect(typeof coverLetter.metadata.matchScore).toBe('number');
    expect(coverLetter.metadata.analysis.length).toBeGreaterThan(20);

    const list = await client.get('/api/cover-letters');
    expect(list.json().coverLetters.map((l: { id: number }) => l.id)).toEqual([id]);
    expect((await client.get(`/api/cover-letters/${id}`)).json().coverLetter.generatedContent).toBe(
      coverLetter.generatedContent,
    );
    expect((await client.get('/api/user')).json().dailyCoverLetterCount).toBe(1);
    expect((await counts(user.id)).daily).toBe(1);

    const { client: other } = await registerUser(t.app);
    expect((await other.get(`/api/cover-letters/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/cover-letters/not-a-number')).statusCode).toBe(404);
    expect((await other.get('/api/cover-letters')).json().coverLetters).toEqual([]);
    expect((await new TestClient(t.app).get('/api/cover-letters')).statusCode).toBe(401);
  });

  it('stops a free user at 5 a day with the daily-limit message, and resets on the next UTC day', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, { daily_count_day: utcDay(t.clock.now()), daily_cover_letter_count: 4 });
    expect((await client.post('/api/generate', request())).statusCode).toBe(201);
    const limited = await client.post('/api/generate', request());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'DAILY_LIMIT_REACHED', message: DAILY_LIMIT_MESSAGE });
    expect(limited.json().message).toMatch(/^Daily cover letter limit reached/);

    t.clock.advance(DAY_MS);
    expect((await client.post('/api/generate', request())).statusCode).toBe(201);
  });

  it('20 parallel generate calls for a free user with 4 letters used: exactly one succeeds', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, { daily_count_day: utcDay(t.clock.now()), daily_cover_letter_count: 4 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/generate', request())),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    expect(await counts(user.id)).toEqual({ daily: 5, bonus: 0 });
    expect((await client.get('/api/cover-letters')).json().coverLetters).toHaveLength(1);
  });

  it('spends bonus letters only after the daily limit, and the last one exactly once under 20 parallel calls', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, {
      daily_count_day: utcDay(t.clock.now()),
      daily_cover_letter_count: 4,
      bonus_cover_letters: 1,
    });
    expect((await client.post('/api/generate', request())).statusCode).toBe(201);
    expect(await counts(user.id)).toEqual({ daily: 5, bonus: 1 });

    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/generate', request())),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await counts(user.id)).toEqual({ daily: 5, bonus: 0 });
  });

  it('a failed generation refunds the letter: counts unchanged, clear message', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, {
      daily_count_day: utcDay(t.clock.now()),
      daily_cover_letter_count: 5,
      bonus_cover_letters: 2,
    });
    switchable.state.failWith = 'unavailable';
    try {
      const failed = await client.post('/api/generate', request());
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({
        code: 'GENERATION_FAILED',
        message: 'The AI provider failed. Please try again.',
      });
      switchable.state.failWith = 'timeout';
      expect((await client.post('/api/generate', request())).statusCode).toBe(504);
    } finally {
      switchable.state.failWith = null;
    }
    expect(await counts(user.id)).toEqual({ daily: 5, bonus: 2 });
    expect((await client.get('/api/cover-letters')).json().coverLetters).toHaveLength(0);
  });

  it('holds a standard user to 350 letters in a rolling week, then spends bonus letters', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, { subscription_status: 'standard' });
    const earlier = t.clock.now() - 2 * DAY_MS;
    await t.app.database.db
      .insertInto('generation_ledger')
      .values(
        Array.from({ length: 350 }, () => ({
          user_id: user.id,
          day: utcDay(earlier),
          status: 'completed',
          created_at: earlier,
        })),
      )
      .execute();
    const limited = await client.post('/api/generate', request());
    expect(limited.statusCode).toBe(429);
    expect(await counts(user.id)).toEqual({ daily: 0, bonus: 0 });

    await setUser(user.id, { bonus_cover_letters: 1 });
    expect((await client.post('/api/generate', request())).statusCode).toBe(201);
    expect(await counts(user.id)).toEqual({ daily: 0, bonus: 0 });

    t.clock.advance(6 * DAY_MS);
    expect((await client.post('/api/generate', request())).statusCode).toBe(201);
  });

  it('pro users are not limited', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, {
      subscription_status: 'pro',
      daily_count_day: utcDay(t.clock.now()),
      daily_cover_letter_count: 500,
    });
    expect((await client.post('/api/generate', request({ templateId: 5 }))).statusCode).toBe(201);
  });

  it('streams the letter as server-sent events and ends with the stored letter', async () => {
    const { client } = await registerUser(t.app);
    const r = await client.postEventStream('/api/cover-letters/generate', request());
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(r.body);
    const chunks = events.filter((e) => e.event === 'chunk');
    expect(chunks.length).toBeGreaterThan(20);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const streamed = chunks.map((c) => (c.data as { text: string }).text).join('');
    expect(streamed.trim()).toBe(
      (done.data as { coverLetter: { generatedContent: string } }).coverLetter.generatedContent,
    );
  });

  it('reports a failure after streaming started as an error event and refunds the letter', async () => {
    const { client, user } = await registerUser(t.app);
    switchable.state.failWith = 'rate_limited';
    try {
      const r = await client.postEventStream('/api/generate', request());
      const events = parseSse(r.body);
      expect(events.at(-1)).toMatchObject({
        event: 'error',
        data: { code: 'GENERATION_FAILED', requestId: expect.any(String) },
      });
    } finally {
      switchable.state.failWith = null;
    }
    expect(await counts(user.id)).toEqual({ daily: 0, bonus: 0 });
  });

  it('answers a plain JSON error when the stream cannot start (locked template)', async () => {
    const { client } = await registerUser(t.app);
    const r = await client.postEventStream('/api/generate', request({ templateId: 5 }));
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('TEMPLATE_LOCKED');
  });
});

function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
}
