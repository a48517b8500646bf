import { PASSWORD_POLICY_MESSAGE } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { AccountSettings } from './account-settings';
import { usernameChangeNote } from './profile-form';

describe('usernameChangeNote', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('states the 30-day rule, and the next date while a change is not yet allowed', () => {
    expect(usernameChangeNote(null, now)).toBe('Your username can only be changed once every 30 days.');
    expect(usernameChangeNote('2026-02-01T00:00:00Z', now)).toBe(
      'Your username can only be changed once every 30 days.',
    );
    expect(usernameChangeNote('2026-03-20T12:00:00Z', now)).toBe(
      'Your username can only be changed once every 30 days. You can change it again on March 20, 2026.',
    );
  });
});

/** The Referrals panel the page passes in (the referrals feature's own); counts its mounts. */
const referralsMounted = vi.fn();
function ReferralsPanel() {
  referralsMounted();
  return <p>Your referrals</p>;
}
const referralsPanel = <ReferralsPanel />;

describe('AccountSettings', () => {
  it('opens the tab named in ?tab=', async () => {
    renderWithProviders(<AccountSettings user={testUser} referrals={referralsPanel} />, {
      route: '/account?tab=referrals',
    });
    expect(screen.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Your referrals')).toBeVisible();
  });

  it('mounts the referrals only once their tab is opened, then keeps them', async () => {
    referralsMounted.mockClear();
    const { user } = renderWithProviders(<AccountSettings user={testUser} referrals={referralsPanel} />, {
      route: '/account',
    });
    expect(referralsMounted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Referrals' }));
    expect(await screen.findByText('Your referrals')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByText('Your referrals')).toBeInTheDocument();
    expect(referralsMounted).toHaveBeenCalledTimes(1);
  });

  it('validates the profile on the client and shows the server message on failure, keeping the input', async () => {
    mockApi({
      'POST /api/user/profile': () =>
        jsonResponse(
          {
            message: 'You can change your username once every 30 days.',
            code: 'USERNAME_CHANGE_TOO_SOON',
            requestId: 'r',
          },
          { status: 400 },
        ),
    });
    const { user } = renderWithProviders(<AccountSettings user={testUser} referrals={referralsPanel} />, {
      route: '/account',
    });
    const email = screen.getByLabelText('Email');
    const username = screen.getByLabelText('Username');
    expect(email).toHaveValue('ada@example.com');

    await user.clear(username);
    await user.type(username, 'ab');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'ada@example.org');
    await user.type(username, 'a-new');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You can change your username once every 30 days.')).toBeInTheDocument();
    expect(username).toHaveValue('aba-new');
    expect(email).toHaveValue('ada@example.org');
  });

  it('checks the change-password rules before calling the server', async () => {
    const fetch = mockApi({});
    const { user } = renderWithProviders(<AccountSettings user={testUser} referrals={referralsPanel} />, {
      route: '/account?tab=security',
    });
    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(screen.getByText(PASSWORD_POLICY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes the account only after confirmation, then loads /', async () => {
    const fetch = mockApi({ 'POST /api/user/delete': () => jsonResponse({ message: 'Account deleted' }) });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<AccountSettings user={testUser} referrals={referralsPanel} />, {
      route: '/account?tab=security',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetch).toHaveBeenCalledWith('/api/user/delete', expect.objectContaining({ method: 'POST' }));
  });

  it("shows 'Failed to logout. Please try again.' when logging out fails", async () => {
    mockApi({ 'POST /api/logout': () => new Response('oops', { status: 500, statusText: 'Server Error' }) });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<AccountSettings user={testUser} referrals={referralsPanel} />, {
      route: '/account?tab=security',
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Failed to logout. Please try again.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
