import { expect, test } from '@playwright/test';
import { generateLetter, JOB } from './support/letters';
import { readPdf } from './support/pdf';
import { createAccount, logIn } from './support/session';

test('Print / Save as PDF gives one A4 page holding the letter and no navigation', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  const letter = await generateLetter(page);

  await page.goto(`/preview/${letter.id}`);
  await expect(page.getByRole('article', { name: 'Cover letter text' })).toContainText(
    'Dear Hiring Manager,',
  );

  const pdf = await readPdf(await page.pdf({ format: 'A4' }));
  expect(pdf.pages).toBe(1);
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  // Every paragraph of the letter is there (line wrapping in the PDF aside).
  for (const paragraph of letter.generatedContent.split(/\n\s*\n/)) {
    expect(flat(pdf.text)).toContain(flat(paragraph));
  }
  for (const chrome of [
    'Library',
    'Save to Library',
    'Edit Content',
    'Cover Letter Analysis',
    'Generate New',
  ]) {
    expect(pdf.text).not.toContain(chrome);
  }
});

test('edit, save, cancel, save to library, and find the letter in /library with its keywords', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  const letter = await generateLetter(page);
  await page.goto(`/preview/${letter.id}`);
  const article = page.getByRole('article', { name: 'Cover letter text' });
  await expect(article).toContainText('Dear Hiring Manager,');

  // Edit and save: the new text shows and survives a reload.
  await page.getByRole('button', { name: 'Edit Content' }).click();
  const editor = page.getByLabel('Cover letter content');
  await expect(editor).toHaveValue(letter.generatedContent);
  await editor.fill(`${letter.generatedContent}\n\nP.S. I can start in March.`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved successfully.', { exact: true })).toBeVisible();
  await expect(article).toContainText('P.S. I can start in March.');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Cover letter text' })).toContainText(
    'P.S. I can start in March.',
  );

  // Edit and cancel: the text is back as it was.
  await page.getByRole('button', { name: 'Edit Content' }).click();
  await page.getByLabel('Cover letter content').fill('Something I do not want to keep.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: 'Cover letter text' })).toContainText(
    'P.S. I can start in March.',
  );
  await expect(page.getByText('Something I do not want to keep.')).toHaveCount(0);

  // The generated text is in the version history, and restoring it brings it back.
  await page.getByRole('button', { name: 'Show versions' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByText('Generated', { exact: true })).toBeVisible();
  await versions.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cover letter text' })).not.toContainText(
    'P.S. I can start in March.',
  );
  await expect(versions.getByText('Edited', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save to Library' }).click();
  await expect(page.getByText('Cover letter saved to library', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Library', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Your Cover Letters' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'View' }) });
  await expect(row).toHaveCount(1);
  for (const keyword of letter.metadata.keywords.slice(0, 3)) {
    await expect(row.getByText(keyword, { exact: true })).toBeVisible();
  }
  if (letter.metadata.keywords.length > 3) {
    await expect(row.getByText(`+${letter.metadata.keywords.length - 3} more`)).toBeVisible();
  }
  await expect(row.getByText('Saved', { exact: true })).toBeVisible();
  await expect(row.getByText('Standard', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/${letter.id}$`));
});

/** The same role at another company: the posting with its company name swapped. */
const sameRoleElsewhere = {
  companyName: 'Northwind Care',
  jobDescription: JOB.replaceAll('Lumen Health', 'Northwind Care'),
};

test('letters for the same role show their company and role', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  await generateLetter(page);
  await generateLetter(page, sameRoleElsewhere);
  await page.goto('/library');
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View / }) });
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0)).toContainText('CompanyNorthwind Care');
  await expect(rows.nth(1)).toContainText('CompanyLumen Health');
  for (const row of [rows.nth(0), rows.nth(1)])
    await expect(row).toContainText('RoleCustomer Success Manager');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the library is a list of cards whose View buttons are on screen', async ({ page, request }) => {
    await logIn(page, await createAccount(request));
    const first = await generateLetter(page);
    await generateLetter(page, sameRoleElsewhere);
    await page.goto('/library');

    const cards = page.getByRole('list', { name: 'Cover letters' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    // Nothing scrolls sideways: every View button is within the window's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const card of [cards.nth(0), cards.nth(1)]) {
      const view = card.getByRole('link', { name: /^View / });
      await expect(view).toBeVisible();
      const box = await view.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await expect(card).toContainText('Customer Success Manager');
    }
    await cards
      .nth(1)
      .getByRole('link', { name: /^View / })
      .click();
    await expect(page).toHaveURL(new RegExp(`/preview/${first.id}$`));
  });
});
