import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, testUser } from '@/test/render';
import { AccountRoute } from './account';

const noReferrals = {
  referralCode: 'ABCD2345',
  lastRefreshDate: null,
  nextRefreshAvailable: '2026-01-08T00:00:00.000Z',
  stats: { total: 0, pending: 0, completed: 0 },
  referrals: [],
};

describe('AccountRoute', () => {
  it('puts the referrals feature under the Referrals tab, loaded once the tab is opened', async () => {
    const fetch = mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/referral?status=all': () => jsonResponse(noReferrals),
    });
    const { user } = renderWithProviders(<AccountRoute />, { route: '/account' });
    await user.click(await screen.findByRole('tab', { name: 'Referrals' }));
    expect(await screen.findByRole('status', { name: 'Referral code' })).toHaveTextContent('ABCD2345');
    expect(fetch).toHaveBeenCalledWith('/api/referral?status=all', expect.anything());
  });

  it('opens the referrals straight from ?tab=referrals', async () => {
    mockApi({
      'GET /api/user': () => jsonResponse(testUser),
      'GET /api/referral?status=all': () => jsonResponse(noReferrals),
    });
    renderWithProviders(<AccountRoute />, { route: '/account?tab=referrals' });
    expect(await screen.findByRole('status', { name: 'Referral code' })).toHaveTextContent('ABCD2345');
  });
});
