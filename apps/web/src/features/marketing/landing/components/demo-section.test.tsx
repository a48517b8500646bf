import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DemoSection } from './demo-section';

describe('the side-by-side demo', () => {
  it('shows the job description and the letter, each collapsed behind Show more / Show less', async () => {
    const { user } = renderWithProviders(<DemoSection />);
    const job = screen.getByRole('article', { name: 'Customer Success Manager, Lumen Analytics' });
    const letter = screen.getByRole('article', { name: 'Letter for Lumen Analytics' });

    const jobToggle = within(job).getByRole('button', { name: 'Show more of the job description' });
    expect(jobToggle).toHaveTextContent('Show more');
    expect(jobToggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(jobToggle);
    expect(jobToggle).toHaveTextContent('Show less');
    expect(jobToggle).toHaveAttribute('aria-expanded', 'true');
    expect(jobToggle).toHaveAccessibleName('Show less of the job description');
    // The letter's own toggle is independent.
    expect(within(letter).getByRole('button', { name: 'Show more of the cover letter' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(jobToggle);
    expect(jobToggle).toHaveTextContent('Show more');
    expect(jobToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("labels the letter 'Generated in 31 seconds' and offers 'Try it yourself' to /auth", () => {
    renderWithProviders(<DemoSection />);
    expect(screen.getByText('Generated in 31 seconds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try it yourself' })).toHaveAttribute('href', '/auth');
  });
});
