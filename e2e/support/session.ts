import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount } from './users';

/** Creates an account through the API (with the CSRF token, as the web app does). */
export async function createAccount(request: APIRequestContext) {
  const account = newAccount();
  const token = (await (await request.get('/api/csrf-token')).json()).csrfToken as string;
  const response = await request.post('/api/register', {
    headers: { 'x-csrf-token': token },
    data: { ...account, fingerprint: { hash: 'e2e' } },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()}`);
  return account;
}

/** Logs in through the /auth page and waits for the dashboard (a first visit, or a return). */
export async function logIn(page: Page, account: { email: string; password: string; username: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForSignedInHome(page, account);
}

/**
 * A login reloads the whole page; on a loaded machine the reload and the page's chunks can outlast
 * one expect timeout, so the first check after a login waits this long.
 */
export const AFTER_LOGIN_RELOAD = { timeout: 30_000 };

/** Waits for the dashboard's greeting after a login (a first visit, or a return). */
export async function waitForSignedInHome(page: Page, account: { username: string }) {
  await page
    .getByRole('heading', { name: new RegExp(`^Welcome( back)?, ${account.username}$`) })
    .waitFor(AFTER_LOGIN_RELOAD);
}
