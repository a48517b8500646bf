import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generateLetter, JOB, RESUME } from './support/letters';
import { createAccount, logIn } from './support/session';

// Issue 20: the claim check in the preview (claims, their sources, live re-check, coverage, style
// notes) and the paste-and-check page, against the offline engine.

/** The posting with one requirement the resume cannot meet, so a coverage row is a gap. */
const JOB_WITH_GAP = `${JOB}\n- Experience with Zendesk`;

const SHORT_LETTER = `Dear Hiring Manager,

I would like to join Lumen Health as its Customer Success Manager.

I would welcome the chance to talk about the role.

Sincerely,
Priya Shah`;

interface StoredClaim {
  text: string;
  kind: string;
  status: string;
  start: number;
  end: number;
}
interface StoredLetter {
  id: number;
  generatedContent: string;
  metadata: { evidence: { sentences: { claims: StoredClaim[] }[] } | null };
}

async function signInWithLetter(
  page: Page,
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
) {
  const account = await createAccount(request);
  await logIn(page, account);
  const { content, ...request_ } = overrides;
  const { id } = await generateLetter(page, request_);
  if (typeof content === 'string') {
    // An edited letter: the server checks the new text (and stores its evidence) on save.
    const token = (await (await page.request.get('/api/csrf-token')).json()).csrfToken as string;
    const saved = await page.request.put(`/api/cover-letters/${id}/content`, {
      headers: { 'x-csrf-token': token },
      data: { content },
    });
    expect(saved.status()).toBe(200);
  }
  const letter = (await (await page.request.get(`/api/cover-letters/${id}`)).json())
    .coverLetter as StoredLetter;
  await page.goto(`/preview/${id}`);
  await expect(page.getByRole('heading', { name: 'Your Cover Letter' })).toBeVisible();
  return letter;
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the claim view marks the offline letter’s claims; a popover quotes the resume by mouse and by keyboard', async ({
  page,
  request,
}) => {
  const letter = await signInWithLetter(page, request);
  expect(letter.metadata.evidence).not.toBeNull();
  await expect(page.getByTestId('claim-summary')).toHaveText(/claims?, (all )?backed by your resume/);

  const claimSwitch = page.getByRole('switch', { name: 'Claim check' });
  await claimSwitch.click();
  const article = page.getByRole('article', { name: 'Cover letter text' });
  const claim = article.getByRole('button', { name: /\(Supported claim\)$/ }).first();
  await expect(claim).toContainText('Supported');

  // Mouse: a click opens the popover with the quoted resume line and its role.
  await claim.click();
  const popover = page.getByRole('dialog', { name: /^About/ });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(/Your resume, line \d+/);
  const quote = (await popover.locator('blockquote').first().innerText()).trim();
  expect(RESUME.split('\n').map((line) => line.trim())).toContain(quote);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // Keyboard: Tab from the switch reaches the first claim, which shows its popover.
  await claimSwitch.focus();
  await page.keyboard.press('Tab');
  const first = article.getByRole('button', { name: /claim\)$/ }).first();
  await expect(first).toBeFocused();
  await expect(page.getByRole('dialog', { name: /^About/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^About/ })).toContainText(/Your resume, line \d+/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(first).toBeFocused();

  // Printing takes the plain text: no status words, no buttons.
  const printed = page.locator('.print-letter');
  await expect(printed).not.toContainText('Supported');
  await expect(printed.locator('button')).toHaveCount(0);
});

test('a wrong number typed in the editor is flagged live, and still flagged once saved', async ({
  page,
  request,
}) => {
  const letter = await signInWithLetter(page, request);
  const number = letter.metadata.evidence?.sentences
    .flatMap((s) => s.claims)
    .find((c) => c.kind === 'number' && c.status === 'supported');
  // The offline letter quotes a result from the resume: it becomes one the resume does not have.
  expect(number).toBeDefined();
  const text = letter.generatedContent;
  const edited = `${text.slice(0, number!.start)}999${text.slice(number!.end)}`;

  await page.getByRole('button', { name: 'Edit Content' }).click();
  await page.getByRole('textbox', { name: 'Cover letter content' }).fill(edited);
  const live = page.getByRole('region', { name: 'Sentences that need a look' });
  await expect(live.getByRole('button', { name: '999 (Unsupported claim)' })).toBeVisible();
  await expect(page.getByTestId('claim-summary')).toHaveText(/claims? needs? a look/);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('textbox', { name: 'Cover letter content' })).toBeHidden();
  await expect(page.getByTestId('claim-summary')).toHaveText(/claims? needs? a look/);
  await page.getByRole('switch', { name: 'Claim check' }).click();
  const article = page.getByRole('article', { name: 'Cover letter text' });
  await expect(article.getByRole('button', { name: '999 (Unsupported claim)' })).toBeVisible();

  // The server agrees: the stored evidence flags it too.
  const saved = (await (await page.request.get(`/api/cover-letters/${letter.id}`)).json())
    .coverLetter as StoredLetter;
  const flagged = saved.metadata.evidence?.sentences
    .flatMap((s) => s.claims)
    .filter((c) => c.status !== 'supported')
    .map((c) => c.text);
  expect(flagged).toContain('999');
});

