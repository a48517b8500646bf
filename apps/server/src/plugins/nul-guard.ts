import { NUL_CHARACTER_MESSAGE, pathsWithNulCharacter } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Refuses a NUL character anywhere in a JSON body, the query or the path parameters with a 400
 * naming each field (docs/decisions/0018). PostgreSQL cannot store or compare text holding one,
 * so without this a NUL in any field (a contract schema's or a route's own) answered 500 there.
 * Uploads are not JSON: text read from files and job pages loses its control characters
 * (lib/control-characters.ts).
 */
export function registerNulGuard(app: FastifyInstance): void {
  // Callback style, not async: most requests (reads) leave at once, without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    // A NUL reaches the query or the path parameters only as %00 in the URL (the HTTP parser
    // refuses a raw one), so a request with neither that nor a body has nothing to walk.
    if (request.body === undefined && !request.url.includes('%00')) return done();
    let error: AppError | undefined;
    try {
      const fields: Record<string, string> = {};
      const parts = { query: request.query, params: request.params } as Record<string, unknown>;
      if (!Buffer.isBuffer(request.body)) parts.body = request.body;
      for (const [part, value] of Object.entries(parts)) {
        for (const path of pathsWithNulCharacter(value)) {
          // Body fields keep their plain names, as the contract's own field errors do.
          fields[part === 'body' ? path : `${part}.${path}`] = NUL_CHARACTER_MESSAGE;
        }
      }
      if (Object.keys(fields).length > 0) {
        error = new AppError(400, 'VALIDATION_ERROR', NUL_CHARACTER_MESSAGE, fields);
      }
    } catch (thrown) {
      return done(thrown as Error);
    }
    done(error);
  });
}
