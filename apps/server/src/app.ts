import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Env, threadPoolOptions } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import { createDatabase, type DatabaseHandle, ensurePgSchema } from './db/client';
import { migrateToLatest } from './db/migrations';
import { createMailer, type Mailer, type MailTransport } from './integrations/email/mailer';
import { createSmtpTransport } from './integrations/email/smtp-transport';
import { createLetterEngine } from './integrations/llm';
import type { LetterEngine } from './integrations/llm/types';
import { createPageRenderer } from './integrations/web/page-renderer';
import { createSafeFetcher } from './integrations/web/safe-fetch';
import { resolveAppSecret } from './lib/app-secret';
import { processIdentity } from './lib/process-identity';
import { DAY_MS, HOUR_MS } from './lib/time';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createFingerprintsRepository } from './modules/auth/fingerprints.repository';
import { createArgon2Hasher } from './modules/auth/password-hasher';
import { createResetCodesRepository } from './modules/auth/reset-codes.repository';
import { createSessionCache, type SessionCache } from './modules/auth/session-cache';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { type BillingService, createBillingService } from './modules/billing/billing.service';
import { createBlogRepository } from './modules/blog/blog.repository';
import { registerBlogRoutes } from './modules/blog/blog.routes';
import { createBlogService } from './modules/blog/blog.service';
import { defaultBlogContentDir } from './modules/blog/blog-content';
import { registerClaimCheckRoutes } from './modules/cover-letters/claim-check.routes';
import { createClaimCheckService } from './modules/cover-letters/claim-check.service';
import { type ClaimChecker, createClaimCheckPool } from './modules/cover-letters/claim-check-pool';
import { createCoverLettersRepository } from './modules/cover-letters/cover-letters.repository';
import { registerCoverLetterRoutes } from './modules/cover-letters/cover-letters.routes';
import { createCoverLettersService } from './modules/cover-letters/cover-letters.service';
import { createLetterCheck } from './modules/cover-letters/letter-evidence';
import { registerLibraryRoutes } from './modules/cover-letters/library.routes';
import { createLibraryService, type LibraryService } from './modules/cover-letters/library.service';
import { createPlanGate } from './modules/cover-letters/plan-gate';
import { createQuotaRepository } from './modules/cover-letters/quota.repository';
import { createVersionsRepository } from './modules/cover-letters/versions.repository';
import { createExtractPool } from './modules/jobs/extract/extract-pool';
import { registerJobRoutes } from './modules/jobs/jobs.routes';
import { createJobsService } from './modules/jobs/jobs.service';
import { createPresetsRepository } from './modules/presets/presets.repository';
import { registerPresetRoutes } from './modules/presets/presets.routes';
import { createPresetsService } from './modules/presets/presets.service';
import { createReferralsRepository } from './modules/referrals/referrals.repository';
import { registerReferralRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createParserPool } from './modules/resume-import/parser-pool';
import { registerResumeImportRoutes } from './modules/resume-import/resume-import.routes';
import { createResumeImportService } from './modules/resume-import/resume-import.service';
import { createResumesRepository } from './modules/resumes/resumes.repository';
import { registerResumeRoutes } from './modules/resumes/resumes.routes';
import { createResumesService } from './modules/resumes/resumes.service';
import { registerUnderstandingRoutes } from './modules/understanding/understanding.routes';
import { createUnderstandingService } from './modules/understanding/understanding.service';
import { createUsersRepository } from './modules/users/users.repository';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerNulGuard } from './plugins/nul-guard';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerWeb } from './plugins/web';

