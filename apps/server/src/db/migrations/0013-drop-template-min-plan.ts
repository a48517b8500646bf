import { type Kysely, sql } from 'kysely';

/**
 * templates.min_plan repeated what the plan's entitlements say about the template's style
 * (packages/contract/src/entitlements.ts), and could disagree with them. GET /api/templates now
 * derives `minPlan` from the entitlements (docs/decisions/0024).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('templates').dropColumn('min_plan').execute();
}

/** Back as 0002 left it, filled from the styles as they were released. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('templates')
    .addColumn('min_plan', 'text', (c) => c.notNull().defaultTo('free'))
    .execute();
  await sql`update templates set min_plan = case style when 'technical' then 'standard' when 'creative' then 'pro' else 'free' end`.execute(
    db,
  );
}
