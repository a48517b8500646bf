import { coverLetterMessages } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/time';
import { databaseKind, registerUser, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

const t = useTestApp();

describe(`analytics on ${databaseKind}`, () => {
  it('is a Pro feature: other plans get 403 with the upgrade message', async () => {
    const { client, user } = await registerUser(t.app);
    for (const status of ['free', 'standard']) {
      await t.app.database.db
        .updateTable('users')
        .set({ subscription_status: status })
        .where('id', '=', user.id)
        .execute();
      const r = await client.get('/api/analytics');
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({
        code: 'ANALYTICS_LOCKED',
        message: coverLetterMessages.analyticsLocked,
      });
    }
  });

  it('counts letters per week, templates, lengths, the average match score and frequent keywords', async () => {
    const { client, user } = await registerUser(t.app);
    await t.app.database.db
      .updateTable('users')
      .set({ subscription_status: 'pro' })
      .where('id', '=', user.id)
      .execute();

    const empty = (await client.get('/api/analytics')).json();
    expect(empty).toMatchObject({ totalLetters: 0, averageMatchScore: null, topKeywords: [], templates: [] });
    expect(empty.lettersPerWeek).toHaveLength(12);

    const scores: number[] = [];
    const generate = async (overrides: Record<string, unknown>) => {
      const r = await client.post('/api/generate', letterRequest(overrides));
      expect(r.statusCode, r.body).toBe(201);
      const letter = r.json().coverLetter;
      scores.push(letter.metadata.matchScore);
      return letter;
    };
    const first = await generate({ templateId: 1 });
    await client.post(`/api/cover-letters/${first.id}/save`);
    // Written a week earlier (moving the clock would end the session).
    await t.app.database.db
      .updateTable('cover_letters')
      .set({ created_at: t.clock.now() - 8 * DAY_MS })
      .where('id', '=', first.id)
      .execute();
    await generate({ templateId: 1, length: 'concise' });
    await generate({ templateId: 5, length: 'comprehensive' });

    const a = (await client.get('/api/analytics')).json();
    expect(a.totalLetters).toBe(3);
    expect(a.savedLetters).toBe(1);
    const counts = a.lettersPerWeek.map((w: { count: number }) => w.count);
    expect(counts.reduce((x: number, y: number) => x + y, 0)).toBe(3);
    expect(counts.at(-1)).toBe(2);
    expect(new Date(a.lettersPerWeek.at(-1).weekStart).getUTCDay()).toBe(1);
    expect(a.templates).toEqual([
      { templateId: 1, name: 'Professional', count: 2 },
      { templateId: 5, name: 'Creative Storyteller', count: 1 },
    ]);
    expect(a.lengths).toEqual([
      { length: 'standard', count: 1 },
      { length: 'concise', count: 1 },
      { length: 'comprehensive', count: 1 },
    ]);
    expect(a.averageMatchScore).toBe(Math.round(scores.reduce((x, y) => x + y, 0) / scores.length));
    // The same job each time: its keywords appear in all three letters.
    expect(a.topKeywords.length).toBeGreaterThan(0);
    expect(a.topKeywords[0].count).toBe(3);
    expect(first.metadata.keywords.map((k: string) => k.toLowerCase())).toContain(
      a.topKeywords[0].keyword.toLowerCase(),
    );
  });
});
