import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { DashboardRoute } from './dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** One row of GET /api/cover-letters (a summary: no letter text). */
const letterOf = (id: number) => ({
  id,
  title: id === 1 ? 'Frontend Engineer at Acme' : null,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  updatedAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  jobDescription: 'Job',
  contentOrigin: 'generated',
  length: 'standard',
  templateId: 1,
  saved: id === 1,
  expiresAt: id === 1 ? null : new Date(Date.now() + 30 * 86_400_000).toISOString(),
  metadata: {},
});

const analytics = {
  totalLetters: 9,
  savedLetters: 4,
  lettersPerWeek: Array.from({ length: 12 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
    count: index === 11 ? 5 : index % 2,
  })),
  templates: [
    { templateId: 1, name: 'Professional', count: 6 },
    { templateId: 5, name: 'Creative Storyteller', count: 3 },
  ],
  lengths: [
    { length: 'standard', count: 7 },
    { length: 'concise', count: 2 },
  ],
  averageMatchScore: 78.4,
  topKeywords: [
    { keyword: 'react', count: 6 },
    { keyword: 'typescript', count: 4 },
  ],
};

describe('DashboardRoute', () => {
  it('lists the five newest letters under Recent and links to the library', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/templates': () => jsonResponse([]),
      'GET /api/cover-letters': () => jsonResponse({ coverLetters: [1, 2, 3, 4, 5, 6].map(letterOf) }),
    });
    const { user } = renderWithProviders(<DashboardRoute />);
    const recent = await screen.findByRole('tab', { name: 'Recent (6)' });
    expect(screen.getByRole('heading', { name: '1. Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refer Friends' })).toHaveAttribute(
      'href',
      '/account?tab=referrals',
    );
    await user.click(recent);
    const saved = screen.getByRole('heading', { name: 'Frontend Engineer at Acme' }).closest('li');
    expect(saved).toHaveTextContent('Saved');
    const unsaved = screen.getByRole('heading', { name: 'Cover Letter #5' }).closest('li');
    expect(unsaved).not.toHaveTextContent('Saved');
    expect(screen.queryByRole('heading', { name: 'Cover Letter #6' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cover Letter #2' })).toHaveAttribute('href', '/preview/2');
    expect(screen.getByRole('link', { name: 'View All Cover Letters' })).toHaveAttribute('href', '/library');
  });

  it('shows the empty state, whose Create New button opens the form tab', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse({ ...testUser, subscriptionStatus: 'pro' }),
      'GET /api/templates': () => jsonResponse([]),
      'GET /api/cover-letters': () => jsonResponse({ coverLetters: [] }),
    });
    const { user } = renderWithProviders(<DashboardRoute />);
    await user.click(await screen.findByRole('tab', { name: 'Recent (0)' }));
    expect(screen.getByRole('heading', { name: 'No cover letters yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Refer Friends' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getByRole('tab', { name: 'Create New' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Pro users their analytics under the Analytics tab', async () => {
    const fetch = mockApi({
      'GET /api/user': () => jsonResponse({ ...testUser, subscriptionStatus: 'pro' }),
      'GET /api/templates': () => jsonResponse([]),
      'GET /api/cover-letters': () => jsonResponse({ coverLetters: [1, 2].map(letterOf) }),
      'GET /api/analytics': () => jsonResponse(analytics),
    });
    const { user } = renderWithProviders(<DashboardRoute />);
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));

    expect(await screen.findByText('78%', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Average match score')).toBeInTheDocument();
    expect(screen.getByText('Total letters').nextElementSibling).toHaveTextContent('9');
    expect(screen.getByText('Saved letters').nextElementSibling).toHaveTextContent('4');

    expect(
      screen.getByRole('img', { name: 'Most frequent keywords: react 6, typescript 4' }),
    ).toBeInTheDocument();
    const keywords = screen.getByRole('table', { name: 'Most frequent keywords' });
    expect(within(keywords).getByRole('row', { name: 'react 6' })).toBeInTheDocument();

    const weeks = screen.getByRole('table', { name: 'Letters per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(within(weeks).getByRole('row', { name: 'Mar 23 5' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Templates used: Professional 6, Creative Storyteller 3$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Lengths used: Standard 7, Concise 2, Comprehensive 0' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/analytics', expect.anything());
  });

  it('shows other plans an upgrade card and never asks for analytics', async () => {
    const fetch = mockApi({
      'GET /api/user': () => jsonResponse({ ...testUser, subscriptionStatus: 'standard' }),
      'GET /api/templates': () => jsonResponse([]),
      'GET /api/cover-letters': () => jsonResponse({ coverLetters: [] }),
    });
    const { user } = renderWithProviders(<DashboardRoute />);
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));

    expect(screen.getByRole('heading', { name: 'Analytics dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('The analytics dashboard is part of the Pro plan. Upgrade to Pro to see it.'),
    ).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Included with Pro' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Letters per week',
      'Templates and lengths used',
      'Average match score',
      'Most frequent keywords',
    ]);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/account/subscription?selectedTier=pro',
    );
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(urls).not.toContain('/api/analytics');
  });
});
