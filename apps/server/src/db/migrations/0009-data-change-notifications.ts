import { type Kysely, sql } from 'kysely';
import { DATA_CHANGED_CHANNEL } from '../data-version';
import type { MigrationContext } from './context';

/**
 * PostgreSQL only: a change to the tables behind a signed-in request (users, sessions, library
 * revisions) notifies every process, whose session cache then stops serving what it kept
 * (db/data-version.ts, docs/decisions/0015). Statement-level triggers: one notification per
 * statement, and PostgreSQL folds identical ones within a transaction. The payload is the schema,
 * so processes on another schema of the same database ignore it. SQLite needs nothing here:
 * `PRAGMA data_version` tells a process that another connection wrote.
 */
const TABLES = {
  users: 'update or delete',
  sessions: 'update or delete',
  library_revisions: 'insert or update or delete',
} as const;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(`
      create function notify_data_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${DATA_CHANGED_CHANNEL}', tg_table_schema);
        return null;
      end
      $$`)
    .execute(db);
  for (const [table, events] of Object.entries(TABLES)) {
    await sql
      .raw(`create trigger ${table}_data_changed after ${events} on ${table}
        for each statement execute function notify_data_changed()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of Object.keys(TABLES))
    await sql.raw(`drop trigger if exists ${table}_data_changed on ${table}`).execute(db);
  await sql`drop function if exists notify_data_changed()`.execute(db);
}
