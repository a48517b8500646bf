import {
  changePasswordSchema,
  messageResponseSchema,
  profileSchema,
  userResponseSchema,
} from '@jobpeel/contract';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import { currentUser, requireUser, type SessionCookies } from '../../plugins/session';
import { toUserView } from '../users/user-view';
import type { AccountService } from './account.service';

/** The signed-in user's account (docs/product.md §8): 401 before the body is looked at. */
export function registerAccountRoutes(
  app: RouteApp,
  deps: { account: AccountService; cookies: SessionCookies; now: () => number },
): void {
  const { account, cookies, now } = deps;
  const tags = ['account'];

  app.post(
    '/api/user/profile',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change the email address and username',
        body: profileSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const updated = await account.updateProfile(user, request.body);
      return { user: toUserView(updated, now()) };
    },
  );

  app.post(
    '/api/user/password',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Change the password (ends the other sessions)',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, session } = currentUser(request);
      await account.changePassword(user, session.id, request.body);
      return { message: 'Password updated' };
    },
  );

  app.post(
    '/api/user/delete',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete the account and everything in it',
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      await account.deleteAccount(user.id);
      cookies.clear(reply);
      return { message: 'Account deleted' };
    },
  );
}
