import type { FastifyBaseLogger } from 'fastify';
import { type Env, threadPoolOptions } from './config/env';
import { createDatabase, type Db, ensurePgSchema } from './db/client';
import { migrateToLatest } from './db/migrations';
import type { BillingGateway } from './integrations/billing/billing-gateway';
import { createStripeGateway } from './integrations/billing/stripe-gateway';
import { createMailer, type MailTransport } from './integrations/email/mailer';
import { createSmtpTransport } from './integrations/email/smtp-transport';
import { createLetterEngine } from './integrations/llm';
import type { LetterEngine } from './integrations/llm/types';
import { createPageRenderer } from './integrations/web/page-renderer';
import { createSafeFetcher } from './integrations/web/safe-fetch';
import { resolveAppSecret } from './lib/app-secret';
import { processIdentity } from './lib/process-identity';
import { DAY_MS, HOUR_MS } from './lib/time';
import { createAccountRepository } from './modules/account/account.repository';
import { createAccountService } from './modules/account/account.service';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAuthService } from './modules/auth/auth.service';
import { createFingerprintsRepository } from './modules/auth/fingerprints.repository';
import { createArgon2Hasher } from './modules/auth/password-hasher';
import { createResetCodesRepository } from './modules/auth/reset-codes.repository';
import { createSessionCache } from './modules/auth/session-cache';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { type BillingRepository, createBillingRepository } from './modules/billing/billing.repository';
import { createBillingService } from './modules/billing/billing.service';
import { createTestModeGateway } from './modules/billing/test-mode.gateway';
import { createBlogRepository } from './modules/blog/blog.repository';
import { createBlogService } from './modules/blog/blog.service';
import { defaultBlogContentDir } from './modules/blog/blog-content';
import { createClaimCheckService } from './modules/generation/claim-check.service';
import { type ClaimChecker, createClaimCheckPool } from './modules/generation/claim-check-pool';
import { createCoverLettersService } from './modules/generation/cover-letters.service';
import { createLetterCheck } from './modules/generation/letter-evidence';
import { createPlanGate } from './modules/generation/plan-gate';
import { createQuotaRepository } from './modules/generation/quota.repository';
import { createExtractPool } from './modules/jobs/extract/extract-pool';
import { createJobsService } from './modules/jobs/jobs.service';
import { createCoverLettersRepository } from './modules/library/cover-letters.repository';
import { createLibraryService } from './modules/library/library.service';
import { createVersionsRepository } from './modules/library/versions.repository';
import { createPresetsRepository } from './modules/presets/presets.repository';
import { createPresetsService } from './modules/presets/presets.service';
import { createReferralsRepository } from './modules/referrals/referrals.repository';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createParserPool } from './modules/resume-import/parser-pool';
import { createResumeImportService } from './modules/resume-import/resume-import.service';
import { createResumesRepository } from './modules/resumes/resumes.repository';
import { createResumesService } from './modules/resumes/resumes.service';
import { createPageHeads } from './modules/site/page-heads';
import { createUnderstandingService } from './modules/understanding/understanding.service';
import { createUsersRepository } from './modules/users/users.repository';

/** What tests replace in the composition. */
export interface CompositionOverrides {
  /** The clock every service reads (tests move it forward). */
  now?: () => number;
  /** Replaces the SMTP transport built from SMTP_URL. */
  mailTransport?: MailTransport | null;
  /** PostgreSQL schema for this instance (tests isolate runs this way). */
  pgSchema?: string;
  /** Replaces the letter engine chosen from the configuration. */
  letterEngine?: LetterEngine;
  /** Wraps the claim check's thread pool (tests make it refuse). */
  claimChecker?: (pool: ClaimChecker) => ClaimChecker;
}

/**
 * Everything the app runs on, built from the configuration in one place: the database (migrated),
 * the outside services (mail, letter engine, Stripe or its test mode, web fetching, worker pools),
 * the repositories and the services. app.ts hands these to plugins and routes; timers.ts runs the
 * maintenance jobs. `close()` releases it all, the last opened first.
 */
