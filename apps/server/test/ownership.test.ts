import { describe, expect, it } from 'vitest';
import { databaseKind, registerUser, type TestClient, useTestApp } from './build-test-app';
import { letterRequest } from './fixtures/letter-request';

const t = useTestApp();

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  route: string;
  body?: Record<string, unknown>;
};

function send(client: TestClient, call: Call) {
  return call.method === 'GET' ? client.get(call.url) : client.send(call.method, call.url, call.body);
}

describe(`ownership on ${databaseKind}`, () => {
  it("answers 404 to every call on another user's letters and presets, and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await t.app.database.db
      .updateTable('users')
      .set({ subscription_status: 'pro' })
      .where('id', 'in', [owner.user.id, other.user.id])
      .execute();

    const letter = (await owner.client.post('/api/generate', letterRequest())).json().coverLetter;
    const secret = 'Dear Hiring Manager,\n\nThis edited text belongs to the owner only.\n\nJordan';
    await owner.client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: secret });
    const version = (await owner.client.get(`/api/cover-letters/${letter.id}/versions`)).json().versions[0];
    const preset = (
      await owner.client.post('/api/cover-letter-presets', {
        name: 'Owner preset',
        templateId: 1,
        length: 'standard',
        recipient: 'hr',
      })
    ).json().preset;

    const letterUrl = `/api/cover-letters/${letter.id}`;
    const presetUrl = `/api/cover-letter-presets/${preset.id}`;
    const calls: Call[] = [
      { method: 'GET', url: letterUrl, route: '/api/cover-letters/:id' },
      {
        method: 'PUT',
        url: `${letterUrl}/content`,
        route: '/api/cover-letters/:id/content',
        body: { content: 'Taken over.' },
      },
      { method: 'POST', url: `${letterUrl}/save`, route: '/api/cover-letters/:id/save' },
      { method: 'GET', url: `${letterUrl}/export/docx`, route: '/api/cover-letters/:id/export/:format' },
      { method: 'GET', url: `${letterUrl}/export/txt`, route: '/api/cover-letters/:id/export/:format' },
      { method: 'GET', url: `${letterUrl}/versions`, route: '/api/cover-letters/:id/versions' },
      {
        method: 'POST',
        url: `${letterUrl}/versions/${version.id}/restore`,
        route: '/api/cover-letters/:id/versions/:versionId/restore',
      },
      {
        method: 'POST',
        url: `${letterUrl}/suggestions`,
        route: '/api/cover-letters/:id/suggestions',
        body: { requirement: 'Familiarity with Kubernetes', action: 'address_gap' },
      },
      { method: 'GET', url: presetUrl, route: '/api/cover-letter-presets/:id' },
      {
        method: 'PUT',
        url: presetUrl,
        route: '/api/cover-letter-presets/:id',
        body: { name: 'Taken over', templateId: 1, length: 'standard', recipient: 'hr' },
      },
      { method: 'DELETE', url: presetUrl, route: '/api/cover-letter-presets/:id' },
      { method: 'DELETE', url: letterUrl, route: '/api/cover-letters/:id' },
    ];

    // Every route that takes a letter or preset id is in the loop above.
    const idRoutes = t.app.routeTable.filter((r) => /\/api\/cover-letter(s|-presets)\/:id/.test(r));
    const covered = new Set(calls.map((c) => `${c.method} ${c.route}`));
    expect(idRoutes.filter((r) => !r.startsWith('HEAD ') && !covered.has(r))).toEqual([]);

    for (const call of calls) {
      const r = await send(other.client, call);
      expect(r.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(r.body).not.toContain('owner only');
      expect(r.body).not.toContain('Owner preset');
    }

    const mine = (await owner.client.get(letterUrl)).json().coverLetter;
    expect(mine).toMatchObject({ content: secret, saved: false });
    expect((await owner.client.get(presetUrl)).json().preset.name).toBe('Owner preset');
    expect((await other.client.get('/api/cover-letters')).json().coverLetters).toEqual([]);
    expect((await other.client.get('/api/cover-letter-presets')).json().presets).toEqual([]);
  });

  it("answers 404 to every call on another user's test-mode checkout and portal sessions", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const checkoutUrl = (await owner.client.post('/api/create-checkout-session', { tier: 'standard' })).json()
      .url;
    const checkoutId = String(checkoutUrl).split('/').at(-1)!;
    await owner.client.post(`/api/billing/test-sessions/${checkoutId}/complete`);
    const portalUrl = (await owner.client.post('/api/create-portal-session')).json().url;
    const portalId = String(portalUrl).split('/').at(-1)!;
    const pending = (await owner.client.post('/api/create-checkout-session', { tier: 'pro' })).json().url;
    const pendingId = String(pending).split('/').at(-1)!;

    const base = '/api/billing/test-sessions/:id';
    const calls: Call[] = [pendingId, portalId].flatMap((id) => [
      { method: 'GET', url: `/api/billing/test-sessions/${id}`, route: base },
      { method: 'POST', url: `/api/billing/test-sessions/${id}/complete`, route: `${base}/complete` },
      { method: 'POST', url: `/api/billing/test-sessions/${id}/cancel`, route: `${base}/cancel` },
      {
        method: 'POST',
        url: `/api/billing/test-sessions/${id}/action`,
        route: `${base}/action`,
        body: { action: 'cancel_at_period_end' },
      },
    ]);
    const sessionRoutes = t.app.routeTable.filter((r) => r.includes('/api/billing/test-sessions/:id'));
    const covered = new Set(calls.map((c) => `${c.method} ${c.route}`));
    expect(sessionRoutes.filter((r) => !r.startsWith('HEAD ') && !covered.has(r))).toEqual([]);

    for (const call of calls) {
      const r = await send(other.client, call);
      expect(r.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await other.client.get('/api/user')).json().subscriptionStatus).toBe('free');
    const mine = (await owner.client.get('/api/user')).json();
    expect(mine).toMatchObject({ subscriptionStatus: 'standard', subscriptionCancelAtPeriodEnd: false });
    expect((await owner.client.get(`/api/billing/test-sessions/${pendingId}`)).json().session.status).toBe(
      'open',
    );
  });

  it('answers 404, not 500, to ids that are not numbers or out of range', async () => {
    const { client } = await registerUser(t.app);
    for (const url of [
      '/api/cover-letters/abc',
      '/api/cover-letters/-1',
      '/api/cover-letters/99999999999999',
      '/api/cover-letters/1.5/versions',
      '/api/cover-letter-presets/abc',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(404);
    }
  });
});
