import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('templates')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('min_plan', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cover_letters')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('job_description', 'text', (c) => c.notNull())
    .addColumn('job_url', 'text')
    .addColumn('generated_content', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('saved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cover_letters_user_created_idx')
    .on('cover_letters')
    .columns(['user_id', 'created_at'])
    .execute();

  // One row per reserved generation: the rolling-week count, and refunds that happen exactly once.
  await db.schema
    .createTable('generation_ledger')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used_bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('generation_ledger_user_created_idx')
    .on('generation_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  // The templates as released, written out: a migration must do the same thing forever, whatever
  // the contract's list becomes (min_plan was dropped again by 0013).
  const rows = [
    { id: 1, name: 'Professional', style: 'formal', min_plan: 'free', sort_order: 0 },
    { id: 2, name: 'Executive', style: 'formal', min_plan: 'free', sort_order: 1 },
    { id: 3, name: 'Technical Impact', style: 'technical', min_plan: 'standard', sort_order: 2 },
    { id: 4, name: 'Engineering Narrative', style: 'technical', min_plan: 'standard', sort_order: 3 },
    { id: 5, name: 'Creative Storyteller', style: 'creative', min_plan: 'pro', sort_order: 4 },
    { id: 6, name: 'Conversational', style: 'creative', min_plan: 'pro', sort_order: 5 },
  ];
  await (db as Kysely<{ templates: (typeof rows)[number] }>).insertInto('templates').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['generation_ledger', 'cover_letters', 'templates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
