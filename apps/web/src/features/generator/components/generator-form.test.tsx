import { DAILY_LIMIT_MESSAGE } from '@jobpeel/contract';
import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { formRoutes } from '@/test/form-api';
import { jsonResponse, mockApi, renderWithProviders, testUser, unauthorized } from '@/test/render';
import {
  GENERATION_CANCELLED_DESCRIPTION,
  GENERATION_CANCELLED_TITLE,
  streamedProgress,
} from '../hooks/use-generate-letter';
import { defaultDraft, toGenerateRequest, withCompanyName, withRecipient } from '../lib/draft';
import { GeneratorForm } from './generator-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderForm(userResponse: () => Response, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({
    'GET /api/user': userResponse,
    ...formRoutes(),
    ...extra,
  });
  const result = renderWithProviders(
    <>
      <LocationProbe />
      <GeneratorForm />
    </>,
  );
  return { ...result, fetch };
}

const asUser = (subscriptionStatus: string | null) => () => jsonResponse({ ...testUser, subscriptionStatus });
const currentPath = () => screen.getByTestId('location').textContent;

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Job Description'), 'Senior TypeScript engineer');
  await user.type(screen.getByLabelText('Resume Content'), 'Ada, TypeScript, 8 years');
}

describe('recipient rules (spec §4)', () => {
  it('sets the recipient text for each choice and mirrors the company name', () => {
    expect(withRecipient(defaultDraft, 'hr').customRecipient).toBe('Human Resources');
    expect(withRecipient(defaultDraft, 'hiring_manager').customRecipient).toBe('Hiring Manager');
    expect(withRecipient(defaultDraft, 'none').customRecipient).toBe('');
    expect(withRecipient(defaultDraft, 'company').customRecipient).toBe('Hiring Team');
    const company = withRecipient({ ...defaultDraft, companyName: 'Acme' }, 'company');
    expect(company.customRecipient).toBe('Acme');
    expect(withCompanyName(company, 'Globex').customRecipient).toBe('Globex');
    expect(withCompanyName(company, '  ').customRecipient).toBe('Hiring Team');
    // Custom keeps whatever text the last choice left, and the company name no longer mirrors.
    const custom = withRecipient(company, 'custom');
    expect(custom.customRecipient).toBe('Acme');
    expect(withCompanyName(custom, 'Initech').customRecipient).toBe('Acme');
  });

  it('sends includeRecipient always and the include flags only for non-empty sections (spec §5)', () => {
    const body = toGenerateRequest({ ...defaultDraft, skillsHighlights: 'React', educationHighlights: '  ' });
    expect(body).toMatchObject({
      templateId: 1,
      recipient: 'hiring_manager',
      customRecipient: 'Hiring Manager',
      length: 'standard',
      includeRecipient: true,
      includeSkills: true,
      includeEducation: false,
      includeAchievements: false,
    });
  });

  it('mirrors the Company Name field while Company is the recipient', async () => {
    const { user } = renderForm(asUser('free'));
    await user.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    expect(screen.getByText('The letter will be addressed to: Hiring Team')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    expect(screen.getByText('The letter will be addressed to: Acme')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(screen.getByLabelText('Custom Recipient')).toHaveValue('Acme');
  });
});

describe('template and length access', () => {
  it('shows a free user Creative and Technical templates disabled with PRO and STANDARD+', async () => {
    const { user } = renderForm(asUser('free'));
    const picker = await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    expect(picker).toHaveTextContent('Professional');
    await user.click(picker);

    expect(await screen.findByRole('option', { name: /Professional/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: /Executive/ })).not.toHaveAttribute('aria-disabled');
    for (const name of ['Technical Impact', 'Engineering Narrative']) {
      const option = screen.getByRole('option', { name: new RegExp(name) });
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(within(option).getByText('STANDARD+')).toBeInTheDocument();
    }
    for (const name of ['Creative Storyteller', 'Conversational']) {
      const option = screen.getByRole('option', { name: new RegExp(name) });
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(within(option).getByText('PRO')).toBeInTheDocument();
    }
  });

  it('shows the loading state while templates load', async () => {
    mockApi({
      'GET /api/user': asUser('free'),
      ...formRoutes(),
      'GET /api/templates': () => new Promise<Response>(() => {}),
    });
    renderWithProviders(<GeneratorForm />);
    expect(await screen.findByText('Loading templates...')).toBeInTheDocument();
    expect(
      screen.getByText("Choose a template for your cover letter's structure and style."),
    ).toBeInTheDocument();
  });

  it('offers concise and comprehensive only to standard and pro users', async () => {
    const free = renderForm(asUser('free'));
    await free.user.click(await screen.findByRole('combobox', { name: 'Letter Length' }));
    expect(await screen.findByRole('option', { name: 'Standard' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: /Concise/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /Comprehensive/ })).toHaveAttribute('aria-disabled', 'true');
    free.unmount();

    const standard = renderForm(asUser('standard'));
    await standard.user.click(await screen.findByRole('combobox', { name: 'Letter Length' }));
    expect(await screen.findByRole('option', { name: 'Concise' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'Comprehensive' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('submitting', () => {
  it('shows the validation messages on an empty submit and keeps what was typed', async () => {
    const { user, fetch } = renderForm(asUser('free'));
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.type(screen.getByLabelText('Skills Highlights'), 'React');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(screen.getByText('Job description is required')).toBeInTheDocument();
    expect(screen.getByText('Resume content is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('React');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/generate'))).toBe(false);
  });

  it('sends a visitor to /auth on AUTH_REQUIRED, keeping the draft for after login', async () => {
    const { user, unmount } = renderForm(unauthorized, {
      'POST /api/cover-letters/generate': () =>
        jsonResponse(
          { message: 'Please log in to continue.', code: 'AUTH_REQUIRED', requestId: 'r' },
          { status: 401 },
        ),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to generate cover letters.')).toBeInTheDocument();
    await vi.waitFor(() => expect(currentPath()).toBe('/auth'));
    const kept = JSON.parse(window.sessionStorage.getItem(sessionKeys.generatorDraft) ?? '{}');
    expect(kept).toMatchObject({ jobDescription: 'Senior TypeScript engineer', companyName: 'Acme' });
    unmount();

    // Back from login: the form comes back filled in.
    renderForm(asUser('free'));
    expect(screen.getByLabelText('Job Description')).toHaveValue('Senior TypeScript engineer');
    expect(screen.getByLabelText('Resume Content')).toHaveValue('Ada, TypeScript, 8 years');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
  });

  it('shows the daily-limit toast with the upgrade and referral actions', async () => {
    const { user, fetch } = renderForm(asUser('free'), {
      'POST /api/cover-letters/generate': () =>
        jsonResponse(
          { message: DAILY_LIMIT_MESSAGE, code: 'DAILY_LIMIT_REACHED', requestId: 'r' },
          { status: 429 },
        ),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(await screen.findByText('Daily Limit Reached')).toBeInTheDocument();
    expect(screen.getByText(DAILY_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refer Friends' }));
    expect(currentPath()).toBe('/account?tab=referrals');
    // The input is kept.
    expect(screen.getByLabelText('Job Description')).toHaveValue('Senior TypeScript engineer');

    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/generate'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({ templateId: 1, includeRecipient: true, includeSkills: false });
  });

  it('goes to the preview after a successful generation', async () => {
    const { user } = renderForm(asUser('pro'), {
      'POST /api/cover-letters/generate': () => jsonResponse({ id: 42, coverLetter: {} }, { status: 201 }),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/42'));
  });
});

/**
 * A text/event-stream answer whose bytes the test pushes piece by piece. It honours the request's
 * abort signal the way fetch does, erroring the body with an AbortError.
 */
function sseStream(init: RequestInit | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  init?.signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // Already closed.
    }
  });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  return {
    response,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    pushBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    close: () => controller.close(),
  };
}

type Stream = ReturnType<typeof sseStream>;

/** Renders the form with a generate endpoint that streams; resolves the stream once requested. */
function renderStreaming() {
  let resolveStream!: (stream: Stream) => void;
  const streamReady = new Promise<Stream>((resolve) => {
    resolveStream = resolve;
  });
  const rendered = renderForm(asUser('free'), {
    'POST /api/cover-letters/generate': (init) => {
      const stream = sseStream(init);
      resolveStream(stream);
      return stream.response;
    },
  });
  return { ...rendered, streamReady };
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const panel = () => screen.getByRole('region', { name: 'Letter being written' });

describe('streaming generation (decisions.md Generation)', () => {
  it('asks for server-sent events and shows the letter as it is written, split at awkward places', async () => {
    const { user, fetch, streamReady } = renderStreaming();
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    const stream = await streamReady;

    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/generate'));
    expect(new Headers(call?.[1]?.headers).get('Accept')).toBe('text/event-stream');

    // One event split mid-name, mid-JSON and between the two newlines.
    await act(async () => {
      stream.push(': keep-alive\n\nev');
      stream.push('ent: chunk\r\ndata: {"text":"Dear Hi');
      stream.push('ring Manager,"}\n');
    });
    expect(await screen.findByRole('heading', { name: 'Writing your cover letter...' })).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByTestId('streamed-letter')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('streamed-letter')).not.toHaveTextContent('Dear');

    await act(async () => {
      stream.push(`\n${event('chunk', { text: '\n\nI am ' })}event: chu`);
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('streamed-letter').textContent).toBe('Dear Hiring Manager,\n\nI am '),
    );

    // A multi-byte character split across two reads.
    const bytes = new TextEncoder().encode('nk\ndata: {"text":"café-ready."}\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    await act(async () => {
      stream.pushBytes(bytes.slice(0, cut));
      stream.pushBytes(bytes.slice(cut));
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('streamed-letter')).toHaveTextContent(
        'Dear Hiring Manager, I am café-ready.',
      ),
    );
    expect(currentPath()).toBe('/');
    const bar = screen.getByRole('progressbar', { name: 'Cover letter generation progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });

  it('goes to the preview on done', async () => {
    const { user, streamReady } = renderStreaming();
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    const stream = await streamReady;
    await act(async () => {
      stream.push(event('chunk', { text: 'Dear Hiring Manager,' }));
      stream.push(event('done', { id: 77, coverLetter: {} }).slice(0, 20));
    });
    await screen.findByText('Dear Hiring Manager,');
    await act(async () => {
      stream.push(event('done', { id: 77, coverLetter: {} }).slice(20));
      stream.close();
    });
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/77'));
  });

  it('shows the error event as a destructive toast and keeps the form', async () => {
    const { user, streamReady } = renderStreaming();
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    const stream = await streamReady;
    await act(async () => {
      stream.push(event('chunk', { text: 'Dear ' }));
      stream.push(
        event('error', {
          message: 'The writer stopped unexpectedly.',
          code: 'GENERATION_FAILED',
          requestId: 'r',
        }),
      );
      stream.close();
    });

    expect(await screen.findByText('The writer stopped unexpectedly.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Letter being written' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.getByLabelText('Job Description')).toHaveValue('Senior TypeScript engineer');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled();
  });

  it('treats a stream that ends without done as a failure', async () => {
    const { user, streamReady } = renderStreaming();
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    const stream = await streamReady;
    await act(async () => {
      stream.push(event('chunk', { text: 'Dear ' }));
      stream.close();
    });
    expect(await screen.findByText(/interrupted before your letter was finished/)).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('Cancel aborts the request, says nothing was saved or counted, and keeps the form', async () => {
    const { user, fetch, streamReady } = renderStreaming();
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    const stream = await streamReady;
    await act(async () => {
      stream.push(event('chunk', { text: 'Dear Hiring Manager,' }));
    });
    await screen.findByText('Dear Hiring Manager,');

    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/generate'));
    expect(call?.[1]?.signal?.aborted).toBe(true);
    expect(await screen.findByText(GENERATION_CANCELLED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(GENERATION_CANCELLED_DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Letter being written' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.getByLabelText('Job Description')).toHaveValue('Senior TypeScript engineer');
    expect(screen.getByLabelText('Resume Content')).toHaveValue('Ada, TypeScript, 8 years');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toHaveFocus(),
    );
  });

  it('falls back to the simulated progress when the answer is plain JSON', async () => {
    const { user } = renderForm(asUser('pro'), {
      'POST /api/cover-letters/generate': () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse({ id: 43, coverLetter: {} }, { status: 201 })), 50),
        ),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Cover letter generation progress' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Letter being written' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/43'));
  });

  it('moves the progress with the words written for the chosen length', () => {
    expect(streamedProgress('', 'standard')).toBe(0);
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(streamedProgress(words(162), 'standard')).toBeCloseTo(49.8, 0);
    expect(streamedProgress(words(200), 'concise')).toBe(95);
    expect(streamedProgress(words(1000), 'comprehensive')).toBe(95);
  });
});
