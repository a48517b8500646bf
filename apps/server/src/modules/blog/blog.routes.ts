import {
  blogLatestQuerySchema,
  blogListResponseSchema,
  blogMessages,
  blogPostParamsSchema,
  blogPostResponseSchema,
} from '@jobpeel/contract';
import type { AnswerCache } from '../../lib/answer-cache';
import { errorResponses, pathParams, type RouteApp } from '../../lib/route-schemas';
import type { BlogService } from './blog.service';

/**
 * The public blog (docs/product.md §8): list and latest without content, one post with its sanitised HTML.
 */
export function registerBlogRoutes(app: RouteApp, deps: { blog: BlogService; answers: AnswerCache }): void {
  const { blog, answers } = deps;
  // Posts are loaded from their files as a process starts: reference data.
  const reference = { dataStamp: true } as const;
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
    async (_request, reply) =>
      answers.send(reply, 'blog', reference, async () => ({ posts: await blog.list() })),
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
    async (request, reply) => {
      const { limit } = request.query;
      return answers.send(reply, `blog:latest:${limit}`, reference, async () => ({
        posts: await blog.latest(limit),
      }));
    },
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
    async (request, reply) => {
      const { slug } = request.params;
      return answers.send(reply, `blog:post:${slug}`, reference, async () => ({
        post: await blog.get(slug),
      }));
    },
  );
}
