import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from '../lib/route-schemas';
import { requireUser, SESSION_COOKIE } from './session';

/** The viewer; its JSON document is at `${API_DOCS_PATH}/json` (and YAML at `/yaml`). */
export const API_DOCS_PATH = '/api/docs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route schemas (docs/decisions/0026): zod validates request parts and, outside production,
 * checks answers; @fastify/swagger collects every route that declares a schema into an OpenAPI
 * 3 document. Registered before any route, so it sees them all.
 */
export async function registerRouteSchemas(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(options));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description:
          'The JSON API the web app uses. Signed-in calls carry the session cookie that login and ' +
          'registration set. Every call that is not a GET needs a token from GET /api/csrf-token in ' +
          'the X-CSRF-Token header. Failures answer the error envelope.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform(input) {
      // A route without a schema stays out of the document (the test lists those still to describe).
      if (!input.schema) return { schema: { hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      const schema = transformed.schema as { security?: unknown };
      // Read off the route itself: behind requireUser it needs the session cookie, and every
      // method that is not safe needs the CSRF token. `security: []` marks a route that
      // authenticates otherwise (the Stripe webhook's signature).
      const guarded = [input.route.preValidation ?? []].flat().includes(requireUser);
      const declared = input.schema.security ?? (guarded ? [{ session: [] }] : undefined);
      if (declared) schema.security = declared;
      const unsafe = [input.route.method].flat().some((method) => !SAFE_METHODS.has(method));
      if (unsafe && !(declared && declared.length === 0))
        schema.security = (declared ?? [{}]).map((requirement) => ({ ...requirement, csrf: [] }));
      // Each answer is described by its status ('OK', 'Created'), the error envelope by its own.
      const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> })
        .response;
      for (const [status, answer] of Object.entries(responses ?? {}))
        answer['x-response-description'] ??= answer.description ?? STATUS_CODES[status];
      return transformed;
    },
  });
}

/**
 * The document's viewer at /api/docs: swagger-ui's files from the package, served from this
 * origin under the site's Content-Security-Policy. It fetches only the document; no validator
 * badge (swagger-ui would send the document to a public validator).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // Written into swagger-ui's configuration as `validatorUrl: null`: no badge, no call out.
    validatorUrl: false,
    theme: { title: `${PRODUCT_NAME} API` },
    // No top bar: its logo carries an inline <style> the CSP refuses, and its box would load
    // documents from other addresses.
    uiConfig: { deepLinking: true, layout: 'BaseLayout' },
  });
}
