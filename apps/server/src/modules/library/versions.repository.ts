import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { CoverLetterVersionRow, CoverLetterVersionsTable } from '../../db/schema';

export function createVersionsRepository() {
  return {
    insert: (db: DbOrTx, version: Insertable<CoverLetterVersionsTable>): Promise<void> =>
      db
        .insertInto('cover_letter_versions')
        .values(version)
        .execute()
        .then(() => undefined),

    /** Newest first. The letter's owner is part of the query. */
    listForLetter: (db: DbOrTx, userId: number, letterId: number): Promise<CoverLetterVersionRow[]> =>
      db
        .selectFrom('cover_letter_versions')
        .selectAll()
        .where('cover_letter_id', '=', letterId)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute(),

    find: (
      db: DbOrTx,
      userId: number,
      letterId: number,
      versionId: number,
    ): Promise<CoverLetterVersionRow | undefined> =>
      db
        .selectFrom('cover_letter_versions')
        .selectAll()
        .where('id', '=', versionId)
        .where('cover_letter_id', '=', letterId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Keeps the newest `keep` versions of a letter. */
    prune: (db: DbOrTx, letterId: number, keep: number): Promise<void> =>
      db
        .deleteFrom('cover_letter_versions')
        .where('cover_letter_id', '=', letterId)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('cover_letter_versions')
            .select('id')
            .where('cover_letter_id', '=', letterId)
            .orderBy('id', 'desc')
            .limit(keep),
        )
        .execute()
        .then(() => undefined),
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
