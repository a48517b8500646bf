import { describe, expect, it } from 'vitest';
import { databaseKind, newUserInput, registerUser, TestClient, useTestApp } from './build-test-app';

const t = useTestApp();

const EXEMPT = new Set(['POST /api/stripe/webhook']);

describe(`anti-forgery on ${databaseKind}`, () => {
  it('refuses every non-GET route with 403 when the token is missing, even for a signed-in user', async () => {
    const { client } = await registerUser(t.app);
    const unsafe = t.app.routeTable.filter((r) => !/^(GET|HEAD|OPTIONS) /.test(r) && !EXEMPT.has(r));
    expect(unsafe).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/register',
        'POST /api/logout',
        'POST /api/user/delete',
        'POST /api/referral/refresh-code',
        'POST /api/referral/send',
      ]),
    );
    for (const route of unsafe) {
      const [method, url] = route.split(' ') as [string, string];
      const response = await client.request({
        method: method as 'POST',
        url: url.replace(/:(\w+)/g, '1'),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      expect(response.json()).toMatchObject({
        code: 'CSRF_INVALID',
        message: 'Security validation failed. Please try refreshing the page.',
      });
    }
    // Still signed in and nothing changed.
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses a token that does not belong to the browser’s secret cookie', async () => {
    const attacker = new TestClient(t.app);
    const foreignToken = await attacker.csrfToken();
    const victim = new TestClient(t.app);
    await victim.csrfToken();
    const response = await victim.request({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', 'x-csrf-token': foreignToken },
      payload: JSON.stringify(newUserInput()),
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['X-CSRF-Token header', (token: string) => ({ headers: { 'x-csrf-token': token }, body: {} })],
    ['CSRF-Token header', (token: string) => ({ headers: { 'csrf-token': token }, body: {} })],
    ['X-XSRF-TOKEN header', (token: string) => ({ headers: { 'x-xsrf-token': token }, body: {} })],
    ['_csrf body field', (token: string) => ({ headers: {}, body: { _csrf: token } })],
  ])('accepts the token in the %s', async (_name, place) => {
    const client = new TestClient(t.app);
    const token = await client.csrfToken();
    const { headers, body } = place(token);
    const response = await client.request({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ ...newUserInput(), ...body }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('hands out the token without caching and keeps its secret in an httpOnly cookie', async () => {
    const response = await new TestClient(t.app).get('/api/csrf-token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().csrfToken).toEqual(expect.any(String));
    const secret = response.cookies.find((c) => c.name === 'jobpeel_csrf');
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});
