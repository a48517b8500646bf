import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Subscriptions (Stripe or the built-in test mode) and the referral programme.
 *
 * - users gains its Stripe ids, the time of the last subscription event applied (older events are
 *   ignored), whether the plan ends at the period end, its referral code and who referred it.
 * - billing_events records every applied event id in the same transaction as its effect, so a
 *   replayed webhook changes nothing.
 * - billing_test_sessions holds the test-mode checkouts the app serves itself without Stripe keys.
 * - referrals: one row per (referrer, invited email); completed once the invited user writes a
 *   first letter, with the bonus each side actually received.
 */
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('stripe_customer_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('stripe_subscription_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('subscription_event_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('subscription_cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
  await db.schema.alterTable('users').addColumn('referral_code_refreshed_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('referred_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('users_referral_code_key')
    .on('users')
    .column('referral_code')
    .unique()
    .execute();
  await db.schema
    .createIndex('users_stripe_customer_key')
    .on('users')
    .column('stripe_customer_id')
    .unique()
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    // The event's own creation time (ms), and when we applied it.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('processed_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .execute();

  await db.schema
    .createTable('billing_test_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // checkout | portal
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tier', 'text')
    // open | completed | canceled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_test_sessions_user_idx')
    .on('billing_test_sessions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', id.type, id.build)
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Lower-cased email of the invited person.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // pending | completed
    .addColumn('status', 'text', (c) => c.notNull())
    // invite (sent by email) | link (registered with the code, never invited by email)
    .addColumn('source', 'text', (c) => c.notNull())
    // 1 when the invited account shares the referrer's email or device fingerprint: no reward.
    .addColumn('self_referral', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('referrer_bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invitee_bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('referrals_referrer_email_key')
    .on('referrals')
    .columns(['referrer_id', 'email'])
    .unique()
    .execute();
  // An account is linked to at most one referral.
  await db.schema
    .createIndex('referrals_invited_user_key')
    .on('referrals')
    .column('invited_user_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('referrals_referrer_completed_idx')
    .on('referrals')
    .columns(['referrer_id', 'completed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['referrals', 'billing_test_sessions', 'billing_events']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
