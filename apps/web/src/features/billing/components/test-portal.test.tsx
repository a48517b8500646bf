import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { useUser } from '@/lib/auth';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { TestPortal } from './test-portal';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const proPlan = {
  subscriptionStatus: 'pro',
  subscriptionPeriodEnd: '2026-06-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
};
const portalSession = (plan: Record<string, unknown> = proPlan) => ({
  session: { id: 'ptl_1', kind: 'portal', tier: null, status: 'open', expiresAt: '2026-01-15T13:00:00.000Z' },
  plan,
});

/** Stands in for the navigation, which shows the signed-in user's plan. */
function UserPlanProbe() {
  const status = useUser().data?.subscriptionStatus;
  return <output data-testid="user-plan">{status ?? ''}</output>;
}

function renderPortal(routes: Parameters<typeof mockApi>[0]) {
  const fetch = mockApi({ 'GET /api/user': () => jsonResponse(testUser), ...routes });
  const result = renderWithProviders(
    <>
      <UserPlanProbe />
      <TestPortal id="ptl_1" />
    </>,
    { route: '/billing/test-portal/ptl_1' },
  );
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  return { ...result, fetch, callsTo };
}

describe('test-mode billing portal (docs/decisions/0010)', () => {
  it('shows the plan and period end with the actions that fit it', async () => {
    renderPortal({ 'GET /api/billing/test-sessions/ptl_1': () => jsonResponse(portalSession()) });

    expect(await screen.findByRole('heading', { name: 'Test mode billing portal' })).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real payments')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('June 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Standard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to Pro' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simulate failed payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to JobPeel' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
  });

  it('runs an action, shows the new plan and refreshes the user', async () => {
    const { user, callsTo } = renderPortal({
      'GET /api/billing/test-sessions/ptl_1': () => jsonResponse(portalSession()),
      'POST /api/billing/test-sessions/ptl_1/action': [
        () => jsonResponse({ plan: { ...proPlan, cancelAtPeriodEnd: true } }),
        () => jsonResponse({ plan: { ...proPlan, subscriptionStatus: 'standard' } }),
      ],
      'GET /api/user': [
        () => jsonResponse({ ...testUser, subscriptionStatus: 'pro' }),
        () => jsonResponse({ ...testUser, subscriptionStatus: 'pro' }),
        () => jsonResponse({ ...testUser, subscriptionStatus: 'standard' }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('Ends on')).toBeInTheDocument();
    const first = JSON.parse(
      String(callsTo('POST', '/api/billing/test-sessions/ptl_1/action')[0]?.[1]?.body),
    );
    expect(first).toMatchObject({ action: 'cancel_at_period_end' });
    await vi.waitFor(() => expect(callsTo('GET', '/api/user')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Switch to Standard' }));
    expect(await screen.findByRole('button', { name: 'Switch to Pro' })).toBeInTheDocument();
    expect(screen.getByText('Standard')).toBeInTheDocument();
    const second = JSON.parse(
      String(callsTo('POST', '/api/billing/test-sessions/ptl_1/action')[1]?.[1]?.body),
    );
    expect(second).toMatchObject({ action: 'switch_to_standard' });
    await vi.waitFor(() => expect(screen.getByTestId('user-plan')).toHaveTextContent('standard'));
  });

  it('shows a failed payment for what it is', async () => {
    renderPortal({
      'GET /api/billing/test-sessions/ptl_1': () =>
        jsonResponse(portalSession({ ...proPlan, subscriptionStatus: 'past_due' })),
    });
    expect(await screen.findByText('Payment failed (past_due)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Standard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Pro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simulate failed payment' })).not.toBeInTheDocument();
  });

  it('shows the server message when an action fails', async () => {
    const { user } = renderPortal({
      'GET /api/billing/test-sessions/ptl_1': () => jsonResponse(portalSession()),
      'POST /api/billing/test-sessions/ptl_1/action': () =>
        jsonResponse(
          { message: 'This session has expired.', code: 'NOT_FOUND', requestId: 'r' },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Simulate failed payment' }));
    expect(await screen.findByText('This session has expired.')).toBeInTheDocument();
  });

  it('says a checkout id or an unknown id is not a portal session', async () => {
    renderPortal({
      'GET /api/billing/test-sessions/ptl_1': () =>
        jsonResponse({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
    });
    expect(await screen.findByRole('heading', { name: 'Billing portal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
  });
});
