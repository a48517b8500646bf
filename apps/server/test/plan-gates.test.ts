import type { Plan } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS, utcDay } from '../src/lib/time';
import { databaseKind, registerUser, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';
import { STATUS_PLANS } from './support/status-plans';

/**
 * Every plan gate, for every subscription status, answering exactly as it did before the gates
 * read one entitlements table (docs/decisions/0024). The expectations are written out here, not
 * read from the table, so a change to the table shows up as a failing answer.
 */
const t = useTestApp();

const templates = [
  { id: 1, name: 'Professional', needs: null },
  { id: 2, name: 'Executive', needs: null },
  { id: 3, name: 'Technical Impact', needs: 'Standard' },
  { id: 4, name: 'Engineering Narrative', needs: 'Standard' },
  { id: 5, name: 'Creative Storyteller', needs: 'Pro' },
  { id: 6, name: 'Conversational', needs: 'Pro' },
] as const;
const lengths = [
  { length: 'standard', label: 'Standard' },
  { length: 'concise', label: 'Concise' },
  { length: 'comprehensive', label: 'Comprehensive' },
] as const;

const expected: Record<
  Plan,
  {
    templateIds: number[];
    lengths: string[];
    daily: number | null;
    saved: { limit: number; message: string } | null;
    retentionDays: number | null;
    exports: boolean;
    analytics: boolean;
  }
> = {
  free: {
    templateIds: [1, 2],
    lengths: ['standard'],
    daily: 5,
    saved: {
      limit: 5,
      message: 'You have saved 5 of 5 cover letters on the Free plan. Upgrade your plan to save more.',
    },
    retentionDays: 30,
    exports: false,
    analytics: false,
  },
  standard: {
    templateIds: [1, 2, 3, 4],
    lengths: ['standard', 'concise', 'comprehensive'],
    daily: 50,
    saved: {
      limit: 50,
      message: 'You have saved 50 of 50 cover letters on the Standard plan. Upgrade to Pro to save more.',
    },
    retentionDays: 30,
    exports: false,
    analytics: false,
  },
  pro: {
    templateIds: [1, 2, 3, 4, 5, 6],
    lengths: ['standard', 'concise', 'comprehensive'],
    daily: null,
    saved: null,
    retentionDays: null,
    exports: true,
    analytics: true,
  },
};

async function setUser(id: number, changes: Record<string, unknown>) {
  await t.app.database.db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** A user on `status`, with one generated letter. */
async function userOn(status: string) {
  const { client, user } = await registerUser(t.app);
  const first = await client.post('/api/generate', letterRequest());
  expect(first.statusCode, first.body).toBe(201);
  await setUser(user.id, { subscription_status: status });
  return { client, user, letter: first.json().coverLetter as { id: number; createdAt: string } };
}

/** Saved letters written straight into the table (faster than generating them). */
async function insertSavedLetters(userId: number, count: number) {
  const at = t.clock.now();
  await t.app.database.db
    .insertInto('cover_letters')
    .values(
      Array.from({ length: count }, () => ({
        user_id: userId,
        title: null,
        template_id: 1,
        job_description: 'A job.',
        job_url: null,
        generated_content: 'A letter.',
        content: null,
        length: 'standard',
        recipient: 'Hiring Manager',
        metadata: '{}',
        resume_text: null,
        evidence: null,
        saved: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

describe(`plan gates on ${databaseKind}`, () => {
  it('lists each template with the cheapest plan that may use it, as the dropped min_plan column held it', async () => {
    const { client } = await registerUser(t.app);
    const list = (await client.get('/api/templates')).json() as {
      id: number;
      metadata: { minPlan: string };
    }[];
    expect(list.map((x) => [x.id, x.metadata.minPlan])).toEqual([
      [1, 'free'],
      [2, 'free'],
      [3, 'standard'],
      [4, 'standard'],
      [5, 'pro'],
      [6, 'pro'],
    ]);
    const row = await t.app.database.db
      .selectFrom('templates')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'name', 'sort_order', 'style']);
  });

  describe.each(STATUS_PLANS)('a user whose status is %s (the %s plan)', (status, plan) => {
    const want = expected[plan];

    it('may keep templates and lengths in presets as the plan allows, with the same messages', async () => {
      const { client } = await userOn(status);
      let n = 0;
      for (const template of templates) {
        for (const { length, label } of lengths) {
          const r = await client.post('/api/cover-letter-presets', {
            name: `Preset ${++n}`,
            templateId: template.id,
            length,
            recipient: 'hiring_manager',
          });
          const context = `${status}: template ${template.id}, ${length}`;
          if (!want.templateIds.includes(template.id)) {
            expect(r.statusCode, context).toBe(403);
            expect(r.json(), context).toMatchObject({
              code: 'TEMPLATE_LOCKED',
              message: `The ${template.name} template needs the ${template.needs} plan. Upgrade your plan to use it.`,
              fields: { templateId: `The ${template.name} template needs the ${template.needs} plan.` },
            });
          } else if (!want.lengths.includes(length)) {
            expect(r.statusCode, context).toBe(403);
            expect(r.json(), context).toMatchObject({
              code: 'LENGTH_LOCKED',
              message: `The ${label} length needs the Standard or Pro plan. Your Free plan includes the Standard length.`,
              fields: { length: `The ${label} length needs the Standard or Pro plan.` },
            });
          } else {
            expect(r.statusCode, context).toBe(201);
          }
        }
      }
    });

    it('generates with the same template gate as presets', async () => {
      const { client } = await userOn(status);
      const creative = await client.post('/api/generate', letterRequest({ templateId: 5 }));
      expect(creative.statusCode).toBe(want.templateIds.includes(5) ? 201 : 403);
    });

    it(`holds the daily letter limit (${want.daily ?? 'none'})`, async () => {
      const { client, user } = await userOn(status);
      const used = want.daily === null ? 500 : want.daily - 1;
      await setUser(user.id, { daily_count_day: utcDay(t.clock.now()), daily_cover_letter_count: used });
      expect((await client.post('/api/generate', letterRequest())).statusCode).toBe(201);
      const next = await client.post('/api/generate', letterRequest());
      if (want.daily === null) {
        expect(next.statusCode).toBe(201);
      } else {
        expect(next.statusCode).toBe(429);
        expect(next.json().code).toBe('DAILY_LIMIT_REACHED');
      }
    });

    it('holds the saved-letter limit, with the same message', async () => {
      const { client, user, letter } = await userOn(status);
      await insertSavedLetters(user.id, want.saved?.limit ?? 60);
      const r = await client.post(`/api/cover-letters/${letter.id}/save`);
      if (want.saved === null) {
        expect(r.statusCode).toBe(200);
      } else {
        expect(r.statusCode).toBe(403);
        expect(r.json()).toMatchObject({ code: 'SAVED_LIMIT_REACHED', message: want.saved.message });
      }
    });

    it('shows when an unsaved letter is cleaned up', async () => {
      const { client, letter } = await userOn(status);
      const { expiresAt } = (await client.get(`/api/cover-letters/${letter.id}`)).json().coverLetter;
      if (want.retentionDays === null) expect(expiresAt).toBeNull();
      else expect(Date.parse(expiresAt)).toBe(Date.parse(letter.createdAt) + want.retentionDays * DAY_MS);
    });

    it(want.exports ? 'downloads DOCX and TXT' : 'answers 403 EXPORT_LOCKED to DOCX and TXT', async () => {
      const { client, letter } = await userOn(status);
      for (const format of ['docx', 'txt']) {
        const r = await client.get(`/api/cover-letters/${letter.id}/export/${format}`);
        if (want.exports) {
          expect(r.statusCode).toBe(200);
        } else {
          expect(r.statusCode).toBe(403);
          expect(r.json()).toMatchObject({
            code: 'EXPORT_LOCKED',
            message:
              'DOCX and TXT downloads are part of the Pro plan. Upgrade to Pro to download your letters.',
          });
        }
      }
    });

    it(want.analytics ? 'sees the analytics' : 'answers 403 ANALYTICS_LOCKED to the analytics', async () => {
      const { client } = await userOn(status);
      const r = await client.get('/api/analytics');
      if (want.analytics) {
        expect(r.statusCode).toBe(200);
        expect(r.json().totalLetters).toBe(1);
      } else {
        expect(r.statusCode).toBe(403);
        expect(r.json()).toMatchObject({
          code: 'ANALYTICS_LOCKED',
          message: 'The analytics dashboard is part of the Pro plan. Upgrade to Pro to see it.',
        });
      }
    });
  });

  it("reads the plan again on the request after a change: another user's letter stays a 404 first", async () => {
    const owner = await userOn('pro');
    const { client: other } = await registerUser(t.app);
    expect((await other.get(`/api/cover-letters/${owner.letter.id}/export/txt`)).statusCode).toBe(404);
    await setUser(owner.user.id, { subscription_status: 'free' });
    expect((await owner.client.get(`/api/cover-letters/${owner.letter.id}/export/txt`)).statusCode).toBe(403);
    await setUser(owner.user.id, { subscription_status: 'active' });
    expect((await owner.client.get(`/api/cover-letters/${owner.letter.id}/export/txt`)).statusCode).toBe(200);
  });
});
