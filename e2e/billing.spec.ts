import { expect, test } from '@playwright/test';
import { JOB, RESUME } from './support/letters';
import { createAccount, logIn } from './support/session';

test('a free user subscribes to Standard in test mode: the badge shows Standard and the concise length unlocks', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);

  // Free: an Upgrade button in the navigation, and concise locked in the form.
  await page.getByRole('combobox', { name: 'Letter Length' }).click();
  await expect(page.getByRole('option', { name: /^Concise/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(page.getByText('Limited Features', { exact: true })).toBeVisible();
  await expect(page.getByText(/Test mode/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe to Standard' }).click();

  // The app's own checkout, clearly labelled, instead of Stripe.
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await expect(page.getByText(/Test mode/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  await expect(page).toHaveURL(/\/account\/subscription/);
  await expect(
    page.getByText('Your Standard subscription has been activated. Welcome to Standard!').first(),
  ).toBeVisible();
  await expect(page.getByText('Standard Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  // The toast's query parameters are gone, so a reload does not announce it again.
  await expect(page).not.toHaveURL(/success=true/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Standard plan, manage subscription' }),
  ).toBeVisible();

  // Concise is now offered, and the server writes it.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Letter Length' }).click();
  await page.getByRole('option', { name: /^Concise/ }).click();
  await page.getByLabel('Job Description').fill(JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page).toHaveURL(/\/preview\/\d+$/, { timeout: 20_000 });
  const id = page.url().split('/').at(-1);
  const letter = (await (await page.request.get(`/api/cover-letters/${id}`)).json()).coverLetter;
  expect(letter.length).toBe('concise');
});

test('a cancelled test checkout changes nothing and says so', async ({ page, request }) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await page.goto('/account/subscription');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/subscription/);
  await expect(
    page.getByText('Your subscription process was canceled. No changes were made.').first(),
  ).toBeVisible();
  await expect(page.getByText('Limited Features', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/user')).json()).subscriptionStatus).toBe('free');
});
