import { coverLetterMessages, JOB_EXCERPT_LENGTH, savedLimitMessage } from '@jobpeel/contract';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/time';
import { databaseKind, registerUser, TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

const t = useTestApp();

async function setUser(id: number, changes: Record<string, unknown>) {
  await t.app.database.db.updateTable('users').set(changes).where('id', '=', id).execute();
}

async function newLetter(client: TestClient, overrides: Record<string, unknown> = {}) {
  const r = await client.post('/api/generate', letterRequest(overrides));
  expect(r.statusCode).toBe(201);
  return r.json().coverLetter as { id: number; generatedContent: string; createdAt: string };
}

const letterText = async (client: TestClient, id: number) => {
  const { coverLetter } = (await client.get(`/api/cover-letters/${id}`)).json();
  return (coverLetter.content ?? coverLetter.generatedContent) as string;
};

/** mammoth's HTML keeps paragraphs and line breaks: turn it back into the letter's plain text. */
function htmlToText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<br \/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe(`library on ${databaseKind}`, () => {
  it('edits a letter, keeps the earlier text as a version and rejects bad content', async () => {
    const { client } = await registerUser(t.app);
    const letter = await newLetter(client);
    const edited = `${letter.generatedContent}\n\nP.S. I can start in March.`;

    const r = await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: edited });
    expect(r.statusCode).toBe(200);
    expect(r.json().coverLetter).toMatchObject({ content: edited, contentOrigin: 'edited' });
    expect(await letterText(client, letter.id)).toBe(edited);

    // Saving the same text again is not a new version.
    await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: edited });
    const versions = (await client.get(`/api/cover-letters/${letter.id}/versions`)).json().versions;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ content: letter.generatedContent, origin: 'generated' });
    expect(versions[0].createdAt).toBe(letter.createdAt);

    for (const [body, message] of [
      [{ content: '   \n ' }, coverLetterMessages.contentRequired],
      [{}, coverLetterMessages.contentRequired],
      [{ content: 'x'.repeat(20_001) }, coverLetterMessages.contentTooLong],
    ] as const) {
      const bad = await client.send('PUT', `/api/cover-letters/${letter.id}/content`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, fields: { content: message } });
    }
    expect(await letterText(client, letter.id)).toBe(edited);
  });

  it('lists versions: edit twice, restore the first, and the text and three versions match', async () => {
    const { client } = await registerUser(t.app);
    const letter = await newLetter(client);
    const put = (content: string) =>
      client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content });
    await put('Dear Hiring Manager,\n\nFirst edit.\n\nSincerely,\nJordan');
    t.clock.advance(60_000);
    await put('Dear Hiring Manager,\n\nSecond edit.\n\nSincerely,\nJordan');

    const before = (await client.get(`/api/cover-letters/${letter.id}/versions`)).json().versions;
    expect(before.map((v: { origin: string }) => v.origin)).toEqual(['edited', 'generated']);
    const first = before.at(-1);

    const restored = await client.post(`/api/cover-letters/${letter.id}/versions/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().coverLetter).toMatchObject({
      content: letter.generatedContent,
      contentOrigin: 'restored',
    });
    expect(await letterText(client, letter.id)).toBe(letter.generatedContent);

    const after = (await client.get(`/api/cover-letters/${letter.id}/versions`)).json().versions;
    expect(after.map((v: { content: string }) => v.content)).toEqual([
      'Dear Hiring Manager,\n\nSecond edit.\n\nSincerely,\nJordan',
      'Dear Hiring Manager,\n\nFirst edit.\n\nSincerely,\nJordan',
      letter.generatedContent,
    ]);
    expect(after.map((v: { origin: string }) => v.origin)).toEqual(['edited', 'edited', 'generated']);
    expect(new Date(after[0].replacedAt).getTime()).toBe(t.clock.now());

    // A version of another letter cannot be restored through this one.
    const other = await newLetter(client);
    expect(
      (await client.post(`/api/cover-letters/${other.id}/versions/${first.id}/restore`)).statusCode,
    ).toBe(404);
  });

  it('saves to the library within the plan limit, atomically', async () => {
    const { client, user } = await registerUser(t.app);
    await setUser(user.id, { bonus_cover_letters: 10 });
    const letters = [];
    for (let i = 0; i < 7; i += 1) letters.push(await newLetter(client));

    for (const letter of letters.slice(0, 4)) {
      const r = await client.post(`/api/cover-letters/${letter.id}/save`);
      expect(r.statusCode).toBe(200);
      expect(r.json().coverLetter).toMatchObject({ saved: true, expiresAt: null });
    }
    // Saving again is harmless and does not count twice.
    expect((await client.post(`/api/cover-letters/${letters[0]!.id}/save`)).statusCode).toBe(200);

    // Three saves at once compete for the fifth and last place: exactly one wins.
    const racing = await Promise.all(
      letters.slice(4).map((letter) => client.post(`/api/cover-letters/${letter.id}/save`)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
    const refused = racing.find((r) => r.statusCode === 403)!.json();
    expect(refused).toMatchObject({ code: 'SAVED_LIMIT_REACHED', message: savedLimitMessage('free', 5) });

    const list = (await client.get('/api/cover-letters')).json().coverLetters;
    expect(list.filter((l: { saved: boolean }) => l.saved)).toHaveLength(5);

    // Pro has no limit.
    await setUser(user.id, { subscription_status: 'pro' });
    for (const letter of letters.slice(4)) {
      expect((await client.post(`/api/cover-letters/${letter.id}/save`)).statusCode).toBe(200);
    }
  });

  it('deletes a letter with its versions', async () => {
    const { client } = await registerUser(t.app);
    const letter = await newLetter(client);
    await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: 'Edited text.' });
    expect((await client.send('DELETE', `/api/cover-letters/${letter.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/cover-letters/${letter.id}`)).statusCode).toBe(404);
    expect((await client.send('DELETE', `/api/cover-letters/${letter.id}`)).statusCode).toBe(404);
    const left = await t.app.database.db
      .selectFrom('cover_letter_versions')
      .select('id')
      .where('cover_letter_id', '=', letter.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('exports DOCX and TXT for pro that read back as the letter text; other plans get 403', async () => {
    const { client, user } = await registerUser(t.app);
    const letter = await newLetter(client);
    const text =
      'Dear Ms. O\'Neil & team,\n\nI build "reliable" systems <fast>.\nLine two of the same paragraph.\n\nSincerely,\nJordan Rivera';
    await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: text });

    for (const format of ['docx', 'txt']) {
      const locked = await client.get(`/api/cover-letters/${letter.id}/export/${format}`);
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({
        code: 'EXPORT_LOCKED',
        message: coverLetterMessages.exportLocked,
      });
    }

    await setUser(user.id, { subscription_status: 'pro' });
    const docx = await client.get(`/api/cover-letters/${letter.id}/export/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="Cover Letter - .+\.docx"/);
    const html = (await mammoth.convertToHtml({ buffer: docx.rawPayload })).value;
    expect(htmlToText(html)).toBe(text);

    const txt = await client.get(`/api/cover-letters/${letter.id}/export/txt`);
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body).toBe(`${text}\n`);

    expect((await client.get(`/api/cover-letters/${letter.id}/export/pdf`)).statusCode).toBe(404);
  });

  it('cleans up unsaved letters of a free user past 30 days; saved ones and a pro user’s stay', async () => {
    const free = await registerUser(t.app);
    const pro = await registerUser(t.app);
    await setUser(pro.user.id, { subscription_status: 'pro' });
    const kept = await newLetter(free.client);
    const unsaved = await newLetter(free.client);
    const proLetter = await newLetter(pro.client);
    await free.client.post(`/api/cover-letters/${kept.id}/save`);

    const list = (await free.client.get('/api/cover-letters')).json().coverLetters;
    const expiry = list.find((l: { id: number }) => l.id === unsaved.id).expiresAt;
    expect(new Date(expiry).getTime()).toBe(new Date(unsaved.createdAt).getTime() + 30 * DAY_MS);
    expect(list.find((l: { id: number }) => l.id === kept.id).expiresAt).toBeNull();
    expect(
      (await pro.client.get(`/api/cover-letters/${proLetter.id}`)).json().coverLetter.expiresAt,
    ).toBeNull();

    // Sessions expire while the clock moves a month: look at the table itself.
    const remaining = async () =>
      (
        await t.app.database.db
          .selectFrom('cover_letters')
          .select('id')
          .where('id', 'in', [kept.id, unsaved.id, proLetter.id])
          .orderBy('id')
          .execute()
      ).map((row) => row.id);

    t.clock.advance(29 * DAY_MS);
    await t.app.maintenance.purgeExpiredLetters();
    expect(await remaining()).toEqual([kept.id, unsaved.id, proLetter.id]);

    t.clock.advance(2 * DAY_MS);
    expect(await t.app.maintenance.purgeExpiredLetters()).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toEqual([kept.id, proLetter.id]);
  });

  it('lists summaries newest first, without the letter text, and answers 401 when signed out', async () => {
    const { client } = await registerUser(t.app);
    const a = await newLetter(client);
    t.clock.advance(1000);
    const b = await newLetter(client, { length: 'standard', templateId: 2 });
    const list = (await client.get('/api/cover-letters')).json().coverLetters;
    expect(list.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
    expect(list[0]).not.toHaveProperty('generatedContent');
    expect(list[0].metadata.keywords.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ length: 'standard', templateId: 2, saved: false });
    expect((await new TestClient(t.app).get('/api/cover-letters')).statusCode).toBe(401);
  });

  it('lists the start of a long job description; the letter itself has all of it', async () => {
    const { client } = await registerUser(t.app);
    const long = `${letterRequest().jobDescription}\n${'We ship forecasting tools every week. '.repeat(80)}`;
    const letter = await newLetter(client, { jobDescription: long });
    const [row] = (await client.get('/api/cover-letters')).json().coverLetters;
    expect(row.jobDescription.length).toBeLessThanOrEqual(JOB_EXCERPT_LENGTH + 1);
    expect(row.jobDescription.endsWith('…')).toBe(true);
    expect(long.startsWith(row.jobDescription.slice(0, -1))).toBe(true);
    expect((await client.get(`/api/cover-letters/${letter.id}`)).json().coverLetter.jobDescription).toBe(
      long.trim(),
    );
  });
});
