import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render';
import { PlanIndicator } from './plan-indicator';

describe('PlanIndicator (docs/product.md §4 Navigation)', () => {
  it('shows nothing to visitors', () => {
    renderWithProviders(<PlanIndicator user={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers free users (and unknown statuses) Upgrade, to the subscription page', () => {
    renderWithProviders(<PlanIndicator user={{ ...testUser, subscriptionStatus: 'past_due' }} />);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/account/subscription');
  });

  it.each([
    ['standard', 'Standard'],
    ['pro', 'Pro'],
    ['active', 'Pro'],
  ])('shows a %s user the %s badge, linking to the subscription page', (status, label) => {
    renderWithProviders(<PlanIndicator user={{ ...testUser, subscriptionStatus: status }} />);
    const badge = screen.getByRole('link', { name: `${label} plan, manage subscription` });
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('href', '/account/subscription');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
