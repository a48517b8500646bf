import { errorEnvelopeSchema, errorMessages } from '@jobpeel/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error';
import { validationError } from './validate';

/**
 * Routes declare their params, querystring, body and answers with the contract's zod schemas
 * (docs/decisions/0026): Fastify validates the request parts before the handler and types
 * `request.body` and the reply from them, and @fastify/swagger builds the OpenAPI document.
 *
 * Declaring a route: take `app: RouteApp`; give it `schema: { tags, summary, params:
 * pathParams(contractSchema, notFoundMessage), querystring, body, response: { 200: viewSchema, ...errorResponses } }` (streams and files:
 * `nonJsonAnswer`); run `requireUser`, and any rate limit that must answer before the input is
 * read, in `preValidation` (the document then lists the session cookie; plugins/openapi.ts); read `request.body`, `request.query` and `request.params`, already
 * validated. test/openapi.test.ts fails for a route without a schema.
 */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Every route's 4xx and 5xx answers: the one error envelope (plugins/errors.ts). */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/**
 * The 2xx answer of a route that streams (server-sent events) or sends a file instead of JSON:
 * documented by content type, never serialised (streams are hijacked, files sent as they are).
 */
export function nonJsonAnswer(description: string, contentTypes: Record<string, 'text' | 'binary'>) {
  const content: Record<string, { schema: z.ZodType<string | Buffer> }> = {};
  for (const [type, kind] of Object.entries(contentTypes))
    content[type] = {
      schema: kind === 'text' ? z.string() : z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
    };
  return { description, content };
}

const notFoundMessages = new WeakMap<z.ZodType, string>();
const describedOnlySchemas = new WeakSet<z.ZodType>();

/**
 * Path parameters. A value that fails the schema names nothing, so it answers 404 with the
 * route's not-found `message`, as an unknown id does, never a 400.
 */
export function pathParams<S extends z.ZodType>(schema: S, message: string = errorMessages.NOT_FOUND): S {
  const own = schema.clone();
  notFoundMessages.set(own, message);
  return own;
}

/**
 * A request part the handler reads itself (a multipart upload, a header checked by a signature):
 * shown in the document, neither validated nor replaced.
 */
export function describedOnly<S extends z.ZodType>(schema: S): S {
  const own = schema.clone();
  describedOnlySchemas.add(own);
  return own;
}

/**
 * Validates a request part with its zod schema. Failures are the errors routes answered before: a
 * 400 VALIDATION_ERROR with one message per field (a missing body reads as `{}`, so each field
 * reports its own message), or a 404 for path parameters.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (describedOnlySchemas.has(schema)) return () => true;
  if (httpPart === 'params') {
    const message = notFoundMessages.get(schema) ?? errorMessages.NOT_FOUND;
    return (data) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: new AppError(404, 'NOT_FOUND', message) };
    };
  }
  return (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error.issues) };
  };
};

/** JSON.stringify, unchecked: production's serialiser, and that of routes that must not depend on the app's. */
export const uncheckedSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** An answer that does not match its declared schema (development and tests only). */
export class ResponseDriftError extends Error {
  constructor(route: string, status: string | undefined, error: z.ZodError) {
    super(`The ${status ?? 'any'} answer of ${route} does not match its schema:\n${z.prettifyError(error)}`);
    this.name = 'ResponseDriftError';
  }
}

/**
 * Serialises answers with JSON.stringify. Outside production the JSON is first checked against
 * the route's response schema, so a test catches a view that drifted from the contract; in
 * production nothing is checked, and the read path pays nothing and never turns a harmless
 * drift into a 500 (docs/decisions/0026).
 */
export function serializerCompiler(options: { production: boolean }): FastifySerializerCompiler<z.ZodType> {
  if (options.production) return uncheckedSerializer;
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const json = JSON.stringify(data);
      checkAnswer(schema, json, `${method} ${url}`, httpStatus);
      return json;
    };
}

/** Throws a ResponseDriftError when `json` (an answer's text) does not match `schema`. */
export function checkAnswer(
  schema: z.ZodType,
  json: string | undefined,
  route: string,
  status?: string,
): void {
  const result = schema.safeParse(json === undefined ? undefined : JSON.parse(json));
  if (!result.success) throw new ResponseDriftError(route, status, result.error);
}
