import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render';
import { NEW_ACCOUNT_WINDOW_MS } from '../lib/first-visit';
import { DashboardOverview } from './dashboard-overview';

const greeting = () => screen.getByRole('heading', { level: 1 });

describe('DashboardOverview greeting', () => {
  it('welcomes a brand-new user on the first visit, and welcomes them back on the next', () => {
    const newUser = { ...testUser, createdAt: new Date().toISOString() };
    const first = renderWithProviders(<DashboardOverview user={newUser} totalLetters={0} />);
    expect(greeting()).toHaveTextContent(/^Welcome, ada$/);
    first.unmount();

    renderWithProviders(<DashboardOverview user={newUser} totalLetters={0} />);
    expect(greeting()).toHaveTextContent(/^Welcome back, ada$/);
  });

  it('welcomes a user with an older account back, even on a browser that never greeted them', () => {
    const olderUser = {
      ...testUser,
      createdAt: new Date(Date.now() - NEW_ACCOUNT_WINDOW_MS - 1).toISOString(),
    };
    renderWithProviders(<DashboardOverview user={olderUser} totalLetters={3} />);
    expect(greeting()).toHaveTextContent(/^Welcome back, ada$/);
  });

  it('greets each account on its own', () => {
    const newUser = { ...testUser, createdAt: new Date().toISOString() };
    renderWithProviders(<DashboardOverview user={newUser} totalLetters={0} />).unmount();
    renderWithProviders(
      <DashboardOverview user={{ ...newUser, id: 2, username: 'grace' }} totalLetters={0} />,
    );
    expect(greeting()).toHaveTextContent(/^Welcome, grace$/);
  });
});
