import type { Kysely } from 'kysely';

/**
 * - fingerprints.device_id: the random id each browser keeps for itself. Self-referral is decided
 *   on it, not on the hardware hash that two people with the same laptop model share. Rows
 *   recorded before it have none and never match.
 * - outbox.redacted_body: the message with its secret (a reset code) removed; it replaces
 *   text_body once the message was delivered, given up or printed to the log.
 * - outbox_created_idx: old delivered messages are purged by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fingerprints').addColumn('device_id', 'text').execute();
  await db.schema.createIndex('fingerprints_device_id_idx').on('fingerprints').column('device_id').execute();
  await db.schema.alterTable('outbox').addColumn('redacted_body', 'text').execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_created_idx').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('redacted_body').execute();
  await db.schema.dropIndex('fingerprints_device_id_idx').ifExists().execute();
  await db.schema.alterTable('fingerprints').dropColumn('device_id').execute();
}
