import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DbDialect } from '../client';
import * as accounts from './0001-accounts';
import * as coverLetters from './0002-cover-letters';
import * as library from './0003-library';
import * as resumes from './0004-resumes';
import * as billingReferrals from './0005-billing-referrals';
import * as blog from './0006-blog';
import * as libraryRevisions from './0007-library-revisions';
import * as openReservationsIndex from './0008-open-reservations-index';
import * as dataChangeNotifications from './0009-data-change-notifications';
import * as generationOwners from './0010-generation-owners';
import * as deviceIdsAndOutboxRedaction from './0011-device-ids-and-outbox-redaction';
import * as letterEvidence from './0012-letter-evidence';
import * as dropTemplateMinPlan from './0013-drop-template-min-plan';
import * as moreDataChangeNotifications from './0014-more-data-change-notifications';
import { contextFor, type MigrationContext } from './context';

interface MigrationModule {
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
  down?(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}

/** In order; names are permanent once released. */
const migrations: Record<string, MigrationModule> = {
  '0001-accounts': accounts,
  '0002-cover-letters': coverLetters,
  '0003-library': library,
  '0004-resumes': resumes,
  '0005-billing-referrals': billingReferrals,
  '0006-blog': blog,
  '0007-library-revisions': libraryRevisions,
  '0008-open-reservations-index': openReservationsIndex,
  '0009-data-change-notifications': dataChangeNotifications,
  '0010-generation-owners': generationOwners,
  '0011-device-ids-and-outbox-redaction': deviceIdsAndOutboxRedaction,
  '0012-letter-evidence': letterEvidence,
  '0013-drop-template-min-plan': dropTemplateMinPlan,
  '0014-more-data-change-notifications': moreDataChangeNotifications,
};

class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DbDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const ctx = contextFor(this.dialect);
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        {
          up: (db: Kysely<unknown>) => m.up(db, ctx),
          down: m.down ? (db: Kysely<unknown>) => m.down!(db, ctx) : undefined,
        },
      ]),
    );
  }
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: another
  // schema's tables (other apps, other test runs in the same database) would fool it.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new CodeMigrationProvider(dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
