import {
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  userResponseSchema,
  userSchema,
  verifyResetCodeSchema,
} from '@jobpeel/contract';
import type { FastifyRequest } from 'fastify';
import { authRequired } from '../../lib/app-error';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import type { RateLimits } from '../../plugins/rate-limit';
import type { SessionCookies } from '../../plugins/session';
import { toUserView } from '../users/user-view';
import type { AuthService, ClientMeta } from './auth.service';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * Accounts and sessions (docs/product.md §8). The per-address limits count every attempt, valid
 * or not, so they run in preValidation, before the body is validated; the per-account ones need
 * the validated email and run in the handler.
 */
export function registerAuthRoutes(
  app: RouteApp,
  deps: { auth: AuthService; cookies: SessionCookies; limits: RateLimits; now: () => number },
): void {
  const { auth, cookies, limits, now } = deps;
  const tags = ['auth'];

  // Always a few hundred bytes, under the compression threshold: skip the compression hooks.
  app.get(
    '/api/user',
    {
      compress: false,
      schema: {
        tags,
        summary: 'The signed-in user (401 when signed out)',
        // The 401 is decided in the handler, after no-store is set, so the document cannot read it
        // off the route: the session cookie is declared here.
        security: [{ session: [] }],
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // 401 through the shared error envelope: the web app reads it as 'signed out'.
      if (!request.user) throw authRequired();
      return toUserView(request.user, now());
    },
  );

  app.post(
    '/api/register',
    {
      preValidation: (request) => limits.hit('registerIp', request),
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, session } = await auth.register(request.body, clientMeta(request));
      cookies.set(reply, session);
      return reply.status(201).send({ user: toUserView(user, now()) });
    },
  );

  app.post(
    '/api/login',
    {
      preValidation: (request) => limits.hit('loginIp', request),
      schema: {
        tags,
        summary: 'Sign in',
        body: loginSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await limits.hit('loginAccount', request, request.body.email);
      const { user, session } = await auth.login(request.body, clientMeta(request), cookies.read(request));
      cookies.set(reply, session);
      return { user: toUserView(user, now()) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags, summary: 'Sign out', response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      await auth.logout(cookies.read(request));
      cookies.clear(reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      preValidation: (request) => limits.hit('forgotIp', request),
      schema: {
        tags,
        summary: 'Email a password reset code',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limits.hit('forgotAccount', request, email);
      return auth.forgotPassword(email);
    },
  );

  app.post(
    '/api/auth/verify-reset-code',
    {
      preValidation: (request) => limits.hit('verifyIp', request),
      schema: {
        tags,
        summary: 'Check a password reset code',
        body: verifyResetCodeSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      await limits.hit('verifyAccount', request, email);
      return auth.verifyResetCode(email, code);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preValidation: (request) => limits.hit('resetIp', request),
      schema: {
        tags,
        summary: 'Set a new password with a reset code (ends every session)',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, code, password } = request.body;
      await limits.hit('resetAccount', request, email);
      const result = await auth.resetPassword(email, code, password);
      // Every session ended, the browser's included.
      cookies.clear(reply);
      return result;
    },
  );
}
