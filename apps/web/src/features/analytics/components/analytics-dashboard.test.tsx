import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { AnalyticsDashboard } from './analytics-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const empty = {
  totalLetters: 0,
  savedLetters: 0,
  lettersPerWeek: [],
  templates: [],
  lengths: [],
  averageMatchScore: null,
  topKeywords: [],
};

describe('AnalyticsDashboard', () => {
  it('shows the empty state when there are no letters yet', async () => {
    mockApi({ 'GET /api/analytics': () => jsonResponse(empty) });
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByRole('heading', { name: 'No data yet' })).toBeInTheDocument();
    expect(screen.getByText('Generate a few cover letters to see your trends here.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a dash when no letter has a match score, and labels every bar with its value', async () => {
    mockApi({
      'GET /api/analytics': () =>
        jsonResponse({
          ...empty,
          totalLetters: 1,
          lettersPerWeek: [{ weekStart: '2026-03-02', count: 1 }],
          templates: [{ templateId: 2, name: 'Executive', count: 1 }],
          lengths: [{ length: 'comprehensive', count: 1 }],
        }),
    });
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByText('Average match score')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    const weeks = screen.getByRole('img', { name: 'Letters per week: Mar 2 1' });
    expect(weeks).toHaveTextContent('Mar 2');
    expect(weeks).toHaveTextContent('1');
    expect(screen.getByRole('img', { name: 'Templates used: Executive 1' })).toHaveTextContent('Executive1');
    expect(screen.getByText('No keywords yet.')).toBeInTheDocument();
  });

  it('offers to try again when the analytics fail to load', async () => {
    mockApi({
      'GET /api/analytics': [
        () => jsonResponse({ message: 'Boom', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
        () => jsonResponse(empty),
      ],
    });
    const { user } = renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No data yet' })).toBeInTheDocument();
  });
});
