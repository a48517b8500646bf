import type { DbOrTx } from '../../db/client';

/**
 * Every table that holds a user's data, deleted together when the account is deleted.
 * A feature that adds a user-owned table adds it here (foreign keys cascade as well, but the
 * explicit list keeps deletion visible and identical on both databases).
 */
export const USER_OWNED_TABLES = [
  'sessions',
  'fingerprints',
  'password_reset_codes',
  'cover_letter_versions',
  'cover_letter_presets',
  'resumes',
  'cover_letters',
  'generation_ledger',
  'billing_test_sessions',
] as const;

export function createAccountRepository() {
  return {
    /** Deletes everything the user owns but the user row itself; call inside the deleting transaction. */
    async deleteOwnedData(tx: DbOrTx, userId: number): Promise<void> {
      for (const table of USER_OWNED_TABLES) {
        await tx.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      // Invitations this user sent go; a referral that brought this user in stays with its
      // referrer (the bonus was earned), only unlinked by the foreign key.
      await tx.deleteFrom('referrals').where('referrer_id', '=', userId).execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
