import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyResetCodeSchema,
} from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/validate';
import type { RateLimits } from '../../plugins/rate-limit';
import { requireUser, type SessionCookies } from '../../plugins/session';
import { toUserView } from '../users/user-view';
import type { AuthService, ClientMeta } from './auth.service';

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; cookies: SessionCookies; limits: RateLimits; now: () => number },
): void {
  const { auth, cookies, limits, now } = deps;

  // Always a few hundred bytes, under the compression threshold: skip the compression hooks.
  app.get('/api/user', { compress: false }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // 401 through the shared error envelope: the web app reads it as 'signed out'.
    await requireUser(request);
    return toUserView(request.user!, now());
  });

  app.post('/api/register', async (request, reply) => {
    await limits.hit('registerIp', request);
    const input = parseInput(registerSchema, request.body);
    const { user, session } = await auth.register(input, clientMeta(request));
    cookies.set(reply, session);
    return reply.status(201).send({ user: toUserView(user, now()) });
  });

  app.post('/api/login', async (request, reply) => {
    await limits.hit('loginIp', request);
    const input = parseInput(loginSchema, request.body);
    await limits.hit('loginAccount', request, input.email);
    const { user, session } = await auth.login(input, clientMeta(request), cookies.read(request));
    cookies.set(reply, session);
    return { user: toUserView(user, now()) };
  });

  app.post('/api/logout', async (request, reply) => {
    await auth.logout(cookies.read(request));
    cookies.clear(reply);
    return { message: 'Logged out' };
  });

  app.post('/api/auth/forgot-password', async (request) => {
    await limits.hit('forgotIp', request);
    const { email } = parseInput(forgotPasswordSchema, request.body);
    await limits.hit('forgotAccount', request, email);
    return auth.forgotPassword(email);
  });

  app.post('/api/auth/verify-reset-code', async (request) => {
    await limits.hit('verifyIp', request);
    const { email, code } = parseInput(verifyResetCodeSchema, request.body);
    await limits.hit('verifyAccount', request, email);
    return auth.verifyResetCode(email, code);
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    await limits.hit('resetIp', request);
    const { email, code, password } = parseInput(resetPasswordSchema, request.body);
    await limits.hit('resetAccount', request, email);
    const result = await auth.resetPassword(email, code, password);
    // Every session ended, the browser's included.
    cookies.clear(reply);
    return result;
  });
}
