import {
  idParamsSchema,
  noContentSchema,
  presetInputSchema,
  presetListSchema,
  presetResponseSchema,
} from '@jobpeel/contract';
import type { AnswerCache } from '../../lib/answer-cache';
import { errorResponses, pathParams, type RouteApp } from '../../lib/route-schemas';
import { currentUser, signedInRoute } from '../../plugins/session';
import type { PresetsService } from './presets.service';

const presetParams = pathParams(idParamsSchema, 'Preset not found');

/** Settings presets (docs/product.md §8): signed-in only; the list answers 401 when signed out. */
export function registerPresetRoutes(
  app: RouteApp,
  deps: { presets: PresetsService; answers: AnswerCache },
): void {
  const { presets, answers } = deps;
  const base = '/api/cover-letter-presets';
  const tags = ['presets'];

  app.get(
    base,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: "The user's settings presets",
        response: { 200: presetListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      return answers.send(reply, `presets:${user.id}`, { dataStamp: true }, async () => ({
        presets: await presets.list(user.id),
      }));
    },
  );

  app.post(
    base,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Save a settings preset',
        body: presetInputSchema,
        response: { 201: presetResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { viewer } = currentUser(request);
      return reply.status(201).send({ preset: await presets.create(viewer, request.body) });
    },
  );

  app.get(
    `${base}/:id`,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'One settings preset',
        params: presetParams,
        response: { 200: presetResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const { id } = request.params;
      return answers.send(reply, `preset:${user.id}:${id}`, { dataStamp: true }, async () => ({
        preset: await presets.get(user.id, id),
      }));
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Replace a settings preset',
        params: presetParams,
        body: presetInputSchema,
        response: { 200: presetResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { viewer } = currentUser(request);
      return { preset: await presets.update(viewer, request.params.id, request.body) };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...signedInRoute,
      schema: {
        tags,
        summary: 'Delete a settings preset',
        params: presetParams,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      await presets.remove(user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
