import rateLimit from '@fastify/rate-limit';
import { errorMessages } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP and per-account limits, kept separate (docs/decisions/0003). Windows in ms. */
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
  // The claim check of a pasted letter, and sentence suggestions: CPU only, but on long texts.
  checkIp: { max: 60, windowMs: 10 * 60_000 },
  checkAccount: { max: 30, windowMs: 10 * 60_000 },
  suggestIp: { max: 120, windowMs: 10 * 60_000 },
  suggestAccount: { max: 60, windowMs: 10 * 60_000 },
  // Visitors may import without an account: tight, since parsing costs a process (docs/decisions/0008).
  resumeImportIp: { max: 10, windowMs: 10 * 60_000 },
  resumeImportAccount: { max: 30, windowMs: 10 * 60_000 },
  // Job pages cost outbound requests (and a browser tab for the universal extractor).
  jobsIp: { max: 20, windowMs: 10 * 60_000 },
  jobsAccount: { max: 60, windowMs: 10 * 60_000 },
  // Reading a resume or a posting is cheap (no I/O) but runs on every form change that asks.
  understandIp: { max: 60, windowMs: 10 * 60_000 },
  understandAccount: { max: 180, windowMs: 10 * 60_000 },
  // Referral invitations send email to addresses the user types (docs/decisions/0011).
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

export interface RateLimitOptions {
  disabled: boolean;
  /** Counters live in this Redis, shared by every process (docs/decisions/0003); in memory when unset. */
  redisUrl?: string;
  /** Prefix of every key written to Redis. */
  redisKeyPrefix?: string;
}

/**
 * A Redis client tuned for rate limiting: while the connection is down, commands fail at once
 * (no offline queue) and a slow answer times out after a second, so an unreachable Redis costs
 * a request almost nothing. ioredis keeps reconnecting in the background.
 */
function createRedisClient(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // Without an offline queue, wait (briefly) for the first connection before serving requests.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 2000);
      redis.once('ready', done);
    });
  });
  // Log a lost connection once (ioredis retries on its own), not on every reconnect attempt.
  let healthy = true;
  redis.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    app.log.warn({ err: error }, 'rate limits: Redis unreachable, requests are not limited until it is back');
  });
  redis.on('ready', () => {
    if (!healthy) app.log.info('rate limits: Redis connection restored');
    healthy = true;
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<RateLimits> {
  const redis = options.redisUrl && !options.disabled ? createRedisClient(app, options.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.redisKeyPrefix ?? 'jobpeel:'}rate-limit:` } : {}),
  });
  let lastStoreWarning = 0;
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
      let result: Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;
      try {
        result = await checkers.get(name)!(request);
      } catch (error) {
        // The store failed (Redis down or slow): let the request through rather than answer 500.
        if (Date.now() - lastStoreWarning > 30_000) {
          lastStoreWarning = Date.now();
          request.log.warn({ err: error, limit: name }, 'rate limit store unavailable; requests not limited');
        }
        return;
      }
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED);
      }
    },
  };
}
