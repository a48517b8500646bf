import { expect, test } from '@playwright/test';
import { JOB, RESUME } from './support/letters';
import { createAccount, logIn } from './support/session';

test('a signed-in user fills the three steps, generates, and lands on the preview with the analysis', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);

  await expect(page.getByRole('heading', { name: '1. Settings' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cover Letter Template' })).toContainText('Professional');
  await page.getByLabel('Company Name').fill('Lumen Health');
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

  // The letter streams in before the preview opens.
  const writing = page.getByRole('region', { name: 'Letter being written' });
  await expect(writing).toContainText('Dear Hiring Manager,');
  await expect(writing.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await expect(page).toHaveURL(/\/preview\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your Cover Letter' })).toBeVisible();
  const letter = page.getByRole('article', { name: 'Cover letter text' });
  await expect(letter).toContainText('Dear Hiring Manager,');
  await expect(letter).toContainText('Lumen Health');
  await expect(letter).toContainText('Priya Shah');
  await expect(page.getByRole('heading', { name: 'Cover Letter Analysis' })).toBeVisible();
  await expect(page.getByText(/Match score: \d+%/)).toBeVisible();
  await expect(page.getByText('Written by the offline engine (rule-based)')).toBeVisible();

  // The dashboard now counts it and lists it under Recent.
  await page.getByRole('link', { name: 'Generate New' }).click();
  await expect(page.getByRole('tab', { name: 'Recent (1)' })).toBeVisible();
});

test('a free user sees the Technical and Creative templates locked with their badges', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.getByRole('combobox', { name: 'Cover Letter Template' }).click();
  await expect(page.getByRole('option', { name: /^Professional/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  for (const [name, badge] of [
    ['Technical Impact', 'STANDARD+'],
    ['Engineering Narrative', 'STANDARD+'],
    ['Creative Storyteller', 'PRO'],
    ['Conversational', 'PRO'],
  ]) {
    const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toContainText(badge!);
  }
});

test('an anonymous visitor keeps the draft through the trip to /auth', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/create');
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to generate cover letters.', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Job Description')).toHaveValue(JOB);
  await expect(page.getByLabel('Resume Content')).toHaveValue(RESUME);
});

test('Cancel stops the stream, keeps the form and does not use up a letter', async ({ page, request }) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const writing = page.getByRole('region', { name: 'Letter being written' });
  await expect(writing).toContainText('Dear Hiring Manager,');
  await writing.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Generation cancelled', { exact: true })).toBeVisible();
  await expect(writing).toBeHidden();
  await expect(page.getByLabel('Job Description')).toHaveValue(JOB);
  // Nothing stored and nothing counted (the server refunds once it sees the client leave).
  await expect
    .poll(async () => (await (await page.request.get('/api/user')).json()).dailyCoverLetterCount)
    .toBe(0);
  expect((await (await page.request.get('/api/cover-letters')).json()).coverLetters).toHaveLength(0);
});
