import type { DbOrTx } from '../../db/client';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';

/**
 * Holds the user's row until the transaction ends, so that a per-user limit (saved letters,
 * presets, saved resumes, referral rewards) is counted and taken by one request at a time, even
 * across processes. SQLite has no SELECT ... FOR UPDATE: a write that changes nothing locks the row
 * in PostgreSQL and takes the database's write lock in SQLite.
 */
export async function lockUserRow(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

export function createUsersRepository() {
  return {
    findById: (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findByEmail: (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    findByUsername: (db: DbOrTx, username: string): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .where('username_normalized', '=', username.toLowerCase())
        .executeTakeFirst(),

    insert: (db: DbOrTx, user: NewUser): Promise<UserRow> =>
      db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),

    update: async (db: DbOrTx, id: number, changes: UserUpdate): Promise<UserRow | undefined> =>
      db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),

    delete: async (db: DbOrTx, id: number): Promise<void> => {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    lockUserRow,
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
