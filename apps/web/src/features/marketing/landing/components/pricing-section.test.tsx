import { planCards } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PricingSection } from './pricing-section';

describe('pricing', () => {
  it('is the #pricing anchor', () => {
    renderWithProviders(<PricingSection />);
    expect(screen.getByRole('region', { name: 'Simple, transparent pricing' })).toHaveAttribute(
      'id',
      'pricing',
    );
  });

  it('sends Free to /auth, Standard to /auth?plan=standard and Pro to /auth?plan=pro, in the table and the cards', () => {
    renderWithProviders(<PricingSection />);
    const targets = {
      [planCards.free.buttonText]: '/auth',
      [planCards.standard.buttonText]: '/auth?plan=standard',
      [planCards.pro.buttonText]: '/auth?plan=pro',
    };
    for (const [name, href] of Object.entries(targets)) {
      const links = screen.getAllByRole('link', { name });
      // One in the comparison table (768 px and up), one on the card (below).
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
  });

  it('compares every plan feature in a table', () => {
    renderWithProviders(<PricingSection />);
    const table = screen.getByRole('table', { name: 'Plan comparison' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringContaining('Free$0 per month'),
      expect.stringContaining('Standard$10 per week'),
      expect.stringContaining('Pro$20 per month'),
    ]);
    for (const card of Object.values(planCards)) {
      for (const feature of card.features) {
        const row = within(table).getByRole('rowheader', { name: feature.name }).closest('tr')!;
        expect(row).toHaveTextContent(feature.value);
      }
    }
  });

  it("marks Standard 'Recommended' on the cards shown below 768 px", () => {
    renderWithProviders(<PricingSection />);
    const badge = screen.getByText('Recommended');
    expect(badge.closest('li')).toHaveTextContent('Standard');
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
  });
});