export interface AppOverrides {
  /** The clock every service reads (tests move it forward). */
  now?: () => number;
  /** Replaces the SMTP transport built from SMTP_URL. */
  mailTransport?: MailTransport | null;
  /** PostgreSQL schema for this instance (tests isolate runs this way). */
  pgSchema?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the letter engine chosen from the configuration. */
  letterEngine?: LetterEngine;
  /** Wraps the claim check's thread pool (tests make it refuse). */
  claimChecker?: (pool: ClaimChecker) => ClaimChecker;
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
    maintenance: {
      purgeExpiredLetters: LibraryService['purgeExpired'];
      settleTestSubscriptions: BillingService['settleTestSubscriptions'];
      refundAbandonedGenerations: () => Promise<number>;
      /** Gives back what this process's previous run reserved and never finished (run at start). */
      refundPreviousRun: () => Promise<number>;
      /** Removes secrets from old outbox messages and deletes old delivered ones. */
      cleanUpOutbox: Mailer['cleanUp'];
    };
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the whole app (database, migrations, plugins, routes) without listening: tests `inject()` into it. */
export async function buildApp(env: Env, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const now = overrides.now ?? Date.now;
  const isProduction = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: overrides.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });

  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
  });

  // Job pages are read in worker threads (docs/decisions/0016). Started first, so the threads load
  // the extractor while the database is prepared, and the first page does not wait for them.
  const extractPool = createExtractPool(threadPoolOptions(env, 'JOB_EXTRACT'));
  // The claim check of letters runs in worker threads too (docs/decisions/0023), warm from the start.
  const claimCheckPool = createClaimCheckPool(threadPoolOptions(env, 'CLAIM_CHECK'));
  app.addHook('onClose', async () => {
    await Promise.all([extractPool.close(), claimCheckPool.close()]);
  });

  if (env.DATABASE_URL && overrides.pgSchema) await ensurePgSchema(env.DATABASE_URL, overrides.pgSchema);
  const database = createDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.SQLITE_PATH,
    pgSchema: overrides.pgSchema,
    onConnectionLost: (err) =>
      app.log.warn({ err }, 'a database connection was lost; it is replaced on the next query'),
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
    await database.close();
  });
  await migrateToLatest(database.db as never, database.dialect);
  await database.dataVersion.ready();

  const transport =
    overrides.mailTransport !== undefined
      ? overrides.mailTransport
      : env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL)
        : null;
  const mailer = createMailer({ db: database.db, transport, from: env.MAIL_FROM, logger: app.log, now });
  app.decorate('mailer', mailer);

  const secure = env.COOKIE_SECURE || isProduction;
  const repos = {
    users: createUsersRepository(),
    sessions: createSessionsRepository(),
    resetCodes: createResetCodesRepository(),
    fingerprints: createFingerprintsRepository(),
  };
  const hasher = createArgon2Hasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST });
  const sessionPolicy = {
    idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_HOURS * HOUR_MS,
    absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_DAYS * DAY_MS,
  };
  const referrals = createReferralsService({
    db: database.db,
    referrals: createReferralsRepository(),
    mailer,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    now,
  });
  const sessionCache = createSessionCache({
    dataVersion: database.dataVersion,
    now,
    maxAgeMs: env.SESSION_CACHE_MAX_AGE_MS,
  });
  app.decorate('sessionCache', sessionCache);
  const auth = createAuthService({
    db: database.db,
    ...repos,
    hasher,
    mailer,
    sessionPolicy,
    appSecret: await resolveAppSecret(database.db, env.SESSION_SECRET, now()),
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    now,
    referrals,
    sessionCache,
  });
  const billing = createBillingService({ db: database.db, env, log: app.log, now });
  if (isProduction && !env.STRIPE_SECRET_KEY) {
    // Allowed only with BILLING_TEST_MODE=true (config/env.ts); say so on every start.
    app.log.warn(
      'BILLING TEST MODE IN PRODUCTION: no Stripe keys, so anyone can take a paid plan for free through the ' +
        'test checkout. Set STRIPE_SECRET_KEY (and its companions) unless this is a demo.',
    );
  }
  const account = createAccountService({
    db: database.db,
    users: repos.users,
    sessions: repos.sessions,
    hasher,
    now,
    cancelSubscription: billing.cancelForAccountDeletion,
  });

  const letterEngine = overrides.letterEngine ?? createLetterEngine(env);
  const letterRepository = createCoverLettersRepository();
  const gate = createPlanGate({ db: database.db, letters: letterRepository });
  const claimChecker = overrides.claimChecker?.(claimCheckPool) ?? claimCheckPool;
  const checkText = createLetterCheck(claimChecker, app.log);
  const coverLetters = createCoverLettersService({
    db: database.db,
    letters: letterRepository,
    quota: createQuotaRepository(),
    engine: letterEngine,
    checkText,
    gate,
    now,
    owner: processIdentity(env),
    onLetterGenerated: referrals.completeForInvitee,
    log: app.log,
  });
  const library = createLibraryService({
    db: database.db,
    letters: letterRepository,
    versions: createVersionsRepository(),
    checkText,
    now,
  });
  const presets = createPresetsService({ db: database.db, presets: createPresetsRepository(), gate, now });
  const resumes = createResumesService({ db: database.db, resumes: createResumesRepository(), now });
  const analytics = createAnalyticsService({ db: database.db, now });
  const blog = createBlogService({ db: database.db, posts: createBlogRepository(), now });
  await blog.syncFromDirectory(env.BLOG_CONTENT_DIR ?? defaultBlogContentDir(), app.log);
  const maintenance = {
    purgeExpiredLetters: library.purgeExpired,
    settleTestSubscriptions: billing.settleTestSubscriptions,
    refundAbandonedGenerations: () => coverLetters.refundAbandoned(env.GENERATION_ABANDONED_AFTER_MS),
    refundPreviousRun: coverLetters.refundPreviousRun,
    cleanUpOutbox: mailer.cleanUp,
  };
  app.decorate('maintenance', maintenance);

  registerErrorHandling(app);
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
  const cookies = registerSessions(app, auth, { secure });

  registerAuthRoutes(app, { auth, cookies, limits, now });
  registerAccountRoutes(app, { account, cookies, now });
  registerCoverLetterRoutes(app, { coverLetters, limits });
  registerLibraryRoutes(app, { library });
  registerClaimCheckRoutes(app, {
    claimCheck: createClaimCheckService({
      db: database.db,
      letters: letterRepository,
      checker: claimChecker,
      now,
      engine: letterEngine,
      log: app.log,
    }),
    limits,
  });
  registerPresetRoutes(app, { presets });
  registerReferralRoutes(app, { referrals, limits });
  registerResumeRoutes(app, { resumes });
  const parserPool = createParserPool({
    processes: env.RESUME_PARSER_PROCESSES,
    maxQueue: env.RESUME_PARSER_QUEUE,
    timeoutMs: env.RESUME_PARSER_TIMEOUT_MS,
    memoryMb: env.RESUME_PARSER_MEMORY_MB,
    processMemoryMb: env.RESUME_PARSER_PROCESS_MEMORY_MB,
    cpuMs: env.RESUME_PARSER_CPU_MS,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await parserPool.close();
  });
  const fetcher = createSafeFetcher({
    allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK,
    timeoutMs: env.JOB_FETCH_TIMEOUT_MS,
  });
  const renderer = createPageRenderer({
    fetcher,
    executablePath: env.CHROMIUM_PATH,
    timeoutMs: env.JOB_FETCH_TIMEOUT_MS,
  });
  app.addHook('onClose', async () => {
    await renderer.close();
    await fetcher.close();
  });
  registerJobRoutes(app, {
    jobs: createJobsService({
      fetcher,
      renderer,
      engine: letterEngine,
      extractor: extractPool,
      log: app.log,
    }),
    limits,
  });
  // In a scope of its own: @fastify/multipart adds request hooks (temporary-file clean-up) that
  // would otherwise run on every request of the app, not just on the upload route.
  await app.register(async (uploads) =>
    registerResumeImportRoutes(uploads, {
      resumeImport: createResumeImportService({ pool: parserPool, log: app.log, engine: letterEngine }),
      limits,
    }),
  );
  registerUnderstandingRoutes(app, { understanding: createUnderstandingService(), limits });
  registerAnalyticsRoutes(app, { analytics });
  await registerBillingRoutes(app, { billing, limits });
  registerBlogRoutes(app, { blog });

  await registerWeb(app, {
    distDir: env.WEB_DIST_DIR ?? resolve(here, '../../web/dist'),
    appUrl: env.APP_URL,
    supportEmail: env.SUPPORT_EMAIL,
    blog,
    securityHeaders,
  });

  if (overrides.backgroundJobs) {
    // Before listening: letters this process's previous run left reserved are back at once.
    await maintenance
      .refundPreviousRun()
      .then((refunded) => {
        if (refunded > 0)
          app.log.warn({ refunded }, "gave back letters reserved by this process's previous run");
      })
      .catch((err) => app.log.error({ err }, "refunding the previous run's generations failed"));
    const purgeExpiredLetters = () => {
      library
        .purgeExpired()
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'removed unsaved cover letters past their plan window');
        })
        .catch((err) => app.log.error({ err }, 'cover letter clean-up failed'));
    };
    const refundAbandonedGenerations = () => {
      maintenance
        .refundAbandonedGenerations()
        .then((refunded) => {
          if (refunded > 0)
            app.log.warn({ refunded }, 'gave back letters reserved by generations that never finished');
        })
        .catch((err) => app.log.error({ err }, 'refunding abandoned generations failed'));
    };
    const timers = [
      setInterval(() => {
        repos.sessions
          .deleteExpired(database.db, now(), sessionPolicy.idleTimeoutMs)
          .catch((err) => app.log.error({ err }, 'session clean-up failed'));
      }, HOUR_MS),
      setInterval(() => {
        mailer.flush().catch((err) => app.log.error({ err }, 'outbox flush failed'));
      }, 30_000),
      setInterval(purgeExpiredLetters, HOUR_MS),
      setInterval(() => {
        mailer.cleanUp().catch((err) => app.log.error({ err }, 'outbox clean-up failed'));
      }, HOUR_MS),
      setInterval(refundAbandonedGenerations, 5 * 60_000),
      // At start too: a process that died mid-generation is usually replaced by one starting up.
      setTimeout(refundAbandonedGenerations, 0),
      // Once soon after start too, so a server that restarts often still cleans up.
      setTimeout(purgeExpiredLetters, 60_000),
      // Test-mode billing only: ends or renews test subscriptions whose period has passed.
      setInterval(() => {
        billing
          .settleTestSubscriptions()
          .catch((err) => app.log.error({ err }, 'test-mode subscription renewal failed'));
      }, 5 * 60_000),
    ];
    for (const timer of timers) timer.unref();
    app.addHook('onClose', async () => timers.forEach(clearTimeout));
  }
  return app;
}
