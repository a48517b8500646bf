import {
  coverLetterListSchema,
  coverLetterResponseSchema,
  coverLetterVersionListSchema,
  idParamsSchema,
  letterExportParamsSchema,
  letterVersionParamsSchema,
  noContentSchema,
  updateContentSchema,
} from '@jobpeel/contract';
import type { AnswerCache } from '../../lib/answer-cache';
import { errorResponses, nonJsonAnswer, pathParams, type RouteApp } from '../../lib/route-schemas';
import { currentUser, signedInRoute } from '../../plugins/session';
import { attachmentHeader } from './letter-export';
import type { LibraryService } from './library.service';

// A path that cannot name a letter answers 404 like another user's letter.
const letterNotFound = 'Cover letter not found';
const letterParams = pathParams(idParamsSchema, letterNotFound);

/** The library: list, read, edit, versions, save, delete and export (docs/product.md §8 cover letters). */
export function registerLibraryRoutes(
  app: RouteApp,
  deps: { library: LibraryService; answers: AnswerCache },
): void {
  const { library, answers } = deps;
  const tags = ['library'];

  app.get(
    '/api/cover-letters',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: "The user's letters, newest first, without their texts",
        response: { 200: coverLetterListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { viewer } = currentUser(request);
      // The library revision is read with the session, before the list: a list built now is at
      // least this recent, and any write to the user's letters, by any process, moves it. The plan
      // decides when unsaved letters expire.
      const version = `${request.libraryRevision}:${viewer.plan}`;
      return answers.send(reply, `letters:${viewer.id}`, { version }, async () => ({
        coverLetters: await library.list(viewer),
      }));
    },
  );

  app.get(
    '/api/cover-letters/:id',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'One letter: its texts, the resume it was written from and its claim check',
        params: letterParams,
        response: { 200: coverLetterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { viewer } = currentUser(request);
      const { id } = request.params;
      // The letter's row holds its texts and evidence: the library revision moves with each change.
      const version = `${request.libraryRevision}:${viewer.plan}`;
      return answers.send(reply, `letter:${viewer.id}:${id}`, { version }, async () => ({
        coverLetter: await library.get(viewer, id),
      }));
    },
  );

  app.put(
    '/api/cover-letters/:id/content',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: "Replace a letter's text (the previous one becomes a version)",
        params: letterParams,
        body: updateContentSchema,
        response: { 200: coverLetterResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { viewer } = currentUser(request);
      return { coverLetter: await library.updateContent(viewer, request.params.id, request.body.content) };
    },
  );

  app.post(
    '/api/cover-letters/:id/save',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Save a letter to the library (kept past the clean-up)',
        params: letterParams,
        response: { 200: coverLetterResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { viewer } = currentUser(request);
      return { coverLetter: await library.save(viewer, request.params.id) };
    },
  );

  app.delete(
    '/api/cover-letters/:id',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Delete a letter',
        params: letterParams,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      await library.remove(user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/cover-letters/:id/versions',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: "A letter's earlier texts, newest first",
        params: letterParams,
        response: { 200: coverLetterVersionListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const { id } = request.params;
      // Versions are written with the letter's row (an edit, a restore), which moves the revision.
      return answers.send(
        reply,
        `versions:${user.id}:${id}`,
        { version: `${request.libraryRevision}` },
        async () => ({
          versions: await library.versions(user.id, id),
        }),
      );
    },
  );

  app.post(
    '/api/cover-letters/:id/versions/:versionId/restore',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Make an earlier text the current one again',
        params: pathParams(letterVersionParamsSchema, letterNotFound),
        response: { 200: coverLetterResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { viewer } = currentUser(request);
      return { coverLetter: await library.restore(viewer, request.params.id, request.params.versionId) };
    },
  );

  app.get(
    '/api/cover-letters/:id/export/:format',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Download a letter as a Word document or plain text (Pro)',
        params: pathParams(letterExportParamsSchema, letterNotFound),
        response: {
          200: nonJsonAnswer('The letter as a file (an attachment)', {
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'binary',
            'text/plain': 'text',
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { viewer } = currentUser(request);
      const file = await library.export(viewer, request.params.id, request.params.format);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentHeader(file.filename))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
}
