import type { DbOrTx } from '../../db/client';
import type { ResetCodeRow } from '../../db/schema';

export function createResetCodesRepository() {
  return {
    countCreatedSince: async (db: DbOrTx, userId: number, since: number): Promise<number> => {
      const row = await db
        .selectFrom('password_reset_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Asking again replaces the old code: every open code of the user stops working. */
    supersedeOpen: async (db: DbOrTx, userId: number, now: number): Promise<void> => {
      await db
        .updateTable('password_reset_codes')
        .set({ superseded_at: now })
        .where('user_id', '=', userId)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .execute();
    },

    insert: (
      db: DbOrTx,
      code: { user_id: number; code_hash: string; created_at: number; expires_at: number },
    ): Promise<ResetCodeRow> =>
      db.insertInto('password_reset_codes').values(code).returningAll().executeTakeFirstOrThrow(),

    findOpen: (db: DbOrTx, userId: number): Promise<ResetCodeRow | undefined> =>
      db
        .selectFrom('password_reset_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /**
     * Takes one attempt before the guess is compared, in one conditional statement: parallel
     * guesses cannot all see room under the cap. False when the code has no attempt left.
     */
    takeAttempt: async (db: DbOrTx, id: number, maxAttempts: number): Promise<boolean> => {
      const result = await db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives back the attempt a right guess took: only wrong guesses count against the code. */
    returnAttempt: async (db: DbOrTx, id: number): Promise<void> => {
      await db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    /**
     * Marks the code used. Returns false when another request used it first or it ran out of
     * attempts meanwhile: a code works exactly once.
     */
    consume: async (db: DbOrTx, id: number, now: number, maxAttempts: number): Promise<boolean> => {
      const result = await db
        .updateTable('password_reset_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof createResetCodesRepository>;
