import {
  blogLatestQuerySchema,
  blogListResponseSchema,
  blogMessages,
  blogPostParamsSchema,
  blogPostResponseSchema,
} from '@jobpeel/contract';
import { errorResponses, pathParams, type RouteApp } from '../../lib/route-schemas';
import type { BlogService } from './blog.service';

/**
 * The public blog (docs/product.md §8): list and latest without content, one post with its sanitised HTML.
 */
export function registerBlogRoutes(app: RouteApp, deps: { blog: BlogService }): void {
  const { blog } = deps;
  const tags = ['blog'];

  app.get(
    '/api/blog',
    {
      schema: {
        tags,
        summary: 'Every post, newest first, without content',
        response: { 200: blogListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ posts: await blog.list() }),
  );

  app.get(
    '/api/blog/latest',
    {
      schema: {
        tags,
        summary: 'The newest posts, without content',
        querystring: blogLatestQuerySchema,
        response: { 200: blogListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ posts: await blog.latest(request.query.limit) }),
  );

  app.get(
    '/api/blog/:slug',
    {
      schema: {
        tags,
        summary: 'One post with its sanitised HTML',
        params: pathParams(blogPostParamsSchema, blogMessages.notFoundTitle),
        response: { 200: blogPostResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ post: await blog.get(request.params.slug) }),
  );
}
