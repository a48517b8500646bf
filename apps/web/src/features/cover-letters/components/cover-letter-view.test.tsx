import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { CoverLetterView } from './cover-letter-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

const letter = {
  id: 7,
  title: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  jobDescription: 'Senior engineer',
  generatedContent: 'Dear Hiring Manager,\n\nI build things.\n\nSincerely,\nAda',
  content: null,
  length: 'standard',
  templateId: 1,
  saved: false,
  metadata: {
    analysis: 'Strong match on TypeScript.',
    keywords: ['TypeScript', 'React'],
    matchScore: 82,
    missingKeywords: ['Kubernetes'],
    engine: 'offline',
    model: 'rule-based',
  },
};

describe('CoverLetterView', () => {
  it('shows the letter in paragraphs, the analysis and the engine; suggestions only for pro', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse({ ...testUser, subscriptionStatus: 'pro' }),
      'GET /api/cover-letters/7': () => jsonResponse({ coverLetter: letter }),
    });
    renderWithProviders(<CoverLetterView id="7" />, { route: '/preview/7' });
    expect(await screen.findByRole('heading', { name: 'Your Cover Letter' })).toBeInTheDocument();
    expect(screen.getByText('Cover Letter #7')).toBeInTheDocument();
    expect(screen.getByText('I build things.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cover Letter Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Strong match on TypeScript.')).toBeInTheDocument();
    expect(screen.getByText('82%')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(await screen.findByText('Keyword suggestions')).toBeInTheDocument();
    expect(screen.getByText('Written by the offline engine (rule-based)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate New' })).toHaveAttribute('href', '/');
  });

  it('hides keyword suggestions from free users', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/cover-letters/7': () => jsonResponse({ coverLetter: letter }),
    });
    renderWithProviders(<CoverLetterView id="7" />, { route: '/preview/7' });
    expect(await screen.findByText('Strong match on TypeScript.')).toBeInTheDocument();
    expect(screen.queryByText('Keyword suggestions')).not.toBeInTheDocument();
  });

  it("shows a not-found state for someone else's letter", async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/cover-letters/9': () =>
        jsonResponse(
          { message: 'Cover letter not found', code: 'NOT_FOUND', requestId: 'r' },
          { status: 404 },
        ),
    });
    renderWithProviders(<CoverLetterView id="9" />, { route: '/preview/9' });
    expect(await screen.findByRole('heading', { name: 'Cover Letter Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Library' })).toHaveAttribute('href', '/library');
  });
});
