import { BLOG_SLUG_PATTERN, blogLatestQuerySchema, blogMessages } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { BlogService } from './blog.service';

/**
 * The public blog (docs/product.md §8): list and latest without content, one post with its sanitised HTML.
 */
export function registerBlogRoutes(app: FastifyInstance, deps: { blog: BlogService }): void {
  const { blog } = deps;

  app.get('/api/blog', async () => ({ posts: await blog.list() }));

  app.get('/api/blog/latest', async (request) => {
    const { limit } = parseInput(blogLatestQuerySchema, request.query);
    return { posts: await blog.latest(limit) };
  });

  app.get('/api/blog/:slug', async (request) => {
    const { slug } = request.params as { slug: string };
    if (!BLOG_SLUG_PATTERN.test(slug)) throw notFound(blogMessages.notFoundTitle);
    return { post: await blog.get(slug) };
  });
}
