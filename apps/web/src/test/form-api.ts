import { emptyResumeBoxes, type JobAnalyzeResponse, minimumPlan, seededTemplates } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type * as React from 'react';
import { expect, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, testUser } from './render';

/** GET /api/templates as the server answers it. */
export const templatesResponse = seededTemplates.map(({ id, name, style }) => ({
  id,
  name,
  metadata: { style, minPlan: minimumPlan('templateStyles', style), description: `${name} letters` },
}));

/** GET /api/user/resume when the user has saved no default resume. */
export const noSavedResume = { ...emptyResumeBoxes, updatedAt: null };

/** POST /api/job-descriptions/analyze: a posting with a match (a good one unless told). */
export function analyzeResponse({
  score = 72,
  gaps = [] as string[],
  lowMatch = false,
  match = true,
}: {
  score?: number | null;
  gaps?: string[];
  lowMatch?: boolean;
  match?: boolean;
} = {}): JobAnalyzeResponse {
  return {
    posting: {
      title: 'Warehouse Shift Supervisor',
      company: 'Northgate Logistics',
      location: 'Columbus, OH',
      seniority: 'mid',
      responsibilities: ['Lead a team of 12 associates on the night shift'],
      mustHaves: ['2+ years supervising warehouse teams'],
      niceToHaves: [],
      licences: [],
      asks: [],
      keywords: ['warehouse', 'forklift', 'inventory'],
      boilerplate: [],
      wordCount: 120,
    },
    match: match
      ? {
          score,
          parts: [{ name: 'requirements', weight: 1, met: 1, total: 4 }],
          requirements: [],
          matchedKeywords: [],
          missingKeywords: [],
          gaps,
          warning: null,
        }
      : null,
    lowMatch,
  };
}

/**
 * What the generator form loads besides the user: the templates, and for a signed-in user the
 * presets, the saved-resume list and the default resume (all empty); on submit, a good match from
 * the analyze call. Tests override any of them.
 */
export function formRoutes(): Parameters<typeof mockApi>[0] {
  return {
    'GET /api/templates': () => jsonResponse(templatesResponse),
    'GET /api/cover-letter-presets': () => jsonResponse({ presets: [] }),
    'GET /api/user/resumes': () => jsonResponse({ resumes: [] }),
    'GET /api/user/resume': () => jsonResponse(noSavedResume),
    'POST /api/job-descriptions/analyze': () => jsonResponse(analyzeResponse()),
  };
}

/** GET /api/user for a signed-in user with that subscription status. */
export const asUser = (subscriptionStatus: string | null) => () =>
  jsonResponse({ ...testUser, subscriptionStatus });

/**
 * Serves what the generator form loads (formRoutes, overridden by `routes`, which name the user)
 * and renders `ui`; callsTo lists the requests made with that method to that path.
 */
export function renderWithFormApi(ui: React.ReactElement, routes: Parameters<typeof mockApi>[0]) {
  const fetch = mockApi({ ...formRoutes(), ...routes });
  const result = renderWithProviders(ui);
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  return { ...result, fetch, callsTo };
}

/** Opens a select once it is enabled (its list may still be loading) and picks the option `name`. */
export async function chooseOption(user: UserEvent, select: HTMLElement, name: string) {
  await vi.waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name }));
}
