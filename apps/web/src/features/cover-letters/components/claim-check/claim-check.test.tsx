import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { SENTENCE_ADDED_TITLE } from '../cover-letter-view';
import { renderPreview, sentBody, testLetter } from '../preview/preview-test-utils';
import { CLAIM_CHECK_UNAVAILABLE } from './claim-summary';
import { checkedLetter, evidence, LETTER } from './claim-test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openClaimView(user: ReturnType<typeof renderPreview>['user']) {
  await user.click(await screen.findByRole('switch', { name: 'Claim check' }));
  return screen.getByRole('article', { name: 'Cover letter text' });
}

describe('preview claim check', () => {
  it('shows the summary line for every plan, and the claim view only when switched on', async () => {
    const { user } = renderPreview({ letter: checkedLetter, subscriptionStatus: 'free' });
    expect(await screen.findByTestId('claim-summary')).toHaveTextContent('2 claims need a look');
    const article = screen.getByRole('article', { name: 'Cover letter text' });
    expect(within(article).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Claim check' }));
    expect(within(article).getAllByRole('button')).toHaveLength(4);
  });

  it('says all claims are backed when none is flagged', async () => {
    renderPreview({
      letter: {
        ...checkedLetter,
        metadata: {
          ...checkedLetter.metadata,
          evidence: { ...evidence, summary: { claims: 14, supported: 14, misattributed: 0, unsupported: 0 } },
        },
      },
    });
    expect(await screen.findByTestId('claim-summary')).toHaveTextContent(
      '14 claims, all backed by your resume',
    );
  });

  it('labels every claim with its status in words, not colour alone', async () => {
    const { user } = renderPreview({ letter: checkedLetter });
    const article = await openClaimView(user);

    const supported = within(article).getAllByRole('button', { name: /\(Supported claim\)$/ });
    expect(supported.map((button) => button.textContent)).toEqual(['45Supported', '18%Supported']);
    const misattributed = within(article).getByRole('button', { name: '18% (Misattributed claim)' });
    expect(misattributed).toHaveTextContent('Misattributed');
    const unsupported = within(article).getByRole('button', { name: '30% (Unsupported claim)' });
    expect(unsupported).toHaveTextContent('Unsupported');
    // The text around the claims is all there.
    expect(article.textContent?.replace(/Supported|Misattributed|Unsupported/g, '')).toContain(
      'At Brightline Software I managed 45 clinic accounts',
    );
  });

  it('opens a claim’s popover on click with the quoted resume line and its role', async () => {
    const { user } = renderPreview({ letter: checkedLetter });
    const article = await openClaimView(user);
    await user.click(within(article).getByRole('button', { name: '45 (Supported claim)' }));

    const popover = await screen.findByRole('dialog', { name: 'About “45”' });
    expect(popover).toHaveTextContent('Your resume, line 6');
    expect(popover).toHaveTextContent('- Managed 45 clinic accounts and onboarding for new customers');
    expect(popover).toHaveTextContent('Role: Account Manager, Brightline Software');
    expect(popover).not.toHaveTextContent('Why it needs a look');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a flagged claim’s reason when it is reached with the keyboard', async () => {
    const { user } = renderPreview({ letter: checkedLetter });
    const article = await openClaimView(user);
    const misattributed = within(article).getByRole('button', { name: '18% (Misattributed claim)' });
    within(article).getByRole('button', { name: '18% (Supported claim)' }).focus();
    await user.tab();
    expect(misattributed).toHaveFocus();

    const popover = await screen.findByRole('dialog', { name: 'About “18%”' });
    expect(popover).toHaveTextContent('Why it needs a look: the resume gives it under Brightline Software');
    expect(popover).toHaveTextContent('Role: Account Manager, Brightline Software');
    expect(misattributed).toHaveAccessibleDescription(expect.stringContaining('under Brightline Software'));

    // Tab moves on to the next claim, whose popover replaces this one.
    await user.tab();
    const unsupported = within(article).getByRole('button', { name: '30% (Unsupported claim)' });
    expect(unsupported).toHaveFocus();
    const next = await screen.findByRole('dialog', { name: 'About “30%”' });
    expect(next).toHaveTextContent('Why it needs a look: not in the resume');
    expect(next).toHaveTextContent('No line of your resume or the job posting says this.');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('marks stock phrases as suggestions, never errors, and lists them beside the letter', async () => {
    const { user } = renderPreview({ letter: checkedLetter });
    const article = await openClaimView(user);
    expect(within(article).getByText('I am excited to apply', { exact: false })).toHaveAttribute(
      'title',
      'Suggestion: stock phrase',
    );
    const notes = screen.getByRole('heading', { name: 'Style notes' }).closest('.rounded-xl') as HTMLElement;
    expect(notes).toHaveTextContent('Suggestion: stock phrase: “I am excited to apply”');
    expect(notes).not.toHaveTextContent(/error/i);
  });

  it('prints the plain letter, without the claim marks', async () => {
    const { user } = renderPreview({ letter: checkedLetter });
    await openClaimView(user);
    const printed = document.querySelector('.print-letter');
    expect(printed?.textContent).not.toMatch(/Supported|Misattributed|Unsupported|Suggestion/);
    expect(printed?.textContent).toContain('At Brightline Software I managed 45 clinic accounts');
    expect(printed?.querySelectorAll('button, mark')).toHaveLength(0);
  });

  it('says the check is unavailable for a letter with no resume kept, without an error', async () => {
    renderPreview({ letter: { ...testLetter, resumeText: null } });
    expect(await screen.findByText(CLAIM_CHECK_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Claim check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cover letter text' })).toHaveTextContent('I build things.');
  });

  it('says what the AI repair did', async () => {
    renderPreview({
      letter: {
        ...checkedLetter,
        metadata: {
          ...checkedLetter.metadata,
          claimRepair: { attempted: true, flaggedBefore: 4, flaggedAfter: 2, sentencesRewritten: 3 },
        },
      },
    });
    expect(
      await screen.findByText('We asked the AI to fix 3 sentences; 2 claims still need a look.'),
    ).toBeInTheDocument();
  });
});

describe('preview requirement coverage', () => {
  function rows() {
    const card = screen.getByRole('heading', { name: 'Requirements' }).closest('.rounded-xl') as HTMLElement;
    return within(card).getAllByRole('listitem');
  }

  it('lists the must-haves first, each with its status in words', async () => {
    renderPreview({ letter: checkedLetter });
    await screen.findByRole('heading', { name: 'Requirements' });
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Experience with Salesforce and onboarding');
    expect(first).toHaveTextContent('Must-have');
    expect(first).toHaveTextContent('In the letter');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('3+ years in customer success or account management');
    expect(second).toHaveTextContent('In your resume, not used');
    expect(within(second!).getByRole('button', { name: /^Add/ })).toBeInTheDocument();
    expect(third).toHaveTextContent('Experience with Zendesk');
    expect(third).toHaveTextContent('Nice to have');
    expect(third).toHaveTextContent('Gap');
    expect(within(third!).getByRole('button', { name: /^Address honestly/ })).toBeInTheDocument();
  });

  it('Add asks the server for a sentence and puts it in the editor, selected, unsaved', async () => {
    const sentence = 'I spent five years managing clinic accounts at Brightline Software.';
    const { user, fetch } = renderPreview({
      letter: checkedLetter,
      routes: {
        'POST /api/cover-letters/7/suggestions': () => jsonResponse({ sentence, engine: 'offline' }),
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Add: 3+ years in customer success or account management',
      }),
    );

    const field = await screen.findByRole('textbox', { name: 'Cover letter content' });
    expect(sentBody(fetch, 'POST', '/api/cover-letters/7/suggestions')).toEqual({
      requirement: '3+ years in customer success or account management',
      action: 'add',
    });
    const value = (field as HTMLTextAreaElement).value;
    // At the end of the last body paragraph before the closing one, and selected for review.
    expect(value).toContain(`I also cut churn by 30%. ${sentence}\n\nI would welcome`);
    expect(
      value.slice((field as HTMLTextAreaElement).selectionStart, (field as HTMLTextAreaElement).selectionEnd),
    ).toBe(sentence);
    expect(field).toHaveFocus();
    expect(await screen.findByText(SENTENCE_ADDED_TITLE)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('Address honestly asks for an address_gap sentence and adds it to the draft being edited', async () => {
    const sentence = 'I have not used Zendesk yet, and I would learn it in my first weeks.';
    const { user, fetch } = renderPreview({
      letter: checkedLetter,
      routes: {
        'POST /api/cover-letters/7/suggestions': () => jsonResponse({ sentence, engine: 'offline' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));
    const field = screen.getByRole('textbox', { name: 'Cover letter content' }) as HTMLTextAreaElement;
    await user.type(field, ' PS.');
    await user.click(screen.getByRole('button', { name: 'Address honestly: Experience with Zendesk' }));

    await waitFor(() => expect(field.value).toContain(sentence));
    expect(field.value.endsWith('Priya Shah PS.')).toBe(true);
    expect(sentBody(fetch, 'POST', '/api/cover-letters/7/suggestions')).toEqual({
      requirement: 'Experience with Zendesk',
      action: 'address_gap',
    });
  });

  it('keeps the letter as it was when no sentence can be written', async () => {
    const { user } = renderPreview({
      letter: checkedLetter,
      routes: {
        'POST /api/cover-letters/7/suggestions': () =>
          jsonResponse(
            { message: 'Too many requests', code: 'RATE_LIMITED', requestId: 'r' },
            { status: 429 },
          ),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Address honestly: Experience with Zendesk' }),
    );
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cover letter content' })).not.toBeInTheDocument();
  });
});

describe('live claim check while editing', () => {
  it('flags a sentence as soon as a number is typed that the resume does not have', async () => {
    const { user } = renderPreview({ letter: checkedLetter });
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));
    const list = () => screen.getByRole('region', { name: 'Sentences that need a look' });
    // The first check in the browser: the Brightline sentence is backed.
    await waitFor(() => expect(screen.queryByText('Checking...')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(within(list()).queryByRole('button', { name: /^45 / })).not.toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Cover letter content' });
    const at = LETTER.indexOf('45');
    await user.type(field, '75', { initialSelectionStart: at, initialSelectionEnd: at + 2 });

    const flagged = await within(list()).findByRole(
      'button',
      { name: '75 (Unsupported claim)' },
      { timeout: 5_000 },
    );
    // The sentence is listed whole, its other claims (the employer) marked as backed.
    const sentence = flagged.closest('li')!;
    expect(sentence).toHaveTextContent(/At Brightline Software.*I managed 75/);
    expect(
      within(sentence).getByRole('button', { name: 'Brightline Software (Supported claim)' }),
    ).toBeVisible();
  });

  it('shows the server’s check once the edit is saved', async () => {
    const saved = LETTER.replace('45 clinic', '75 clinic');
    const serverEvidence = {
      ...evidence,
      summary: { claims: 4, supported: 1, misattributed: 1, unsupported: 2 },
    };
    const { user } = renderPreview({
      letter: checkedLetter,
      routes: {
        'PUT /api/cover-letters/7/content': () =>
          jsonResponse({
            coverLetter: {
              ...checkedLetter,
              content: saved,
              contentOrigin: 'edited',
              metadata: { ...checkedLetter.metadata, evidence: serverEvidence },
            },
          }),
        'GET /api/cover-letters': () => jsonResponse({ coverLetters: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));
    const field = screen.getByRole('textbox', { name: 'Cover letter content' });
    const at = LETTER.indexOf('45');
    await user.type(field, '75', { initialSelectionStart: at, initialSelectionEnd: at + 2 });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(screen.getByTestId('claim-summary')).toHaveTextContent('3 claims need a look'),
    );
    expect(screen.queryByRole('textbox', { name: 'Cover letter content' })).not.toBeInTheDocument();
  });
});
