import {
  createSavedResumeSchema,
  idParamsSchema,
  noContentSchema,
  resumeBodySchema,
  saveDefaultResumeSchema,
  savedResumeItemResponseSchema,
  savedResumeListSchema,
  savedResumeSchema,
  updateSavedResumeSchema,
} from '@jobpeel/contract';
import type { AnswerCache } from '../../lib/answer-cache';
import { errorResponses, pathParams, type RouteApp } from '../../lib/route-schemas';
import { currentUser, signedInRoute } from '../../plugins/session';
import type { ResumesService } from './resumes.service';

const resumeParams = pathParams(idParamsSchema, 'Resume not found');

/** Saved resumes (docs/product.md §8): signed-in only; another user's resume answers 404. */
export function registerResumeRoutes(
  app: RouteApp,
  deps: { resumes: ResumesService; answers: AnswerCache },
): void {
  const { resumes, answers } = deps;
  const tags = ['resumes'];

  app.get(
    '/api/user/resume',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: "The default resume's text and sections (all empty when none is saved)",
        response: { 200: resumeBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      return answers.send(reply, `resume:${user.id}`, { dataStamp: true }, () => resumes.getDefault(user.id));
    },
  );

  app.post(
    '/api/user/resume',
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Save the default resume',
        body: saveDefaultResumeSchema,
        response: { 200: resumeBodySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return resumes.saveDefault(user.id, request.body);
    },
  );

  const base = '/api/user/resumes';

  app.get(
    base,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: "The user's named resumes, newest first",
        response: { 200: savedResumeListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      return answers.send(reply, `resumes:${user.id}`, { dataStamp: true }, async () => ({
        resumes: await resumes.list(user.id),
      }));
    },
  );

  app.post(
    base,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Save a named resume',
        body: createSavedResumeSchema,
        response: { 201: savedResumeItemResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      return reply.status(201).send({ resume: await resumes.create(user.id, request.body) });
    },
  );

  app.get(
    `${base}/:id`,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'One named resume: its name, text and sections',
        params: resumeParams,
        response: { 200: savedResumeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const { id } = request.params;
      return answers.send(reply, `resume:${user.id}:${id}`, { dataStamp: true }, () =>
        resumes.get(user.id, id),
      );
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Rename a named resume, and optionally replace its text and sections',
        params: resumeParams,
        body: updateSavedResumeSchema,
        response: { 200: savedResumeItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return { resume: await resumes.update(user.id, request.params.id, request.body) };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Delete a named resume',
        params: resumeParams,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      await resumes.remove(user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
