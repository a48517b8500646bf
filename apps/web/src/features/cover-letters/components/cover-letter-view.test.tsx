import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { CoverLetterView } from './cover-letter-view';
import { testLetter } from './preview/preview-test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The shared fixture, without an expiry date (this file checks the page as such).
const letter = { ...testLetter, expiresAt: null };

describe('CoverLetterView', () => {
  it('shows the letter in paragraphs, the analysis and the engine; suggestions only for pro', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse({ ...testUser, subscriptionStatus: 'pro' }),
      'GET /api/cover-letters/7': () => jsonResponse({ coverLetter: letter }),
    });
    renderWithProviders(<CoverLetterView id="7" />, { route: '/preview/7' });
    expect(await screen.findByRole('heading', { name: 'Your Cover Letter' })).toBeInTheDocument();
    expect(screen.getByText('Cover Letter #7')).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Cover letter text' });
    expect(within(article).getByText('I build things.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cover Letter Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Strong match on TypeScript.')).toBeInTheDocument();
    expect(screen.getByText('82%')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(await screen.findByText('Keyword suggestions')).toBeInTheDocument();
    expect(screen.getByText('Written by the offline engine (rule-based)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate New' })).toHaveAttribute('href', '/');
    for (const name of ['Edit Content', 'Print', 'Save as PDF', 'Download DOCX', 'Download TXT', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Version history' })).toBeInTheDocument();
  });

  it('renders a print-only copy of the letter into <body>, hidden on screen and without page chrome', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/cover-letters/7': () => jsonResponse({ coverLetter: letter }),
    });
    renderWithProviders(<CoverLetterView id="7" />, { route: '/preview/7' });
    await screen.findByRole('heading', { name: 'Your Cover Letter' });
    const printCopy = document.body.querySelector(':scope > .print-letter');
    expect(printCopy).not.toBeNull();
    expect(printCopy).not.toBeVisible();
    const paragraphs = [...(printCopy?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Dear Hiring Manager,', 'I build things.', 'Sincerely,\nAda']);
    expect(printCopy).not.toHaveTextContent('Written by');
    expect(printCopy).not.toHaveTextContent('Strong match on TypeScript.');
  });

  it('hides keyword suggestions from free users', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/cover-letters/7': () => jsonResponse({ coverLetter: letter }),
    });
    renderWithProviders(<CoverLetterView id="7" />, { route: '/preview/7' });
    expect(await screen.findByText('Strong match on TypeScript.')).toBeInTheDocument();
    // Download buttons stay visible but locked for plans below Pro.
    expect(screen.getByRole('button', { name: /Download DOCX/ })).toHaveTextContent('PRO');
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
