import {
  type ChangePasswordInput,
  errorMessages,
  type ProfileInput,
  USERNAME_CHANGE_INTERVAL_DAYS,
} from '@jobpeel/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/time';
import { emailTaken, mapUniqueViolation, usernameTaken } from '../auth/auth.service';
import type { PasswordHasher } from '../auth/password-hasher';
import { passwordPolicyViolation } from '../auth/password-policy';
import type { SessionsRepository } from '../auth/sessions.repository';
import type { UsersRepository } from '../users/users.repository';
import type { AccountRepository } from './account.repository';

export interface AccountServiceDeps {
  db: Db;
  /** What the account owns besides the user row (account.repository.ts lists it). */
  accounts: AccountRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  now: () => number;
  /** Ends the user's paid subscription at once; throws (and the account stays) if that fails. */
  cancelSubscription?: (userId: number) => Promise<void>;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, accounts, users, sessions, hasher, now, cancelSubscription } = deps;

  return {
    async updateProfile(user: UserRow, input: ProfileInput): Promise<UserRow> {
      const at = now();
      const usernameChanges = input.username !== user.username;
      if (usernameChanges && user.username_changed_at != null) {
        const nextAllowed = user.username_changed_at + USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS;
        if (at < nextAllowed) {
          const date = new Date(nextAllowed).toLocaleDateString('en-US', {
            month: 'long',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          });
          const message = `You can change your username only once every ${USERNAME_CHANGE_INTERVAL_DAYS} days. You can change it again on ${date}.`;
          throw new AppError(400, 'USERNAME_CHANGE_TOO_SOON', message, { username: message });
        }
      }
      try {
        return await db.transaction().execute(async (tx) => {
          if (input.email !== user.email) {
            const owner = await users.findByEmail(tx, input.email);
            if (owner && owner.id !== user.id) throw emailTaken();
          }
          if (usernameChanges) {
            const owner = await users.findByUsername(tx, input.username);
            if (owner && owner.id !== user.id) throw usernameTaken();
          }
          const updated = await users.update(tx, user.id, {
            email: input.email,
            username: input.username,
            username_normalized: input.username.toLowerCase(),
            ...(usernameChanges ? { username_changed_at: at } : {}),
            updated_at: at,
          });
          return updated!;
        });
      } catch (error) {
        throw mapUniqueViolation(error);
      }
    },

    /** Changes the password and ends every other session of the user; the current one stays. */
    async changePassword(user: UserRow, currentSessionId: number, input: ChangePasswordInput): Promise<void> {
      if (!(await hasher.verify(user.password_hash, input.currentPassword))) {
        throw new AppError(400, 'WRONG_PASSWORD', errorMessages.WRONG_PASSWORD, {
          currentPassword: errorMessages.WRONG_PASSWORD,
        });
      }
      const violation = passwordPolicyViolation(input.newPassword, {
        email: user.email,
        username: user.username,
      });
      if (violation) throw new AppError(400, 'WEAK_PASSWORD', violation, { newPassword: violation });
      const passwordHash = await hasher.hash(input.newPassword);
      await db.transaction().execute(async (tx) => {
        await users.update(tx, user.id, { password_hash: passwordHash, updated_at: now() });
        await sessions.deleteForUser(tx, user.id, currentSessionId);
      });
    },

    /** Removes the account and everything it owns in one transaction: never half-deleted. */
    async deleteAccount(userId: number): Promise<void> {
      // Before deleting: an account must never disappear while its subscription keeps billing.
      await cancelSubscription?.(userId);
      await db.transaction().execute(async (tx) => {
        await accounts.deleteOwnedData(tx, userId);
        await users.delete(tx, userId);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
