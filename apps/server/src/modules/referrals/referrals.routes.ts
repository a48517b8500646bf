import {
  referralCodeResponseSchema,
  referralInviteResponseSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  sendReferralSchema,
} from '@jobpeel/contract';
import type { FastifyRequest } from 'fastify';
import type { AnswerCache } from '../../lib/answer-cache';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import type { RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { ReferralsService } from './referrals.service';

/** The referral programme (docs/product.md §8, docs/decisions/0011): signed-in only. */
export function registerReferralRoutes(
  app: RouteApp,
  deps: { referrals: ReferralsService; limits: RateLimits; answers: AnswerCache },
): void {
  const { referrals, limits, answers } = deps;
  const tags = ['referrals'];

  app.get(
    '/api/referral',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The referral code, its refresh dates, and the invitations sent',
        querystring: referralListQuerySchema,
        response: { 200: referralListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      reply.header('cache-control', 'no-store');
      const { status } = request.query;
      return answers.send(reply, `referrals:${user.id}:${status}`, { dataStamp: true }, () =>
        referrals.list(user.id, status),
      );
    },
  );

  app.post(
    '/api/referral/refresh-code',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'A new referral code (once every 7 days)',
        response: { 200: referralCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return referrals.refreshCode(user.id);
    },
  );

  // Both limits count every invitation, valid or not: before the body is validated.
  const inviteLimits = [
    (request: FastifyRequest) => limits.hit('referralInviteIp', request),
    (request: FastifyRequest) =>
      limits.hit('referralInviteAccount', request, String(currentUser(request).user.id)),
  ];

  app.post(
    '/api/referral/send',
    {
      preValidation: [requireUser, ...inviteLimits],
      schema: {
        tags,
        summary: 'Invite a friend by email',
        body: sendReferralSchema,
        response: { 201: referralInviteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      return reply.status(201).send(await referrals.sendInvite(user, request.body.email));
    },
  );
}
