import { PRODUCT_NAME } from '@jobpeel/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOf } from '@/features/marketing/blog/test/blog-fixtures';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { BlogPostRoute } from './blog-post';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPost(slug: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/:slug" element={<BlogPostRoute />} />
    </Routes>,
    { route: `/blog/${slug}` },
  );
}

describe('/blog/:slug', () => {
  it('names the page after the article', async () => {
    mockApi({ 'GET /api/blog/post-1': () => jsonResponse({ post: postOf(1, { title: 'Write less' }) }) });
    renderPost('post-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Write less' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Write less | ${PRODUCT_NAME}`));
  });

  it('names the page Article Not Found for an unknown slug', async () => {
    mockApi({
      'GET /api/blog/nope': () =>
        jsonResponse({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
    });
    renderPost('nope');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Article Not Found | ${PRODUCT_NAME}`));
  });
});
