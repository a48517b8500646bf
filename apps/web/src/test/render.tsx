import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/** Renders inside the app's providers and an in-memory router starting at `route`. */
export function renderWithProviders(
  ui: React.ReactElement,
  { route = '/', queryClient = createQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces global fetch with a tiny fake server: handlers keyed 'METHOD /path', answered in order
 * when a key holds a list. Unknown calls fail the test loudly. The CSRF token is always served.
 */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/csrf-token' && !routes[key]) return jsonResponse({ csrfToken: 'test-token' });
    const entry = routes[key];
    const handler = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(init);
  };
  const spy = vi.fn(fetch);
  vi.stubGlobal('fetch', spy);
  return spy;
}

/**
 * A handler whose answer waits until the test calls `answer`, to see what shows while a request
 * is pending. Each request waits anew; `answer` settles the latest.
 */
export function heldResponse() {
  let settle: (response: Response) => void = () => {};
  const handler = () =>
    new Promise<Response>((resolve) => {
      settle = resolve;
    });
  return { handler, answer: (response: Response) => settle(response) };
}

export const testUser = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  subscriptionStatus: 'free',
  subscriptionPeriodEnd: null,
  subscriptionCancelAtPeriodEnd: false,
  dailyCoverLetterCount: 2,
  bonusCoverLetters: 15,
  usernameChangedAt: null,
  nextUsernameChangeAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** An API error answer: `body` (message, code ...) and a request id. */
export const errorBody = (status: number, body: Record<string, unknown>) =>
  jsonResponse({ requestId: 'r', ...body }, { status });

export const unauthorized = () =>
  jsonResponse(
    { message: 'Please log in to continue.', code: 'AUTH_REQUIRED', requestId: 'r' },
    { status: 401 },
  );
