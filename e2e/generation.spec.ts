import { expect, type Locator, type Page, test } from '@playwright/test';
import { JOB, RESUME } from './support/letters';
import { createAccount, logIn, waitForSignedInHome } from './support/session';

/** Whether an element shows all of its content: nothing cut off or spilling out. */
const fitsItsBox = (element: Locator) =>
  element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

/** Is `inner` inside `outer` on screen (1 px of rounding allowed)? */
async function isInside(inner: Locator, outer: Locator | Page) {
  const box = await inner.boundingBox();
  const frame =
    'viewportSize' in outer
      ? { x: 0, y: 0, ...(outer.viewportSize() ?? { width: 0, height: 0 }) }
      : await outer.boundingBox();
  if (!box || !frame) return false;
  return (
    box.x >= frame.x - 1 &&
    box.y >= frame.y - 1 &&
    box.x + box.width <= frame.x + frame.width + 1 &&
    box.y + box.height <= frame.y + frame.height + 1
  );
}

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

test('each template icon sits on the line of its name in the picker', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  await page.getByRole('combobox', { name: 'Cover Letter Template' }).click();
  for (const name of ['Professional', 'Technical Impact', 'Creative Storyteller']) {
    const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
    const layout = await option.evaluate((el, text) => {
      const icon = el.querySelector('svg');
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && node.textContent !== text) node = walker.nextNode();
      if (!icon || !node) return null;
      const range = document.createRange();
      range.selectNodeContents(node);
      return { icon: icon.getBoundingClientRect().toJSON(), name: range.getBoundingClientRect().toJSON() };
    }, name);
    expect(layout, name).not.toBeNull();
    const { icon, name: label } = layout!;
    // Left of the name, and level with it.
    expect(icon.right, name).toBeLessThanOrEqual(label.left);
    const middle = icon.top + icon.height / 2;
    expect(middle, name).toBeGreaterThan(label.top);
    expect(middle, name).toBeLessThan(label.bottom);
  }
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the daily-limit toast's actions fit their buttons at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, await createAccount(request));
    // The limit itself is tested through the API; here only its toast matters.
    await page.route('**/api/cover-letters/generate', (route) =>
      route.fulfill({
        status: 429,
        json: {
          message:
            'Daily cover letter limit reached. Upgrade your plan or refer friends to earn bonus letters.',
          code: 'DAILY_LIMIT_REACHED',
          requestId: 'e2e',
        },
      }),
    );
    await page.getByLabel('Job Description').fill(JOB);
    await page.getByLabel('Resume Content').fill(RESUME);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Daily Limit Reached' });
    await expect(toast).toBeVisible();
    expect(await isInside(toast, page)).toBe(true);
    for (const label of ['Upgrade Your Plan', 'Refer Friends']) {
      const action = toast.getByRole('button', { name: label });
      await expect(action).toBeVisible();
      await expect(action).toHaveText(label);
      expect(await fitsItsBox(action), label).toBe(true);
      expect(await isInside(action, toast), label).toBe(true);
    }
  });
}

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
  await waitForSignedInHome(page, account);
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
