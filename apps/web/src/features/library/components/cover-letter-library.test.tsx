import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMALL_SCREEN } from '@/lib/media';
import { fakeMatchMedia } from '@/test/match-media';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { CoverLetterLibrary } from './cover-letter-library';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

const summary = (overrides: Record<string, unknown>) => ({
  id: 1,
  title: null,
  createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  updatedAt: new Date().toISOString(),
  jobDescription: 'Job',
  contentOrigin: 'generated',
  length: 'standard',
  templateId: 1,
  saved: false,
  expiresAt: null,
  metadata: {},
  ...overrides,
});

const letters = [
  summary({
    id: 7,
    title: 'Frontend Engineer at Acme',
    jobDescription: 'We build web apps.\n\nYou know React and TypeScript.',
    metadata: { keywords: ['react', 'typescript', 'css', 'testing', 'a11y'] },
    saved: true,
  }),
  summary({
    id: 6,
    createdAt: '2026-03-05T12:00:00.000Z',
    length: 'concise',
    expiresAt: '2026-04-04T12:00:00.000Z',
    metadata: { keywords: ['go', 'sql'] },
  }),
  summary({ id: 5, length: 'comprehensive' }),
];

/** The cells of the row whose Job Details title is `name`, in column order. */
function rowOf(name: string): [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement] {
  const row = screen.getByRole('button', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  const [date, details, keywords, template, actions] = within(row).getAllByRole('cell');
  if (!date || !details || !keywords || !template || !actions) throw new Error(`Row ${name} lacks cells`);
  return [date, details, keywords, template, actions];
}

describe('CoverLetterLibrary', () => {
  it('lists letters with date, job details, keywords, template and a View link', async () => {
    mockApi({ 'GET /api/cover-letters': () => jsonResponse({ coverLetters: letters }) });
    renderWithProviders(<CoverLetterLibrary />);

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date Created', 'Job Details', 'Keywords', 'Template', 'Actions']);
    // Newest first, as the API sends them.
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/preview/7', '/preview/6', '/preview/5']);

    const [date, details, keywords, template] = rowOf('Frontend Engineer at Acme');
    expect(date).toHaveTextContent('3 hours ago');
    expect(within(details).getByText('Saved')).toBeInTheDocument();
    expect(within(details).queryByText(/Expires/)).not.toBeInTheDocument();
    expect(within(keywords).getByText('react')).toBeInTheDocument();
    expect(within(keywords).getByText('typescript')).toBeInTheDocument();
    expect(within(keywords).getByText('css')).toBeInTheDocument();
    expect(within(keywords).queryByText('testing')).not.toBeInTheDocument();
    expect(within(keywords).getByText('+2 more')).toBeInTheDocument();
    expect(template).toHaveTextContent('Standard');

    const [oldDate, unsaved, fewKeywords, concise] = rowOf('Cover Letter #6');
    expect(within(oldDate).getByText(/ago$/)).toHaveAttribute('title', 'Mar 5, 2026');
    expect(within(unsaved).queryByText('Saved')).not.toBeInTheDocument();
    expect(within(unsaved).getByText('Expires Apr 4, 2026')).toHaveAttribute(
      'title',
      "Unsaved letters are removed after the plan's window. Save it to keep it.",
    );
    expect(fewKeywords).toHaveTextContent('gosql');
    expect(within(fewKeywords).queryByText(/more/)).not.toBeInTheDocument();
    expect(concise).toHaveTextContent('Concise');

    expect(rowOf('Cover Letter #5')[3]).toHaveTextContent('Comprehensive');
    expect(screen.getByRole('link', { name: 'View Cover Letter #6' })).toHaveAttribute('href', '/preview/6');
  });

  it('shows the job description in a hover card on hover and on keyboard focus', async () => {
    mockApi({ 'GET /api/cover-letters': () => jsonResponse({ coverLetters: letters }) });
    const { user } = renderWithProviders(<CoverLetterLibrary />);
    const title = await screen.findByRole('button', { name: 'Frontend Engineer at Acme' });

    await user.hover(title);
    // Whitespace is kept, so the paragraphs of the description stay apart.
    const description = await screen.findByText(/We build web apps\./);
    expect(description.textContent).toBe('We build web apps.\n\nYou know React and TypeScript.');
    expect(description).toHaveClass('whitespace-pre-wrap', 'overflow-y-auto');
    await user.unhover(title);
    await waitFor(() => expect(screen.queryByText(/We build web apps\./)).not.toBeInTheDocument());

    // Keyboard: tabbing onto a title opens its card too.
    screen.getByRole('button', { name: 'Cover Letter #6' }).focus();
    expect(await screen.findByText('Job')).toBeInTheDocument();
  });

  it('shows the empty state with a Create New link', async () => {
    mockApi({ 'GET /api/cover-letters': () => jsonResponse({ coverLetters: [] }) });
    renderWithProviders(<CoverLetterLibrary />);
    expect(await screen.findByRole('heading', { name: 'No cover letters yet' })).toBeInTheDocument();
    expect(screen.getByText('Generate your first cover letter to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure with a Try again button that reloads the list', async () => {
    mockApi({
      'GET /api/cover-letters': [
        () => jsonResponse({ message: 'Boom', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
        () => jsonResponse({ coverLetters: letters }),
      ],
    });
    const { user } = renderWithProviders(<CoverLetterLibrary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cover letters');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('tells letters for the same role apart by the company and role the analysis found', async () => {
    mockApi({
      'GET /api/cover-letters': () =>
        jsonResponse({
          coverLetters: [
            summary({
              id: 9,
              title: 'Frontend Engineer',
              metadata: { role: 'Frontend Engineer', company: 'Acme' },
            }),
            summary({
              id: 8,
              title: 'Frontend Engineer',
              metadata: { role: 'Frontend Engineer', company: 'Globex' },
            }),
            summary({ id: 7, title: null, metadata: { role: null, company: null } }),
          ],
        }),
    });
    renderWithProviders(<CoverLetterLibrary />);
    const [acme, globex] = await screen.findAllByRole('button', { name: 'Frontend Engineer' });
    const detailsOf = (title: HTMLElement | undefined) => title?.parentElement as HTMLElement;
    expect(detailsOf(acme)).toHaveTextContent('CompanyAcmeRoleFrontend Engineer');
    expect(detailsOf(globex)).toHaveTextContent('CompanyGlobexRoleFrontend Engineer');
    expect(
      within(detailsOf(screen.getByRole('button', { name: 'Cover Letter #7' }))).queryByText('Company'),
    ).toBeNull();
  });
});

describe('CoverLetterLibrary on a small screen', () => {
  it('lists the letters as cards, each with its details and its own View link', async () => {
    // A phone-sized window: only the small-screen query matches.
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query === SMALL_SCREEN),
    );
    mockApi({ 'GET /api/cover-letters': () => jsonResponse({ coverLetters: letters }) });
    renderWithProviders(<CoverLetterLibrary />);

    const list = await screen.findByRole('list', { name: 'Cover letters' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first, second] = cards;
    if (!first || !second) throw new Error('Missing cards');
    expect(within(first).getByRole('button', { name: 'Frontend Engineer at Acme' })).toBeInTheDocument();
    expect(first).toHaveTextContent('3 hours ago');
    expect(first).toHaveTextContent('Standard');
    expect(within(first).getByText('Saved')).toBeInTheDocument();
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Frontend Engineer at Acme' })).toHaveAttribute(
      'href',
      '/preview/7',
    );
    expect(second).toHaveTextContent('Concise');
    expect(within(second).getByText('Expires Apr 4, 2026')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'View Cover Letter #6' })).toHaveAttribute(
      'href',
      '/preview/6',
    );
  });
});
