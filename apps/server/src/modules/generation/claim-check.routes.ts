import {
  checkLetterRequestSchema,
  checkLetterResponseSchema,
  idParamsSchema,
  suggestSentenceRequestSchema,
  suggestSentenceResponseSchema,
} from '@jobpeel/contract';
import type { FastifyRequest } from 'fastify';
import { errorResponses, pathParams, type RouteApp } from '../../lib/route-schemas';
import type { LimitName, RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { ClaimCheckService } from './claim-check.service';

/**
 * POST /api/cover-letters/check -> {evidence}: the claim check of any letter against a pasted
 * resume and posting. POST /api/cover-letters/:id/suggestions -> {sentence, engine}: one sentence
 * for a requirement of the letter's posting. Signed-in users, limited per IP and per account;
 * CSRF as every non-GET. '/check' is a static path: it wins over '/:id' whatever the order.
 * The limits count every attempt: they run in preValidation, before the id and body are validated.
 */
export function registerClaimCheckRoutes(
  app: RouteApp,
  deps: { claimCheck: ClaimCheckService; limits: RateLimits },
): void {
  const { claimCheck, limits } = deps;
  const tags = ['claim-check'];
  const hit = async (request: FastifyRequest, ip: LimitName, account: LimitName) => {
    await limits.hit(ip, request);
    await limits.hit(account, request, String(currentUser(request).user.id));
  };

  app.post(
    '/api/cover-letters/check',
    {
      preValidation: [requireUser, (request) => hit(request, 'checkIp', 'checkAccount')],
      schema: {
        tags,
        summary: 'Check the claims of any letter against a resume and a job posting',
        body: checkLetterRequestSchema,
        response: { 200: checkLetterResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ evidence: await claimCheck.check(request.body) }),
  );

  app.post(
    '/api/cover-letters/:id/suggestions',
    {
      preValidation: [requireUser, (request) => hit(request, 'suggestIp', 'suggestAccount')],
      schema: {
        tags,
        summary: "One sentence for a requirement of the letter's posting, checked before it is returned",
        params: pathParams(idParamsSchema, 'Cover letter not found'),
        body: suggestSentenceRequestSchema,
        response: { 200: suggestSentenceResponseSchema, ...errorResponses },
      },
    },
    async (request) => claimCheck.suggest(currentUser(request).user.id, request.params.id, request.body),
  );
}
