import { BLOG_LATEST_DEFAULT, blogListResponseSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/blog/latest?limit=3: the landing page's strip (docs/product.md §8, §3). */
export async function getLatestPosts(limit = BLOG_LATEST_DEFAULT) {
  const { posts } = await api.get(`/api/blog/latest?limit=${limit}`, { schema: blogListResponseSchema });
  return posts;
}

export function useLatestPosts() {
  return useQuery({
    queryKey: ['blog', 'latest', BLOG_LATEST_DEFAULT],
    queryFn: () => getLatestPosts(BLOG_LATEST_DEFAULT),
  });
}
