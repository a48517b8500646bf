import type { User } from '@jobpeel/contract';
import { readStorage, writeStorage } from '@/lib/storage';

/** How long after registering a look at the dashboard can still be the first one. */
export const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

const greetedKey = (userId: number) => `jobpeel:greeted:${userId}`;

/**
 * Whether this is the user's first visit: an account made in the last day that this browser has not
 * greeted yet. The age keeps a long-standing user on a new device from being welcomed as new.
 */
export function isFirstVisit(user: Pick<User, 'id' | 'createdAt'>, now: number = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  if (!Number.isFinite(created) || now - created > NEW_ACCOUNT_WINDOW_MS) return false;
  return readStorage('local', greetedKey(user.id)) === null;
}

/** Remembers that this browser has greeted the user, so the next visit is a return. */
export function markGreeted(userId: number): void {
  writeStorage('local', greetedKey(userId), '1');
}
