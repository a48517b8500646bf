import {
  errorMessages,
  livenessResponseSchema,
  notReadyResponseSchema,
  readinessResponseSchema,
} from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { uncheckedSerializer } from '../lib/route-schemas';

/** How long the database may take to answer readiness's trivial query. */
export const READY_DB_TIMEOUT_MS = 2000;

export interface HealthState {
  /** True once the process has started shutting down: /readyz answers 503 from then on. */
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthState;
  }
}

async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql`select 1 as ok`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and orchestrators (DEPLOY.md): /healthz says the process is alive,
 * /readyz says it should get traffic (database answering, not shutting down). Both are GETs
 * outside /api/, exact routes (the SPA fallback never sees them), and never cached.
 */
export function registerHealth(app: FastifyInstance, options: { db: Db; timeoutMs?: number }): void {
  let shuttingDown = false;
  app.decorate('health', {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  } satisfies HealthState);

  // Probes come every few seconds: their request lines stay out of the info log.
  const tags = ['health'];
  // The probes also run on a bare Fastify instance (test/health.test.ts), without the app's zod
  // compilers: their fixed answers are serialised as they are, never checked.
  const probe = { logLevel: 'warn', serializerCompiler: uncheckedSerializer } as const;
  app.get(
    '/healthz',
    {
      ...probe,
      schema: { tags, summary: 'The process is alive', response: { 200: livenessResponseSchema } },
    },
    async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );

  app.get(
    '/readyz',
    {
      ...probe,
      schema: {
        tags,
        summary: 'The process should get traffic: the database answers and it is not shutting down',
        response: { 200: readinessResponseSchema, 503: notReadyResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = shuttingDown
        ? 'shutting_down'
        : (await databaseAnswers(options.db, options.timeoutMs ?? READY_DB_TIMEOUT_MS))
          ? null
          : 'database_unavailable';
      if (!reason) return reply.send({ status: 'ready' });
      if (reason === 'database_unavailable') request.log.warn('readiness check: the database did not answer');
      return reply.status(503).send({
        status: 'unavailable',
        reason,
        message: errorMessages.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
        requestId: request.id,
      });
    },
  );
}
