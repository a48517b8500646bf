import { presetInputSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../lib/id-param';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/session';
import type { PresetsService } from './presets.service';

const presetId = (request: FastifyRequest) => idParam(request, 'Preset not found');

/** Settings presets (docs/product.md §8): signed-in only; the list answers 401 when signed out. */
export function registerPresetRoutes(app: FastifyInstance, deps: { presets: PresetsService }): void {
  const { presets } = deps;
  const base = '/api/cover-letter-presets';

  app.get(base, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return { presets: await presets.list(user.id) };
  });

  app.post(base, { preHandler: requireUser }, async (request, reply) => {
    const { viewer } = currentUser(request);
    const input = parseInput(presetInputSchema, request.body);
    return reply.status(201).send({ preset: await presets.create(viewer, input) });
  });

  app.get(`${base}/:id`, { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    return { preset: await presets.get(user.id, presetId(request)) };
  });

  app.put(`${base}/:id`, { preHandler: requireUser }, async (request) => {
    const { viewer } = currentUser(request);
    const id = presetId(request);
    const input = parseInput(presetInputSchema, request.body);
    return { preset: await presets.update(viewer, id, input) };
  });

  app.delete(`${base}/:id`, { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    await presets.remove(user.id, presetId(request));
    return reply.status(204).send();
  });
}
