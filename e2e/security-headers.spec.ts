import { expect, type Page, test } from '@playwright/test';
import { generateLetter } from './support/letters';
import { createAccount, logIn } from './support/session';

/**
 * Every kind of page the server sends loads under its strict Content-Security-Policy
 * (apps/server/src/plugins/security-headers.ts) with no violation and no console error.
 */
// About ten page loads per test: more than the usual journey on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface Problem {
  page: string;
  kind: 'csp' | 'console' | 'pageerror';
  detail: string;
}

async function watchForProblems(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  await page.exposeFunction('reportCspViolation', (detail: string) =>
    problems.push({ page: page.url(), kind: 'csp', detail }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(detail: string): void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A signed-out visitor's session check is answered 401 by design (the app reads it as signed out).
    const expected401 =
      message.text().includes('status of 401') && message.location().url.endsWith('/api/user');
    if (!expected401) problems.push({ page: page.url(), kind: 'console', detail: message.text() });
  });
  page.on('pageerror', (error) =>
    problems.push({ page: page.url(), kind: 'pageerror', detail: error.message }),
  );
  return problems;
}

async function visit(page: Page, path: string, ready: Parameters<Page['getByRole']>) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole(...ready).first()).toBeVisible();
}

test('public pages load with zero CSP violations and no console errors', async ({ page, request }) => {
  const problems = await watchForProblems(page);
  const posts = (await (await request.get('/api/blog')).json()).posts as { slug: string; title: string }[];
  const post = posts[0]!;

  await visit(page, '/', ['heading', { level: 1 }]);
  // The boot script (a hashed file, not inline) ran and handed the page's nonce to Radix.
  expect(await page.evaluate(() => typeof (window as { __webpack_nonce__?: string }).__webpack_nonce__)).toBe(
    'string',
  );
  await visit(page, '/auth', ['button', { name: 'Login' }]);
  await visit(page, '/create', ['heading', { level: 1 }]);
  await visit(page, '/blog', ['link', { name: post.title }]);
  await visit(page, `/blog/${post.slug}`, ['heading', { name: post.title }]);
  await expect(page.locator('article img').first()).toBeVisible();
  await visit(page, '/faq', ['tab', { name: 'Billing' }]);
  await page.getByRole('tab', { name: 'Billing' }).click();
  await visit(page, '/examples/0', ['heading', { level: 1 }]);
  await visit(page, '/forgot-password', ['button', { name: 'Send Reset Instructions' }]);
  await visit(page, '/account/subscription', ['heading', { level: 1 }]);
  await visit(page, '/no/such/page', ['heading', { level: 1 }]);

  expect(problems).toEqual([]);
});

test('signed-in pages, a Radix select and dialog, and the print view load with zero CSP violations', async ({
  page,
  request,
}) => {
  const problems = await watchForProblems(page);
  // Dark theme, applied by the boot script before the first paint.
  await page.addInitScript(() => localStorage.setItem('jobpeel-theme', 'dark'));
  const account = await createAccount(request);
  await logIn(page, account);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // A Radix select: its viewport and its scroll lock write <style> elements, allowed by the page's nonce.
  await page.getByRole('combobox', { name: 'Letter Length' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  const letter = await generateLetter(page);
  await visit(page, '/library', ['heading', { level: 1 }]);
  await visit(page, `/preview/${letter.id}`, ['article', { name: 'Cover letter text' }]);
  // The print / Save as PDF view: the same page under print.css.
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });

  await visit(page, '/account', ['heading', { level: 1 }]);
  await visit(page, '/account?tab=referrals', ['heading', { level: 1 }]);
  // A Radix dialog (account deletion asks first); closed again without deleting.
  await visit(page, '/account?tab=security', ['heading', { level: 1 }]);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).first()).toBeVisible();
  await page.keyboard.press('Escape');

  expect(problems).toEqual([]);
});

test('the test-mode checkout and portal load with zero CSP violations', async ({ page, request }) => {
  const problems = await watchForProblems(page);
  await logIn(page, await createAccount(request));
  await visit(page, '/account/subscription', ['button', { name: 'Subscribe to Pro' }]);
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await expect(page.getByRole('button', { name: 'Complete test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page.getByText('Pro Plan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal\/[\w-]+$/);
  await expect(page.getByText(/Test mode/).first()).toBeVisible();

  expect(problems).toEqual([]);
});
