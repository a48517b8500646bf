import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { LandingPage } from './landing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = {
  id: 1,
  slug: 'tailoring',
  title: 'Tailoring a letter',
  excerpt: 'How to tailor.',
  coverImage: null,
  tags: ['Cover Letters'],
  author: null,
  publishedDate: '2026-03-04T00:00:00.000Z',
};

function renderLanding(
  site: () => Response = () => jsonResponse({ productName: 'JobPeel', supportEmail: 'help@example.com' }),
) {
  mockApi({
    'GET /api/blog/latest?limit=3': () => jsonResponse({ posts: [post] }),
    'GET /api/site': site,
  });
  return renderWithProviders(<LandingPage />);
}

describe('the landing page', () => {
  it('has the eleven sections in the order of the spec', async () => {
    renderLanding();
    await screen.findByRole('link', { name: 'Tailoring a letter' });
    const sections = [...document.querySelectorAll('section, footer')].filter(
      (element) => !element.parentElement?.closest('section'),
    );
    const names = sections.map(
      (section) =>
        section.id ||
        section.getAttribute('aria-label') ||
        document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ||
        section.tagName.toLowerCase(),
    );
    expect(names).toEqual([
      'A cover letter written for the job, in minutes',
      'demo',
      'features',
      'how-it-works',
      'examples',
      'latest-articles',
      'pricing',
      'Statistics',
      'What job seekers say',
      'Your next application deserves its own letter',
      'footer',
    ]);
  });

  it("leads from the hero to /auth and to the features block ('See how it works')", () => {
    renderLanding();
    const hero = screen.getByRole('region', { name: 'A cover letter written for the job, in minutes' });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    expect(within(hero).getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '#features');
    expect(document.getElementById('features')).toBeInTheDocument();
  });

  it('shows the four steps with Start Creating Now, the statistics and three testimonials', () => {
    renderLanding();
    const steps = screen.getByRole('region', { name: 'Four steps to a finished letter' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute('href', '/auth');

    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['85%success rate', '10xfaster', '50k+job seekers']);
    const testimonials = screen.getByRole('region', { name: 'What job seekers say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
  });

  it('links the footer to the features, pricing, FAQ and blog, and to real Privacy, Terms and Contact targets', async () => {
    renderLanding();
    const product = screen.getByRole('navigation', { name: 'Product' });
    expect(within(product).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(product).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(product).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(product).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    const legal = screen.getByRole('navigation', { name: 'Legal and contact' });
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/faq#privacy');
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/faq#billing');
    const contact = within(legal).getByRole('link', { name: 'Contact' });
    await vi.waitFor(() => expect(contact.getAttribute('href')).toMatch(/^mailto:help@example\.com\?/));
  });

  it("points Contact at the FAQ's support answers when the support address cannot be loaded", async () => {
    const fetch = vi.fn(() => jsonResponse({ message: 'Down', code: 'INTERNAL' }, { status: 500 }));
    renderLanding(fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/faq#support');
  });
});
