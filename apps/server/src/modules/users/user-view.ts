import { USERNAME_CHANGE_INTERVAL_DAYS, type User } from '@jobpeel/contract';
import type { UserRow } from '../../db/schema';
import { DAY_MS, toIso, utcDay } from '../../lib/time';

/** The public shape of a user (contract `User`): never the password hash or internal columns. */
export function toUserView(row: UserRow, now: number): User {
  const nextChange =
    row.username_changed_at == null ? null : row.username_changed_at + USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS;
  const today = utcDay(now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    subscriptionStatus: row.subscription_status,
    subscriptionPeriodEnd: toIso(row.subscription_period_end),
    subscriptionCancelAtPeriodEnd: row.subscription_cancel_at_period_end === 1,
    // The stored count belongs to the UTC day it was counted on; on a new day it reads as 0.
    dailyCoverLetterCount: row.daily_count_day === today ? row.daily_cover_letter_count : 0,
    bonusCoverLetters: row.bonus_cover_letters,
    usernameChangedAt: toIso(row.username_changed_at),
    nextUsernameChangeAt: nextChange != null && nextChange > now ? toIso(nextChange) : null,
    createdAt: toIso(row.created_at)!,
  };
}
