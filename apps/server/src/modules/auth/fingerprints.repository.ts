import type { Fingerprint } from '@jobpeel/contract';
import type { DbOrTx } from '../../db/client';

export function createFingerprintsRepository() {
  return {
    record: async (
      db: DbOrTx,
      userId: number,
      fingerprint: Fingerprint,
      event: 'login' | 'register',
      now: number,
    ): Promise<void> => {
      await db
        .insertInto('fingerprints')
        .values({
          user_id: userId,
          hash: fingerprint.hash,
          device_id: fingerprint.deviceId ?? null,
          device_info: fingerprint.deviceInfo ? JSON.stringify(fingerprint.deviceInfo) : null,
          event,
          created_at: now,
        })
        .execute();
    },

    hashesForUser: async (db: DbOrTx, userId: number): Promise<string[]> => {
      const rows = await db.selectFrom('fingerprints').select('hash').where('user_id', '=', userId).execute();
      return [...new Set(rows.map((r) => r.hash))];
    },
  };
}

export type FingerprintsRepository = ReturnType<typeof createFingerprintsRepository>;
