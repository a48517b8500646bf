import { PRODUCT_NAME } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ClosingSection } from './closing-section';

describe('the closing call to action', () => {
  it('names the product in its label and leads to /auth', () => {
    renderWithProviders(<ClosingSection />);
    expect(screen.getByRole('link', { name: `Try ${PRODUCT_NAME} Today` })).toHaveAttribute('href', '/auth');
    expect(PRODUCT_NAME).toBe('JobPeel');
    expect(screen.getByRole('link', { name: 'Try JobPeel Today' })).toBeInTheDocument();
  });
});
