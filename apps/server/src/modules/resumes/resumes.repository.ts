import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { ResumeRow, ResumesTable } from '../../db/schema';

/** The text columns a save writes; the rest (owner, name, flags, times) is set by the caller. */
export type ResumeContent = Pick<
  Insertable<ResumesTable>,
  | 'resume_text'
  | 'contact_info'
  | 'skills_highlights'
  | 'education_highlights'
  | 'key_achievements'
  | 'experience'
>;

/** Every query names the owner; named resumes are the rows with is_default = 0. */
export function createResumesRepository() {
  return {
    findDefault: (db: DbOrTx, userId: number): Promise<ResumeRow | undefined> =>
      db
        .selectFrom('resumes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .executeTakeFirst(),

    /**
     * Creates or replaces the user's default resume in one statement: the partial unique index on
     * user_id (where is_default = 1) makes two concurrent saves end with a single default row.
     */
    upsertDefault: (db: DbOrTx, userId: number, content: ResumeContent, at: number): Promise<ResumeRow> =>
      db
        .insertInto('resumes')
        .values({ user_id: userId, name: null, is_default: 1, ...content, created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc
            .column('user_id')
            // A literal, not a parameter: PostgreSQL matches it against the index predicate.
            .where(sql<boolean>`is_default = 1`)
            .doUpdateSet((eb) => ({
              resume_text: eb.ref('excluded.resume_text'),
              contact_info: eb.ref('excluded.contact_info'),
              skills_highlights: eb.ref('excluded.skills_highlights'),
              education_highlights: eb.ref('excluded.education_highlights'),
              key_achievements: eb.ref('excluded.key_achievements'),
              experience: eb.ref('excluded.experience'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),

    listNamed: (db: DbOrTx, userId: number): Promise<ResumeRow[]> =>
      db
        .selectFrom('resumes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_default', '=', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    findNamed: (db: DbOrTx, userId: number, id: number): Promise<ResumeRow | undefined> =>
      db
        .selectFrom('resumes')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('is_default', '=', 0)
        .executeTakeFirst(),

    async countNamed(db: DbOrTx, userId: number): Promise<number> {
      const row = await db
        .selectFrom('resumes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_default', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insertNamed: (
      db: DbOrTx,
      userId: number,
      name: string,
      content: ResumeContent,
      at: number,
    ): Promise<ResumeRow> =>
      db
        .insertInto('resumes')
        .values({ user_id: userId, name, is_default: 0, ...content, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow(),

    updateNamed: (
      db: DbOrTx,
      userId: number,
      id: number,
      changes: Pick<Updateable<ResumesTable>, 'name' | 'updated_at' | keyof ResumeContent>,
    ): Promise<ResumeRow | undefined> =>
      db
        .updateTable('resumes')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('is_default', '=', 0)
        .returningAll()
        .executeTakeFirst(),

    async deleteNamed(db: DbOrTx, userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('resumes')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('is_default', '=', 0)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
