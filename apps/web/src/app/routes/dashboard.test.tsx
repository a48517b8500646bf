import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { DashboardRoute } from './dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const letterOf = (id: number) => ({
  id,
  title: id === 1 ? 'Frontend Engineer at Acme' : null,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  jobDescription: 'Job',
  generatedContent: 'Letter',
  content: null,
  length: 'standard',
  templateId: 1,
  saved: false,
  metadata: {},
});

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
    expect(screen.getByRole('heading', { name: 'Frontend Engineer at Acme' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cover Letter #5' })).toBeInTheDocument();
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
});
