import { jobMessages } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverLetterForm } from '@/app/cover-letter-form';
import { formRoutes } from '@/test/form-api';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SCRAPE = 'POST /api/job-descriptions/scrape';
const SUMMARIZE = 'POST /api/job-descriptions/summarize';

function renderForm(extra: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({
    'GET /api/user': () => jsonResponse(testUser),
    ...formRoutes(),
    ...extra,
  });
  return { ...renderWithProviders(<CoverLetterForm />), fetch };
}

const scraped = {
  processedContent: 'Senior TypeScript Engineer\n\n## Responsibilities\n- Build the API',
  title: 'Senior TypeScript Engineer',
  company: 'Acme',
  location: 'Remote',
  source: 'json-ld',
  rendered: false,
  url: 'https://jobs.example.com/1',
};

const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const urlField = () => screen.getByLabelText('Job Posting URL');
const peel = () => screen.getByRole('button', { name: 'Peel Job Details' });
const clean = () => screen.getByRole('button', { name: 'AI Clean and Summarize' });
const description = () => screen.getByLabelText('Job Description');

describe('Peel Job Details (docs/product.md §4 step 2, §7, §9)', () => {
  it('does nothing for a blank URL', async () => {
    const { user, fetch } = renderForm();
    await user.click(peel());
    await user.type(urlField(), '   ');
    await user.click(peel());
    await user.type(urlField(), '{Enter}');
    expect(callsTo(fetch, '/api/job-descriptions/scrape')).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fills the description and an empty company name, with the bar showing during the call', async () => {
    const answer = deferred();
    const { user, fetch } = renderForm({ [SCRAPE]: () => answer.promise });
    await user.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    await user.type(urlField(), 'https://jobs.example.com/1');
    await user.click(peel());

    const bar = await screen.findByRole('progressbar', { name: 'Job details extraction progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(peel()).toBeDisabled();
    expect(clean()).toBeDisabled();

    answer.resolve(jsonResponse(scraped));
    await vi.waitFor(() => expect(description()).toHaveValue(scraped.processedContent));
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
    // The company recipient follows the filled-in name.
    expect(screen.getByText('The letter will be addressed to: Acme')).toBeInTheDocument();
    expect(await screen.findByText('Job Details Extracted')).toBeInTheDocument();
    expect(screen.getByText(/Senior TypeScript Engineer at Acme/)).toBeInTheDocument();
    expect(peel()).toBeEnabled();
    expect(bodyOf(callsTo(fetch, '/api/job-descriptions/scrape')[0])).toMatchObject({
      url: 'https://jobs.example.com/1',
      useUniversalExtractor: false,
      useAiCleaning: true,
    });
  });

  it('keeps a company name the user already typed', async () => {
    const { user } = renderForm({ [SCRAPE]: () => jsonResponse(scraped) });
    await user.type(screen.getByLabelText('Company Name'), 'Globex');
    await user.type(urlField(), 'https://jobs.example.com/1{Enter}');
    await vi.waitFor(() => expect(description()).toHaveValue(scraped.processedContent));
    expect(screen.getByLabelText('Company Name')).toHaveValue('Globex');
  });

  it('sends the Universal Extractor switch', async () => {
    const { user, fetch } = renderForm({ [SCRAPE]: () => jsonResponse({ ...scraped, rendered: true }) });
    const universal = screen.getByRole('switch', { name: 'Universal Extractor' });
    expect(universal).toHaveAccessibleDescription(
      'Renders the page in a browser for sites that load the job with JavaScript (slower)',
    );
    await user.click(universal);
    expect(universal).toBeChecked();
    await user.type(urlField(), 'https://jobs.example.com/1');
    await user.click(peel());
    await screen.findByText('Job Details Extracted');
    expect(bodyOf(callsTo(fetch, '/api/job-descriptions/scrape')[0])).toMatchObject({
      useUniversalExtractor: true,
      useAiCleaning: true,
    });
  });

  it('shows the server message on failure and keeps the URL and the description', async () => {
    const { user } = renderForm({
      [SCRAPE]: () =>
        jsonResponse(
          { message: jobMessages.blockedAddress, code: 'URL_BLOCKED', requestId: 'r' },
          { status: 422 },
        ),
    });
    await user.type(description(), 'My own notes');
    await user.type(urlField(), 'http://10.0.0.1/job');
    await user.click(peel());
    expect(await screen.findByText(jobMessages.blockedAddress)).toBeInTheDocument();
    expect(urlField()).toHaveValue('http://10.0.0.1/job');
    expect(description()).toHaveValue('My own notes');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(peel()).toBeEnabled();
  });

  it('shows the Extraction Failed message when the content comes back empty', async () => {
    const { user } = renderForm({ [SCRAPE]: () => jsonResponse({ ...scraped, processedContent: '  \n' }) });
    await user.type(description(), 'Typed text');
    await user.type(urlField(), 'https://jobs.example.com/empty');
    await user.click(peel());
    expect(await screen.findByText(jobMessages.extractionFailed)).toBeInTheDocument();
    expect(description()).toHaveValue('Typed text');
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
  });

  it('says what is wrong with a URL that is not http(s), without a request', async () => {
    const { user, fetch } = renderForm();
    await user.type(urlField(), 'ftp://example.com/job');
    await user.click(peel());
    expect(screen.getByText(jobMessages.invalidUrl)).toBeInTheDocument();
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, '/api/job-descriptions/scrape')).toHaveLength(0);
  });
});

