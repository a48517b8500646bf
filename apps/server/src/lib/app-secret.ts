import type { Db } from '../db/client';
import { randomToken } from './crypto';

/**
 * The server secret that keys HMACs (reset codes). SESSION_SECRET wins; without it the embedded
 * default generates one once and keeps it in the database, so every process sharing the
 * database agrees on it and it survives restarts.
 */
export async function resolveAppSecret(db: Db, configured: string | undefined, now: number): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: 'hmac', value: randomToken(48), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'hmac')
    .executeTakeFirstOrThrow();
  return row.value;
}
