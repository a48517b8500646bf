import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

/** Saved resumes: one default per user (name null) and up to 20 named ones. */
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('resumes')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null for the default resume.
    .addColumn('name', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resume_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('skills_highlights', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('education_highlights', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('key_achievements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('experience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resumes_user_created_idx')
    .on('resumes')
    .columns(['user_id', 'created_at'])
    .execute();
  // At most one default per user; saving the default upserts against this index.
  await db.schema
    .createIndex('resumes_user_default_key')
    .on('resumes')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumes').ifExists().execute();
}
