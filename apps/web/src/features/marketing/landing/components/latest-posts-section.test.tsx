import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { LatestPostsSection } from './latest-posts-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  coverImage: null,
  tags: ['Cover Letters', 'Applications', 'ATS'],
  author: 'JobPeel Team',
  publishedDate: '2026-03-04T00:00:00.000Z',
  ...overrides,
});

const heading = () => screen.queryByRole('heading', { name: 'Latest articles' });

describe('the latest-blog strip', () => {
  it('shows three skeleton cards while the posts load, then the three posts', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /api/blog/latest?limit=3': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { container } = renderWithProviders(<LatestPostsSection />);

    expect(heading()).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="post-skeleton"]')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest articles');

    answer(jsonResponse({ posts: [post(1), post(2), post(3)] }));

    const links = await screen.findAllByRole('link', { name: /^Post \d$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/post-1',
      '/blog/post-2',
      '/blog/post-3',
    ]);
    expect(container.querySelectorAll('[data-testid="post-skeleton"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows at most two tags per card and the date as short month, day, year', async () => {
    mockApi({ 'GET /api/blog/latest?limit=3': () => jsonResponse({ posts: [post(1)] }) });
    renderWithProviders(<LatestPostsSection />);

    const card = (await screen.findByRole('link', { name: 'Post 1' })).closest('article')!;
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cover Letters', 'Applications']);
    expect(within(card).getByText('Mar 4, 2026')).toBeInTheDocument();
  });

  it('disappears when the call fails', async () => {
    const fetch = mockApi({
      'GET /api/blog/latest?limit=3': () =>
        jsonResponse({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
    });
    renderWithProviders(<LatestPostsSection />);
    expect(heading()).toBeInTheDocument();
    await waitFor(() => expect(heading()).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('disappears when there are no posts', async () => {
    mockApi({ 'GET /api/blog/latest?limit=3': () => jsonResponse({ posts: [] }) });
    renderWithProviders(<LatestPostsSection />);
    await waitFor(() => expect(heading()).not.toBeInTheDocument());
  });
});
