import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/time';
import { databaseKind, registerUser, type TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

// GET /api/cover-letters is served from a per-process cache while the user's library revision
// (bumped by database triggers on every write to their letters) stays the same. Each step below
// changes the library one way and reads the list straight after: it must never be out of date.

const t = useTestApp();

interface ListItem {
  id: number;
  title: string | null;
  saved: boolean;
  contentOrigin: string;
  expiresAt: string | null;
  updatedAt: string;
}

const list = async (client: TestClient): Promise<ListItem[]> => {
  const r = await client.get('/api/cover-letters');
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  return r.json().coverLetters;
};
const item = async (client: TestClient, id: number) => (await list(client)).find((l) => l.id === id);

async function newLetter(client: TestClient) {
  const r = await client.post('/api/generate', letterRequest());
  expect(r.statusCode).toBe(201);
  return r.json().coverLetter as { id: number; generatedContent: string };
}

describe(`library list freshness on ${databaseKind}`, () => {
  it('shows every change at once: generate, edit, restore, save, delete, plan, direct writes', async () => {
    const { client, user } = await registerUser(t.app);
    expect(await list(client)).toEqual([]);

    const first = await newLetter(client);
    expect((await list(client)).map((l) => l.id)).toEqual([first.id]);
    t.clock.advance(1000);
    const second = await newLetter(client);
    expect((await list(client)).map((l) => l.id)).toEqual([second.id, first.id]);
    // Read twice with nothing in between: the same answer (now from the cache).
    expect(await list(client)).toEqual(await list(client));

    t.clock.advance(1000);
    await client.send('PUT', `/api/cover-letters/${first.id}/content`, { content: 'My own words.' });
    expect(await item(client, first.id)).toMatchObject({ contentOrigin: 'edited' });

    const [version] = (await client.get(`/api/cover-letters/${first.id}/versions`)).json().versions;
    t.clock.advance(1000);
    await client.post(`/api/cover-letters/${first.id}/versions/${version.id}/restore`);
    const restored = (await client.get(`/api/cover-letters/${first.id}`)).json().coverLetter;
    expect(await item(client, first.id)).toMatchObject({
      contentOrigin: restored.contentOrigin,
      updatedAt: restored.updatedAt,
    });

    expect(await item(client, second.id)).toMatchObject({ saved: false });
    expect((await item(client, second.id))?.expiresAt).not.toBeNull();
    await client.post(`/api/cover-letters/${second.id}/save`);
    expect(await item(client, second.id)).toMatchObject({ saved: true, expiresAt: null });

    await client.send('DELETE', `/api/cover-letters/${second.id}`);
    expect((await list(client)).map((l) => l.id)).toEqual([first.id]);

    // The plan decides when unsaved letters expire: pro keeps them for good.
    expect((await item(client, first.id))?.expiresAt).not.toBeNull();
    await t.app.database.db
      .updateTable('users')
      .set({ subscription_status: 'pro' })
      .where('id', '=', user.id)
      .execute();
    expect(await item(client, first.id)).toMatchObject({ expiresAt: null });

    // A write that bypasses this process's routes (another process, an operator's SQL).
    await t.app.database.db
      .updateTable('cover_letters')
      .set({ title: 'Renamed elsewhere' })
      .where('id', '=', first.id)
      .execute();
    expect(await item(client, first.id)).toMatchObject({ title: 'Renamed elsewhere' });
  });

  it('drops letters removed by the clean-up from the list', async () => {
    const { client, input } = await registerUser(t.app);
    const unsaved = await newLetter(client);
    const kept = await newLetter(client);
    await client.post(`/api/cover-letters/${kept.id}/save`);
    expect((await list(client)).map((l) => l.id).sort()).toEqual([unsaved.id, kept.id].sort());

    t.clock.advance(31 * DAY_MS);
    await t.app.maintenance.purgeExpiredLetters();
    // The session has expired with the month gone by: sign in again on the same client.
    const login = await client.post('/api/login', { email: input.email, password: input.password });
    expect(login.statusCode).toBe(200);
    expect((await list(client)).map((l) => l.id)).toEqual([kept.id]);
  });

  it('keeps each user to their own list', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const letter = await newLetter(a.client);
    expect((await list(a.client)).map((l) => l.id)).toEqual([letter.id]);
    expect(await list(b.client)).toEqual([]);
  });
});
