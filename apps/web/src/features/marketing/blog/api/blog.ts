import type { BlogPost, BlogPostSummary } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

export const blogQueryKeys = {
  all: ['blog'] as const,
  list: () => [...blogQueryKeys.all, 'list'] as const,
  post: (slug: string) => [...blogQueryKeys.all, 'post', slug] as const,
};

/** GET /api/blog: every published post, newest first. */
export async function getBlogPosts(): Promise<BlogPostSummary[]> {
  const { posts } = await api.get('/api/blog', { schema: lazySchema('blogListResponseSchema') });
  return posts;
}

/** GET /api/blog/:slug (404 NOT_FOUND for an unknown slug). */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  const { post } = await api.get(`/api/blog/${encodeURIComponent(slug)}`, {
    schema: lazySchema('blogPostResponseSchema'),
  });
  return post;
}

// Retries and staleness follow the app-wide defaults (docs/product.md §3: no retry, never stale).
export function useBlogPosts() {
  return useQuery({ queryKey: blogQueryKeys.list(), queryFn: getBlogPosts });
}

/** docs/product.md §8: the call is made only when a slug is present. */
export function useBlogPost(slug: string | undefined) {
  return useQuery({
    queryKey: blogQueryKeys.post(slug ?? ''),
    queryFn: () => getBlogPost(slug!),
    enabled: Boolean(slug),
    // A server-rendered 'Article Not Found' arrives as this query's error: it is not asked again.
    retryOnMount: false,
  });
}
