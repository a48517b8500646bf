import type { ReferralStatus } from '@jobpeel/contract';
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { ReferralRow, ReferralsTable } from '../../db/schema';
import { lockUserRow } from '../users/users.repository';

export interface ReferralStats {
  total: number;
  pending: number;
  completed: number;
}

export interface ReferralOwner {
  id: number;
  email: string;
  created_at: number;
  referral_code: string | null;
  referral_code_refreshed_at: number | null;
}

const ownerColumns = [
  'id',
  'email',
  'created_at',
  'referral_code',
  'referral_code_refreshed_at',
] as const satisfies readonly (keyof ReferralOwner)[];

export function createReferralsRepository() {
  return {
    findOwner: (db: DbOrTx, userId: number): Promise<ReferralOwner | undefined> =>
      db.selectFrom('users').select(ownerColumns).where('id', '=', userId).executeTakeFirst(),

    /** Codes are stored upper-case; the caller upper-cases what the user typed. */
    findOwnerByCode: (db: DbOrTx, code: string): Promise<ReferralOwner | undefined> =>
      db.selectFrom('users').select(ownerColumns).where('referral_code', '=', code).executeTakeFirst(),

    /** Gives a user their first code; false when they already had one (a concurrent request won). */
    async assignFirstCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ referral_code: code })
        .where('id', '=', userId)
        .where('referral_code', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Replaces the code only if the last refresh (or the account's creation) is at or before
     * `dueBefore`: one conditional UPDATE, so two refreshes at once cannot both pass.
     */
    async refreshCode(db: DbOrTx, userId: number, code: string, at: number, dueBefore: number) {
      const result = await db
        .updateTable('users')
        .set({ referral_code: code, referral_code_refreshed_at: at })
        .where('id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('referral_code_refreshed_at', '<=', dueBefore),
            eb.and([eb('referral_code_refreshed_at', 'is', null), eb('created_at', '<=', dueBefore)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setReferredBy(db: DbOrTx, userId: number, referrerId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ referred_by_user_id: referrerId })
        .where('id', '=', userId)
        .execute();
    },

    /** True when the referrer ever signed in or registered in the browser that holds `deviceId`. */
    async referrerUsedDevice(db: DbOrTx, referrerId: number, deviceId: string): Promise<boolean> {
      const row = await db
        .selectFrom('fingerprints')
        .select('id')
        .where('user_id', '=', referrerId)
        .where('device_id', '=', deviceId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when the user ever signed in from a browser that sent a device id. */
    async hasDeviceId(db: DbOrTx, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('fingerprints')
        .select('id')
        .where('user_id', '=', userId)
        .where('device_id', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * True when the two accounts were ever used in the same browser (the same device id). The
     * hardware hash is not compared: two people with the same laptop model share it.
     */
    async shareDevice(db: DbOrTx, userA: number, userB: number): Promise<boolean> {
      const row = await db
        .selectFrom('fingerprints as a')
        .innerJoin('fingerprints as b', 'b.device_id', 'a.device_id')
        .select('a.id')
        .where('a.user_id', '=', userA)
        .where('b.user_id', '=', userB)
        .where('a.device_id', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    list: (db: DbOrTx, referrerId: number, status: ReferralStatus | null): Promise<ReferralRow[]> => {
      let query = db.selectFrom('referrals').selectAll().where('referrer_id', '=', referrerId);
      if (status) query = query.where('status', '=', status);
      return query.orderBy('sent_at', 'desc').orderBy('id', 'desc').execute();
    },

    async stats(db: DbOrTx, referrerId: number): Promise<ReferralStats> {
      const rows = await db
        .selectFrom('referrals')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('referrer_id', '=', referrerId)
        .groupBy('status')
        .execute();
      const count = (status: ReferralStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return {
        total: rows.reduce((sum, r) => sum + Number(r.n), 0),
        pending: count('pending'),
        completed: count('completed'),
      };
    },

    findByEmail: (db: DbOrTx, referrerId: number, email: string): Promise<ReferralRow | undefined> =>
      db
        .selectFrom('referrals')
        .selectAll()
        .where('referrer_id', '=', referrerId)
        .where('email', '=', email)
        .executeTakeFirst(),

    insert: (db: DbOrTx, referral: Insertable<ReferralsTable>): Promise<ReferralRow> =>
      db.insertInto('referrals').values(referral).returningAll().executeTakeFirstOrThrow(),

    /** Inserts unless (referrer, email) exists already; undefined in that case. */
    insertIfAbsent: (db: DbOrTx, referral: Insertable<ReferralsTable>): Promise<ReferralRow | undefined> =>
      db
        .insertInto('referrals')
        .values(referral)
        .onConflict((oc) => oc.columns(['referrer_id', 'email']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    /** Links a new account to the referrer's pending invitation for its email, if there is one. */
    async linkInvite(
      db: DbOrTx,
      referrerId: number,
      email: string,
      invitedUserId: number,
      selfReferral: boolean,
    ): Promise<boolean> {
      const result = await db
        .updateTable('referrals')
        .set({ invited_user_id: invitedUserId, self_referral: selfReferral ? 1 : 0 })
        .where('referrer_id', '=', referrerId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('invited_user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    hasPendingForInvitee: async (db: DbOrTx, invitedUserId: number): Promise<boolean> =>
      (await db
        .selectFrom('referrals')
        .select('id')
        .where('invited_user_id', '=', invitedUserId)
        .where('status', '=', 'pending')
        .executeTakeFirst()) !== undefined,

    /**
     * Claims the invitee's pending referral: the one conditional UPDATE that decides which
     * request completes it. Undefined when there is none or another request got there first.
     */
    markCompleted: (db: DbOrTx, invitedUserId: number, at: number) =>
      db
        .updateTable('referrals')
        .set({ status: 'completed', completed_at: at })
        .where('invited_user_id', '=', invitedUserId)
        .where('status', '=', 'pending')
        .returning(['id', 'referrer_id', 'email', 'self_referral'])
        .executeTakeFirst(),

    /** Row-locks the users (lockUserRow), always in id order so two transactions never wait on each other in a cycle. */
    async lockUsers(db: DbOrTx, userIds: number[]): Promise<void> {
      for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await lockUserRow(db, id);
    },

    async referrerBonusSince(db: DbOrTx, referrerId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('referrals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('referrer_bonus'), eb.lit(0)).as('awarded'))
        .where('referrer_id', '=', referrerId)
        .where('completed_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.awarded);
    },

    async addBonusLetters(db: DbOrTx, userId: number, letters: number): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ bonus_cover_letters: eb('bonus_cover_letters', '+', letters) }))
        .where('id', '=', userId)
        .execute();
    },

    async recordOutcome(
      db: DbOrTx,
      referralId: number,
      outcome: { selfReferral: boolean; referrerBonus: number; inviteeBonus: number },
    ): Promise<void> {
      await db
        .updateTable('referrals')
        .set({
          self_referral: outcome.selfReferral ? 1 : 0,
          referrer_bonus: outcome.referrerBonus,
          invitee_bonus: outcome.inviteeBonus,
        })
        .where('id', '=', referralId)
        .execute();
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
