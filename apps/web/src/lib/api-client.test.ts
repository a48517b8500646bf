import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { ApiError, CSRF_FETCH_FAILED_MESSAGE, createApiClient } from './api-client';

function fakeFetch(...responses: Response[]) {
  const queue = [...responses];
  return vi.fn(async (_input: string, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch');
    return next;
  });
}

describe('api client', () => {
  it('fetches a CSRF token first and sends it in all three headers and as _csrf in the JSON body', async () => {
    const fetch = fakeFetch(jsonResponse({ csrfToken: 'tok-123' }), jsonResponse({ message: 'ok' }));
    const api = createApiClient({ fetch });

    await expect(api.post('/api/login', { body: { email: 'a@b.co', password: 'pw' } })).resolves.toEqual({
      message: 'ok',
    });

    expect(fetch).toHaveBeenCalledTimes(2);
    const [tokenUrl, tokenInit] = fetch.mock.calls[0]!;
    expect(tokenUrl).toBe('/api/csrf-token');
    expect(tokenInit?.method ?? 'GET').toBe('GET');
    expect(tokenInit?.credentials).toBe('include');

    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(headers.get('CSRF-Token')).toBe('tok-123');
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', password: 'pw', _csrf: 'tok-123' });
  });

  it('sends _csrf even when a POST has no body, and never fetches a token for GET', async () => {
    const fetch = fakeFetch(
      jsonResponse({ id: 1 }),
      jsonResponse({ csrfToken: 't' }),
      jsonResponse({ message: 'bye' }),
    );
    const api = createApiClient({ fetch });

    await api.get('/api/user');
    expect(fetch.mock.calls[0]![0]).toBe('/api/user');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('X-CSRF-Token')).toBe(false);

    await api.post('/api/logout');
    expect(JSON.parse(String(fetch.mock.calls[2]![1]?.body))).toEqual({ _csrf: 't' });
  });

  it('turns an error envelope into an ApiError with status, code, fields and requestId', async () => {
    const envelope = {
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
      fields: { email: 'An account with this email already exists' },
      requestId: 'req-9',
    };
    const fetch = fakeFetch(jsonResponse({ csrfToken: 't' }), jsonResponse(envelope, { status: 409 }));
    const api = createApiClient({ fetch });

    const error = await api.post('/api/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
      requestId: 'req-9',
    });
  });

  it("falls back to 'status: status text' for 5xx and 'status: body text' otherwise", async () => {
    const fetch = fakeFetch(
      new Response('<html>boom</html>', { status: 502, statusText: 'Bad Gateway' }),
      new Response('Not here', { status: 404, statusText: 'Not Found' }),
    );
    const api = createApiClient({ fetch });

    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 502, message: '502: Bad Gateway' });
    await expect(api.get('/api/b')).rejects.toMatchObject({ status: 404, message: '404: Not here' });
  });

  it("fails with 'Failed to fetch CSRF token' when the token cannot be fetched", async () => {
    const fetch = fakeFetch(new Response('nope', { status: 500, statusText: 'Internal Server Error' }));
    const api = createApiClient({ fetch });

    await expect(api.post('/api/logout')).rejects.toMatchObject({ message: CSRF_FETCH_FAILED_MESSAGE });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
