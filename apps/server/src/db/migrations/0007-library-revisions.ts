import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

/**
 * A revision number per user that changes with every write to their cover letters, kept by
 * triggers so that no write path can forget it. The library list is cached per process and
 * served again only while the revision it was built at is still current (see
 * lib/answer-cache.ts, keyed by it), so a letter written through any process shows
 * up at once everywhere. No foreign key: the trigger also runs while a user's letters are
 * deleted with the user, and an orphaned counter is harmless (user ids are never reused).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('library_revisions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();

  if (dialect === 'postgres') {
    await sql`
      create function bump_library_revision() returns trigger language plpgsql as $$
      begin
        insert into library_revisions (user_id, revision)
        values (coalesce(new.user_id, old.user_id), 1)
        on conflict (user_id) do update set revision = library_revisions.revision + 1;
        if tg_op = 'UPDATE' and new.user_id <> old.user_id then
          insert into library_revisions (user_id, revision) values (old.user_id, 1)
          on conflict (user_id) do update set revision = library_revisions.revision + 1;
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger cover_letters_library_revision
      after insert or update or delete on cover_letters
      for each row execute function bump_library_revision()`.execute(db);
    return;
  }

  const bump = (row: 'new' | 'old') => `
    insert into library_revisions (user_id, revision) values (${row}.user_id, 1)
    on conflict (user_id) do update set revision = revision + 1;`;
  await sql
    .raw(`create trigger cover_letters_revision_insert after insert on cover_letters
      begin ${bump('new')} end`)
    .execute(db);
  await sql
    .raw(`create trigger cover_letters_revision_update after update on cover_letters
      begin ${bump('new')} ${bump('old')} end`)
    .execute(db);
  await sql
    .raw(`create trigger cover_letters_revision_delete after delete on cover_letters
      begin ${bump('old')} end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger if exists cover_letters_library_revision on cover_letters`.execute(db);
    await sql`drop function if exists bump_library_revision()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists cover_letters_revision_${name}`).execute(db);
  }
  await db.schema.dropTable('library_revisions').execute();
}
