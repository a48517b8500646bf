import { checkLetterRequestSchema, suggestSentenceRequestSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../lib/id-param';
import { parseInput } from '../../lib/validate';
import type { LimitName, RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { ClaimCheckService } from './claim-check.service';

/**
 * POST /api/cover-letters/check -> {evidence}: the claim check of any letter against a pasted
 * resume and posting. POST /api/cover-letters/:id/suggestions -> {sentence, engine}: one sentence
 * for a requirement of the letter's posting. Signed-in users, limited per IP and per account;
 * CSRF as every non-GET. '/check' is a static path: it wins over '/:id' whatever the order.
 */
export function registerClaimCheckRoutes(
  app: FastifyInstance,
  deps: { claimCheck: ClaimCheckService; limits: RateLimits },
): void {
  const { claimCheck, limits } = deps;
  const hit = async (request: FastifyRequest, ip: LimitName, account: LimitName) => {
    await limits.hit(ip, request);
    await limits.hit(account, request, String(currentUser(request).user.id));
  };

  app.post('/api/cover-letters/check', { preHandler: requireUser }, async (request) => {
    await hit(request, 'checkIp', 'checkAccount');
    const input = parseInput(checkLetterRequestSchema, request.body);
    return { evidence: await claimCheck.check(input) };
  });

  app.post('/api/cover-letters/:id/suggestions', { preHandler: requireUser }, async (request) => {
    await hit(request, 'suggestIp', 'suggestAccount');
    const id = idParam(request, 'Cover letter not found');
    const input = parseInput(suggestSentenceRequestSchema, request.body);
    return claimCheck.suggest(currentUser(request).user.id, id, input);
  });
}
