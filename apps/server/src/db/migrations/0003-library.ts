import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Library: edit history of letters, settings presets, and the columns the clean-up reads. */
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  // Where the current text came from (generated | edited | restored); updated_at is the time it was written.
  await db.schema
    .alterTable('cover_letters')
    .addColumn('content_origin', 'text', (c) => c.notNull().defaultTo('generated'))
    .execute();
  // The scheduled clean-up looks for old unsaved letters.
  await db.schema
    .createIndex('cover_letters_saved_created_idx')
    .on('cover_letters')
    .columns(['saved', 'created_at'])
    .execute();

  // Every text a letter had before its current one.
  await db.schema
    .createTable('cover_letter_versions')
    .addColumn('id', id.type, id.build)
    .addColumn('cover_letter_id', 'integer', (c) =>
      c.notNull().references('cover_letters.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cover_letter_versions_letter_idx')
    .on('cover_letter_versions')
    .columns(['cover_letter_id', 'id'])
    .execute();

  await db.schema
    .createTable('cover_letter_presets')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased name: 'Tech' and 'tech' are the same preset name.
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('custom_recipient', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cover_letter_presets_user_name_key', ['user_id', 'name_normalized'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cover_letter_presets').ifExists().execute();
  await db.schema.dropTable('cover_letter_versions').ifExists().execute();
  await db.schema.dropIndex('cover_letters_saved_created_idx').ifExists().execute();
  await db.schema.alterTable('cover_letters').dropColumn('content_origin').execute();
}
