import { createSavedResumeSchema, saveDefaultResumeSchema, updateSavedResumeSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../lib/id-param';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/session';
import type { ResumesService } from './resumes.service';

const resumeId = (request: FastifyRequest) => idParam(request, 'Resume not found');

/** Saved resumes (docs/product.md §8): signed-in only; another user's resume answers 404. */
export function registerResumeRoutes(app: FastifyInstance, deps: { resumes: ResumesService }): void {
  const { resumes } = deps;

  app.get('/api/user/resume', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return resumes.getDefault(user.id);
  });

  app.post('/api/user/resume', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const input = parseInput(saveDefaultResumeSchema, request.body);
    return resumes.saveDefault(user.id, input);
  });

  const base = '/api/user/resumes';

  app.get(base, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return { resumes: await resumes.list(user.id) };
  });

  app.post(base, { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    const input = parseInput(createSavedResumeSchema, request.body);
    return reply.status(201).send({ resume: await resumes.create(user.id, input) });
  });

  app.get(`${base}/:id`, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return resumes.get(user.id, resumeId(request));
  });

  app.put(`${base}/:id`, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const id = resumeId(request);
    const input = parseInput(updateSavedResumeSchema, request.body);
    return { resume: await resumes.update(user.id, id, input) };
  });

  app.delete(`${base}/:id`, { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    await resumes.remove(user.id, resumeId(request));
    return reply.status(204).send();
  });
}
