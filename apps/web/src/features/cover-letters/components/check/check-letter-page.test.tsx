import { claimCheckMessages } from '@jobpeel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { evidence, JOB, LETTER, RESUME } from '../claim-check/claim-test-fixtures';
import { sentBody } from '../preview/preview-test-utils';
import { CHECK_STALE_MESSAGE, CheckLetterPage } from './check-letter-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function fields() {
  return {
    letter: screen.getByRole('textbox', { name: 'Cover letter' }) as HTMLTextAreaElement,
    job: screen.getByRole('textbox', { name: 'Job description' }) as HTMLTextAreaElement,
    resume: screen.getByRole('textbox', { name: 'Resume' }) as HTMLTextAreaElement,
  };
}

async function fillAll(user: ReturnType<typeof renderWithProviders>['user']) {
  const { letter, job, resume } = fields();
  // Pasted, as a user would: typing thousands of characters one by one is slow.
  await user.click(letter);
  await user.paste(LETTER);
  await user.click(job);
  await user.paste(JOB);
  await user.click(resume);
  await user.paste(RESUME);
}

describe('check a letter page', () => {
  it('refuses empty fields by their field, without calling the server', async () => {
    const fetch = mockApi({});
    const { user } = renderWithProviders(<CheckLetterPage />);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const { letter, job, resume } = fields();
    expect(letter).toHaveAccessibleDescription(expect.stringContaining(claimCheckMessages.contentRequired));
    expect(job).toHaveAccessibleDescription(expect.stringContaining(claimCheckMessages.jobRequired));
    expect(resume).toHaveAccessibleDescription(expect.stringContaining(claimCheckMessages.resumeRequired));
    expect(letter).toHaveAttribute('aria-invalid', 'true');
    expect(letter).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s 400 messages by their fields and keeps what was typed', async () => {
    mockApi({
      'POST /api/cover-letters/check': () =>
        jsonResponse(
          {
            message: 'Please check the highlighted fields',
            code: 'VALIDATION_ERROR',
            fields: { resumeText: 'Resume must be at most 15,000 characters' },
            requestId: 'r',
          },
          { status: 400 },
        ),
    });
    const { user } = renderWithProviders(<CheckLetterPage />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const { letter, job, resume } = fields();
    await waitFor(() =>
      expect(resume).toHaveAccessibleDescription(
        expect.stringContaining('Resume must be at most 15,000 characters'),
      ),
    );
    expect(resume).toHaveAttribute('aria-invalid', 'true');
    expect(resume).toHaveFocus();
    expect(letter).not.toHaveAttribute('aria-invalid');
    expect(letter).toHaveValue(LETTER);
    expect(job).toHaveValue(JOB);
    expect(resume).toHaveValue(RESUME);
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('shows a 429 as a message and keeps what was typed', async () => {
    mockApi({
      'POST /api/cover-letters/check': () =>
        jsonResponse(
          { message: 'Too many checks. Please wait a minute.', code: 'RATE_LIMITED', requestId: 'r' },
          { status: 429 },
        ),
    });
    const { user } = renderWithProviders(<CheckLetterPage />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks. Please wait a minute.');
    const { letter, job, resume } = fields();
    expect(letter).toHaveValue(LETTER);
    expect(job).toHaveValue(JOB);
    expect(resume).toHaveValue(RESUME);
  });

  it('sends the three texts and shows the summary, the marked claims, coverage and style notes', async () => {
    const fetch = mockApi({ 'POST /api/cover-letters/check': () => jsonResponse({ evidence }) });
    const { user } = renderWithProviders(<CheckLetterPage />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByTestId('claim-summary')).toHaveTextContent('2 claims need a look');
    expect(sentBody(fetch, 'POST', '/api/cover-letters/check')).toEqual({
      content: LETTER,
      jobDescription: JOB,
      resumeText: RESUME,
    });
    const checked = screen.getByRole('article', { name: 'Checked letter' });
    expect(within(checked).getByRole('button', { name: '30% (Unsupported claim)' })).toHaveTextContent(
      'Unsupported',
    );
    await user.click(within(checked).getByRole('button', { name: '45 (Supported claim)' }));
    expect(await screen.findByRole('dialog', { name: 'About “45”' })).toHaveTextContent(
      'Role: Account Manager, Brightline Software',
    );
    expect(screen.getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByText('In your resume, not used')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Style notes' })).toBeInTheDocument();
  });

  it('Address honestly writes a sentence in the browser and puts it in the pasted letter', async () => {
    mockApi({ 'POST /api/cover-letters/check': () => jsonResponse({ evidence }) });
    const { user } = renderWithProviders(<CheckLetterPage />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(
      await screen.findByRole('button', { name: 'Address honestly: Experience with Zendesk' }),
    );

    const { letter } = fields();
    await waitFor(() => expect(letter.value).toMatch(/Zendesk/), { timeout: 5_000 });
    const added = letter.value.slice(letter.selectionStart, letter.selectionEnd);
    expect(added).toMatch(/Zendesk/);
    expect(letter.value).toContain(`I also cut churn by 30%. ${added}\n\nI would welcome`);
    expect(letter).toHaveFocus();
    expect(screen.getByText(CHECK_STALE_MESSAGE)).toBeInTheDocument();
  });
});
