import type { Kysely } from 'kysely';

/**
 * Every server looks for open reservations (status 'reserved') older than a cutoff at start and
 * every 5 minutes (cover-letters.service `refundAbandoned`). The ledger keeps a row per letter
 * ever generated, so without this index that look-up reads the whole table each time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('generation_ledger_status_created_idx')
    .on('generation_ledger')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('generation_ledger_status_created_idx').ifExists().execute();
}
