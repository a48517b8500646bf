import { jobAnalyzeRequestSchema, resumeStructureRequestSchema } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import type { RateLimits } from '../../plugins/rate-limit';
import type { UnderstandingService } from './understanding.service';

/**
 * POST /api/resume/structure and POST /api/job-descriptions/analyze: what the engine reads from
 * a resume and a posting. Open to visitors like the job tools (CSRF as every non-GET), limited per
 * IP and per account; nothing is stored.
 */
export function registerUnderstandingRoutes(
  app: FastifyInstance,
  deps: { understanding: UnderstandingService; limits: RateLimits },
): void {
  const { understanding, limits } = deps;
  const hit = (request: Parameters<RateLimits['hit']>[1]) =>
    request.user
      ? limits.hit('understandAccount', request, String(request.user.id))
      : limits.hit('understandIp', request);

  app.post('/api/resume/structure', async (request) => {
    await hit(request);
    const { resumeText } = parseInput(resumeStructureRequestSchema, request.body);
    return understanding.structureResume(resumeText);
  });

  app.post('/api/job-descriptions/analyze', async (request) => {
    await hit(request);
    const input = parseInput(jobAnalyzeRequestSchema, request.body);
    return understanding.analyzeJob(input);
  });
}
