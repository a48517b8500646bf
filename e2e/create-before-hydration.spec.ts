import { expect, type Page, test } from '@playwright/test';
import { JOB, RESUME } from './support/letters';

// docs/decisions/0028: /create arrives with its form rendered by the server, so a visitor can type
// before the app has started. What they type must survive the app starting, and be what is sent.

/**
 * Holds back the app's script (the page names it in a meta tag; the boot script adds it after the
 * first paint) until `release` is called: until then the page is the server's HTML alone.
 */
async function holdAppScript(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const appReady = (page: Page) => page.locator('html[data-app-ready]');
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Cover Letter' });

/** Opens /create with the app held back, so what the test types goes into the server's HTML. */
async function openBeforeTheAppStarts(page: Page) {
  const release = await holdAppScript(page);
  // Not 'load': the held script keeps the page from finishing loading.
  await page.goto('/create', { waitUntil: 'commit' });
  await expect(page.getByLabel('Job Description')).toBeVisible();
  return release;
}

async function releaseAndWaitForTheForm(page: Page, release: () => void) {
  await expect(appReady(page)).toHaveCount(0);
  release();
  await expect(appReady(page)).toHaveCount(1);
  await expect(generateButton(page)).toBeEnabled();
}

test('text typed into /create before the app starts stays in the boxes and is what is sent', async ({
  page,
}) => {
  const release = await openBeforeTheAppStarts(page);
  // Pressing it now would make the browser send the form itself, and lose the text: it waits.
  await expect(generateButton(page)).toBeDisabled();
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);

  await releaseAndWaitForTheForm(page, release);
  await expect(page.getByLabel('Job Description')).toHaveValue(JOB);
  await expect(page.getByLabel('Resume Content')).toHaveValue(RESUME);
  // The app knows the text too, not just the box: its character count follows it.
  await expect(page.getByText(new RegExp(`^${JOB.length} characters`))).toBeVisible();

  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/cover-letters/generate',
  );
  await generateButton(page).click();
  const body = (await sent).postDataJSON() as { jobDescription: string; resumeText: string };
  expect(body.jobDescription).toBe(JOB);
  expect(body.resumeText).toBe(RESUME);
  // A visitor is asked to log in, with the draft kept for the way back.
  await expect(page).toHaveURL(/\/auth$/);
});

test('a kept draft comes back on /create, and what the visitor typed before the app started wins', async ({
  page,
}) => {
  await page.goto('/create');
  await expect(generateButton(page)).toBeEnabled();
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await generateButton(page).click();
  await expect(page).toHaveURL(/\/auth$/);

  const otherJob = `${JOB}\n- Fluent Spanish`;
  const release = await openBeforeTheAppStarts(page);
  await page.getByLabel('Job Description').fill(otherJob);
  await releaseAndWaitForTheForm(page, release);
  await expect(page.getByLabel('Job Description')).toHaveValue(otherJob);
  await expect(page.getByLabel('Resume Content')).toHaveValue(RESUME);
});

test('a kept draft comes back on the server-rendered /create', async ({ page }) => {
  await page.goto('/create');
  await expect(generateButton(page)).toBeEnabled();
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await generateButton(page).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/create');
  await expect(generateButton(page)).toBeEnabled();
  await expect(page.getByLabel('Job Description')).toHaveValue(JOB);
  await expect(page.getByLabel('Resume Content')).toHaveValue(RESUME);
  await expect(page.getByText(new RegExp(`^${RESUME.length} characters`))).toBeVisible();
});
