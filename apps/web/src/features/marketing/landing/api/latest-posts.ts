import { BLOG_LATEST_DEFAULT } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

/** GET /api/blog/latest?limit=3: the landing page's strip (docs/product.md §8, §3). */
export async function getLatestPosts(limit = BLOG_LATEST_DEFAULT) {
  const { posts } = await api.get(`/api/blog/latest?limit=${limit}`, {
    schema: lazySchema('blogListResponseSchema'),
  });
  return posts;
}

export const latestPostsQueryKey = ['blog', 'latest', BLOG_LATEST_DEFAULT] as const;

export function useLatestPosts() {
  return useQuery({
    queryKey: latestPostsQueryKey,
    queryFn: () => getLatestPosts(BLOG_LATEST_DEFAULT),
  });
}
