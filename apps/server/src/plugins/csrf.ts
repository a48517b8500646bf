import csrfProtection from '@fastify/csrf-protection';
import { csrfTokenResponseSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../lib/route-schemas';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const body = request.body as { _csrf?: unknown } | undefined;
  return (
    header('x-csrf-token') ||
    header('csrf-token') ||
    header('x-xsrf-token') ||
    (typeof body?._csrf === 'string' ? body._csrf : undefined)
  );
}

/**
 * Anti-forgery on every non-GET call (docs/product.md §8): GET /api/csrf-token hands out a token bound to a
 * secret in an httpOnly cookie; the token comes back in any of the three headers or as `_csrf`
 * in a JSON body. Paths in `exempt` authenticate otherwise (the Stripe webhook's signature).
 */
export async function registerCsrf(
  app: FastifyInstance,
  options: { secure: boolean; exempt?: string[] },
): Promise<void> {
  await app.register(csrfProtection, {
    cookieKey: 'jobpeel_csrf',
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure: options.secure },
    getToken: tokenFrom,
  });
  const exempt = new Set(options.exempt ?? []);
  // preValidation: after the body is parsed (for `_csrf`), before any handler runs.
  app.addHook('preValidation', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || exempt.has(request.routeOptions.url ?? '')) return done();
    app.csrfProtection(request, reply, done);
  });
  app.get(
    '/api/csrf-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'A CSRF token for the X-CSRF-Token header of calls that are not GETs',
        response: { 200: csrfTokenResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: reply.generateCsrf() };
    },
  );
}
