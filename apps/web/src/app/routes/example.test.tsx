import { PRODUCT_NAME } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleLetters } from '@/features/marketing/data/sample-letters';
import { renderWithProviders } from '@/test/render';
import { ExampleRoute } from './example';

function renderExample(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/examples/:id" element={<ExampleRoute />} />
    </Routes>,
    { route: `/examples/${encodeURIComponent(id)}` },
  );
}

describe('/examples/:id', () => {
  it('has the five samples in the agreed order, each a full letter', () => {
    expect(sampleLetters.map((letter) => letter.title)).toEqual([
      'UX Designer',
      'Marketing Director',
      'Financial Analyst',
      'Project Manager',
      'Executive Assistant',
    ]);
    for (const letter of sampleLetters) {
      expect(letter.company).not.toBe('');
      expect(letter.preview).not.toBe('');
      expect(letter.paragraphs.length).toBeGreaterThanOrEqual(6);
      expect(letter.paragraphs[0]).toMatch(/^Dear .+,$/);
    }
  });

  it.each(['0', '1', '2', '3', '4'])('shows sample %s in full with the ways onward', (id) => {
    renderExample(id);
    const letter = sampleLetters[Number(id)]!;
    expect(screen.getByRole('heading', { level: 1, name: letter.title })).toBeInTheDocument();
    expect(document.title).toBe(`${letter.title} Cover Letter Example | ${PRODUCT_NAME}`);
    expect(screen.getAllByText(letter.company)[0]).toBeInTheDocument();
    for (const paragraph of letter.paragraphs) {
      expect(
        screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === paragraph),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Examples' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create Your Cover Letter' })).toHaveAttribute('href', '/auth');
  });

  it('lists the other samples, never the current one and at most four', () => {
    renderExample('2');
    const section = screen.getByRole('region', { name: 'Other Cover Letter Examples' });
    const cards = within(section).getAllByRole('article');
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'UX Designer',
      'Marketing Director',
      'Project Manager',
      'Executive Assistant',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Brightwave Health')).toBeInTheDocument();
    const opening = first.getByText(sampleLetters[0]!.paragraphs[1]!);
    expect(opening).toHaveClass('line-clamp-2');
    expect(first.getByRole('link', { name: /View Example/ })).toHaveAttribute('href', '/examples/0');
    expect(within(section).queryByText('Financial Analyst')).not.toBeInTheDocument();
  });

  it('opens another sample from the list', async () => {
    const { user } = renderExample('0');
    await user.click(screen.getByRole('link', { name: 'View Example: Executive Assistant' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Executive Assistant' })).toBeInTheDocument();
  });

  it.each(['-1', '5', '1.5', 'abc', '01', '1e0', ' 1', '99999999999999999999'])(
    'shows Example Not Found for the id %j',
    (id) => {
      renderExample(id);
      expect(screen.getByRole('heading', { level: 1, name: 'Example Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText("Sorry, we couldn't find the cover letter example you're looking for."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Other Cover Letter Examples')).not.toBeInTheDocument();
    },
  );
});
