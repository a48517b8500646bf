import { createSavedResumeSchema, saveDefaultResumeSchema, updateSavedResumeSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/session';
import { type ResumesService, toResumeBody, toResumeListItem, toSavedResumeView } from './resumes.service';

const resumeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function resumeId(request: FastifyRequest): number {
  const parsed = resumeParams.safeParse(request.params);
  if (!parsed.success) throw notFound('Resume not found');
  return parsed.data.id;
}

/** Saved resumes (docs/product.md §8): signed-in only; another user's resume answers 404. */
export function registerResumeRoutes(app: FastifyInstance, deps: { resumes: ResumesService }): void {
  const { resumes } = deps;

  app.get('/api/user/resume', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return toResumeBody(await resumes.getDefault(user.id));
  });

  app.post('/api/user/resume', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const input = parseInput(saveDefaultResumeSchema, request.body);
    return toResumeBody(await resumes.saveDefault(user.id, input));
  });

  const base = '/api/user/resumes';

  app.get(base, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return { resumes: (await resumes.list(user.id)).map(toResumeListItem) };
  });

  app.post(base, { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    const input = parseInput(createSavedResumeSchema, request.body);
    return reply.status(201).send({ resume: toResumeListItem(await resumes.create(user.id, input)) });
  });

  app.get(`${base}/:id`, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return toSavedResumeView(await resumes.get(user.id, resumeId(request)));
  });

  app.put(`${base}/:id`, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const id = resumeId(request);
    const input = parseInput(updateSavedResumeSchema, request.body);
    return { resume: toResumeListItem(await resumes.update(user.id, id, input)) };
  });

  app.delete(`${base}/:id`, { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    await resumes.remove(user.id, resumeId(request));
    return reply.status(204).send();
  });
}
