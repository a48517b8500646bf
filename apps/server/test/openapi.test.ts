/**
 * Route schemas and the OpenAPI document (docs/decisions/0026): the document is served, valid
 * OpenAPI 3 and lists every API route; its viewer loads nothing from elsewhere; validation by
 * the route schemas answers exactly as `parseInput` did.
 */

import { registerSchema } from '@jobpeel/contract';
import { validate as validateOpenApi } from '@readme/openapi-parser';
import Fastify from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorResponses,
  nonJsonAnswer,
  pathParams,
  ResponseDriftError,
  type RouteApp,
  serializerCompiler,
} from '../src/lib/route-schemas';
import { validationError } from '../src/lib/validate';
import { registerErrorHandling } from '../src/plugins/errors';
import { registerRouteSchemas } from '../src/plugins/openapi';
import { databaseKind, newUserInput, registerUser, TestClient, useTestApp } from './build-test-app';

const t = useTestApp();

/** The viewer's own routes: served, not described. */
const VIEWER_ROUTES = [
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

async function documentOf(): Promise<OpenAPIV3.Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

/** 'METHOD /path' of every operation, with the route's `:name` for OpenAPI's `{name}`. */
function operationsOf(document: OpenAPIV3.Document): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
}

describe(`the OpenAPI document on ${databaseKind}`, () => {
  it('is served at /api/docs/json and validates as OpenAPI 3', async () => {
    const document = await documentOf();
    expect(document.openapi).toMatch(/^3\./);
    const result = await validateOpenApi(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.');
  });

  it('describes every API route the app registers, except the viewer’s own', async () => {
    const documented = new Set(operationsOf(await documentOf()));
    const apiRoutes = t.app.routeTable.filter(
      (route) => / \/api\//.test(route) && !route.startsWith('HEAD '),
    );
    const listed = new Set(VIEWER_ROUTES);

    expect(apiRoutes.filter((route) => !documented.has(route) && !listed.has(route))).toEqual([]);
    // The list names real routes, and none that the document already describes.
    expect([...listed].filter((route) => !apiRoutes.includes(route))).toEqual([]);
    expect([...listed].filter((route) => documented.has(route))).toEqual([]);
    // Everything described is a route (the probes outside /api included).
    expect([...documented].filter((route) => !t.app.routeTable.includes(route))).toEqual([]);
    expect(documented.size).toBe(apiRoutes.length - listed.size + 2);
  });

  it('gives every operation a summary, an answer and the error envelope; signed-in and unsafe calls say so', async () => {
    const document = await documentOf();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(
          Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)),
          where,
        ).toBe(true);
        if (path.startsWith('/api/')) expect(Object.keys(operation.responses), where).toContain('4XX');
        const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        if (method !== 'get' && path !== '/api/stripe/webhook') expect(schemes, where).toContain('csrf');
      }
    }
    expect(document.paths['/api/user/profile']?.post?.security).toEqual([{ session: [], csrf: [] }]);
    expect(document.paths['/api/analytics']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/stripe/webhook']?.post?.security).toEqual([]);
  });
});

describe(`the document viewer on ${databaseKind}`, () => {
  it('answers /api/docs with HTML that loads only files of this origin, under the site CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");

    const references = [...response.body.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(references.length).toBeGreaterThanOrEqual(4);
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const reference of references) {
      expect(reference, reference).toMatch(/^\/(?!\/)/);
      const asset = await t.app.inject({ method: 'GET', url: reference });
      expect(asset.statusCode, reference).toBe(200);
    }
  });

  it('configures swagger-ui to fetch the document from here and nothing else (no validator badge)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('validatorUrl: null');
    expect(response.body).toContain("url: resolveUrl('./json')");
  });
});

