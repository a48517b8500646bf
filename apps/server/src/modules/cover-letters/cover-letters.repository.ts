import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { CoverLetterRow, CoverLettersTable, TemplateRow } from '../../db/schema';

export function createCoverLettersRepository() {
  return {
    listTemplates: (db: DbOrTx): Promise<TemplateRow[]> =>
      db.selectFrom('templates').selectAll().orderBy('sort_order').execute(),

    findTemplate: (db: DbOrTx, id: number): Promise<TemplateRow | undefined> =>
      db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (db: DbOrTx, letter: Insertable<CoverLettersTable>): Promise<CoverLetterRow> =>
      db.insertInto('cover_letters').values(letter).returningAll().executeTakeFirstOrThrow(),

    listForUser: (db: DbOrTx, userId: number): Promise<CoverLetterRow[]> =>
      db
        .selectFrom('cover_letters')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Owner check in the query itself: another user's letter is simply not found. */
    findForUser: (db: DbOrTx, userId: number, id: number): Promise<CoverLetterRow | undefined> =>
      db
        .selectFrom('cover_letters')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
  };
}

export type CoverLettersRepository = ReturnType<typeof createCoverLettersRepository>;
