import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { postOf } from '../test/blog-fixtures';
import { BlogArticle } from './blog-article';

afterEach(() => {
  vi.unstubAllGlobals();
});

const notFound = () =>
  jsonResponse({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 });

describe('BlogArticle', () => {
  it('says the article is loading until it arrives', async () => {
    mockApi({ 'GET /api/blog/post-1': () => new Promise<Response>(() => {}) });
    renderWithProviders(<BlogArticle slug="post-1" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading article...');
  });

  it('shows the article with its tags, long date, author, cover and content', async () => {
    mockApi({
      'GET /api/blog/post-1': () =>
        jsonResponse({
          post: postOf(1, {
            title: 'Follow up without being pushy',
            tags: ['Follow-up', 'Interviews', 'Etiquette', 'Email'],
            publishedDate: '2026-03-04T00:00:00.000Z',
            author: 'Sam Writer',
            content: '<h2>Wait a week</h2><p>Then send <strong>one</strong> short note.</p>',
          }),
        }),
    });
    renderWithProviders(<BlogArticle slug="post-1" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Follow up without being pushy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('By Sam Writer')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Follow-up',
      'Interviews',
      'Etiquette',
      'Email',
    ]);
    expect(
      screen.getByRole('img', { name: 'Cover illustration for "Follow up without being pushy"' }),
    ).toHaveAttribute('src', '/blog/post-1.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Wait a week' })).toBeInTheDocument();
    expect(screen.getByText('one')).toContainHTML('<strong>one</strong>');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute('href', '/blog');
  });

  it('shows Article Not Found for an unknown slug', async () => {
    mockApi({ 'GET /api/blog/missing': notFound });
    renderWithProviders(<BlogArticle slug="missing" />);
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find the article you're looking for. It may have been moved or deleted."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows Article Not Found when the server fails too', async () => {
    mockApi({
      'GET /api/blog/post-1': () =>
        jsonResponse({ message: 'Boom', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
    });
    renderWithProviders(<BlogArticle slug="post-1" />);
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
  });

  it('renders hostile HTML inert: no script, no event handlers, no javascript: links', async () => {
    const ran = vi.fn();
    vi.stubGlobal('__xss', ran);
    mockApi({
      'GET /api/blog/post-1': () =>
        jsonResponse({
          post: postOf(1, {
            content: [
              '<p>Safe text</p>',
              '<script>window.__xss()</script>',
              '<img src="/x.png" alt="pixel" onerror="window.__xss()">',
              '<a href="javascript:window.__xss()" onclick="window.__xss()">Click me</a>',
              '<p onmouseover="window.__xss()" style="position:fixed">Hover</p>',
              '<iframe src="/evil"></iframe>',
              '<form action="/steal"><input name="q"></form>',
            ].join(''),
          }),
        }),
    });
    const { container, user } = renderWithProviders(<BlogArticle slug="post-1" />);
    expect(await screen.findByText('Safe text')).toBeInTheDocument();

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe, form, input')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      }
    }
    const link = screen.getByText('Click me');
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(screen.getByText('Hover')).not.toHaveAttribute('style');
    expect(screen.getByRole('img', { name: 'pixel' })).toHaveAttribute('src', '/x.png');

    await user.click(link);
    await user.hover(screen.getByText('Hover'));
    expect(ran).not.toHaveBeenCalled();
  });
});