describe(`validation by route schemas on ${databaseKind}`, () => {
  it('answers the same 400 envelope as parseInput: first message, one message per field', async () => {
    const client = new TestClient(t.app);
    const input = { ...newUserInput(), email: 'not-an-email', username: 'x' };
    const response = await client.post('/api/register', input);
    expect(response.statusCode).toBe(400);
    const parsed = registerSchema.safeParse(input);
    const expected = validationError(parsed.error!.issues);
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'VALIDATION_ERROR',
      fields: {
        email: 'Please enter a valid email address',
        username: 'Username must be at least 3 characters',
      },
      requestId: expect.any(String),
    });
    expect(response.json()).toMatchObject({ message: expected.message, fields: expected.fields });
  });

  it('reads a missing body as {} (each field its own message); CSRF, then 401, come before validation', async () => {
    const client = new TestClient(t.app);
    const token = await client.csrfToken();
    const empty = await client.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-csrf-token': token },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { email: 'Please enter a valid email address', password: 'Password is required' },
    });

    const signedOut = await client.post('/api/user/profile', { email: 'bad', username: '' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    // The CSRF check still comes first of all.
    const forged = await client.request({
      method: 'POST',
      url: '/api/user/profile',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'bad' }),
    });
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'CSRF_INVALID']);
  });

  it('answers 404 with the route’s message to a path parameter that cannot exist', async () => {
    const blog = await t.app.inject({ method: 'GET', url: '/api/blog/Not_A_Slug' });
    expect(blog.statusCode).toBe(404);
    expect(blog.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Article Not Found' });

    const { client } = await registerUser(t.app);
    const session = await client.get('/api/billing/test-sessions/not.an.id');
    expect(session.statusCode).toBe(404);
    expect(session.json()).toMatchObject({ message: 'This test billing session was not found.' });
    expect(session.headers['cache-control']).toBe('no-store');
  });
});

describe('response checks', () => {
  const route = { schema: z.object({ name: z.string() }), method: 'GET', url: '/api/x', httpStatus: '200' };

  it('outside production, refuses an answer that drifted from its schema', () => {
    const serialize = serializerCompiler({ production: false })(route);
    expect(serialize({ name: 'Ada' })).toBe('{"name":"Ada"}');
    expect(() => serialize({ name: 42 })).toThrow(ResponseDriftError);
  });

  it('in production, serialises without checking', () => {
    const serialize = serializerCompiler({ production: true })(route);
    expect(serialize({ name: 42, extra: true })).toBe('{"name":42,"extra":true}');
  });
});

describe('answers that are not JSON', () => {
  it('are documented by content type and sent as they are: a file, and a hijacked event stream', async () => {
    const app: RouteApp = Fastify({ logger: false });
    registerErrorHandling(app);
    await registerRouteSchemas(app, { production: false });
    const params = pathParams(z.object({ id: z.coerce.number().int().positive() }), 'No such file');
    app.get(
      '/api/files/:id',
      {
        schema: {
          summary: 'A file',
          params,
          response: {
            200: nonJsonAnswer('The file', { 'application/octet-stream': 'binary' }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) =>
        reply.type('application/octet-stream').send(Buffer.from(`file ${request.params.id}`)),
    );
    app.post(
      '/api/files/:id/events',
      {
        schema: {
          summary: 'Events',
          params,
          response: {
            200: nonJsonAnswer('Progress, then done', { 'text/event-stream': 'text' }),
            ...errorResponses,
          },
        },
      },
      async (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.end('event: done\ndata: {}\n\n');
      },
    );
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/files/7' })).body).toBe('file 7');
      expect((await app.inject({ method: 'POST', url: '/api/files/7/events' })).body).toBe(
        'event: done\ndata: {}\n\n',
      );
      const missing = await app.inject({ method: 'GET', url: '/api/files/x' });
      expect([missing.statusCode, missing.json().message]).toEqual([404, 'No such file']);

      const document = app.swagger() as OpenAPIV3.Document;
      const file = document.paths['/api/files/{id}']?.get?.responses['200'] as OpenAPIV3.ResponseObject;
      expect(file.content).toEqual({
        'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
      });
      const events = document.paths['/api/files/{id}/events']?.post?.responses as Record<
        string,
        OpenAPIV3.ResponseObject
      >;
      expect(Object.keys(events['200']?.content ?? {})).toEqual(['text/event-stream']);
      expect(Object.keys(events['4XX']?.content ?? {})).toEqual(['application/json']);
      expect((await validateOpenApi(structuredClone(document) as never)).valid).toBe(true);
    } finally {
      await app.close();
    }
  });
});
