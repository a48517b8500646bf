import {
  scrapeRequestSchema,
  scrapeResponseSchema,
  summarizeRequestSchema,
  summarizeResponseSchema,
} from '@jobpeel/contract';
import type { FastifyRequest } from 'fastify';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import type { RateLimits } from '../../plugins/rate-limit';
import type { JobsService } from './jobs.service';

/**
 * docs/product.md §8: scrape a posting URL, and AI Clean & Summarize. Visitors may use both, per-IP limited.
 * The limit counts every call, valid or not: it runs in preValidation, before the body is validated.
 */
export function registerJobRoutes(app: RouteApp, deps: { jobs: JobsService; limits: RateLimits }): void {
  const { jobs, limits } = deps;
  const tags = ['jobs'];
  const hit = (request: FastifyRequest) =>
    request.user
      ? limits.hit('jobsAccount', request, String(request.user.id))
      : limits.hit('jobsIp', request);

  app.post(
    '/api/job-descriptions/scrape',
    {
      preValidation: hit,
      schema: {
        tags,
        summary: "Read a job posting's description from its URL",
        body: scrapeRequestSchema,
        response: { 200: scrapeResponseSchema, ...errorResponses },
      },
    },
    async (request) => jobs.scrape(request.body),
  );

  app.post(
    '/api/job-descriptions/summarize',
    {
      preValidation: hit,
      schema: {
        tags,
        summary: 'Clean a pasted job description (menus, boilerplate)',
        body: summarizeRequestSchema,
        response: { 200: summarizeResponseSchema, ...errorResponses },
      },
    },
    async (request) => jobs.clean(request.body.content),
  );
}
