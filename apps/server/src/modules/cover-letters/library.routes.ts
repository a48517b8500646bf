import { can, coverLetterMessages, exportFormats, updateContentSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/session';
import { toCoverLetterListItem, toCoverLetterView, toVersionView } from './cover-letter-view';
import { attachmentHeader, exportLetter } from './letter-export';
import type { LibraryService } from './library.service';
import { createLibraryListCache } from './library-list-cache';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const letterParams = z.object({ id: positiveId });
const versionParams = z.object({ id: positiveId, versionId: positiveId });
const exportParams = z.object({ id: positiveId, format: z.enum(exportFormats) });

/** Route params that do not parse name nothing the user owns: a 404, like another user's id. */
function params<S extends z.ZodType>(schema: S, request: FastifyRequest, what = 'Cover letter'): z.infer<S> {
  const parsed = schema.safeParse(request.params);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data;
}

/** The library: list, read, edit, versions, save, delete and export (docs/product.md §8 cover letters). */
export function registerLibraryRoutes(app: FastifyInstance, deps: { library: LibraryService }): void {
  const { library } = deps;
  const planOf = (request: FastifyRequest) => currentUser(request).viewer.plan;

  const listCache = createLibraryListCache();
  app.get('/api/cover-letters', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    const plan = planOf(request);
    // Read with the session, before the list below: a list built now is at least this recent.
    const revision = request.libraryRevision;
    let body = listCache.get(user.id, revision, plan);
    if (body === undefined) {
      const rows = await library.list(user.id);
      body = JSON.stringify({ coverLetters: rows.map((row) => toCoverLetterListItem(row, plan)) });
      listCache.set(user.id, revision, plan, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/cover-letters/:id', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const { id } = params(letterParams, request);
    return { coverLetter: toCoverLetterView(await library.get(user.id, id), planOf(request)) };
  });

  app.put('/api/cover-letters/:id/content', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const { id } = params(letterParams, request);
    const { content } = parseInput(updateContentSchema, request.body);
    const letter = await library.updateContent(user.id, id, content);
    return { coverLetter: toCoverLetterView(letter, planOf(request)) };
  });

  app.post('/api/cover-letters/:id/save', { preHandler: requireUser }, async (request) => {
    const { viewer } = currentUser(request);
    const { id } = params(letterParams, request);
    return { coverLetter: toCoverLetterView(await library.save(viewer, id), viewer.plan) };
  });

  app.delete('/api/cover-letters/:id', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    const { id } = params(letterParams, request);
    await library.remove(user.id, id);
    return reply.status(204).send();
  });

  app.get('/api/cover-letters/:id/versions', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const { id } = params(letterParams, request);
    return { versions: (await library.versions(user.id, id)).map(toVersionView) };
  });

  app.post(
    '/api/cover-letters/:id/versions/:versionId/restore',
    { preHandler: requireUser },
    async (request) => {
      const { user } = currentUser(request);
      const { id, versionId } = params(versionParams, request);
      return {
        coverLetter: toCoverLetterView(await library.restore(user.id, id, versionId), planOf(request)),
      };
    },
  );

  // The owner check comes first: another user's letter is a 404 whatever the plan.
  app.get('/api/cover-letters/:id/export/:format', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    const { id, format } = params(exportParams, request);
    const letter = await library.get(user.id, id);
    if (!can(planOf(request), 'exportFormats', format))
      throw new AppError(403, 'EXPORT_LOCKED', coverLetterMessages.exportLocked);
    const file = await exportLetter(letter, format);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentHeader(file.filename))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
