import { exportFormats, updateContentSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, routeParam } from '../../lib/id-param';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/session';
import { attachmentHeader } from './letter-export';
import type { LibraryService } from './library.service';
import { createLibraryListCache } from './library-list-cache';

const letterNotFound = 'Cover letter not found';
const letterId = (request: FastifyRequest) => idParam(request, letterNotFound);
const exportFormat = z.enum(exportFormats);

/** The library: list, read, edit, versions, save, delete and export (docs/product.md §8 cover letters). */
export function registerLibraryRoutes(app: FastifyInstance, deps: { library: LibraryService }): void {
  const { library } = deps;

  const listCache = createLibraryListCache();
  app.get('/api/cover-letters', { preHandler: requireUser }, async (request, reply) => {
    const { viewer } = currentUser(request);
    // Read with the session, before the list below: a list built now is at least this recent.
    const revision = request.libraryRevision;
    let body = listCache.get(viewer.id, revision, viewer.plan);
    if (body === undefined) {
      body = JSON.stringify({ coverLetters: await library.list(viewer) });
      listCache.set(viewer.id, revision, viewer.plan, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/cover-letters/:id', { preHandler: requireUser }, async (request) => {
    const { viewer } = currentUser(request);
    return { coverLetter: await library.get(viewer, letterId(request)) };
  });

  app.put('/api/cover-letters/:id/content', { preHandler: requireUser }, async (request) => {
    const { viewer } = currentUser(request);
    const id = letterId(request);
    const { content } = parseInput(updateContentSchema, request.body);
    return { coverLetter: await library.updateContent(viewer, id, content) };
  });

  app.post('/api/cover-letters/:id/save', { preHandler: requireUser }, async (request) => {
    const { viewer } = currentUser(request);
    return { coverLetter: await library.save(viewer, letterId(request)) };
  });

  app.delete('/api/cover-letters/:id', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    await library.remove(user.id, letterId(request));
    return reply.status(204).send();
  });

  app.get('/api/cover-letters/:id/versions', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return { versions: await library.versions(user.id, letterId(request)) };
  });

  app.post(
    '/api/cover-letters/:id/versions/:versionId/restore',
    { preHandler: requireUser },
    async (request) => {
      const { viewer } = currentUser(request);
      const id = letterId(request);
      const versionId = idParam(request, letterNotFound, 'versionId');
      return { coverLetter: await library.restore(viewer, id, versionId) };
    },
  );

  app.get('/api/cover-letters/:id/export/:format', { preHandler: requireUser }, async (request, reply) => {
    const { viewer } = currentUser(request);
    const id = letterId(request);
    const format = routeParam(request, 'format', exportFormat, letterNotFound);
    const file = await library.export(viewer, id, format);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentHeader(file.filename))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
