import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

/**
 * PostgreSQL only: the notify trigger of migration 0009 (`notify_data_changed()`) on the tables
 * behind the read answers each process keeps (lib/answer-cache.ts, docs/decisions/0030): presets,
 * saved resumes, referrals, templates and blog posts. With it, a change to any of them, by any
 * process or an operator's SQL, moves every process's data stamp, so those answers can be kept on
 * PostgreSQL as they are on SQLite. Statement-level (one notification per statement, folded within
 * a transaction); TRUNCATE counts too. SQLite needs nothing: `PRAGMA data_version` hears every
 * commit.
 */
const TABLES = ['cover_letter_presets', 'resumes', 'referrals', 'templates', 'blog_posts'] as const;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of TABLES) {
    await sql
      .raw(`create trigger ${table}_data_changed after insert or update or delete or truncate on ${table}
        for each statement execute function notify_data_changed()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of TABLES)
    await sql.raw(`drop trigger if exists ${table}_data_changed on ${table}`).execute(db);
}
