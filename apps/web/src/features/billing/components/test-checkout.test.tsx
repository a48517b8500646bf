import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { dismissToast } from '@/components/ui/use-toast';
import { browser } from '@/lib/browser';
import { jsonResponse, mockApi, renderWithProviders, testUser, unauthorized } from '@/test/render';
import { TestCheckout } from './test-checkout';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const freePlan = { subscriptionStatus: 'free', subscriptionPeriodEnd: null, cancelAtPeriodEnd: false };
const checkoutSession = (overrides: Record<string, unknown> = {}) => ({
  session: {
    id: 'chk_1',
    kind: 'checkout',
    tier: 'pro',
    status: 'open',
    expiresAt: '2026-05-01T12:30:00.000Z',
    ...overrides,
  },
  plan: freePlan,
});
const notFound = () =>
  jsonResponse({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 });

function renderCheckout(routes: Parameters<typeof mockApi>[0]) {
  const fetch = mockApi(routes);
  const result = renderWithProviders(<TestCheckout id="chk_1" />, { route: '/billing/test-checkout/chk_1' });
  return { ...result, fetch };
}

describe('test-mode checkout (docs/decisions/0010)', () => {
  it('is clearly labelled and shows the plan, its price and features', async () => {
    renderCheckout({ 'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession()) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Test mode checkout' })).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real payments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByText('$20')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pro features' })).getAllByRole('listitem').length).toBe(
      7,
    );
  });

  it('completes the test payment and follows the answer back to the subscription page', async () => {
    let release: (response: Response) => void = () => {};
    const { user } = renderCheckout({
      'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession({ tier: 'standard' })),
      'POST /api/billing/test-sessions/chk_1/complete': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: 'Complete test payment' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release(jsonResponse({ url: '/account/subscription?success=true&tier=standard' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/account/subscription?success=true&tier=standard'),
    );
  });

  it('cancels the checkout', async () => {
    const { user } = renderCheckout({
      'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession()),
      'POST /api/billing/test-sessions/chk_1/cancel': () =>
        jsonResponse({ url: '/account/subscription?canceled=true' }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/account/subscription?canceled=true'));
  });

  it('shows the server message when completing fails', async () => {
    const { user } = renderCheckout({
      'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession()),
      'POST /api/billing/test-sessions/chk_1/complete': () =>
        jsonResponse(
          { message: 'You are already on this plan.', code: 'ALREADY_ON_PLAN', requestId: 'r' },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Complete test payment' }));
    expect(await screen.findByText('You are already on this plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete test payment' })).toBeEnabled();
  });

  it('says when a checkout has expired', async () => {
    renderCheckout({
      'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession({ status: 'expired' })),
    });
    expect(await screen.findByText(/This checkout has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('offers no buttons for a checkout that is already closed', async () => {
    renderCheckout({
      'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession({ status: 'completed' })),
    });
    expect(await screen.findByText(/This checkout is already completed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete test payment' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
  });

  it("says an unknown or another user's session was not found, with a way back", async () => {
    renderCheckout({ 'GET /api/billing/test-sessions/chk_1': notFound });
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Complete test payment' })).not.toBeInTheDocument();
  });

  it('treats a portal session id as not found', async () => {
    renderCheckout({
      'GET /api/billing/test-sessions/chk_1': () =>
        jsonResponse(checkoutSession({ kind: 'portal', tier: null })),
    });
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });
});

describe('test-mode routes', () => {
  it('serves the checkout page to a signed-in user', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/billing/test-sessions/chk_1': () => jsonResponse(checkoutSession()),
    });
    renderWithProviders(<AppRoutes />, { route: '/billing/test-checkout/chk_1' });
    expect(await screen.findByRole('heading', { name: 'Test mode checkout' })).toBeInTheDocument();
  });

  it('sends a visitor to log in first', async () => {
    mockApi({ 'GET /api/user': unauthorized });
    renderWithProviders(<AppRoutes />, { route: '/billing/test-portal/ptl_1' });
    expect(await screen.findByRole('heading', { name: 'Login to JobPeel' })).toBeInTheDocument();
  });
});
