import { expect, test } from '@playwright/test';
import { readResetCode } from './support/outbox';
import { AFTER_LOGIN_RELOAD } from './support/session';
import { newAccount } from './support/users';

test('register, log out, log in, reset the password from the emailed code, log in with the new password', async ({
  page,
}) => {
  const account = newAccount();
  const newPassword = 'Quiet-River-Falcon-31';

  // Register: the button stays disabled until every password rule is met.
  await page.goto('/auth');
  // /auth arrives rendered; its buttons respond once the app has hydrated it (docs/decisions/0028).
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill('short');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await page.getByLabel('Password').fill(account.password);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A brand-new account: the first visit is a welcome, later ones a welcome back.
  await expect(page.getByRole('heading', { name: `Welcome, ${account.username}` })).toBeVisible();

  // Log out through the avatar menu: the browser goes to /auth.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Login to JobPeel' })).toBeVisible();

  // Log in: a full reload to /.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}` })).toBeVisible(
    AFTER_LOGIN_RELOAD,
  );
  await expect(page.getByText('Welcome to JobPeel', { exact: true })).toBeVisible();

  // Forget the password.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // React Router renders the new route in a transition: the login form (with its own Email field)
  // can still be on screen for a moment after the URL changed, so wait for the new page itself.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText("If an account with that email exists, we've sent a password reset code.").first(),
  ).toBeVisible();
  // Redirected to the reset page after 2 s, with the email.
  await expect(page).toHaveURL(/\/reset-password\?email=/, { timeout: 5_000 });

  // Read the code from the outbox, as an operator without SMTP would, and reset.
  const code = await readResetCode(account.email);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Log in with new password' }).click();

  // The old password fails, the new one works.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Login to JobPeel' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  // What the user typed survives the error.
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}` })).toBeVisible(
    AFTER_LOGIN_RELOAD,
  );
});

test('a protected page opened while signed out goes to /auth and back there after login', async ({
  page,
  request,
}) => {
  const account = newAccount();
  const token = (await (await request.get('/api/csrf-token')).json()).csrfToken as string;
  const created = await request.post('/api/register', {
    headers: { 'x-csrf-token': token },
    data: { ...account, fingerprint: { hash: 'e2e' } },
  });
  expect(created.status()).toBe(201);

  await page.goto('/account?tab=security');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Login to JobPeel' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\?tab=security$/, AFTER_LOGIN_RELOAD);
  await expect(page.getByLabel('Current Password')).toBeVisible(AFTER_LOGIN_RELOAD);
});
