import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Env } from './config/env';
import { createDatabase, type DatabaseHandle, ensurePgSchema } from './db/client';
import { migrateToLatest } from './db/migrations';
import { createMailer, type Mailer, type MailTransport } from './integrations/email/mailer';
import { createSmtpTransport } from './integrations/email/smtp-transport';
import { createLetterEngine } from './integrations/llm';
import type { LetterEngine } from './integrations/llm/types';
import { resolveAppSecret } from './lib/app-secret';
import { DAY_MS, HOUR_MS } from './lib/time';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createFingerprintsRepository } from './modules/auth/fingerprints.repository';
import { createArgon2Hasher } from './modules/auth/password-hasher';
import { createResetCodesRepository } from './modules/auth/reset-codes.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createCoverLettersRepository } from './modules/cover-letters/cover-letters.repository';
import { registerCoverLetterRoutes } from './modules/cover-letters/cover-letters.routes';
import { createCoverLettersService } from './modules/cover-letters/cover-letters.service';
import { createQuotaRepository } from './modules/cover-letters/quota.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limit';
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
  /** Run periodic jobs (session clean-up, outbox retries). The server process turns them on. */
  backgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    /** Every route as 'METHOD /path', recorded as it is added (the CSRF test walks it). */
    routeTable: string[];
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
    trustProxy: env.TRUST_PROXY,
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

  if (env.DATABASE_URL && overrides.pgSchema) await ensurePgSchema(env.DATABASE_URL, overrides.pgSchema);
  const database = createDatabase({
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.SQLITE_PATH,
    pgSchema: overrides.pgSchema,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
    await database.close();
  });
  await migrateToLatest(database.db as never, database.dialect);

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
  const auth = createAuthService({
    db: database.db,
    ...repos,
    hasher,
    mailer,
    sessionPolicy,
    appSecret: await resolveAppSecret(database.db, env.SESSION_SECRET, now()),
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    now,
  });
  const account = createAccountService({
    db: database.db,
    users: repos.users,
    sessions: repos.sessions,
    hasher,
    now,
  });

  const coverLetters = createCoverLettersService({
    db: database.db,
    letters: createCoverLettersRepository(),
    quota: createQuotaRepository(),
    engine: overrides.letterEngine ?? createLetterEngine(env),
    now,
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await registerCsrf(app, { secure, exempt: ['/api/stripe/webhook'] });
  const limits = await registerRateLimits(app, { disabled: env.RATE_LIMIT_DISABLED });
  const cookies = registerSessions(app, auth, { secure });

  registerAuthRoutes(app, { auth, cookies, limits, now });
  registerAccountRoutes(app, { account, cookies, now });
  registerCoverLetterRoutes(app, { coverLetters, limits });

  await registerWeb(app, env.WEB_DIST_DIR ?? resolve(here, '../../web/dist'));

  if (overrides.backgroundJobs) {
    const timers = [
      setInterval(() => {
        repos.sessions
          .deleteExpired(database.db, now(), sessionPolicy.idleTimeoutMs)
          .catch((err) => app.log.error({ err }, 'session clean-up failed'));
      }, HOUR_MS),
      setInterval(() => {
        mailer.flush().catch((err) => app.log.error({ err }, 'outbox flush failed'));
      }, 30_000),
    ];
    for (const timer of timers) timer.unref();
    app.addHook('onClose', async () => timers.forEach(clearInterval));
  }
  return app;
}
