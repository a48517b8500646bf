import { PRESETS_PER_USER_MAX, presetMessages } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { databaseKind, registerUser, TestClient, useTestApp } from './build-test-app';

const t = useTestApp();

const preset = (overrides: Record<string, unknown> = {}) => ({
  name: 'Startups',
  templateId: 2,
  length: 'standard',
  recipient: 'custom',
  customRecipient: 'Ms. Jane Smith',
  ...overrides,
});

describe(`settings presets on ${databaseKind}`, () => {
  it('saves, lists by name, updates and deletes a preset', async () => {
    const { client } = await registerUser(t.app);
    const created = await client.post('/api/cover-letter-presets', preset({ name: '  Startups  ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().preset).toMatchObject({
      name: 'Startups',
      templateId: 2,
      length: 'standard',
      recipient: 'custom',
      customRecipient: 'Ms. Jane Smith',
    });
    await client.post(
      '/api/cover-letter-presets',
      preset({ name: 'agencies', recipient: 'hr', customRecipient: null }),
    );

    const list = (await client.get('/api/cover-letter-presets')).json().presets;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['agencies', 'Startups']);

    const id = created.json().preset.id;
    const updated = await client.send(
      'PUT',
      `/api/cover-letter-presets/${id}`,
      preset({ name: 'Scale-ups', templateId: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await client.get(`/api/cover-letter-presets/${id}`)).json().preset).toMatchObject({
      name: 'Scale-ups',
      templateId: 1,
    });

    expect((await client.send('DELETE', `/api/cover-letter-presets/${id}`)).statusCode).toBe(204);
    const after = (await client.get('/api/cover-letter-presets')).json().presets;
    expect(after.map((p: { name: string }) => p.name)).toEqual(['agencies']);
  });

  it('validates the name with the spec messages', async () => {
    const { client } = await registerUser(t.app);
    for (const [name, message] of [
      ['', presetMessages.nameRequired],
      ['   ', presetMessages.nameRequired],
      [undefined, presetMessages.nameRequired],
      ['x'.repeat(65), presetMessages.nameTooLong],
    ] as const) {
      const r = await client.post('/api/cover-letter-presets', preset({ name }));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, fields: { name: message } });
    }
    expect(
      (await client.post('/api/cover-letter-presets', preset({ name: 'x'.repeat(64) }))).statusCode,
    ).toBe(201);

    const duplicate = await client.post('/api/cover-letter-presets', preset({ name: 'X'.repeat(64) }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'PRESET_NAME_TAKEN',
      fields: { name: presetMessages.nameTaken },
    });

    const badSettings = await client.post(
      '/api/cover-letter-presets',
      preset({ templateId: 999, recipient: 'boss' }),
    );
    expect(badSettings.statusCode).toBe(400);
    expect(badSettings.json().fields.recipient).toBeDefined();
  });

  it('keeps the plan rules: no locked template or length in a free user’s preset', async () => {
    const { client } = await registerUser(t.app);
    const creative = await client.post('/api/cover-letter-presets', preset({ templateId: 5 }));
    expect(creative.statusCode).toBe(403);
    expect(creative.json().code).toBe('TEMPLATE_LOCKED');
    const concise = await client.post('/api/cover-letter-presets', preset({ length: 'concise' }));
    expect(concise.statusCode).toBe(403);
    expect(concise.json().code).toBe('LENGTH_LOCKED');
    expect((await client.post('/api/cover-letter-presets', preset({ templateId: 999 }))).statusCode).toBe(
      400,
    );
  });

  it(`holds at most ${PRESETS_PER_USER_MAX} presets per user`, async () => {
    const { client, user } = await registerUser(t.app);
    const at = t.clock.now();
    await t.app.database.db
      .insertInto('cover_letter_presets')
      .values(
        Array.from({ length: PRESETS_PER_USER_MAX }, (_, i) => ({
          user_id: user.id,
          name: `Preset ${i}`,
          name_normalized: `preset ${i}`,
          template_id: 1,
          length: 'standard',
          recipient: 'hiring_manager',
          custom_recipient: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const r = await client.post('/api/cover-letter-presets', preset({ name: 'One more' }));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PRESET_LIMIT_REACHED', message: presetMessages.tooMany });
  });

  it('answers 401 to a signed-out visitor, whose list the web app shows as empty', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/cover-letter-presets')).statusCode).toBe(401);
    expect((await anonymous.post('/api/cover-letter-presets', preset())).statusCode).toBe(401);
  });
});
