import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { databaseKind, TEST_DATABASE_URL, type TestApp } from '../build-test-app';

/** A second connection to the app's database, as another process or an operator's SQL shell. */
export async function openExternalConnection(t: TestApp) {
  if (databaseKind === 'sqlite') {
    const sqlite = new SqliteDatabase(t.sqlitePath);
    sqlite.pragma('busy_timeout = 5000');
    return {
      run: async (statement: string, params: unknown[] = []) => {
        sqlite.prepare(statement.replace(/\$\d+/g, '?')).run(...params);
      },
      close: async () => sqlite.close(),
    };
  }
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    options: `-c search_path="${t.pgSchema}"`,
  });
  await client.connect();
  return {
    run: async (statement: string, params: unknown[] = []) => {
      await client.query(statement, params);
    },
    close: () => client.end(),
  };
}
