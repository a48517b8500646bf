import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CompositionOverrides, compose, type Maintenance } from './composition';
import type { Env } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './integrations/email/mailer';
import { createAnswerCache } from './lib/answer-cache';
import { standardOutputLog } from './lib/log-destination';
import { OneLinePerRequest } from './lib/request-log';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import type { SessionCache } from './modules/auth/session-cache';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerBlogRoutes } from './modules/blog/blog.routes';
import { sanitizeArticleHtml } from './modules/blog/blog-html';
import { registerClaimCheckRoutes } from './modules/generation/claim-check.routes';
import { registerCoverLetterRoutes } from './modules/generation/cover-letters.routes';
import { registerJobRoutes } from './modules/jobs/jobs.routes';
import { registerLibraryRoutes } from './modules/library/library.routes';
import { registerPresetRoutes } from './modules/presets/presets.routes';
import { registerReferralRoutes } from './modules/referrals/referrals.routes';
import { registerResumeImportRoutes } from './modules/resume-import/resume-import.routes';
import { registerResumeRoutes } from './modules/resumes/resumes.routes';
import { createPageData } from './modules/site/page-data';
import { registerSiteRoutes } from './modules/site/site.routes';
import { registerUnderstandingRoutes } from './modules/understanding/understanding.routes';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerNulGuard } from './plugins/nul-guard';
import { registerApiDocs, registerRouteSchemas } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerWeb } from './plugins/web';
import { startTimers } from './timers';

/** The composition's test overrides, and how the app itself runs. */
export interface AppOverrides extends CompositionOverrides {
  logger?: FastifyServerOptions['logger'];
  /** Run periodic jobs (session clean-up, outbox retries). The server process turns them on. */
  backgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Sessions this process has read and may reuse for reads (docs/decisions/0015). */
    sessionCache: SessionCache;
    mailer: Mailer;
    /** Every route as 'METHOD /path', recorded as it is added (the CSRF test walks it). */
    routeTable: string[];
    /** Scheduled jobs, callable directly (tests run them after moving the clock). */
    maintenance: Maintenance;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Builds the whole app without listening (tests `inject()` into it): what composition.ts builds,
 * handed to the plugins and routes registered here.
 */
export async function buildApp(env: Env, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const isProduction = env.NODE_ENV === 'production';
  const app = Fastify({
    // Standard output, one write per turn of the event loop (lib/log-destination.ts).
    logger: overrides.logger ?? { level: env.LOG_LEVEL, stream: standardOutputLog() },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    logController: new OneLinePerRequest(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
  });

  const composition = await compose(env, app.log, overrides);
  const { database, mailer, sessionCache, maintenance, services } = composition;
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('sessionCache', sessionCache);
  app.decorate('maintenance', maintenance);
  app.addHook('onClose', async () => composition.close());
  const { now } = composition;
  const secure = env.COOKIE_SECURE || isProduction;
  // Read routes' answers, kept while the data behind them is unchanged (docs/decisions/0029).
  const answers = createAnswerCache({
    dataVersion: database.dataVersion,
    now,
    maxAgeMs: env.SESSION_CACHE_MAX_AGE_MS,
    checkAnswers: !isProduction,
  });

  registerErrorHandling(app);
  await registerRouteSchemas(app, { production: isProduction });
  const securityHeaders = await registerSecurityHeaders(app, { production: isProduction });
  registerNulGuard(app);
  registerHealth(app, { db: database.db });
  await app.register(cookie);
  // Compresses JSON and HTML answers over 1 kB. Static assets arrive already compressed (their
  // Content-Encoding is set, so they are left alone) and streamed letters bypass it (hijacked SSE).
  // Request bodies are never compressed by our clients: no decompression hook on every request.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await registerCsrf(app, { secure, exempt: ['/api/stripe/webhook'] });
  const limits = await registerRateLimits(app, {
    disabled: env.RATE_LIMIT_DISABLED,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  });
  const cookies = registerSessions(app, services.auth, { secure, dataVersion: database.dataVersion });

  registerAuthRoutes(app, { auth: services.auth, cookies, limits, now });
  registerAccountRoutes(app, { account: services.account, cookies, now });
  registerCoverLetterRoutes(app, { coverLetters: services.coverLetters, limits, answers });
  registerLibraryRoutes(app, { library: services.library, answers });
  registerClaimCheckRoutes(app, { claimCheck: services.claimCheck, limits });
  registerPresetRoutes(app, { presets: services.presets, answers });
  registerReferralRoutes(app, { referrals: services.referrals, limits, answers });
  registerResumeRoutes(app, { resumes: services.resumes, answers });
  registerJobRoutes(app, { jobs: services.jobs, limits });
  // In a scope of its own: @fastify/multipart adds request hooks (temporary-file clean-up) that
  // would otherwise run on every request of the app, not just on the upload route.
  await app.register(async (uploads) =>
    registerResumeImportRoutes(uploads, { resumeImport: services.resumeImport, limits }),
  );
  registerUnderstandingRoutes(app, { understanding: services.understanding, limits });
  registerAnalyticsRoutes(app, { analytics: services.analytics, answers, now });
  await registerBillingRoutes(app, { billing: services.billing, limits });
  registerBlogRoutes(app, { blog: services.blog, answers });
  registerSiteRoutes(app, { blog: services.blog, appUrl: env.APP_URL, supportEmail: env.SUPPORT_EMAIL });

  await registerApiDocs(app);
  await registerWeb(app, {
    distDir: env.WEB_DIST_DIR ?? resolve(here, '../../web/dist'),
    appUrl: env.APP_URL,
    pageHead: services.pageHead,
    securityHeaders,
    // Signed-out visitors get public pages rendered, and no session check (docs/decisions/0028).
    pageData: createPageData({
      blog: services.blog,
      listTemplates: () => services.coverLetters.listTemplates(),
      supportEmail: env.SUPPORT_EMAIL,
    }),
    sanitizeArticleHtml,
    isSignedIn: async (request, reply) => {
      const token = cookies.read(request);
      if (!token) return false;
      if (await services.auth.resolveSession(token, { mayUseCache: true })) return true;
      cookies.clear(reply);
      return false;
    },
  });

  if (overrides.backgroundJobs) await startTimers(app, maintenance);
  return app;
}