test('Add and Address honestly put a sentence in the editor for review', async ({ page, request }) => {
  // A short letter that uses none of the resume's evidence: its requirements are 'not used'.
  await signInWithLetter(page, request, { jobDescription: JOB_WITH_GAP, content: SHORT_LETTER });
  const requirements = page.getByRole('heading', { name: 'Requirements' }).locator('xpath=../..');
  await expect(requirements.getByText('Experience with Zendesk')).toBeVisible();
  await expect(requirements.getByText('Gap', { exact: true })).toBeVisible();

  await expect(requirements.getByText('In your resume, not used').first()).toBeVisible();
  await requirements
    .getByRole('button', { name: /^Add: / })
    .first()
    .click();
  await expect(page.getByText('Sentence added to your draft', { exact: true })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Cover letter content' });
  await expect(field).toBeFocused();
  const added = await field.evaluate((el: HTMLTextAreaElement) =>
    el.value.slice(el.selectionStart, el.selectionEnd),
  );
  expect(added.length).toBeGreaterThan(10);
  // At the end of the body paragraph before the closing one.
  expect(await field.inputValue()).toContain(`Customer Success Manager. ${added}\n\nI would welcome`);

  await requirements.getByRole('button', { name: 'Address honestly: Experience with Zendesk' }).click();
  await expect(field).toHaveValue(/Zendesk/);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(field).toBeHidden();
  const article = page.getByRole('article', { name: 'Cover letter text' });
  await expect(article).toContainText('Zendesk');
  await expect(article).toContainText(added);
});

test('the check page checks a pasted letter, keeps the text through errors and adds honest sentences', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'Check a letter' }).click();
  await expect(page).toHaveURL(/\/check$/);
  await expect(page.getByRole('heading', { name: 'Check a letter' })).toBeVisible();

  const letterText = `Dear Hiring Manager,

At Brightline Software I managed 45 clinic accounts and raised the renewal rate by 18% using Salesforce reports.

I also cut churn by 30% at Brightline Software.

I would welcome the chance to talk about the role.

Sincerely,
Priya Shah`;
  const letter = page.getByRole('textbox', { name: 'Cover letter', exact: true });
  await letter.fill(letterText);
  await page.getByRole('textbox', { name: 'Job description' }).fill(JOB_WITH_GAP);
  // The resume is missing: the field says so, and nothing typed is lost.
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Please paste the resume the letter should be backed by')).toBeVisible();
  await expect(letter).toHaveValue(letterText);

  await page.getByRole('textbox', { name: 'Resume' }).fill(RESUME);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('claim-summary')).toHaveText(/claims? needs? a look/);
  const checked = page.getByRole('article', { name: 'Checked letter' });
  await expect(checked.getByRole('button', { name: '30% (Unsupported claim)' })).toBeVisible();
  await checked.getByRole('button', { name: '45 (Supported claim)' }).click();
  await expect(page.getByRole('dialog', { name: 'About “45”' })).toContainText(
    'Managed 45 clinic accounts and onboarding for new customers',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Address honestly: Experience with Zendesk' }).click();
  await expect(letter).toHaveValue(/Zendesk/);
  await expect(page.getByText('You changed the text since this check.', { exact: false })).toBeVisible();
});

test('axe finds no serious or critical violation in the claim view or on the check page, at 375 px too', async ({
  page,
  request,
}) => {
  await signInWithLetter(page, request, { jobDescription: JOB_WITH_GAP });
  await page.getByRole('switch', { name: 'Claim check' }).click();
  await page
    .getByRole('article', { name: 'Cover letter text' })
    .getByRole('button', { name: /claim\)$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^About/ })).toBeVisible();
  let blocking = await blockingViolations(page);
  expect(blocking, blocking.join('\n')).toEqual([]);
  // The status colours hold their contrast in the dark theme too (the theme follows the system).
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  blocking = await blockingViolations(page);
  expect(blocking, blocking.join('\n')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.keyboard.press('Escape');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto('/check');
  await page
    .getByRole('textbox', { name: 'Cover letter', exact: true })
    .fill(
      'Dear Hiring Manager,\n\nAt Brightline Software I managed 45 clinic accounts.\n\nSincerely,\nPriya Shah',
    );
  await page.getByRole('textbox', { name: 'Job description' }).fill(JOB_WITH_GAP);
  await page.getByRole('textbox', { name: 'Resume' }).fill(RESUME);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('claim-summary')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  blocking = await blockingViolations(page);
  expect(blocking, blocking.join('\n')).toEqual([]);
});
