import type { DbOrTx } from '../../db/client';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';

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
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