describe('AI Clean and Summarize (docs/product.md §4 step 2, §7, §9)', () => {
  it('is disabled while the description is empty', async () => {
    const { user } = renderForm();
    expect(clean()).toBeDisabled();
    await user.type(description(), '   ');
    expect(clean()).toBeDisabled();
    await user.type(description(), 'Engineer');
    expect(clean()).toBeEnabled();
  });

  it('replaces the description with the cleaned text', async () => {
    const answer = deferred();
    const { user, fetch } = renderForm({ [SUMMARIZE]: () => answer.promise });
    await user.type(description(), 'Home | Jobs | Cookies\nEngineer wanted');
    await user.click(clean());
    expect(
      await screen.findByRole('progressbar', { name: 'Job description cleaning progress' }),
    ).toBeInTheDocument();
    expect(clean()).toBeDisabled();
    expect(peel()).toBeDisabled();

    answer.resolve(jsonResponse({ cleanedContent: 'Engineer wanted', engine: 'rules' }));
    await vi.waitFor(() => expect(description()).toHaveValue('Engineer wanted'));
    expect(await screen.findByText('Job Description Cleaned')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetch, '/api/job-descriptions/summarize')[0])).toMatchObject({
      content: 'Home | Jobs | Cookies\nEngineer wanted',
    });
    expect(clean()).toBeEnabled();
  });

  it("shows 'Failed to clean job description' and keeps the text", async () => {
    const { user } = renderForm({
      [SUMMARIZE]: [
        () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }),
        () =>
          jsonResponse(
            { message: 'The AI provider is not answering.', code: 'AI_UNAVAILABLE', requestId: 'r' },
            { status: 503 },
          ),
      ],
    });
    await user.type(description(), 'Engineer wanted');
    await user.click(clean());
    expect(await screen.findByText('Failed to clean job description')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(description()).toHaveValue('Engineer wanted');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(clean());
    expect(await screen.findByText('The AI provider is not answering.')).toBeInTheDocument();
    expect(screen.getByText('Failed to clean job description')).toBeInTheDocument();
    expect(description()).toHaveValue('Engineer wanted');
  });
});

describe('how-to (docs/product.md §4 step 2)', () => {
  it('opens to show the three methods', async () => {
    const { user } = renderForm();
    const trigger = screen.getByRole('button', { name: 'How to add the job description' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Method 1: Paste the link/)).toBeInTheDocument();
    expect(screen.getByText(/Method 2: Turn on the Universal Extractor/)).toBeInTheDocument();
    expect(screen.getByText(/Method 3: Copy, paste and clean/)).toBeInTheDocument();
  });
});
