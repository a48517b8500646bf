import { expect, test } from '@playwright/test';
import { RESUME } from './support/letters';
import { createAccount, logIn } from './support/session';

/** A nursing posting: the customer-success resume of support/letters.ts shows little of it. */
const NURSE_JOB = `Registered Nurse – Cardiac Step-Down (Days)

About Lakeview Health
Lakeview Health runs three hospitals in central Ohio.

Requirements
- Current Ohio RN license and BLS certification
- 2+ years of acute care nursing on a telemetry unit
- Medication administration and patient education before discharge`;

test('a poor match shows what is missing, keeps the form, and can be generated anyway', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);

  await page.getByLabel('Job Description').fill(NURSE_JOB);
  await page.getByLabel('Resume Content').fill(RESUME);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

  // The warning names the posting's unmet requirements in its own words; nothing is generated yet.
  const warning = page.getByRole('alert').filter({ hasText: 'Low match' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Current Ohio RN license and BLS certification');
  await expect(page.getByRole('region', { name: 'Letter being written' })).toHaveCount(0);
  await expect(page.getByLabel('Job Description')).toHaveValue(NURSE_JOB);

  // 'Edit my details' goes back to the posting; the text is all still there.
  await warning.getByRole('button', { name: 'Edit my details' }).click();
  await expect(page.getByLabel('Job Description')).toBeFocused();
  await expect(page.getByLabel('Resume Content')).toHaveValue(RESUME);

  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Low match' })
    .getByRole('button', { name: 'Generate anyway' })
    .click();
  await expect(page).toHaveURL(/\/preview\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('article', { name: 'Cover letter text' })).toContainText(
    'Dear Hiring Manager,',
  );
});

test('a one-line posting is refused with the reason, before any letter is used', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);

  await page.getByLabel('Job Description').fill('nurse');
  await page.getByLabel('Resume Content').fill(RESUME);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByText(/The job description is too short to tailor a letter from/)).toBeVisible();
  await expect(page.getByLabel('Job Description')).toHaveValue('nurse');
  await expect(page).not.toHaveURL(/\/preview\//);
});
