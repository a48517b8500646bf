import type { CoverLetter } from '@jobpeel/contract';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { CoverLetterView } from '../cover-letter-view';

/** Test-only: a letter as GET /api/cover-letters/7 answers it. */
export const testLetter: CoverLetter = {
  id: 7,
  title: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  jobDescription: 'Senior engineer',
  generatedContent: 'Dear Hiring Manager,\n\nI build things.\n\nSincerely,\nAda',
  content: null,
  contentOrigin: 'generated',
  length: 'standard',
  templateId: 1,
  saved: false,
  expiresAt: '2026-03-31T12:00:00.000Z',
  metadata: {
    analysis: 'Strong match on TypeScript.',
    keywords: ['TypeScript', 'React'],
    matchScore: 82,
    missingKeywords: ['Kubernetes'],
    engine: 'offline',
    model: 'rule-based',
  },
};

type ApiRoutes = Parameters<typeof mockApi>[0];

/** Serves the user and letter 7 (plus any extra routes) and renders /preview/7 next to a stub /library. */
export function renderPreview({
  letter = testLetter,
  subscriptionStatus = 'free',
  routes = {},
}: {
  letter?: CoverLetter;
  subscriptionStatus?: string;
  routes?: ApiRoutes;
} = {}) {
  const fetch = mockApi({
    'GET /api/user': () => jsonResponse({ ...testUser, subscriptionStatus }),
    'GET /api/cover-letters/7': () => jsonResponse({ coverLetter: letter }),
    ...routes,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/preview/:id" element={<CoverLetterView id="7" />} />
      <Route path="/library" element={<h1>Library page</h1>} />
      <Route path="/account/subscription" element={<h1>Subscription page</h1>} />
    </Routes>,
    { route: '/preview/7' },
  );
  return { ...rendered, fetch };
}

/** The JSON body of the fetch call made with `method` to `url` (without the CSRF token). */
export function sentBody(fetch: ReturnType<typeof mockApi>, method: string, url: string): unknown {
  const call = fetch.mock.calls.find(([input, init]) => input === url && init?.method === method);
  if (!call) return undefined;
  const { _csrf, ...body } = JSON.parse(String(call[1]?.body ?? '{}'));
  return body;
}

export function requested(fetch: ReturnType<typeof mockApi>, method: string, url: string): boolean {
  return fetch.mock.calls.some(([input, init]) => input === url && (init?.method ?? 'GET') === method);
}
