import { changePasswordSchema, profileSchema } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser, type SessionCookies } from '../../plugins/session';
import { toUserView } from '../users/user-view';
import type { AccountService } from './account.service';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { account: AccountService; cookies: SessionCookies; now: () => number },
): void {
  const { account, cookies, now } = deps;

  app.post('/api/user/profile', { preHandler: requireUser }, async (request) => {
    const { user } = currentUser(request);
    const input = parseInput(profileSchema, request.body);
    const updated = await account.updateProfile(user, input);
    return { user: toUserView(updated, now()) };
  });

  app.post('/api/user/password', { preHandler: requireUser }, async (request) => {
    const { user, session } = currentUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    await account.changePassword(user, session.id, input);
    return { message: 'Password updated' };
  });

  app.post('/api/user/delete', { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentUser(request);
    await account.deleteAccount(user.id);
    cookies.clear(reply);
    return { message: 'Account deleted' };
  });
}
