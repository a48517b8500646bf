import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { walIndexChanges } from '../src/db/data-version';
import { databaseKind } from './build-test-app';

// docs/decisions/0032: on SQLite the caches' data stamp reads the WAL-index header instead of
// PRAGMA data_version. A commit from another connection must move it every time (a missed commit
// would serve a revoked session), and nothing else should (every move empties the caches).

/** Opens a connection as the app does (WAL mode) and as another process would. */
function connect(path: string) {
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

describe.skipIf(databaseKind !== 'sqlite')('the WAL-index header as the sign of commits elsewhere', () => {
  let dir: string;
  let path: string;
  let ours: SqliteDatabase.Database;
  let elsewhere: SqliteDatabase.Database;
  let changes: NonNullable<ReturnType<typeof walIndexChanges>>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jobpeel-wal-'));
    path = join(dir, 'app.db');
    ours = connect(path);
    ours.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    elsewhere = connect(path);
    const opened = walIndexChanges(`${path}-shm`);
    if (!opened) throw new Error('no -shm file next to a WAL database');
    changes = opened;
  });

  afterEach(() => {
    changes.close();
    ours.close();
    elsewhere.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays put while connections only read', () => {
    const before = changes.read();
    for (let i = 0; i < 50; i++) {
      ours.prepare('SELECT count(*) FROM notes').get();
      elsewhere.prepare('SELECT * FROM notes').all();
      expect(changes.read()).toBe(before);
    }
  });

  it('moves at a commit from another connection, not before it', () => {
    const before = changes.read();
    elsewhere.exec('BEGIN IMMEDIATE');
    elsewhere.prepare('INSERT INTO notes (body) VALUES (?)').run('draft');
    expect(changes.read()).toBe(before);
    elsewhere.exec('COMMIT');
    const after = changes.read();
    expect(after).not.toBe(before);
    expect(changes.read()).toBe(after);
  });

  it('moves after a checkpoint that restarts the log, and for the next commit after it', () => {
    elsewhere.prepare('INSERT INTO notes (body) VALUES (?)').run('one');
    const before = changes.read();
    elsewhere.pragma('wal_checkpoint(TRUNCATE)');
    const checkpointed = changes.read();
    elsewhere.prepare('INSERT INTO notes (body) VALUES (?)').run('two');
    expect(changes.read()).not.toBe(checkpointed);
    expect(checkpointed).toBeGreaterThanOrEqual(before);
  });

  it('never misses a commit PRAGMA data_version sees, over a mixed run of writes, reads and checkpoints', () => {
    const dataVersion = ours.prepare('PRAGMA data_version').pluck();
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let lastVersion = dataVersion.get();
    let lastCount = changes.read();
    for (let step = 0; step < 300; step++) {
      const roll = random();
      if (roll < 0.35) elsewhere.prepare('INSERT INTO notes (body) VALUES (?)').run(`n${step}`);
      else if (roll < 0.45) elsewhere.prepare('UPDATE notes SET body = ? WHERE id % 3 = 0').run(`u${step}`);
      else if (roll < 0.55) elsewhere.pragma(`wal_checkpoint(${random() < 0.5 ? 'PASSIVE' : 'TRUNCATE'})`);
      else if (roll < 0.65) ours.prepare('INSERT INTO notes (body) VALUES (?)').run(`o${step}`);
      else elsewhere.prepare('SELECT count(*) FROM notes').get();
      const count = changes.read();
      const version = dataVersion.get();
      if (version !== lastVersion) expect(count, `step ${step}`).not.toBe(lastCount);
      lastVersion = version;
      lastCount = count;
    }
  });

  it('is not available without a -shm file', () => {
    expect(walIndexChanges(join(dir, 'missing.db-shm'))).toBeNull();
  });
});

describe.skipIf(databaseKind !== 'sqlite')('the app database on SQLite', () => {
  it('sees a commit from another process through its data stamp, on a file and in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobpeel-wal-'));
    try {
      const path = join(dir, 'app.db');
      const onFile = createDatabase({ sqlitePath: path });
      const stamp = onFile.dataVersion.stamp();
      expect(stamp && onFile.dataVersion.isCurrent(stamp)).toBe(true);
      const other = connect(path);
      other.exec('CREATE TABLE elsewhere (id INTEGER PRIMARY KEY)');
      other.close();
      expect(stamp && onFile.dataVersion.isCurrent(stamp)).toBe(false);
      await onFile.close();

      const inMemory = createDatabase({ sqlitePath: ':memory:' });
      expect(inMemory.dataVersion.stamp()).not.toBeNull();
      await inMemory.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
