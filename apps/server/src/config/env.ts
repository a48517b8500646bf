import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

/**
 * Every setting the server reads, validated once at start. A bad value stops the process with
 * a readable list instead of failing later. `.env.example` documents each variable.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SQLITE_PATH: z.string().default('./data/jobpeel.db'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_TIMEOUT_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SESSION_ABSOLUTE_TIMEOUT_DAYS: z.coerce.number().positive().default(30),
    /** How long a process may reuse a session it read while nothing changed (0: read on every request). */
    SESSION_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
    COOKIE_SECURE: booleanFlag,
    // Who may report the client's address in X-Forwarded-For: a hop count or proxy addresses (config/trust-proxy.ts).
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed && 'error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('JobPeel <no-reply@jobpeel.local>'),
    SUPPORT_EMAIL: z.email().default('support@jobpeel.local'),
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
    ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_DISABLED: booleanFlag,
    // Rate-limit counters in Redis, shared by every process (in memory per process when unset).
    REDIS_URL: z
      .string()
      .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().default('jobpeel:'),
    WEB_DIST_DIR: z.string().optional(),
    // Markdown blog posts loaded into the database at start (default: the bundled content/blog).
    BLOG_CONTENT_DIR: z.string().optional(),
    AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
    AI_MODEL: z.string().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    OFFLINE_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(0),
    // Job pages: outbound fetches are SSRF-safe. OUTBOUND_ALLOW_LOOPBACK is a test setting that lets
    // them reach 127.0.0.1 (local stub servers); never turn it on in production.
    OUTBOUND_ALLOW_LOOPBACK: booleanFlag,
    JOB_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    // The universal extractor renders pages with this Chromium (Playwright never downloads one).
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    // Job pages are read in worker threads, each with a heap cap; pages beyond the queue get 503, and
    // a page still being read after the timeout gets 422 (its thread is terminated and replaced).
    JOB_EXTRACT_THREADS: z.coerce.number().int().min(1).max(8).default(1),
    JOB_EXTRACT_QUEUE: z.coerce.number().int().min(1).max(1000).default(16),
    JOB_EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    JOB_EXTRACT_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
    // The claim check of letters runs in worker threads too, each with a heap cap. A check beyond
    // the queue or past the timeout never fails a generation, edit or restore (the letter is stored
    // without evidence); POST /api/cover-letters/check answers 503.
    CLAIM_CHECK_THREADS: z.coerce.number().int().min(1).max(8).default(1),
    CLAIM_CHECK_QUEUE: z.coerce.number().int().min(1).max(1000).default(64),
    CLAIM_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    CLAIM_CHECK_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
    // Resume import: parser child processes, each with a heap cap; files beyond the queue get 503.
    RESUME_PARSER_PROCESSES: z.coerce.number().int().min(1).max(16).default(1),
    RESUME_PARSER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
    RESUME_PARSER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
    RESUME_PARSER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
    // The whole parser process's memory (canvases and WebAssembly too), capped by the OS through
    // util-linux's prlimit (RLIMIT_DATA, on top of what the parser maps with its libraries loaded);
    // 0 turns it off. CPU time one file may use.
    RESUME_PARSER_PROCESS_MEMORY_MB: z.coerce.number().int().min(0).default(1024),
    RESUME_PARSER_CPU_MS: z.coerce.number().int().min(100).default(10_000),
    // Billing: with STRIPE_SECRET_KEY set, Checkout and the Billing Portal run on Stripe and plans
    // change from its signed webhook. Without it the app serves its own test-mode checkout.
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_STANDARD: z.string().optional(),
    STRIPE_PRICE_PRO: z.string().optional(),
    // Test-mode billing lets anyone take a paid plan for free: in production only when asked for.
    BILLING_TEST_MODE: booleanFlag,
    // Where the SDK sends API calls (tests point it at a local stub); Stripe's own host by default.
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // On SIGTERM/SIGINT: how long requests and streamed letters in flight may take to finish.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
    // A letter reserved this long ago and neither written nor refunded belongs to a process that
    // died mid-generation (killed, crashed, past its shutdown timeout): its letter is given back.
    // Far longer than any generation can take (two AI calls of at most AI_TIMEOUT_MS each).
    GENERATION_ABANDONED_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(15 * 60_000),
    // This process's name, the same across its restarts and never shared by two processes running
    // at once (default: hostname:PORT). A restarted process gives back at once the letters its
    // previous run had reserved and never finished (docs/decisions/0019).
    PROCESS_ID: z
      .string()
      .regex(/^[\w.:@-]{1,100}$/, 'must be 1-100 letters, digits or . : @ - _')
      .optional(),
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env, why: string) => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    if (env.STRIPE_SECRET_KEY) {
      need('STRIPE_WEBHOOK_SECRET', 'when STRIPE_SECRET_KEY is set (the webhook signing secret, whsec_...)');
      need('STRIPE_PRICE_STANDARD', 'when STRIPE_SECRET_KEY is set (the price id of the Standard plan)');
      need('STRIPE_PRICE_PRO', 'when STRIPE_SECRET_KEY is set (the price id of the Pro plan)');
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.BILLING_TEST_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required when NODE_ENV=production: without Stripe, billing runs in test mode and anyone can ' +
          'take a paid plan for free. Set the Stripe keys, or BILLING_TEST_MODE=true to run test mode on purpose (demos)',
      });
    }
    if (env.STRIPE_SECRET_KEY && env.BILLING_TEST_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_TEST_MODE'],
        message: 'cannot be true while STRIPE_SECRET_KEY is set (billing runs on Stripe); remove one of them',
      });
    }
    if (env.AI_PROVIDER === 'openai') need('OPENAI_API_KEY', 'when AI_PROVIDER=openai');
    if (env.AI_PROVIDER === 'anthropic') need('ANTHROPIC_API_KEY', 'when AI_PROVIDER=anthropic');
    if (env.AI_PROVIDER === 'openai-compatible') {
      need('AI_BASE_URL', 'when AI_PROVIDER=openai-compatible (e.g. http://127.0.0.1:11434/v1 for Ollama)');
      need('AI_MODEL', 'when AI_PROVIDER=openai-compatible (the model name the server knows)');
    }
  });

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Treat empty strings as unset so `FOO=` in a .env file means "use the default".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The settings of a worker thread pool, named PREFIX_THREADS, _QUEUE, _TIMEOUT_MS and _MEMORY_MB. */
export const threadPoolOptions = (env: Env, prefix: 'JOB_EXTRACT' | 'CLAIM_CHECK') => ({
  threads: env[`${prefix}_THREADS`],
  maxQueue: env[`${prefix}_QUEUE`],
  timeoutMs: env[`${prefix}_TIMEOUT_MS`],
  memoryMb: env[`${prefix}_MEMORY_MB`],
});
