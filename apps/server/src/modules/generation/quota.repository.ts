import type { DbOrTx } from '../../db/client';
import type { ProcessIdentity } from '../../lib/process-identity';
import { DAY_MS, utcDay } from '../../lib/time';

export interface QuotaLimits {
  daily: number | null;
  weekly: number | null;
}

export interface Reservation {
  ledgerId: number;
  usedBonus: boolean;
}

/**
 * Letter quotas, held atomically in the database so they survive concurrent requests and
 * several processes: a slot is reserved by one conditional UPDATE ... RETURNING before the
 * model runs, and refunded exactly once if the generation fails.
 */
export function createQuotaRepository() {
  /** Takes one slot of today's count if the limit allows it; the UPDATE also locks the user row. */
  async function takeDailySlot(
    tx: DbOrTx,
    userId: number,
    today: string,
    limit: number | null,
  ): Promise<boolean> {
    let query = tx
      .updateTable('users')
      .set((eb) => ({
        daily_cover_letter_count: eb
          .case()
          .when('daily_count_day', '=', today)
          .then(eb('daily_cover_letter_count', '+', 1))
          .else(1)
          .end(),
        daily_count_day: today,
      }))
      .where('id', '=', userId);
    if (limit !== null) {
      query = query.where((eb) =>
        eb.or([
          eb('daily_count_day', 'is', null),
          eb('daily_count_day', '!=', today),
          eb('daily_cover_letter_count', '<', limit),
        ]),
      );
    }
    const row = await query.returning('daily_cover_letter_count').executeTakeFirst();
    return row !== undefined;
  }

  async function releaseDailySlot(tx: DbOrTx, userId: number, day: string): Promise<void> {
    await tx
      .updateTable('users')
      .set((eb) => ({ daily_cover_letter_count: eb('daily_cover_letter_count', '-', 1) }))
      .where('id', '=', userId)
      .where('daily_count_day', '=', day)
      .where('daily_cover_letter_count', '>', 0)
      .execute();
  }

  async function lettersThisWeek(tx: DbOrTx, userId: number, now: number): Promise<number> {
    const row = await tx
      .selectFrom('generation_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', now - 7 * DAY_MS)
      .where('status', '!=', 'refunded')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function takeBonus(tx: DbOrTx, userId: number): Promise<boolean> {
    const row = await tx
      .updateTable('users')
      .set((eb) => ({ bonus_cover_letters: eb('bonus_cover_letters', '-', 1) }))
      .where('id', '=', userId)
      .where('bonus_cover_letters', '>', 0)
      .returning('bonus_cover_letters')
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    /**
     * Reserves one letter: a daily slot while the plan's daily (and rolling weekly) limit allows,
     * else one bonus letter. Null when neither is left. Call inside a transaction.
     */
    async reserve(
      tx: DbOrTx,
      userId: number,
      limits: QuotaLimits,
      now: number,
      owner: ProcessIdentity,
    ): Promise<Reservation | null> {
      const today = utcDay(now);
      let usedBonus = false;
      if (await takeDailySlot(tx, userId, today, limits.daily)) {
        // The UPDATE above holds the user's row lock, so this count cannot race another reservation.
        if (limits.weekly !== null && (await lettersThisWeek(tx, userId, now)) >= limits.weekly) {
          await releaseDailySlot(tx, userId, today);
          if (!(await takeBonus(tx, userId))) return null;
          usedBonus = true;
        }
      } else if (await takeBonus(tx, userId)) {
        usedBonus = true;
      } else {
        return null;
      }
      const ledger = await tx
        .insertInto('generation_ledger')
        .values({
          user_id: userId,
          day: today,
          used_bonus: usedBonus ? 1 : 0,
          status: 'reserved',
          created_at: now,
          owner_instance: owner.instance,
          owner_boot_id: owner.bootId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ledgerId: ledger.id, usedBonus };
    },

    async complete(db: DbOrTx, ledgerId: number): Promise<void> {
      await db
        .updateTable('generation_ledger')
        .set({ status: 'completed' })
        .where('id', '=', ledgerId)
        .execute();
    },

    /** Reservations still open that were made before `before` (see GENERATION_ABANDONED_AFTER_MS). */
    async listOpenBefore(db: DbOrTx, before: number, limit = 500): Promise<number[]> {
      const rows = await db
        .selectFrom('generation_ledger')
        .select('id')
        .where('status', '=', 'reserved')
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Reservations still open that `owner.instance` made in an earlier run: that run ended (killed,
     * crashed) before finishing or refunding them, so nothing will ever complete them.
     */
    async listOpenFromPreviousRuns(db: DbOrTx, owner: ProcessIdentity, limit = 500): Promise<number[]> {
      const rows = await db
        .selectFrom('generation_ledger')
        .select('id')
        .where('status', '=', 'reserved')
        .where('owner_instance', '=', owner.instance)
        .where('owner_boot_id', '!=', owner.bootId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Gives the reserved letter back. Only the first call for a reservation does anything. */
    async refund(tx: DbOrTx, ledgerId: number): Promise<boolean> {
      const row = await tx
        .updateTable('generation_ledger')
        .set({ status: 'refunded' })
        .where('id', '=', ledgerId)
        .where('status', '=', 'reserved')
        .returning(['user_id', 'day', 'used_bonus'])
        .executeTakeFirst();
      if (!row) return false;
      if (row.used_bonus) {
        await tx
          .updateTable('users')
          .set((eb) => ({ bonus_cover_letters: eb('bonus_cover_letters', '+', 1) }))
          .where('id', '=', row.user_id)
          .execute();
      } else {
        await releaseDailySlot(tx, row.user_id, row.day);
      }
      return true;
    },
  };
}

export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
