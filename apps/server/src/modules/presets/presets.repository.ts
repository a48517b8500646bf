import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { CoverLetterPresetsTable, PresetRow } from '../../db/schema';

export function createPresetsRepository() {
  return {
    listForUser: (db: DbOrTx, userId: number): Promise<PresetRow[]> =>
      db
        .selectFrom('cover_letter_presets')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('name_normalized')
        .orderBy('id')
        .execute(),

    findForUser: (db: DbOrTx, userId: number, id: number): Promise<PresetRow | undefined> =>
      db
        .selectFrom('cover_letter_presets')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    async countForUser(db: DbOrTx, userId: number): Promise<number> {
      const row = await db
        .selectFrom('cover_letter_presets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (db: DbOrTx, preset: Insertable<CoverLetterPresetsTable>): Promise<PresetRow> =>
      db.insertInto('cover_letter_presets').values(preset).returningAll().executeTakeFirstOrThrow(),

    update: (
      db: DbOrTx,
      userId: number,
      id: number,
      changes: Updateable<CoverLetterPresetsTable>,
    ): Promise<PresetRow | undefined> =>
      db
        .updateTable('cover_letter_presets')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst(),

    async deleteForUser(db: DbOrTx, userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cover_letter_presets')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PresetsRepository = ReturnType<typeof createPresetsRepository>;
