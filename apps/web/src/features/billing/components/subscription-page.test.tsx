import { billingMessages, planCards, type User } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { browser } from '@/lib/browser';
import { errorBody, jsonResponse, mockApi, renderWithProviders, testUser, unauthorized } from '@/test/render';
import { SubscriptionPage } from './subscription-page';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const currentPath = () => screen.getByTestId('location').textContent;

const asUser = (overrides: Partial<User>) => () => jsonResponse({ ...testUser, ...overrides });

const stripeMode = () => jsonResponse({ mode: 'stripe' });

/** A response the test releases when it wants, to observe the busy state in between. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

function renderPage(routes: Parameters<typeof mockApi>[0], route = '/account/subscription') {
  const fetch = mockApi({ 'GET /api/billing/config': stripeMode, ...routes });
  const result = renderWithProviders(
    <>
      <LocationProbe />
      <SubscriptionPage />
    </>,
    { route },
  );
  const callsTo = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  return { ...result, fetch, callsTo };
}

const featureTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('subscription page states (docs/product.md §4 /account/subscription)', () => {
  it('offers a free user Standard (POPULAR) and Pro (BEST VALUE), Pro highlighted by default', async () => {
    renderPage({ 'GET /api/user': asUser({ subscriptionStatus: 'free' }) });

    expect(await screen.findByRole('heading', { name: 'Limited Features' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Management' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You're currently on the free plan with limited features. Upgrade to unlock more templates, tones, and daily limits.",
      ),
    ).toBeInTheDocument();

    const standard = screen.getByRole('region', { name: 'Standard' });
    expect(within(standard).getByText('POPULAR')).toBeInTheDocument();
    expect(within(standard).getByText('$10')).toBeInTheDocument();
    expect(within(standard).getByRole('button', { name: 'Subscribe to Standard' })).toBeEnabled();
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('BEST VALUE')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled();
    expect(pro).toHaveAttribute('data-selected', 'true');
    expect(standard).toHaveAttribute('data-selected', 'false');

    expect(
      screen.getByText(
        'All plans include automatic job scraping, AI-powered cover letter generation, and resume parsing.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime. No contracts or commitments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
  });

  it('highlights the plan named in ?selectedTier=', async () => {
    renderPage(
      { 'GET /api/user': asUser({ subscriptionStatus: null }) },
      '/account/subscription?selectedTier=standard',
    );
    const standard = await screen.findByRole('region', { name: 'Standard' });
    expect(standard).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('region', { name: 'Pro' })).toHaveAttribute('data-selected', 'false');
  });

  it('shows a Pro user the plan, the next billing date, the Pro features and Manage Billing', async () => {
    renderPage({
      'GET /api/user': asUser({
        subscriptionStatus: 'pro',
        subscriptionPeriodEnd: '2026-05-15T12:00:00.000Z',
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(screen.getByText('May 15, 2026')).toBeInTheDocument();
    expect(featureTexts(screen.getByRole('list', { name: 'Pro features' }))).toEqual(
      planCards.pro.features.map((feature) => `${feature.name}: ${feature.value}`),
    );
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    expect(screen.queryByText('Limited Features')).not.toBeInTheDocument();
  });

  it("treats 'active' as Pro and shows N/A without a period end", async () => {
    renderPage({ 'GET /api/user': asUser({ subscriptionStatus: 'active', subscriptionPeriodEnd: null }) });
    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('shows a Standard user the plan, its features, Manage Billing and the Pro upgrade box', async () => {
    renderPage({
      'GET /api/user': asUser({
        subscriptionStatus: 'standard',
        subscriptionPeriodEnd: '2026-04-02T12:00:00.000Z',
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Standard Plan' })).toBeInTheDocument();
    expect(screen.getByText('April 2, 2026')).toBeInTheDocument();
    expect(featureTexts(screen.getByRole('list', { name: 'Standard features' }))).toHaveLength(
      planCards.standard.features.length,
    );
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Upgrade to Pro for more features' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  });

  it('says when a plan that will not renew ends', async () => {
    renderPage({
      'GET /api/user': asUser({
        subscriptionStatus: 'pro',
        subscriptionPeriodEnd: '2026-05-15T12:00:00.000Z',
        subscriptionCancelAtPeriodEnd: true,
      }),
    });
    expect(await screen.findByText(/Your plan ends on May 15, 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Next billing date:')).not.toBeInTheDocument();
  });

  it('tells a user whose last payment failed, with Manage Billing', async () => {
    renderPage({ 'GET /api/user': asUser({ subscriptionStatus: 'past_due' }) });
    const notice = await screen.findByRole('region', { name: 'Payment failed' });
    expect(notice).toHaveTextContent('The last payment for your subscription failed');
    expect(within(notice).getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
  });

  it('labels test mode clearly when the server bills without Stripe', async () => {
    renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'free' }),
      'GET /api/billing/config': () => jsonResponse({ mode: 'test' }),
    });
    expect(await screen.findByText('Test mode: no real payments')).toBeInTheDocument();
  });

  it('shows no test-mode label with Stripe', async () => {
    const { callsTo } = renderPage({ 'GET /api/user': asUser({ subscriptionStatus: 'free' }) });
    await screen.findByRole('heading', { name: 'Limited Features' });
    await vi.waitFor(() => expect(callsTo('GET', '/api/billing/config')).toHaveLength(1));
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
  });
});

describe('returning from checkout (docs/product.md §5)', () => {
  it('toasts Success!, removes the parameters and refetches the user until the new plan arrives', async () => {
    const { callsTo } = renderPage(
      {
        // The webhook lands after the browser returns: free twice, then standard.
        'GET /api/user': [
          asUser({ subscriptionStatus: 'free' }),
          asUser({ subscriptionStatus: 'free' }),
          asUser({ subscriptionStatus: 'standard' }),
        ],
      },
      '/account/subscription?success=true&tier=standard&selectedTier=standard',
    );

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(
      screen.getByText('Your Standard subscription has been activated. Welcome to Standard!'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/account/subscription?selectedTier=standard');

    expect(
      await screen.findByRole('heading', { name: 'Standard Plan' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Activating your new plan...')).not.toBeInTheDocument();
    const calls = callsTo('GET', '/api/user').length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(callsTo('GET', '/api/user')).toHaveLength(calls);
  });

  it('says Pro when the tier is missing', async () => {
    renderPage(
      { 'GET /api/user': asUser({ subscriptionStatus: 'pro' }) },
      '/account/subscription?success=true',
    );
    expect(
      await screen.findByText('Your Pro subscription has been activated. Welcome to Pro!'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/account/subscription');
  });

  it('toasts Subscription Canceled and removes the parameter', async () => {
    renderPage(
      { 'GET /api/user': asUser({ subscriptionStatus: 'free' }) },
      '/account/subscription?canceled=true&selectedTier=pro',
    );
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(screen.getByText(billingMessages.canceled)).toBeInTheDocument();
    expect(currentPath()).toBe('/account/subscription?selectedTier=pro');
  });
});

describe('checkout and billing portal (docs/product.md §5, §9 Billing)', () => {
  it('shows Processing... and disables every plan button, then goes to the returned url', async () => {
    const checkout = deferred();
    const { user, callsTo } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'free' }),
      'POST /api/create-checkout-session': checkout.handler,
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subscribe to Standard' })).toBeDisabled();
    const body = JSON.parse(String(callsTo('POST', '/api/create-checkout-session')[0]?.[1]?.body));
    expect(body).toMatchObject({ tier: 'pro' });

    checkout.release(jsonResponse({ url: '/billing/test-checkout/chk_1' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/test-checkout/chk_1'));
  });

  it('starts a Pro checkout from the Standard upgrade box', async () => {
    const { user, callsTo } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'standard' }),
      'POST /api/create-checkout-session': () => jsonResponse({ url: 'https://checkout.stripe.com/c/1' }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/1'));
    const body = JSON.parse(String(callsTo('POST', '/api/create-checkout-session')[0]?.[1]?.body));
    expect(body).toMatchObject({ tier: 'pro' });
  });

  it("shows the server's message when checkout is refused, and the buttons work again", async () => {
    const { user } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'free' }),
      'POST /api/create-checkout-session': () =>
        errorBody(503, { code: 'BILLING_UNAVAILABLE', message: billingMessages.billingUnavailable }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Standard' }));

    expect(await screen.findByText(billingMessages.billingUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Standard' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create checkout session' without a server message", async () => {
    const { user } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'free' }),
      'POST /api/create-checkout-session': () => new Response('Bad Gateway', { status: 502 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument();
  });

  it("says 'No checkout URL returned' when the answer has no url", async () => {
    const { user } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'free' }),
      'POST /api/create-checkout-session': () => jsonResponse({}),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByText('No checkout URL returned')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('refreshes the plan when the server says the user already has it', async () => {
    const { user, callsTo } = renderPage({
      'GET /api/user': [asUser({ subscriptionStatus: 'free' }), asUser({ subscriptionStatus: 'pro' })],
      'POST /api/create-checkout-session': () =>
        errorBody(409, { code: 'ALREADY_ON_PLAN', message: billingMessages.alreadyOnTier }),
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByText(billingMessages.alreadyOnTier)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/user')).toHaveLength(2);
  });

  it('shows Loading... on Manage Billing, then goes to the portal', async () => {
    const portal = deferred();
    const { user } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'pro' }),
      'POST /api/create-portal-session': portal.handler,
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    portal.release(jsonResponse({ url: '/billing/test-portal/ptl_1' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/test-portal/ptl_1'));
  });

  it('shows the portal failures with the spec texts', async () => {
    const { user } = renderPage({
      'GET /api/user': asUser({ subscriptionStatus: 'standard' }),
      'POST /api/create-portal-session': [
        () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
        () => errorBody(409, { code: 'NO_SUBSCRIPTION', message: billingMessages.noSubscription }),
        () => jsonResponse({ url: '' }),
      ],
    });
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const manage = await screen.findByRole('button', { name: 'Manage Billing' });

    await user.click(manage);
    expect(await screen.findByText('Failed to access customer portal')).toBeInTheDocument();
    await vi.waitFor(() => expect(manage).toBeEnabled());
    await user.click(manage);
    expect(await screen.findByText(billingMessages.noSubscription)).toBeInTheDocument();
    await vi.waitFor(() => expect(manage).toBeEnabled());
    await user.click(manage);
    expect(await screen.findByText('No portal URL returned')).toBeInTheDocument();
  });
});

describe('Login Required (docs/product.md §4, §5)', () => {
  it('asks a visitor to log in, and links to registration', async () => {
    renderPage({ 'GET /api/user': unauthorized });
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Subscribe to Pro' })).not.toBeInTheDocument();
  });

  it('logs in on the page, shows Logging in... meanwhile, then the plans and the toast', async () => {
    const login = deferred();
    const { user, callsTo } = renderPage({
      'GET /api/user': [unauthorized, asUser({ subscriptionStatus: 'free' })],
      'POST /api/login': login.handler,
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();

    login.release(jsonResponse({ user: testUser }));
    expect(await screen.findByText('You are now logged in and can upgrade to Pro!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login Required' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/user')).toHaveLength(2);
    expect(currentPath()).toBe('/account/subscription');
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows 'Login failed' with the server message and keeps the form", async () => {
    const { user } = renderPage({
      'GET /api/user': unauthorized,
      'POST /api/login': () =>
        errorBody(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
