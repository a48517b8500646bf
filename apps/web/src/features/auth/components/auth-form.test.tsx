import { passwordRules } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { browser } from '@/lib/browser';
import { sessionKeys } from '@/lib/storage';
import { errorBody, jsonResponse, mockApi, renderWithProviders, testUser, unauthorized } from '@/test/render';
import { AuthForm } from './auth-form';

function ruleItem(label: string) {
  const list = screen.getByRole('list', { name: 'Requirements' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(label));
  if (!item) throw new Error(`no checklist item '${label}'`);
  return item;
}

describe('AuthForm', () => {
  it('marks password rules as met while typing and enables Create Account only when all are met', async () => {
    const { user } = renderWithProviders(<AuthForm />, { route: '/auth' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    const password = screen.getByLabelText('Password');
    expect(submit).toBeDisabled();
    for (const rule of passwordRules) {
      expect(ruleItem(rule.label)).toHaveAttribute('data-met', 'false');
      expect(ruleItem(rule.label)).toHaveTextContent('(not met)');
    }

    await user.type(password, 'abc');
    expect(ruleItem('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(ruleItem('One lowercase letter')).toHaveTextContent('(met)');
    expect(ruleItem('One uppercase letter')).toHaveAttribute('data-met', 'false');
    expect(submit).toBeDisabled();

    await user.type(password, 'DEF12');
    expect(ruleItem('One uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(ruleItem('One number')).toHaveAttribute('data-met', 'true');
    expect(ruleItem('At least 10 characters')).toHaveAttribute('data-met', 'false');
    expect(submit).toBeDisabled();

    await user.type(password, '!xy');
    for (const rule of passwordRules) expect(ruleItem(rule.label)).toHaveAttribute('data-met', 'true');
    expect(submit).toBeEnabled();

    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it('opens in register mode with the referral code and the invitation badge for ?ref=', () => {
    renderWithProviders(<AuthForm />, { route: '/auth?ref=FRIEND42' });
    expect(screen.getByText('You were invited by a friend')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('FRIEND42');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('validates on the client and keeps what the user typed', async () => {
    const fetch = mockApi({});
    const { user } = renderWithProviders(<AuthForm />, { route: '/auth' });
    expect(screen.getByRole('heading', { name: 'Login to JobPeel' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Login failed' with the server message and keeps the form filled", async () => {
    mockApi({
      'POST /api/login': () =>
        errorBody(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<AuthForm />, { route: '/auth' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(assign).not.toHaveBeenCalled();
  });

  it('after a successful login sets the overlay flags and reloads the remembered page', async () => {
    const fetch = mockApi({ 'POST /api/login': () => jsonResponse({ user: {} }) });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    window.sessionStorage.setItem(sessionKeys.postLoginRedirect, '/account?tab=security');
    const { user } = renderWithProviders(<AuthForm />, { route: '/auth' });

    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/account?tab=security'));
    expect(window.sessionStorage.getItem(sessionKeys.forceRefreshAfterLogin)).toBe('true');
    expect(Number(window.sessionStorage.getItem(sessionKeys.loginRedirectTimestamp))).toBeGreaterThan(0);
    expect(window.sessionStorage.getItem(sessionKeys.postLoginRedirect)).toBeNull();

    const loginCall = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(loginCall?.[1]?.body));
    expect(body).toMatchObject({ email: 'ada@example.com', password: 'Secret-pass-1', _csrf: 'test-token' });
    expect(typeof body.fingerprint.hash).toBe('string');
    expect(body.fingerprint.hash.length).toBeGreaterThan(0);
    expect(body.fingerprint.deviceInfo).toHaveProperty('userAgent');
    // The browser's own id, kept for the next login (docs/decisions/0019).
    expect(body.fingerprint.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.fingerprint.deviceId).toBe(window.localStorage.getItem('jobpeel:device-id'));
  });

  it('shows server field errors under their fields after a failed registration', async () => {
    mockApi({
      'POST /api/register': () =>
        jsonResponse(
          {
            message: 'This username is already taken',
            code: 'USERNAME_TAKEN',
            fields: { username: 'This username is already taken' },
            requestId: 'r2',
          },
          { status: 409 },
        ),
    });
    const { user } = renderWithProviders(<AuthForm />, { route: '/auth?ref=ABC' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'Str0ng-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const username = screen.getByLabelText('Username');
    await vi.waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('This username is already taken');
    expect(username).toHaveFocus();
    expect(username).toHaveValue('ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Str0ng-passw0rd');
  });

  it('after a login from a pricing button (?plan=) goes on to that plan on the subscription page', async () => {
    mockApi({ 'POST /api/login': () => jsonResponse({ user: {} }) });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<AuthForm />, { route: '/auth?plan=standard' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/account/subscription?selectedTier=standard'),
    );
  });

  it('after registering from a pricing button (?plan=) opens the subscription page with that plan', async () => {
    mockApi({
      'GET /api/user': [unauthorized, () => jsonResponse(testUser)],
      'POST /api/register': () => jsonResponse({ user: testUser }, { status: 201 }),
      'GET /api/billing/config': () => jsonResponse({ mode: 'stripe' }),
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/auth?plan=pro' });

    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'Str0ng-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const pro = await screen.findByRole('region', { name: 'Pro' });
    expect(pro).toHaveAttribute('data-selected', 'true');
  });
});
