import { type Insertable, sql } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { BillingEventsTable, BillingTestSessionRow, UserRow, UserUpdate } from '../../db/schema';

/** Ids of subscriptions the test mode creates (Stripe's own ids never look like this). */
export const TEST_SUBSCRIPTION_PREFIX = 'sub_test_';

/** SQL of subscriptions: applied events, the users' billing columns and test-mode sessions. */
export function createBillingRepository() {
  return {
    async eventExists(db: DbOrTx, id: string): Promise<boolean> {
      const row = await db.selectFrom('billing_events').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records an event id; false when it was already recorded. On PostgreSQL a concurrent copy waits
     * for the first transaction and then inserts nothing, so only one copy goes on to apply.
     */
    async insertEvent(db: DbOrTx, event: Insertable<BillingEventsTable>): Promise<boolean> {
      const row = await db
        .insertInto('billing_events')
        .values(event)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setEventUser(db: DbOrTx, id: string, userId: number): Promise<void> {
      await db.updateTable('billing_events').set({ user_id: userId }).where('id', '=', id).execute();
    },

    countEvents: async (db: DbOrTx, id: string): Promise<number> => {
      const row = await db
        .selectFrom('billing_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findUserById: (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findUserBySubscription: (db: DbOrTx, subscriptionId: string): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .where('stripe_subscription_id', '=', subscriptionId)
        .executeTakeFirst(),

    findUserByCustomer: (db: DbOrTx, customerId: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('stripe_customer_id', '=', customerId).executeTakeFirst(),

    /**
     * Re-reads the user while holding its row lock until the transaction ends (a no-op UPDATE locks
     * on PostgreSQL; SQLite transactions are serialised anyway), so events for one user apply in turn.
     */
    lockUser: (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
      db
        .updateTable('users')
        .set((eb) => ({ subscription_event_at: eb.ref('subscription_event_at') }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    async updateUser(db: DbOrTx, id: number, changes: UserUpdate): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    /** Test-mode subscribers whose period has ended (their ids start with sub_test_). */
    dueTestSubscriptions: (db: DbOrTx, now: number): Promise<UserRow[]> =>
      db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`substr(stripe_subscription_id, 1, 9)`, '=', TEST_SUBSCRIPTION_PREFIX)
        .where('subscription_period_end', '<=', now)
        .orderBy('id')
        .execute(),

    insertTestSession: (db: DbOrTx, session: BillingTestSessionRow): Promise<BillingTestSessionRow> =>
      db.insertInto('billing_test_sessions').values(session).returningAll().executeTakeFirstOrThrow(),

    findTestSession: (db: DbOrTx, userId: number, id: string): Promise<BillingTestSessionRow | undefined> =>
      db
        .selectFrom('billing_test_sessions')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Moves an open session to its final status; false when it was no longer open (a second click). */
    async closeTestSession(db: DbOrTx, id: string, status: 'completed' | 'canceled'): Promise<boolean> {
      const result = await db
        .updateTable('billing_test_sessions')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteTestSessionsExpiredBefore(db: DbOrTx, before: number): Promise<number> {
      const result = await db
        .deleteFrom('billing_test_sessions')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
