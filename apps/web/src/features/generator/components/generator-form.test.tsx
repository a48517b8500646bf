import { DAILY_LIMIT_MESSAGE } from '@jobpeel/contract';
import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { analyzeResponse, asUser, renderWithFormApi } from '@/test/form-api';
import { jsonResponse, type mockApi, unauthorized } from '@/test/render';
import {
  GENERATION_CANCELLED_DESCRIPTION,
  GENERATION_CANCELLED_TITLE,
  streamedProgress,
} from '../hooks/use-generate-letter';
import { LOW_MATCH_CHECK_TIMEOUT_MS } from '../hooks/use-low-match-check';
import { defaultDraft, toGenerateRequest, withCompanyName, withRecipient } from '../lib/draft';
import { GeneratorForm } from './generator-form';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderForm(userResponse: () => Response, extra: Parameters<typeof mockApi>[0] = {}) {
  return renderWithFormApi(
    <>
      <LocationProbe />
      <GeneratorForm />
    </>,
    { 'GET /api/user': userResponse, ...extra },
  );
}

const currentPath = () => screen.getByTestId('location').textContent;

/** A posting and a resume long enough to tailor from (at least 25 words each). */
const JOB_TEXT = `Senior TypeScript Engineer - Brightwave Labs (Remote, US)
About the role
You will build and maintain the React and Node.js services behind our clinic scheduling product.
Requirements:
- 5+ years of professional TypeScript or JavaScript experience
- Experience with PostgreSQL and REST API design
- Comfortable reviewing code and mentoring junior engineers`;
const RESUME_TEXT = `ADA OKAFOR
ada.okafor@example.com | (555) 555-0142 | Columbus, OH
Software Engineer, Harbor Point Software - 2017 to present
- Built React and TypeScript front ends used by 40,000 patients a month
- Designed REST APIs in Node.js backed by PostgreSQL
- Mentored three junior engineers through code review`;

/** Pasted rather than typed: a keystroke per character is slow for texts this long. */
async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByLabelText('Job Description'));
  await user.paste(JOB_TEXT);
  await user.click(screen.getByLabelText('Resume Content'));
  await user.paste(RESUME_TEXT);
}

/** The form for that user once its templates are in, with the job description and resume filled. */
async function renderFilled(userResponse: () => Response, extra: Parameters<typeof mockApi>[0] = {}) {
  const rendered = renderForm(userResponse, extra);
  await screen.findByRole('combobox', { name: 'Cover Letter Template' });
  await fillRequired(rendered.user);
  return rendered;
}

