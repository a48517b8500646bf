import { SAVED_RESUMES_PER_USER_MAX, savedResumeMessages } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { databaseKind, registerUser, TestClient, useTestApp } from './build-test-app';

const t = useTestApp();

const sections = {
  contactInfo: 'Jane Doe · jane@example.com',
  skillsHighlights: 'TypeScript, PostgreSQL',
  educationHighlights: 'BSc Computer Science',
  keyAchievements: 'Cut page load time by 40%',
  experience: 'Acme Corp, Senior Engineer, 2020-2025',
};

const named = (overrides: Record<string, unknown> = {}) => ({
  name: 'Engineering',
  content: 'Jane Doe\nSenior engineer with eight years of experience.',
  ...sections,
  ...overrides,
});

describe(`saved resumes on ${databaseKind}`, () => {
  it('answers empty boxes for the default resume until one is saved', async () => {
    const { client } = await registerUser(t.app);
    const r = await client.get('/api/user/resume');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      resumeText: '',
      contactInfo: '',
      skillsHighlights: '',
      educationHighlights: '',
      keyAchievements: '',
      experience: '',
      updatedAt: null,
    });
  });

  it('saves the default resume with its sections and replaces it on the next save', async () => {
    const { client } = await registerUser(t.app);
    const saved = await client.post('/api/user/resume', { resumeText: 'My resume', ...sections });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ resumeText: 'My resume', ...sections });

    const loaded = (await client.get('/api/user/resume')).json();
    expect(loaded).toEqual({
      resumeText: 'My resume',
      ...sections,
      updatedAt: new Date(t.clock.now()).toISOString(),
    });

    t.clock.advance(60_000);
    // Sections left out are cleared: the save holds exactly what the form shows.
    await client.post('/api/user/resume', { resumeText: 'My new resume', skillsHighlights: 'Go' });
    expect((await client.get('/api/user/resume')).json()).toEqual({
      resumeText: 'My new resume',
      contactInfo: '',
      skillsHighlights: 'Go',
      educationHighlights: '',
      keyAchievements: '',
      experience: '',
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
    // The default is not one of the named resumes.
    expect((await client.get('/api/user/resumes')).json().resumes).toEqual([]);
  });

  it('keeps one default resume when two saves arrive at once', async () => {
    const { client, user } = await registerUser(t.app);
    const results = await Promise.all(
      ['First', 'Second', 'Third'].map((text) => client.post('/api/user/resume', { resumeText: text })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.app.database.db
      .selectFrom('resumes')
      .select('resume_text')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(['First', 'Second', 'Third']).toContain((await client.get('/api/user/resume')).json().resumeText);
  });

  it('creates, lists newest first, loads, renames, replaces and deletes named resumes', async () => {
    const { client } = await registerUser(t.app);
    const created = await client.post('/api/user/resumes', named({ name: '  Engineering  ' }));
    expect(created.statusCode).toBe(201);
    const first = created.json().resume;
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Engineering',
      createdAt: new Date(t.clock.now()).toISOString(),
      updatedAt: new Date(t.clock.now()).toISOString(),
    });

    t.clock.advance(1000);
    const second = (
      await client.post('/api/user/resumes', named({ name: 'Management', content: 'Lead.' }))
    ).json().resume;
    // Duplicate names are allowed.
    t.clock.advance(1000);
    const third = (
      await client.post('/api/user/resumes', named({ name: 'Management', content: 'Lead 2.' }))
    ).json().resume;

    const list = (await client.get('/api/user/resumes')).json().resumes;
    expect(list.map((r: { id: number }) => r.id)).toEqual([third.id, second.id, first.id]);

    const loaded = await client.get(`/api/user/resumes/${first.id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({
      id: first.id,
      name: 'Engineering',
      resumeText: named().content,
      ...sections,
      updatedAt: first.updatedAt,
    });

    t.clock.advance(1000);
    const renamed = await client.send('PUT', `/api/user/resumes/${first.id}`, { name: 'Backend' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().resume).toMatchObject({
      id: first.id,
      name: 'Backend',
      createdAt: first.createdAt,
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
    // A rename alone keeps the text and sections.
    expect((await client.get(`/api/user/resumes/${first.id}`)).json()).toMatchObject({
      name: 'Backend',
      resumeText: named().content,
      ...sections,
    });

    await client.send('PUT', `/api/user/resumes/${first.id}`, {
      name: 'Backend',
      content: 'Rewritten resume',
      experience: 'Globex, Staff Engineer',
      contactInfo: null,
    });
    expect((await client.get(`/api/user/resumes/${first.id}`)).json()).toMatchObject({
      resumeText: 'Rewritten resume',
      experience: 'Globex, Staff Engineer',
      contactInfo: '',
      skillsHighlights: sections.skillsHighlights,
    });

    expect((await client.send('DELETE', `/api/user/resumes/${second.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/user/resumes/${second.id}`)).statusCode).toBe(404);
    const after = (await client.get('/api/user/resumes')).json().resumes;
    expect(after.map((r: { name: string }) => r.name)).toEqual(['Management', 'Backend']);
    expect((await client.send('DELETE', `/api/user/resumes/${second.id}`)).statusCode).toBe(404);
  });

  it('validates the name and text with the spec messages', async () => {
    const { client } = await registerUser(t.app);
    const { nameRequired, nothingToSave, nameTooLong } = savedResumeMessages;

    for (const body of [{ resumeText: '' }, { resumeText: '   \n ' }, {}]) {
      const r = await client.post('/api/user/resume', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: nothingToSave,
        fields: { resumeText: nothingToSave },
      });
    }

    for (const [name, message] of [
      ['', nameRequired],
      ['   ', nameRequired],
      [undefined, nameRequired],
      ['x'.repeat(101), nameTooLong],
    ] as const) {
      const r = await client.post('/api/user/resumes', named({ name }));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { name: message } });
    }
    const blankText = await client.post('/api/user/resumes', named({ content: '  ' }));
    expect(blankText.statusCode).toBe(400);
    expect(blankText.json()).toMatchObject({ message: nothingToSave, fields: { content: nothingToSave } });
    expect((await client.post('/api/user/resumes', named({ name: 'x'.repeat(100) }))).statusCode).toBe(201);

    const id = (await client.post('/api/user/resumes', named())).json().resume.id;
    const blankRename = await client.send('PUT', `/api/user/resumes/${id}`, { name: ' ' });
    expect(blankRename.statusCode).toBe(400);
    expect(blankRename.json().fields).toEqual({ name: nameRequired });
    const blankReplace = await client.send('PUT', `/api/user/resumes/${id}`, { name: 'Ok', content: '' });
    expect(blankReplace.json().fields).toEqual({ content: nothingToSave });
    // Nothing changed.
    expect((await client.get(`/api/user/resumes/${id}`)).json()).toMatchObject({
      name: 'Engineering',
      resumeText: named().content,
    });
    expect((await client.get('/api/user/resumes')).json().resumes).toHaveLength(2);
  });

  it(`holds at most ${SAVED_RESUMES_PER_USER_MAX} named resumes per user, besides the default`, async () => {
    const { client, user } = await registerUser(t.app);
    await client.post('/api/user/resume', { resumeText: 'Default' });
    const at = t.clock.now();
    await t.app.database.db
      .insertInto('resumes')
      .values(
        Array.from({ length: SAVED_RESUMES_PER_USER_MAX - 1 }, (_, i) => ({
          user_id: user.id,
          name: `Resume ${i}`,
          is_default: 0,
          resume_text: 'Text',
          contact_info: '',
          skills_highlights: '',
          education_highlights: '',
          key_achievements: '',
          experience: '',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    expect((await client.post('/api/user/resumes', named({ name: 'Twentieth' }))).statusCode).toBe(201);

    const r = await client.post('/api/user/resumes', named({ name: 'One more' }));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'RESUME_LIMIT_REACHED', message: savedResumeMessages.tooMany });
    expect((await client.get('/api/user/resumes')).json().resumes).toHaveLength(SAVED_RESUMES_PER_USER_MAX);
    // The default can still be replaced.
    expect((await client.post('/api/user/resume', { resumeText: 'Default 2' })).statusCode).toBe(200);

    const oldest = (await client.get('/api/user/resumes')).json().resumes.at(-1);
    await client.send('DELETE', `/api/user/resumes/${oldest.id}`);
    expect((await client.post('/api/user/resumes', named({ name: 'One more' }))).statusCode).toBe(201);
  });

  it('answers 401 on every route to a signed-out visitor', async () => {
    const { client } = await registerUser(t.app);
    const id = (await client.post('/api/user/resumes', named())).json().resume.id;
    const anonymous = new TestClient(t.app);
    const calls = [
      () => anonymous.get('/api/user/resume'),
      () => anonymous.post('/api/user/resume', { resumeText: 'Mine' }),
      () => anonymous.get('/api/user/resumes'),
      () => anonymous.post('/api/user/resumes', named()),
      () => anonymous.get(`/api/user/resumes/${id}`),
      () => anonymous.send('PUT', `/api/user/resumes/${id}`, { name: 'Stolen' }),
      () => anonymous.send('DELETE', `/api/user/resumes/${id}`),
    ];
    for (const call of calls) {
      const r = await call();
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe('AUTH_REQUIRED');
    }
    expect((await client.get(`/api/user/resumes/${id}`)).json().name).toBe('Engineering');
  });

  it("keeps one user's resumes from another: 404 by id, an empty list and their own default", async () => {
    const owner = await registerUser(t.app);
    const id = (await owner.client.post('/api/user/resumes', named())).json().resume.id;
    await owner.client.post('/api/user/resume', { resumeText: 'Owner default' });

    const { client: other } = await registerUser(t.app);
    expect((await other.get('/api/user/resumes')).json().resumes).toEqual([]);
    expect((await other.get('/api/user/resume')).json().resumeText).toBe('');
    for (const r of [
      await other.get(`/api/user/resumes/${id}`),
      await other.send('PUT', `/api/user/resumes/${id}`, { name: 'Mine now' }),
      await other.send('DELETE', `/api/user/resumes/${id}`),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('NOT_FOUND');
    }
    expect((await owner.client.get(`/api/user/resumes/${id}`)).json()).toMatchObject({
      name: 'Engineering',
      resumeText: named().content,
    });
  });

  it('answers 404 to an id that is not a resume', async () => {
    const { client, user } = await registerUser(t.app);
    await client.post('/api/user/resume', { resumeText: 'Default' });
    const defaultRow = await t.app.database.db
      .selectFrom('resumes')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', String(defaultRow.id)]) {
      expect((await client.get(`/api/user/resumes/${bad}`)).statusCode).toBe(404);
      expect((await client.send('PUT', `/api/user/resumes/${bad}`, { name: 'X' })).statusCode).toBe(404);
      expect((await client.send('DELETE', `/api/user/resumes/${bad}`)).statusCode).toBe(404);
    }
    // The default is reached only through /api/user/resume, and is untouched.
    expect((await client.get('/api/user/resume')).json().resumeText).toBe('Default');
  });
});
