import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLetters } from '@/features/marketing/data/sample-letters';
import { renderWithProviders } from '@/test/render';
import { SamplesCarousel } from './samples-carousel';

const currentSlide = () => screen.getByRole('group', { name: /of 5/ });
const fullExample = () => screen.getByRole('link', { name: 'View Full Example' });

describe('the sample letters carousel', () => {
  it('shows one of the five samples at a time, each linking to its full example', () => {
    renderWithProviders(<SamplesCarousel />);
    expect(sampleLetters).toHaveLength(5);
    expect(currentSlide()).toHaveAccessibleName(`1 of 5: ${sampleLetters[0]!.title}`);
    expect(screen.getByRole('heading', { name: sampleLetters[0]!.title })).toBeInTheDocument();
    expect(fullExample()).toHaveAttribute('href', '/examples/0');
  });

  it('moves with the previous and next buttons, wrapping at both ends', async () => {
    const { user } = renderWithProviders(<SamplesCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next sample letter' }));
    expect(currentSlide()).toHaveAccessibleName(`2 of 5: ${sampleLetters[1]!.title}`);
    expect(fullExample()).toHaveAttribute('href', '/examples/1');

    await user.click(screen.getByRole('button', { name: 'Previous sample letter' }));
    await user.click(screen.getByRole('button', { name: 'Previous sample letter' }));
    expect(currentSlide()).toHaveAccessibleName(`5 of 5: ${sampleLetters[4]!.title}`);
    expect(fullExample()).toHaveAttribute('href', '/examples/4');

    await user.click(screen.getByRole('button', { name: 'Next sample letter' }));
    expect(fullExample()).toHaveAttribute('href', '/examples/0');
  });

  it('moves with the arrow keys and keeps focus on the shown slide', async () => {
    const { user } = renderWithProviders(<SamplesCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next sample letter' }));
    await user.keyboard('{ArrowRight}');
    expect(fullExample()).toHaveAttribute('href', '/examples/2');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(fullExample()).toHaveAttribute('href', '/examples/4');

    fullExample().focus();
    fireEvent.keyDown(fullExample(), { key: 'ArrowRight' });
    expect(fullExample()).toHaveAttribute('href', '/examples/0');
    expect(fullExample()).toHaveFocus();
  });
});
