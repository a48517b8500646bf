import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { summaryOf } from '../test/blog-fixtures';
import { BlogIndex } from './blog-index';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogIndex', () => {
  it('says the posts are loading until they arrive', async () => {
    mockApi({ 'GET /api/blog': () => new Promise<Response>(() => {}) });
    renderWithProviders(<BlogIndex />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading blog posts...');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('explains a failure, does not retry, and offers the way home', async () => {
    const fetch = mockApi({
      'GET /api/blog': () =>
        jsonResponse({ message: 'Boom', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
    });
    renderWithProviders(<BlogIndex />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load blog posts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent("We're having trouble loading the blog content. Please try again later.");
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no posts yet', async () => {
    mockApi({ 'GET /api/blog': () => jsonResponse({ posts: [] }) });
    renderWithProviders(<BlogIndex />);
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Found' })).toBeInTheDocument();
    expect(
      screen.getByText("We're setting up our blog. Check back soon for helpful content!"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Blog posts' })).not.toBeInTheDocument();
  });

  it('lists each post with its cover, at most three tags, date, author and a link to the article', async () => {
    mockApi({
      'GET /api/blog': () =>
        jsonResponse({
          posts: [
            summaryOf(2, {
              title: 'How to tailor a cover letter',
              tags: ['Cover letters', 'Tailoring', 'Keywords', 'ATS'],
              publishedDate: '2026-03-04T00:00:00.000Z',
              author: 'Sam Writer',
            }),
            summaryOf(1, { coverImage: null, author: null, tags: [] }),
          ],
        }),
    });
    renderWithProviders(<BlogIndex />);
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'How to tailor a cover letter' })).toHaveAttribute(
      'href',
      '/blog/post-2',
    );
    const cover = first.getByRole('img', { name: 'Cover illustration for "How to tailor a cover letter"' });
    expect(cover).toHaveAttribute('src', '/blog/post-2.svg');
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
    const tags = within(first.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Cover letters', 'Tailoring', 'Keywords']);
    expect(first.getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(first.getByText('Sam Writer')).toBeInTheDocument();
    expect(first.getByText('What post 2 is about.')).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.queryByRole('img')).not.toBeInTheDocument();
    expect(second.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
  });
});
