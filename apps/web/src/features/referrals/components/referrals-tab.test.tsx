import { referralMessages } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { errorBody, jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { ReferralsTab } from './referrals-tab';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const pending = { id: 2, email: 'grace@example.com', status: 'pending', sentAt: '2026-03-04T12:00:00.000Z' };
const completed = {
  id: 1,
  email: 'linus@example.com',
  status: 'completed',
  sentAt: '2026-02-20T12:00:00.000Z',
};

function referralList(overrides: Record<string, unknown> = {}) {
  return {
    referralCode: 'ABCD2345',
    lastRefreshDate: null,
    nextRefreshAvailable: new Date(Date.now() - DAY).toISOString(),
    stats: { total: 2, pending: 1, completed: 1 },
    referrals: [pending, completed],
    ...overrides,
  };
}

function renderTab(routes: Parameters<typeof mockApi>[0]) {
  const fetch = mockApi(routes);
  const result = renderWithProviders(<ReferralsTab />, { route: '/account?tab=referrals' });
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  return { ...result, fetch, callsTo };
}

describe('Referrals tab (docs/product.md §4 /account, §7, §9 Referral)', () => {
  it('shows the code, the shareable link, the stats, the reward and the list', async () => {
    renderTab({ 'GET /api/referral?status=all': () => jsonResponse(referralList()) });

    expect(await screen.findByRole('status', { name: 'Referral code' })).toHaveTextContent('ABCD2345');
    expect(screen.getByLabelText('Shareable link')).toHaveValue(
      `${window.location.origin}/auth?ref=ABCD2345`,
    );
    const stats = screen.getByRole('region', { name: 'Referral stats' });
    expect(stats).toHaveTextContent('Total2');
    expect(stats).toHaveTextContent('Pending1');
    expect(stats).toHaveTextContent('Completed1');
    expect(screen.getByText(/you both get 15 bonus cover letters/)).toBeInTheDocument();
    expect(screen.getByText(/up to 45 bonus letters a week/)).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EmailStatusSent',
      'grace@example.comPendingMar 4, 2026',
      'linus@example.comCompletedFeb 20, 2026',
    ]);
  });

  it('says why a completed referral earned no bonus, and says nothing for a rewarded one', async () => {
    const withheld = { ...completed, id: 4, email: 'twin@example.com', rewardWithheld: 'self_referral' };
    const limited = { ...completed, id: 5, email: 'late@example.com', rewardWithheld: 'weekly_limit' };
    renderTab({
      'GET /api/referral?status=all': () =>
        jsonResponse(
          referralList({ referrals: [withheld, limited, { ...completed, rewardWithheld: null }] }),
        ),
    });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EmailStatusSent',
      'twin@example.comCompletedNo bonus letters: this account was used in the same browser as yours.Feb 20, 2026',
      'late@example.comCompletedBonus limited: you reached the weekly maximum of 45 bonus letters.Feb 20, 2026',
      'linus@example.comCompletedFeb 20, 2026',
    ]);
  });

  it('copies the code with feedback for two seconds', async () => {
    const { user } = renderTab({ 'GET /api/referral?status=all': () => jsonResponse(referralList()) });
    await user.click(await screen.findByRole('button', { name: 'Copy referral code' }));

    expect(await navigator.clipboard.readText()).toBe('ABCD2345');
    expect(await screen.findByText('Code Copied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Copy referral code' })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
  });

  it('says when copying fails', async () => {
    const { user } = renderTab({ 'GET /api/referral?status=all': () => jsonResponse(referralList()) });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByText(referralMessages.copyFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });

  it('refuses to refresh before nextRefreshAvailable without calling the server', async () => {
    const next = '2099-01-15T12:00:00.000Z';
    const { user, callsTo } = renderTab({
      'GET /api/referral?status=all': () => jsonResponse(referralList({ nextRefreshAvailable: next })),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh referral code' }));

    expect(await screen.findByText('Cannot Refresh Yet')).toBeInTheDocument();
    expect(
      screen.getAllByText('You can refresh your code after January 15, 2099').length,
    ).toBeGreaterThanOrEqual(2);
    expect(callsTo('POST', '/api/referral/refresh-code')).toHaveLength(0);
  });

  it('refreshes the code once allowed', async () => {
    const refreshed = {
      referralCode: 'WXYZ6789',
      lastRefreshDate: new Date().toISOString(),
      nextRefreshAvailable: new Date(Date.now() + 7 * DAY).toISOString(),
    };
    const { user, callsTo } = renderTab({
      'GET /api/referral?status=all': [
        () => jsonResponse(referralList()),
        () => jsonResponse(referralList(refreshed)),
      ],
      'POST /api/referral/refresh-code': () => jsonResponse(refreshed),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh referral code' }));

    expect(await screen.findByText('Code Refreshed')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Referral code' })).toHaveTextContent('WXYZ6789');
    expect(screen.getByLabelText('Shareable link')).toHaveValue(
      `${window.location.origin}/auth?ref=WXYZ6789`,
    );
    expect(callsTo('POST', '/api/referral/refresh-code')).toHaveLength(1);
  });

  it("shows the server's refusal, or the fallback, when refreshing fails", async () => {
    const { user } = renderTab({
      'GET /api/referral?status=all': () => jsonResponse(referralList()),
      'POST /api/referral/refresh-code': [
        () =>
          errorBody(409, {
            code: 'REFRESH_TOO_EARLY',
            message: 'You can refresh your code after March 9, 2026',
          }),
        () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
      ],
    });
    const refresh = await screen.findByRole('button', { name: 'Refresh referral code' });
    await user.click(refresh);
    expect(await screen.findByText('You can refresh your code after March 9, 2026')).toBeInTheDocument();
    expect(screen.getByText('Cannot Refresh Yet')).toBeInTheDocument();

    await vi.waitFor(() => expect(refresh).toBeEnabled());
    await user.click(refresh);
    expect(await screen.findByText(referralMessages.refreshFailed)).toBeInTheDocument();
  });

  it('checks the invite email before sending', async () => {
    const { user, callsTo } = renderTab({
      'GET /api/referral?status=all': () => jsonResponse(referralList()),
    });
    const send = await screen.findByRole('button', { name: 'Send Invite' });
    await user.click(send);
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText("Friend's email")).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText("Friend's email"), 'not-an-email');
    await user.click(send);
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/referral/send')).toHaveLength(0);
  });

  it('sends an invite, clears the field and refreshes the list', async () => {
    const invited = {
      id: 3,
      email: 'ada.friend@example.com',
      status: 'pending',
      sentAt: new Date().toISOString(),
    };
    const { user, callsTo } = renderTab({
      'GET /api/referral?status=all': [
        () => jsonResponse(referralList()),
        () =>
          jsonResponse(
            referralList({
              stats: { total: 3, pending: 2, completed: 1 },
              referrals: [invited, pending, completed],
            }),
          ),
      ],
      'POST /api/referral/send': () =>
        jsonResponse(
          { referral: invited, message: 'Invitation sent to ada.friend@example.com.' },
          { status: 201 },
        ),
    });
    const email = await screen.findByLabelText("Friend's email");
    await user.type(email, ' Ada.Friend@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findByText('Referral Sent')).toBeInTheDocument();
    expect(screen.getByText('Invitation sent to ada.friend@example.com.')).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'ada.friend@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Referral stats' })).toHaveTextContent('Total3');
    const body = JSON.parse(String(callsTo('POST', '/api/referral/send')[0]?.[1]?.body));
    expect(body).toMatchObject({ email: 'ada.friend@example.com' });
  });

  it('keeps the typed email and shows the server message when the invite is refused', async () => {
    const { user } = renderTab({
      'GET /api/referral?status=all': () => jsonResponse(referralList()),
      'POST /api/referral/send': [
        () =>
          errorBody(409, {
            code: 'REFERRAL_CONFLICT',
            message: referralMessages.alreadyInvited,
            fields: { email: referralMessages.alreadyInvited },
          }),
        () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
      ],
    });
    const email = await screen.findByLabelText("Friend's email");
    await user.type(email, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findAllByText(referralMessages.alreadyInvited)).toHaveLength(2);
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(referralMessages.sendFailed)).toBeInTheDocument();
    expect(email).toHaveValue('grace@example.com');
  });

  it('asks the server for the chosen filter', async () => {
    const { user, callsTo } = renderTab({
      'GET /api/referral?status=all': () => jsonResponse(referralList()),
      'GET /api/referral?status=pending': () => jsonResponse(referralList({ referrals: [pending] })),
      'GET /api/referral?status=completed': () => jsonResponse(referralList({ referrals: [] })),
    });
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('cell', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/referral?status=pending')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('No completed referrals yet.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/referral?status=completed')).toHaveLength(1);
    // The stats always count every referral.
    expect(screen.getByRole('region', { name: 'Referral stats' })).toHaveTextContent('Total2');
  });

  it('toasts a load failure and offers to try again', async () => {
    const { user } = renderTab({
      'GET /api/referral?status=all': [
        () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
        () => jsonResponse(referralList()),
      ],
    });
    expect(await screen.findByText('Failed to fetch referrals')).toBeInTheDocument();
    expect(
      screen.getAllByText('Failed to load referrals. Please try again later.').length,
    ).toBeGreaterThanOrEqual(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Referral code' })).toHaveTextContent('ABCD2345');
  });
});
