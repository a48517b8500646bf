import { expect, type Page, test } from '@playwright/test';
import { SIMULATE_MARKER } from '../apps/server/test/fakes/openai-compatible-server';
import { FAULTY_AI_APP_URL } from '../playwright.config';
import { JOB, RESUME } from './support/letters';
import { createAccount, logIn } from './support/session';

// These journeys run against the second app, whose AI provider is the local OpenAI-compatible
// stub (playwright.config.ts). What the job description says decides how the stub fails.
test.use({ baseURL: FAULTY_AI_APP_URL });

async function fillGenerator(page: Page, jobDescription: string) {
  await page.getByLabel('Company Name').fill('Lumen Health');
  await page.getByLabel('Job Description').fill(jobDescription);
  await page.getByLabel('Resume Content').fill(RESUME);
}

async function lettersUsed(page: Page) {
  return (await (await page.request.get('/api/user')).json()).dailyCoverLetterCount as number;
}

for (const [mode, message] of [
  ['server-error', 'The AI provider could not write the letter right now. Please try again.'],
  ['hang', 'The AI provider took too long to answer. Please try again.'],
] as const) {
  test(`an AI provider that fails (${mode}) shows the message, keeps everything typed and uses no letter`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await logIn(page, account);
    const failing = `${JOB}\n\n${SIMULATE_MARKER}${mode}`;
    await fillGenerator(page, failing);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

    await expect(page.getByText(message, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Letter being written' })).toBeHidden();
    await expect(page).not.toHaveURL(/\/preview\//);
    await expect(page.getByLabel('Company Name')).toHaveValue('Lumen Health');
    await expect(page.getByLabel('Job Description')).toHaveValue(failing);
    await expect(page.getByLabel('Resume Content')).toHaveValue(RESUME);
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled();
    // The letter reserved for this generation was given back, and nothing was stored.
    await expect.poll(() => lettersUsed(page)).toBe(0);
    expect((await (await page.request.get('/api/cover-letters')).json()).coverLetters).toHaveLength(0);

    // Once the provider answers again, the same form writes the letter.
    await page.getByLabel('Job Description').fill(JOB);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page).toHaveURL(/\/preview\/\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('article', { name: 'Cover letter text' })).toContainText(
      'Dear Hiring Manager,',
    );
    expect(await lettersUsed(page)).toBe(1);
  });
}
