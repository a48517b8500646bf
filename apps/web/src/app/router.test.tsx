import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { jsonResponse, mockApi, renderWithProviders, testUser, unauthorized } from '@/test/render';
import { AppRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <LocationProbe />
      <AppRoutes />
    </>,
    { route },
  );
}

const currentPath = () => screen.getByTestId('location').textContent;

describe('routing', () => {
  it('shows a centred loading spinner while the session check runs', () => {
    mockApi({ 'GET /api/user': () => new Promise<Response>(() => {}) });
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a visitor from a protected page to /auth, and back to it after registering', async () => {
    mockApi({
      'GET /api/user': [unauthorized, () => jsonResponse(testUser)],
      'POST /api/register': () => jsonResponse({ user: testUser }, { status: 201 }),
    });
    const { user } = renderApp('/library');

    expect(await screen.findByRole('heading', { name: 'Login to JobPeel' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    expect(window.sessionStorage.getItem(sessionKeys.postLoginRedirect)).toBe('/library');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'Str0ng-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Your Cover Letters' })).toBeInTheDocument();
    expect(currentPath()).toBe('/library');
    expect(await screen.findByText('Welcome to JobPeel')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(sessionKeys.postLoginRedirect)).toBeNull();
  });

  it('shows the landing page, Login link and /create for Create New to visitors', async () => {
    mockApi({ 'GET /api/user': unauthorized });
    renderApp('/');

    const [getStarted] = await screen.findAllByRole('link', { name: 'Get Started Free' });
    expect(getStarted).toHaveAttribute('href', '/auth');
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/create');
    expect(within(nav).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows the dashboard, avatar initials and Upgrade to a signed-in free user', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/templates': () => jsonResponse([]),
      'GET /api/cover-letters': () => jsonResponse({ coverLetters: [] }),
    });
    renderApp('/create');

    expect(await screen.findByRole('heading', { name: 'Welcome back, ada' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('button', { name: 'Account menu' })).toHaveTextContent('AD');
    expect(within(nav).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
    expect(within(nav).getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/');
    const statValue = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('.rounded-xl')?.querySelector('p')?.textContent;
    expect(await screen.findByRole('tab', { name: 'Recent (0)' })).toBeInTheDocument();
    expect(statValue('Total Cover Letters')).toBe('0');
    expect(statValue('Daily Limit')).toBe('2 / 5');
    expect(statValue('Bonus Letters')).toBe('15');
  });

  it('links signed-in users to the check page', async () => {
    mockApi({ 'GET /api/user': () => jsonResponse(testUser) });
    renderApp('/check');
    expect(
      await screen.findByRole('heading', { name: 'Check a letter' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Check a letter' })).toHaveAttribute('href', '/check');
  });

  it('sends visitors from the check page to /auth, with no link to it', async () => {
    mockApi({ 'GET /api/user': unauthorized });
    renderApp('/check');
    expect(
      await screen.findByRole('heading', { name: 'Login to JobPeel' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: 'Check a letter',
      }),
    ).not.toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths, signed in or not', async () => {
    mockApi({ 'GET /api/user': unauthorized });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('redirects /subscription to /account/subscription keeping the query', async () => {
    mockApi({ 'GET /api/user': () => jsonResponse(testUser) });
    renderApp('/subscription?selectedTier=pro');
    expect(await screen.findByRole('heading', { name: 'Subscription Management' })).toBeInTheDocument();
    expect(currentPath()).toBe('/account/subscription?selectedTier=pro');
  });
});
