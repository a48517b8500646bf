import rateLimit from '@fastify/rate-limit';
import { errorMessages } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP and per-account limits, kept separate (decisions.md Accounts). Windows in ms. */
export const authLimitRules = {
  loginIp: { max: 30, windowMs: 15 * 60_000 },
  loginAccount: { max: 10, windowMs: 15 * 60_000 },
  registerIp: { max: 10, windowMs: 60 * 60_000 },
  forgotIp: { max: 10, windowMs: 60 * 60_000 },
  forgotAccount: { max: 5, windowMs: 60 * 60_000 },
  verifyIp: { max: 30, windowMs: 15 * 60_000 },
  verifyAccount: { max: 10, windowMs: 15 * 60_000 },
  resetIp: { max: 30, windowMs: 15 * 60_000 },
  resetAccount: { max: 10, windowMs: 15 * 60_000 },
  generateIp: { max: 60, windowMs: 60_000 },
  generateAccount: { max: 30, windowMs: 60_000 },
  // Visitors may import without an account: tight, since parsing costs a process (decisions.md Accounts).
  resumeImportIp: { max: 10, windowMs: 10 * 60_000 },
  resumeImportAccount: { max: 30, windowMs: 10 * 60_000 },
  // Job pages cost outbound requests (and a browser tab for the universal extractor).
  jobsIp: { max: 20, windowMs: 10 * 60_000 },
  jobsAccount: { max: 60, windowMs: 10 * 60_000 },
  // Referral invitations send email to addresses the user types (decisions.md Referrals).
  referralInviteIp: { max: 20, windowMs: 24 * 60 * 60_000 },
  referralInviteAccount: { max: 20, windowMs: 24 * 60 * 60_000 },
  // Every checkout or portal session is a call to Stripe made on the user's behalf.
  billingAccount: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof authLimitRules;

export interface RateLimits {
  /** Counts one hit against the key (the client IP when omitted); throws 429 past the limit. */
  hit(name: LimitName, request: FastifyRequest, key?: string): Promise<void>;
}

const limitKey = Symbol('rateLimitKey');
type KeyedRequest = FastifyRequest & { [limitKey]?: string };

export async function registerRateLimits(
  app: FastifyInstance,
  options: { disabled: boolean },
): Promise<RateLimits> {
  await app.register(rateLimit, { global: false });
  const checkers = new Map(
    (Object.entries(authLimitRules) as [LimitName, LimitRule][]).map(([name, rule]) => [
      name,
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${name}:${(request as KeyedRequest)[limitKey] ?? request.ip}`,
      }),
    ]),
  );
  return {
    async hit(name, request, key) {
      if (options.disabled) return;
      (request as KeyedRequest)[limitKey] = key ?? request.ip;
      const result = await checkers.get(name)!(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED);
      }
    },
  };
}
