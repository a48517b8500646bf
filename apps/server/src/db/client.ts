import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import {
  createDataVersion,
  type DataVersion,
  postgresExternalChanges,
  reportingWrites,
  sqliteExternalChanges,
  walIndexChanges,
} from './data-version';
import type { Database } from './schema';

export type DbDialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DbDialect;
  /** Whether the data may have changed since a cache read it (db/data-version.ts). */
  dataVersion: DataVersion;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  sqlitePath: string;
  /** PostgreSQL schema to use (tests give each run its own). Created when missing. */
  pgSchema?: string;
  /** Told when an idle PostgreSQL connection breaks (a restart, a network cut). */
  onConnectionLost?: (error: Error) => void;
}

// int8 (bigint) columns hold epoch milliseconds and counts: read them as numbers, not strings.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: 5_000,
      ...(options.pgSchema ? { options: `-c search_path=${quoteIdentifier(options.pgSchema)}` } : {}),
    });
    // A connection that breaks (PostgreSQL restarted, network cut) must not end the process:
    // node-postgres emits 'error' on the pool for idle connections and on the client itself for one
    // that is checked out, and an 'error' event nobody listens to is thrown. The query in flight
    // fails (503), the broken connection is dropped, and the next query opens a new one.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionLost?.(error));
    });
    const dataVersion = createDataVersion(
      postgresExternalChanges({
        connectionString: options.databaseUrl,
        schema: options.pgSchema,
        onError: options.onConnectionLost,
      }),
    );
    const db = new Kysely<Database>({
      dialect: reportingWrites(new PostgresDialect({ pool }), dataVersion.noteLocalWrite),
    });
    return { db, dialect: 'postgres', dataVersion, close: () => closeBoth(db, dataVersion) };
  }

  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const dataVersion = createDataVersion(sqliteChanges(sqlite, options.sqlitePath));
  const db = new Kysely<Database>({
    dialect: reportingWrites(
      new SqliteDialect({ database: withStatementCache(sqlite) }),
      dataVersion.noteLocalWrite,
    ),
  });
  return { db, dialect: 'sqlite', dataVersion, close: () => closeBoth(db, dataVersion) };
}

/**
 * How this process sees commits made elsewhere to the SQLite file: the WAL-index header when the
 * database is in WAL mode on a file, else `PRAGMA data_version` (db/data-version.ts).
 */
function sqliteChanges(sqlite: SqliteDatabase.Database, path: string) {
  if (path !== ':memory:' && sqlite.pragma('journal_mode', { simple: true }) === 'wal') {
    // A first read makes SQLite create the -shm file if this is the first connection.
    sqlite.prepare('SELECT count(*) FROM sqlite_master').get();
    const walIndex = walIndexChanges(`${path}-shm`);
    if (walIndex) return sqliteExternalChanges(walIndex.read, walIndex.close);
  }
  const readDataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return sqliteExternalChanges(() => readDataVersion.get() as number);
}

async function closeBoth(db: Db, dataVersion: DataVersion): Promise<void> {
  await dataVersion.close();
  await db.destroy();
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver calls `prepare()` for every query, and better-sqlite3 compiles the SQL
 * each time: on a read route that compiling costs as much as running the query. Statements are
 * kept in a small least-recently-used cache keyed by their SQL, so a query the app runs on every
 * request (the session lookup) is compiled once. Safe because queries run to completion
 * synchronously: the app never streams (`.stream()`), which would hold a statement open.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql: string): SqliteDatabase.Statement {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // re-inserted below as the most recently used
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

export function quoteIdentifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid identifier: ${name}`);
  return `"${name}"`;
}

/** Creates the PostgreSQL schema named in the options before the pool first uses it. */
export async function ensurePgSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
  } finally {
    await client.end();
  }
}
