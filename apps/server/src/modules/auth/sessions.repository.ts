import type { DbOrTx } from '../../db/client';
import type { SessionRow } from '../../db/schema';

export function createSessionsRepository() {
  return {
    insert: (db: DbOrTx, session: Omit<SessionRow, 'id'>): Promise<SessionRow> =>
      db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow(),

    findByTokenHash: (db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> =>
      db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    touch: async (db: DbOrTx, id: number, now: number): Promise<void> => {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
    },

    deleteById: async (db: DbOrTx, id: number): Promise<void> => {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    deleteByTokenHash: async (db: DbOrTx, tokenHash: string): Promise<void> => {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of a user, or every one but `exceptId`. */
    deleteForUser: async (db: DbOrTx, userId: number, exceptId?: number): Promise<void> => {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      await query.execute();
    },

    deleteExpired: async (db: DbOrTx, now: number, idleMs: number): Promise<number> => {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - idleMs)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
