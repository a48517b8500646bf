import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from './app-error';

/** A row id: a positive integer that fits the databases' 32-bit integer columns. */
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * One route param, parsed with `schema`. A param that does not parse names nothing the user owns:
 * it answers 404 with `notFoundMessage`, like another user's id.
 */
export function routeParam<T>(
  request: FastifyRequest,
  name: string,
  schema: z.ZodType<T>,
  notFoundMessage: string,
): T {
  const parsed = schema.safeParse((request.params as Record<string, unknown> | undefined)?.[name]);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}

/** The row id in the route param `name` (`:id` unless told); 404 with `notFoundMessage` when it is not one. */
export const idParam = (request: FastifyRequest, notFoundMessage: string, name = 'id'): number =>
  routeParam(request, name, idSchema, notFoundMessage);
