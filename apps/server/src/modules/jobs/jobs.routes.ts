import { scrapeRequestSchema, summarizeRequestSchema } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import type { RateLimits } from '../../plugins/rate-limit';
import type { JobsService } from './jobs.service';

/**
 * docs/product.md §8: scrape a posting URL, and AI Clean & Summarize. Visitors may use both, per-IP limited.
 */
export function registerJobRoutes(
  app: FastifyInstance,
  deps: { jobs: JobsService; limits: RateLimits },
): void {
  const { jobs, limits } = deps;
  const hit = (request: Parameters<RateLimits['hit']>[1]) =>
    request.user
      ? limits.hit('jobsAccount', request, String(request.user.id))
      : limits.hit('jobsIp', request);

  app.post('/api/job-descriptions/scrape', async (request) => {
    await hit(request);
    const input = parseInput(scrapeRequestSchema, request.body);
    return jobs.scrape(input);
  });

  app.post('/api/job-descriptions/summarize', async (request) => {
    await hit(request);
    const { content } = parseInput(summarizeRequestSchema, request.body);
    return jobs.clean(content);
  });
}
