import { expect, test } from '@playwright/test';
import { createAccount, logIn } from './support/session';

test('save the form settings as a preset, then apply it after changing them', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  const form = page.getByRole('form', { name: 'Cover letter form' });

  // Settings to keep: addressed to a named person.
  await form.getByRole('combobox', { name: 'Recipient' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await form.getByLabel('Custom Recipient').fill('Ms. Jane Smith');

  await form.getByRole('button', { name: 'Save Preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Settings Preset' });
  await dialog.getByRole('button', { name: 'Save Preset' }).click();
  await expect(dialog.getByText('Preset name is required')).toBeVisible();
  await dialog.getByLabel('Preset Name').fill('Named contact');
  await dialog.getByRole('button', { name: 'Save Preset' }).click();
  await expect(dialog).toBeHidden();

  // Change the settings, then apply the preset after a reload (it comes from the server).
  await page.reload();
  await form.getByRole('combobox', { name: 'Recipient' }).click();
  await page.getByRole('option', { name: 'HR Department' }).click();
  await expect(form.getByText('The letter will be addressed to: Human Resources')).toBeVisible();

  await form.getByRole('combobox', { name: 'Settings Preset' }).click();
  await page.getByRole('option', { name: 'Named contact' }).click();
  await expect(form.getByRole('combobox', { name: 'Recipient' })).toContainText('Custom');
  await expect(form.getByLabel('Custom Recipient')).toHaveValue('Ms. Jane Smith');
});
