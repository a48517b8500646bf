import { referralListQuerySchema, sendReferralSchema } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import type { RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { ReferralsService } from './referrals.service';

/** The referral programme (docs/product.md §8, docs/decisions/0011): signed-in only. */
export function registerReferralRoutes(
  app: FastifyInstance,
  deps: { referrals: ReferralsService; limits: RateLimits },
): void {
  const { referrals, limits } = deps;

  app.get('/api/referral', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    const { status } = parseInput(referralListQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return referrals.list(user.id, status);
  });

  app.post('/api/referral/refresh-code', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return referrals.refreshCode(user.id);
  });

  app.post('/api/referral/send', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    await limits.hit('referralInviteIp', request);
    await limits.hit('referralInviteAccount', request, String(user.id));
    const { email } = parseInput(sendReferralSchema, request.body);
    return reply.status(201).send(await referrals.sendInvite(user, email));
  });
}
