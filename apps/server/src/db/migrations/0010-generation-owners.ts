import type { Kysely } from 'kysely';

/**
 * Who holds an open generation reservation: the process's stable name (`PROCESS_ID`) and the id
 * of its current run. A process that starts again finds the reservations of its previous run
 * (same name, another boot id) and gives them back at once, instead of waiting for the sweep of
 * abandoned generations. Rows written before this migration have neither and are left to the sweep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_ledger').addColumn('owner_instance', 'text').execute();
  await db.schema.alterTable('generation_ledger').addColumn('owner_boot_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('generation_ledger').dropColumn('owner_boot_id').execute();
  await db.schema.alterTable('generation_ledger').dropColumn('owner_instance').execute();
}
