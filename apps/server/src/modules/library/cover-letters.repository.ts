import { JOB_EXCERPT_LENGTH, type Plan, paidStatuses } from '@jobpeel/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { CoverLetterRow, CoverLettersTable, TemplateRow } from '../../db/schema';

/** The list view's columns: everything but the letter text. */
const summaryColumns = [
  'id',
  'user_id',
  'title',
  'template_id',
  'job_url',
  'length',
  'recipient',
  'metadata',
  'saved',
  'content_origin',
  'created_at',
  'updated_at',
] as const;
export type CoverLetterSummaryRow = Pick<CoverLetterRow, (typeof summaryColumns)[number] | 'job_description'>;

/** What the analytics dashboard counts of each letter. */
const analyticsColumns = ['template_id', 'length', 'created_at', 'metadata', 'saved'] as const;
export type CoverLetterFiguresRow = Pick<CoverLetterRow, (typeof analyticsColumns)[number]>;

export function createCoverLettersRepository() {
  return {
    listTemplates: (db: DbOrTx): Promise<TemplateRow[]> =>
      db.selectFrom('templates').selectAll().orderBy('sort_order').execute(),

    findTemplate: (db: DbOrTx, id: number): Promise<TemplateRow | undefined> =>
      db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (db: DbOrTx, letter: Insertable<CoverLettersTable>): Promise<CoverLetterRow> =>
      db.insertInto('cover_letters').values(letter).returningAll().executeTakeFirstOrThrow(),

    listForUser: (db: DbOrTx, userId: number): Promise<CoverLetterSummaryRow[]> =>
      db
        .selectFrom('cover_letters')
        .select(summaryColumns)
        // The list shows an excerpt of the job (see JOB_EXCERPT_LENGTH): no need to read all of it.
        .select(sql<string>`substr(job_description, 1, ${JOB_EXCERPT_LENGTH + 1})`.as('job_description'))
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Every letter of the user, without its texts, for the analytics dashboard. */
    listForAnalytics: (db: DbOrTx, userId: number): Promise<CoverLetterFiguresRow[]> =>
      db.selectFrom('cover_letters').select(analyticsColumns).where('user_id', '=', userId).execute(),

    /** Owner check in the query itself: another user's letter is simply not found. */
    findForUser: (db: DbOrTx, userId: number, id: number): Promise<CoverLetterRow | undefined> =>
      db
        .selectFrom('cover_letters')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /**
     * Reads the user's letter and holds its row until the transaction ends (a no-op UPDATE
     * locks it in PostgreSQL and takes the write lock in SQLite), so edits do not interleave.
     */
    lockForUser: (tx: DbOrTx, userId: number, id: number): Promise<CoverLetterRow | undefined> =>
      tx
        .updateTable('cover_letters')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst(),

    update: (db: DbOrTx, id: number, changes: Updateable<CoverLettersTable>): Promise<CoverLetterRow> =>
      db
        .updateTable('cover_letters')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    async countSaved(db: DbOrTx, userId: number): Promise<number> {
      const row = await db
        .selectFrom('cover_letters')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('saved', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async deleteForUser(db: DbOrTx, userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cover_letters')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Removes unsaved letters created before `cutoff` whose owner is on `plan` (docs/product.md §2's
     * status rules).
     */
    async deleteUnsavedBefore(db: DbOrTx, cutoff: number, plan: Plan): Promise<number> {
      const paid = Object.values(paidStatuses).flat();
      const result = await db
        .deleteFrom('cover_letters')
        .where('saved', '=', 0)
        .where('created_at', '<', cutoff)
        .where('user_id', 'in', (eb) => {
          const users = eb.selectFrom('users').select('id');
          return plan === 'free'
            ? users.where((u) =>
                u.or([u('subscription_status', 'is', null), u('subscription_status', 'not in', paid)]),
              )
            : users.where('subscription_status', 'in', paidStatuses[plan]);
        })
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CoverLettersRepository = ReturnType<typeof createCoverLettersRepository>;