describe('recipient rules (docs/product.md §5)', () => {
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

  it('sends includeRecipient always, include flags only for filled sections (docs/product.md §7)', () => {
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
    renderWithFormApi(<GeneratorForm />, {
      'GET /api/user': asUser('free'),
      'GET /api/templates': () => new Promise<Response>(() => {}),
    });
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

    // The check loads with the first submit (docs/decisions/0028).
    expect(await screen.findByText('Job description is required')).toBeInTheDocument();
    expect(screen.getByText('Resume content is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('React');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/generate'))).toBe(false);
  });

  it('sends a visitor to /auth on AUTH_REQUIRED, keeping the draft for after login', async () => {
    const { user, unmount } = await renderFilled(unauthorized, {
      'POST /api/cover-letters/generate': () =>
        jsonResponse(
          { message: 'Please log in to continue.', code: 'AUTH_REQUIRED', requestId: 'r' },
          { status: 401 },
        ),
    });
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to generate cover letters.')).toBeInTheDocument();
    await vi.waitFor(() => expect(currentPath()).toBe('/auth'));
    const kept = JSON.parse(window.sessionStorage.getItem(sessionKeys.generatorDraft) ?? '{}');
    expect(kept).toMatchObject({ jobDescription: JOB_TEXT, companyName: 'Acme' });
    unmount();

    // Back from login: the form comes back filled in.
    renderForm(asUser('free'));
    expect(screen.getByLabelText('Job Description')).toHaveValue(JOB_TEXT);
    expect(screen.getByLabelText('Resume Content')).toHaveValue(RESUME_TEXT);
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
  });

  it('shows the daily-limit toast with the upgrade and referral actions', async () => {
    const { user, fetch } = await renderFilled(asUser('free'), {
      'POST /api/cover-letters/generate': () =>
        jsonResponse(
          { message: DAILY_LIMIT_MESSAGE, code: 'DAILY_LIMIT_REACHED', requestId: 'r' },
          { status: 429 },
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(await screen.findByText('Daily Limit Reached')).toBeInTheDocument();
    expect(screen.getByText(DAILY_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refer Friends' }));
    expect(currentPath()).toBe('/account?tab=referrals');
    // The input is kept.
    expect(screen.getByLabelText('Job Description')).toHaveValue(JOB_TEXT);

    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/generate'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({ templateId: 1, includeRecipient: true, includeSkills: false });
  });

  it('goes to the preview after a successful generation', async () => {
    const { user } = await renderFilled(asUser('pro'), {
      'POST /api/cover-letters/generate': () => jsonResponse({ id: 42, coverLetter: {} }, { status: 201 }),
    });
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

/** Renders the form, filled, with a generate endpoint that streams; resolves the stream once requested. */
async function renderStreaming() {
  let resolveStream!: (stream: Stream) => void;
  const streamReady = new Promise<Stream>((resolve) => {
    resolveStream = resolve;
  });
  const rendered = await renderFilled(asUser('free'), {
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

describe('streaming generation (docs/decisions/0006)', () => {
  it('asks for server-sent events and shows the letter as it is written, split at awkward places', async () => {
    const { user, fetch, streamReady } = await renderStreaming();
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
    const { user, streamReady } = await renderStreaming();
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

  it('says the draft is being checked against the resume while flagged sentences are repaired', async () => {
    const { user, streamReady } = await renderStreaming();
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    const stream = await streamReady;
    await act(async () => {
      stream.push(event('chunk', { text: 'Dear Hiring Manager,' }));
    });
    expect(await screen.findByRole('heading', { name: 'Writing your cover letter...' })).toBeInTheDocument();
    await act(async () => {
      stream.push(event('repairing', { sentences: 2 }));
    });
    expect(
      await screen.findByRole('heading', { name: 'Checking 2 sentences against your resume...' }),
    ).toBeInTheDocument();
    await act(async () => {
      stream.push(event('repair', { sentences: 2 }));
      stream.push(event('evidence', { evidence: null }));
      stream.push(event('done', { id: 78, coverLetter: {} }));
      stream.close();
    });
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/78'));
  });

  it('shows the error event as a destructive toast and keeps the form', async () => {
    const { user, streamReady } = await renderStreaming();
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
    expect(screen.getByLabelText('Job Description')).toHaveValue(JOB_TEXT);
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled();
  });

  it('treats a stream that ends without done as a failure', async () => {
    const { user, streamReady } = await renderStreaming();
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
    const { user, fetch, streamReady } = await renderStreaming();
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
    expect(screen.getByLabelText('Job Description')).toHaveValue(JOB_TEXT);
    expect(screen.getByLabelText('Resume Content')).toHaveValue(RESUME_TEXT);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toHaveFocus(),
    );
  });

  it('falls back to the simulated progress when the answer is plain JSON', async () => {
    const { user } = await renderFilled(asUser('pro'), {
      'POST /api/cover-letters/generate': () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse({ id: 43, coverLetter: {} }, { status: 201 })), 50),
        ),
    });
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

const ANALYZE = '/api/job-descriptions/analyze';
const GENERATE = '/api/cover-letters/generate';
const callsTo = (fetch: ReturnType<typeof renderForm>['fetch'], path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path);
const lowMatchAlert = () => screen.queryByRole('alert', { name: 'Low match' });
const generateFailed = () =>
  jsonResponse(
    { message: 'The writer stopped unexpectedly.', code: 'GENERATION_FAILED', requestId: 'r' },
    { status: 500 },
  );

const LONG_GAP =
  'Hands-on experience running Kubernetes clusters in production, including on-call rotation, capacity planning and incident reviews';
const lowMatchRoute = () =>
  jsonResponse(
    analyzeResponse({
      score: 18,
      lowMatch: true,
      gaps: ['5+ years of professional Go experience', LONG_GAP, 'AWS certification', 'Terraform'],
    }),
  );

/**
 * A free user's form whose posting matches poorly, submitted and then generated anyway: that first
 * generation fails, and `later` answers the next ones.
 */
async function generatedAnyway(...later: (() => Response)[]) {
  const rendered = await renderFilled(asUser('free'), {
    [`POST ${ANALYZE}`]: lowMatchRoute,
    [`POST ${GENERATE}`]: [generateFailed, ...later],
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Generate anyway' }));
  expect(await screen.findByText('The writer stopped unexpectedly.')).toBeInTheDocument();
  return rendered;
}

describe('low-match warning', () => {
  it('shows the warning instead of generating when the match is low, keeping the form', async () => {
    const { user, fetch } = await renderFilled(asUser('free'), {
      [`POST ${ANALYZE}`]: lowMatchRoute,
      [`POST ${GENERATE}`]: () => jsonResponse({ id: 42, coverLetter: {} }, { status: 201 }),
    });
    await user.type(screen.getByLabelText('Company Name'), 'Brightwave Labs');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    const alert = await screen.findByRole('alert', { name: 'Low match' });
    expect(alert).toHaveTextContent(
      'Your resume shows little of what this posting asks for (match 18/100). Not shown in your resume:',
    );
    const gaps = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toBe('5+ years of professional Go experience');
    expect(gaps[1]).toMatch(/^Hands-on experience running Kubernetes clusters.*…$/);
    expect(gaps[1]?.length).toBeLessThanOrEqual(90);
    expect(within(alert).getByRole('button', { name: 'Generate anyway' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Edit my details' })).toBeEnabled();

    const body = JSON.parse(String(callsTo(fetch, ANALYZE)[0]?.[1]?.body));
    expect(body).toMatchObject({
      content: JOB_TEXT,
      resumeText: RESUME_TEXT,
      companyName: 'Brightwave Labs',
    });
    expect(callsTo(fetch, GENERATE)).toHaveLength(0);
    expect(currentPath()).toBe('/');
    expect(screen.getByLabelText('Job Description')).toHaveValue(JOB_TEXT);
    expect(screen.getByLabelText('Resume Content')).toHaveValue(RESUME_TEXT);
    expect(screen.getByLabelText('Company Name')).toHaveValue('Brightwave Labs');
  });

  it("'Generate anyway' generates, and is remembered for the same job description and resume", async () => {
    const { user, fetch } = await generatedAnyway(() =>
      jsonResponse({ id: 42, coverLetter: {} }, { status: 201 }),
    );
    expect(callsTo(fetch, GENERATE)).toHaveLength(1);
    expect(lowMatchAlert()).not.toBeInTheDocument();

    // Same texts: no second warning, no second analysis.
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/42'));
    expect(callsTo(fetch, ANALYZE)).toHaveLength(1);
    expect(callsTo(fetch, GENERATE)).toHaveLength(2);
  });

  it('shows the warning again once the job description or the resume changes', async () => {
    const { user, fetch } = await generatedAnyway();

    // Short additions: every typed character is a render, slow on a busy machine.
    await user.type(screen.getByLabelText('Job Description'), '\n- Go');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByRole('alert', { name: 'Low match' })).toBeInTheDocument();
    expect(callsTo(fetch, ANALYZE)).toHaveLength(2);
    expect(callsTo(fetch, GENERATE)).toHaveLength(1);
    const body = JSON.parse(String(callsTo(fetch, ANALYZE)[1]?.[1]?.body));
    expect(body.content).toBe(`${JOB_TEXT}\n- Go`);

    // Editing the resume while the warning shows closes it, and it comes back on the next submit.
    await user.type(screen.getByLabelText('Resume Content'), '\n- Go');
    expect(lowMatchAlert()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByRole('alert', { name: 'Low match' })).toBeInTheDocument();
    expect(callsTo(fetch, GENERATE)).toHaveLength(1);
  });

  it('forgets the acknowledgement on any change, even one that is undone', async () => {
    const { user, fetch } = await generatedAnyway();

    await user.type(screen.getByLabelText('Resume Content'), ' x{Backspace}{Backspace}');
    expect(screen.getByLabelText('Resume Content')).toHaveValue(RESUME_TEXT);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByRole('alert', { name: 'Low match' })).toBeInTheDocument();
    expect(callsTo(fetch, ANALYZE)).toHaveLength(2);
    expect(callsTo(fetch, GENERATE)).toHaveLength(1);
  });

  it("'Edit my details' closes the warning and moves focus to the job description, by keyboard", async () => {
    const { user, fetch } = await renderFilled(asUser('free'), { [`POST ${ANALYZE}`]: lowMatchRoute });
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await screen.findByRole('alert', { name: 'Low match' });

    // The warning sits just above the submit button: one Shift+Tab away.
    expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Edit my details' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Generate anyway' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(lowMatchAlert()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Job Description')).toHaveFocus();
    expect(screen.getByLabelText('Job Description')).toHaveValue(JOB_TEXT);
    expect(callsTo(fetch, GENERATE)).toHaveLength(0);
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'Internal error', requestId: 'r' }, { status: 500 })],
    [
      'the rate limit',
      () =>
        jsonResponse({ message: 'Too many requests', code: 'RATE_LIMITED', requestId: 'r' }, { status: 429 }),
    ],
    [
      'a network error',
      (): Response => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['no match', () => jsonResponse(analyzeResponse({ match: false, lowMatch: false }))],
    ['a low flag without a score', () => jsonResponse(analyzeResponse({ score: null, lowMatch: true }))],
  ])('generates as before when the analysis gives %s', async (_name, analyze) => {
    const { user, fetch } = await renderFilled(asUser('pro'), {
      [`POST ${ANALYZE}`]: analyze,
      [`POST ${GENERATE}`]: () => jsonResponse({ id: 44, coverLetter: {} }, { status: 201 }),
    });
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/44'));
    expect(callsTo(fetch, ANALYZE)).toHaveLength(1);
    expect(lowMatchAlert()).not.toBeInTheDocument();
  });

  it('generates without the match when the analysis takes too long', async () => {
    const { user, fetch } = await renderFilled(asUser('pro'), {
      // Like fetch: pending until the request is aborted.
      [`POST ${ANALYZE}`]: (init) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
      [`POST ${GENERATE}`]: () => jsonResponse({ id: 46, coverLetter: {} }, { status: 201 }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
      await vi.waitFor(() => expect(callsTo(fetch, ANALYZE)).toHaveLength(1));
      expect(callsTo(fetch, GENERATE)).toHaveLength(0);
      await act(async () => {
        vi.advanceTimersByTime(LOW_MATCH_CHECK_TIMEOUT_MS);
      });
      await vi.waitFor(() => expect(currentPath()).toBe('/preview/46'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('generates directly after a good match, with the analysis first', async () => {
    const { user, fetch } = await renderFilled(asUser('pro'), {
      [`POST ${GENERATE}`]: () => jsonResponse({ id: 45, coverLetter: {} }, { status: 201 }),
    });
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/45'));
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.indexOf(ANALYZE)).toBeGreaterThan(-1);
    expect(urls.indexOf(ANALYZE)).toBeLessThan(urls.indexOf(GENERATE));
    expect(lowMatchAlert()).not.toBeInTheDocument();
  });

  it('does not analyse a form that fails validation', async () => {
    const { user, fetch } = renderForm(asUser('free'));
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await user.type(screen.getByLabelText('Job Description'), 'Nurse, nights');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByText(/too short to tailor a letter from/)).toBeInTheDocument();
    expect(callsTo(fetch, ANALYZE)).toHaveLength(0);
  });
});
