import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', id.type, id.build)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('subscription_period_end', 'bigint')
    .addColumn('daily_cover_letter_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daily_count_day', 'text')
    .addColumn('bonus_cover_letters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('username_changed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id.type, id.build)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('fingerprints')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('device_info', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fingerprints_hash_idx').on('fingerprints').column('hash').execute();
  await db.schema.createIndex('fingerprints_user_id_idx').on('fingerprints').column('user_id').execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .addColumn('superseded_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('password_reset_codes_user_idx')
    .on('password_reset_codes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', id.type, id.build)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('outbox_status_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_secrets',
    'outbox',
    'password_reset_codes',
    'fingerprints',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