export async function compose(env: Env, log: FastifyBaseLogger, overrides: CompositionOverrides = {}) {
  const now = overrides.now ?? Date.now;
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const closers: (() => Promise<unknown>)[] = [];

  // Job pages are read in worker threads (docs/decisions/0016). Started first, so the threads load
  // the extractor while the database is prepared, and the first page does not wait for them.
  const extractPool = createExtractPool(threadPoolOptions(env, 'JOB_EXTRACT'));
  // The claim check of letters runs in worker threads too (docs/decisions/0023), warm from the start.
  const claimCheckPool = createClaimCheckPool(threadPoolOptions(env, 'CLAIM_CHECK'));
  closers.push(() => Promise.all([extractPool.close(), claimCheckPool.close()]));

  if (env.DATABASE_URL && overrides.pgSchema) await ensurePgSchema(env.DATABASE_URL, overrides.pgSchema);
  const database = createDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.SQLITE_PATH,
    pgSchema: overrides.pgSchema,
    onConnectionLost: (err) =>
      log.warn({ err }, 'a database connection was lost; it is replaced on the next query'),
  });
  const { db } = database;
  closers.push(async () => {
    await mailer.idle();
    mailer.close();
    await database.close();
  });
  await migrateToLatest(db as never, database.dialect);
  await database.dataVersion.ready();

  const transport =
    overrides.mailTransport !== undefined
      ? overrides.mailTransport
      : env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL)
        : null;
  const mailer = createMailer({ db, transport, from: env.MAIL_FROM, logger: log, now });

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
    db,
    referrals: createReferralsRepository(),
    mailer,
    appUrl,
    now,
  });
  const sessionCache = createSessionCache({
    dataVersion: database.dataVersion,
    now,
    maxAgeMs: env.SESSION_CACHE_MAX_AGE_MS,
  });
  const auth = createAuthService({
    db,
    ...repos,
    hasher,
    mailer,
    sessionPolicy,
    appSecret: await resolveAppSecret(db, env.SESSION_SECRET, now()),
    appUrl,
    now,
    referrals,
    sessionCache,
  });

  const billingRepo = createBillingRepository();
  const billingGateway = createBillingGateway(env, { db, repo: billingRepo, appUrl, log, now });
  const billing = createBillingService({ db, repo: billingRepo, gateway: billingGateway, log, now });
  const account = createAccountService({
    db,
    accounts: createAccountRepository(),
    users: repos.users,
    sessions: repos.sessions,
    hasher,
    now,
    cancelSubscription: billing.cancelForAccountDeletion,
  });

  const letterEngine = overrides.letterEngine ?? createLetterEngine(env);
  const letterRepository = createCoverLettersRepository();
  const gate = createPlanGate({ db, letters: letterRepository });
  const claimChecker = overrides.claimChecker?.(claimCheckPool) ?? claimCheckPool;
  const checkText = createLetterCheck(claimChecker, log);
  const coverLetters = createCoverLettersService({
    db,
    letters: letterRepository,
    quota: createQuotaRepository(),
    engine: letterEngine,
    checkText,
    gate,
    now,
    owner: processIdentity(env),
    onLetterGenerated: referrals.completeForInvitee,
    log,
  });
  const library = createLibraryService({
    db,
    letters: letterRepository,
    versions: createVersionsRepository(),
    users: repos.users,
    checkText,
    now,
  });
  const claimCheck = createClaimCheckService({
    db,
    letters: letterRepository,
    checker: claimChecker,
    now,
    engine: letterEngine,
    log,
  });
  const presets = createPresetsService({
    db,
    presets: createPresetsRepository(),
    users: repos.users,
    gate,
    now,
  });
  const resumes = createResumesService({ db, resumes: createResumesRepository(), users: repos.users, now });
  const analytics = createAnalyticsService({ db, letters: letterRepository, now });
  const blog = createBlogService({ db, posts: createBlogRepository(), now });
  await blog.syncFromDirectory(env.BLOG_CONTENT_DIR ?? defaultBlogContentDir(), log);

  const parserPool = createParserPool({
    processes: env.RESUME_PARSER_PROCESSES,
    maxQueue: env.RESUME_PARSER_QUEUE,
    timeoutMs: env.RESUME_PARSER_TIMEOUT_MS,
    memoryMb: env.RESUME_PARSER_MEMORY_MB,
    processMemoryMb: env.RESUME_PARSER_PROCESS_MEMORY_MB,
    cpuMs: env.RESUME_PARSER_CPU_MS,
    log,
  });
  closers.push(async () => {
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
  closers.push(async () => {
    await renderer.close();
    await fetcher.close();
  });
  const jobs = createJobsService({ fetcher, renderer, engine: letterEngine, extractor: extractPool, log });
  const resumeImport = createResumeImportService({ pool: parserPool, log, engine: letterEngine });

  /** The scheduled jobs (timers.ts runs them; tests call them after moving the clock). */
  const maintenance = {
    purgeExpiredLetters: library.purgeExpired,
    settleTestSubscriptions: billing.settleTestSubscriptions,
    refundAbandonedGenerations: () => coverLetters.refundAbandoned(env.GENERATION_ABANDONED_AFTER_MS),
    /** Gives back what this process's previous run reserved and never finished (run at start). */
    refundPreviousRun: coverLetters.refundPreviousRun,
    /** Removes secrets from old outbox messages and deletes old delivered ones. */
    cleanUpOutbox: mailer.cleanUp,
    /** Sends what waits in the outbox. */
    flushOutbox: mailer.flush,
    /** Deletes sessions past their end or their idle timeout. */
    deleteExpiredSessions: () => repos.sessions.deleteExpired(db, now(), sessionPolicy.idleTimeoutMs),
  };

  return {
    now,
    database,
    mailer,
    sessionCache,
    services: {
      auth,
      account,
      referrals,
      billing,
      coverLetters,
      library,
      claimCheck,
      presets,
      resumes,
      analytics,
      blog,
      jobs,
      resumeImport,
      understanding: createUnderstandingService(),
      /** The served head of each public page and blog post (the web plugin asks it). */
      pageHead: createPageHeads({ blog }),
    },
    maintenance,
    /** Closes what was opened, the last opened first. */
    async close(): Promise<void> {
      for (const close of [...closers].reverse()) await close();
    },
  };
}

/** Stripe when its secret key is set; otherwise the app's own test mode (docs/decisions/0010). */
function createBillingGateway(
  env: Env,
  deps: { db: Db; repo: BillingRepository; appUrl: string; log: FastifyBaseLogger; now: () => number },
): BillingGateway {
  const { log } = deps;
  if (env.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      // env.ts requires these whenever the secret key is set.
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      prices: { standard: env.STRIPE_PRICE_STANDARD!, pro: env.STRIPE_PRICE_PRO! },
      appUrl: deps.appUrl.replace(/(?<!\/)\/+$/, ''),
      api: { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL },
      log,
    });
  }
  if (env.NODE_ENV === 'production') {
    // Allowed only with BILLING_TEST_MODE=true (config/env.ts); say so on every start.
    log.warn(
      'BILLING TEST MODE IN PRODUCTION: no Stripe keys, so anyone can take a paid plan for free through the ' +
        'test checkout. Set STRIPE_SECRET_KEY (and its companions) unless this is a demo.',
    );
  }
  return createTestModeGateway(deps);
}

export type Composition = Awaited<ReturnType<typeof compose>>;
export type Maintenance = Composition['maintenance'];
