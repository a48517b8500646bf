import { expect, test } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import { createAccount, logIn } from './support/session';

const RESUME = [
  'Riley Okafor',
  'riley.okafor@example.net | (415) 555-0199',
  'Experience',
  'Support Lead, Bluefin Software (2020 - 2025)',
  'Cut first-response time from 6 hours to 45 minutes',
  'Education',
  'BA Psychology, University of Leeds',
  'Skills',
  'Zendesk, SQL, Coaching',
  'Achievements',
  'Support Team Lead of the Year 2023',
];

async function resumeDocx(): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: RESUME.map((line) => new Paragraph(line)) }] });
  return Packer.toBuffer(doc);
}

test('import a DOCX, watch the stages, see the boxes filled, save it as new, pick it again after a reload', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  const form = page.getByRole('form', { name: 'Cover letter form' });

  // Hold the answer for a moment (it still goes to the real server) so the stages can be seen.
  await page.route('**/api/resume/parse', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  // Record every stage the bar shows: some last only one 300 ms tick, too short to poll for.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importStages: string[] }).importStages = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Resume import progress"]');
      const stage = bar?.getAttribute('aria-valuetext')?.replace(/^[\d.]+% /, '');
      if (stage && seen.at(-1) !== stage) seen.push(stage);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await (await chooser).setFiles({
    name: 'riley.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await resumeDocx(),
  });

  const bar = form.getByRole('progressbar', { name: 'Resume import progress' });
  await expect(bar).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save as New' })).toBeDisabled();
  await expect(bar).toBeHidden({ timeout: 20_000 });
  const stages = await page.evaluate(() => (window as unknown as { importStages: string[] }).importStages);
  expect(stages).toEqual(
    expect.arrayContaining([
      'Uploading document',
      'Converting document',
      'Reading content with AI',
      'Complete',
    ]),
  );
  expect(stages.indexOf('Uploading document')).toBeLessThan(stages.indexOf('Converting document'));
  expect(stages.at(-1)).toBe('Complete');
  await expect(page.getByText('Your Word (DOCX) resume was imported.', { exact: true })).toBeVisible();

  await expect(form.getByLabel('Resume Content')).toHaveValue(/Riley Okafor[\s\S]*Zendesk, SQL, Coaching/);
  await expect(form.getByLabel('Skills Highlights')).toHaveValue('Zendesk, SQL, Coaching');
  await expect(form.getByLabel('Education Highlights')).toHaveValue('BA Psychology, University of Leeds');
  await expect(form.getByLabel('Key Achievements')).toHaveValue('Support Team Lead of the Year 2023');
  await expect(form.getByLabel('Relevant Experience')).toHaveValue(/Cut first-response time/);

  await form.getByRole('button', { name: 'Save as New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Support roles');
  await dialog.getByRole('button', { name: 'Save Resume' }).click();
  await expect(dialog).toBeHidden();

  // After a reload the boxes are empty again (no default resume was saved): pick it from the list.
  await page.reload();
  await expect(form.getByLabel('Resume Content')).toHaveValue('');
  await form.getByRole('combobox', { name: 'Saved Resumes' }).click();
  await page.getByRole('option', { name: 'Support roles' }).click();
  await expect(form.getByLabel('Resume Content')).toHaveValue(/Riley Okafor/);
  await expect(form.getByLabel('Skills Highlights')).toHaveValue('Zendesk, SQL, Coaching');
});
