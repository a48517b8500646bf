import {
  jobAnalyzeRequestSchema,
  jobAnalyzeResponseSchema,
  resumeStructureRequestSchema,
  resumeStructureResponseSchema,
} from '@jobpeel/contract';
import type { FastifyRequest } from 'fastify';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import type { RateLimits } from '../../plugins/rate-limit';
import type { UnderstandingService } from './understanding.service';

/**
 * POST /api/resume/structure and POST /api/job-descriptions/analyze: what the engine reads from
 * a resume and a posting. Open to visitors like the job tools (CSRF as every non-GET), limited per
 * IP and per account (before the body is validated); nothing is stored.
 */
export function registerUnderstandingRoutes(
  app: RouteApp,
  deps: { understanding: UnderstandingService; limits: RateLimits },
): void {
  const { understanding, limits } = deps;
  const tags = ['understanding'];
  const hit = (request: FastifyRequest) =>
    request.user
      ? limits.hit('understandAccount', request, String(request.user.id))
      : limits.hit('understandIp', request);

  app.post(
    '/api/resume/structure',
    {
      preValidation: hit,
      schema: {
        tags,
        summary: 'What the engine reads from a resume',
        body: resumeStructureRequestSchema,
        response: { 200: resumeStructureResponseSchema, ...errorResponses },
      },
    },
    async (request) => understanding.structureResume(request.body.resumeText),
  );

  app.post(
    '/api/job-descriptions/analyze',
    {
      preValidation: hit,
      schema: {
        tags,
        summary: 'What the engine reads from a posting, and its match with a resume when one is sent',
        body: jobAnalyzeRequestSchema,
        response: { 200: jobAnalyzeResponseSchema, ...errorResponses },
      },
    },
    async (request) => understanding.analyzeJob(request.body),
  );
}
