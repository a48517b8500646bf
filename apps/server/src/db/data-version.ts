import { closeSync, openSync, readSync } from 'node:fs';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import pg from 'pg';

/**
 * What a cache remembers about the database when it reads from it: the count of writes this
 * process made, and the count of changes it was told about from elsewhere (other processes, an
 * operator's SQL). The cache may serve what it read only while both are unchanged.
 */
export interface DataStamp {
  readonly local: number;
  readonly external: number;
}

/**
 * Tells in-process caches whether the database may have changed since they read it
 * (docs/decisions/0015). Deliberately coarse: any write this process makes, and any change
 * another one makes to the tables caches depend on, outdates every stamp.
 */
export interface DataVersion {
  /**
   * What the database reports now about changes made elsewhere; null while they cannot be seen.
   * On SQLite this is a read of the WAL-index header (`walIndexChanges`), a system call, so a
   * request reads it once and hands the reading to each cache it asks (`stamp` and `isCurrent`
   * take it); see `DataReading`.
   */
  readExternal(): number | null;
  /** The stamp to keep with what is read now; null while changes elsewhere cannot be seen (cache nothing). */
  stamp(external?: number | null): DataStamp | null;
  /**
   * Whether nothing has changed since `stamp` was taken: no write by this process (always checked
   * live, so a request's own writes count at once), and no change elsewhere as of `external`
   * (read now when not given).
   */
  isCurrent(stamp: DataStamp, external?: number | null): boolean;
  /** Called by the driver after every write statement outside a transaction and every commit. */
  noteLocalWrite(): void;
  /** Settles once changes elsewhere can be seen (PostgreSQL: the first LISTEN). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One request's reading of the changes made elsewhere, taken the first time a cache asks and
 * reused by every later check of that request (the session, then the answer). A request answers
 * as of one moment; on SQLite each reading is a query, several per request cost several percent
 * of a small read (docs/decisions/0030). Not shared between requests: each reads afresh.
 */
export class DataReading {
  private value: number | null | undefined;
  constructor(private readonly version: DataVersion) {}

  get external(): number | null {
    if (this.value === undefined) this.value = this.version.readExternal();
    return this.value;
  }
}

/** The reading kept on `holder` (a request), made on first use. */
export function readingFor(holder: { dataReading?: DataReading | null }, version: DataVersion): DataReading {
  if (!holder.dataReading) holder.dataReading = new DataReading(version);
  return holder.dataReading;
}

/** Builds a DataVersion from a source of external changes (a number that moves, or null when blind). */
export interface ExternalChanges {
  read(): number | null;
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createDataVersion(external: ExternalChanges): DataVersion {
  let local = 0;
  return {
    readExternal: () => external.read(),
    stamp(seen = external.read()) {
      return seen === null ? null : { local, external: seen };
    },
    isCurrent(stamp, seen = external.read()) {
      return stamp.local === local && stamp.external === seen;
    },
    noteLocalWrite() {
      local++;
    },
    ready: () => external.ready(),
    close: () => external.close(),
  };
}

/**
 * SQLite: `readCommits` moves whenever another connection (another process, the sqlite3 shell)
 * commits to the file: `walIndexChanges`, or `PRAGMA data_version` where that cannot be read. Writes
 * on our own connection are counted by the driver as well. `close` releases what the reading holds
 * (the `-shm` file).
 */
export function sqliteExternalChanges(readCommits: () => number, close = () => {}): ExternalChanges {
  return {
    read: readCommits,
    ready: async () => {},
    close: async () => close(),
  };
}

/** The WAL-index header: the first of its two copies, at the start of the `-shm` file. */
const WAL_INDEX_HEADER_BYTES = 48;

/**
 * A count that moves whenever a transaction is committed to a SQLite database in WAL mode, by any
 * connection in any process, read from the WAL-index header: the first 48 bytes of the database's
 * `-shm` file, which every connection maps and every commit rewrites (its change counter and last
 * frame; a checkpoint that restarts the log rewrites it too). One read of 48 bytes, against the two
 * lock calls and the statement of `PRAGMA data_version`, which begins a read transaction: on a
 * small cached read that was a tenth of the request's CPU (docs/decisions/0032).
 * Any difference from the last reading moves the count, so a header caught mid-rewrite, or
 * rewritten without a data change (a connection rebuilding it), only costs caches a miss. Null
 * when the file cannot be opened (an in-memory database, a database not in WAL mode): use
 * `PRAGMA data_version` then.
 */
export function walIndexChanges(shmPath: string): { read: () => number; close: () => void } | null {
  let fd: number;
  try {
    fd = openSync(shmPath, 'r');
  } catch {
    return null;
  }
  const seen = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  const now = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  let count = 0;
  let open = true;
  readSync(fd, seen, 0, WAL_INDEX_HEADER_BYTES, 0);
  return {
    read() {
      if (!open) throw new Error('walIndexChanges: read after close');
      const read = readSync(fd, now, 0, WAL_INDEX_HEADER_BYTES, 0);
      // A short read (the file cut short, which SQLite never does while a connection is open):
      // count a change every time, so nothing kept is served.
      if (read < WAL_INDEX_HEADER_BYTES || !now.equals(seen)) {
        now.copy(seen);
        count++;
      }
      return count;
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}

export const DATA_CHANGED_CHANNEL = 'jobpeel_data_changed';
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 15_000];

/**
 * PostgreSQL: one connection per process LISTENs on a channel that triggers on the tables caches
 * depend on notify (migration 0009). Every notification moves the counter. While that connection
 * is down the counter reads null, so caches serve nothing they kept; it reconnects with backoff and
 * moves the counter again, since notifications sent meanwhile were missed.
 */
export function postgresExternalChanges(options: {
  connectionString: string;
  /** Only notifications for tables in this schema count (tests run in schemas of their own). */
  schema?: string;
  onError?: (error: Error) => void;
}): ExternalChanges {
  let counter = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const lose = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    listening = false;
    counter++;
    if (error) options.onError?.(error);
    current.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt++;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const current = new pg.Client({ connectionString: options.connectionString });
    client = current;
    current.on('error', (error) => lose(current, error));
    current.on('end', () => lose(current));
    current.on('notification', (message) => {
      if (!options.schema || message.payload === options.schema) counter++;
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
      if (client !== current) return;
      if (closed) {
        await current.end();
        return;
      }
      attempt = 0;
      counter++;
      listening = true;
    } catch (error) {
      lose(current, error as Error);
    }
  };

  const firstAttempt = connect();

  return {
    read: () => (listening ? counter : null),
    /** Settles once the first LISTEN is in place (or has failed): the app starts listening only then. */
    ready: () => firstAttempt,
    async close() {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * Wraps a dialect so that its driver tells `onWrite` after every statement that may have changed
 * data outside a transaction (an INSERT, UPDATE, DELETE or MERGE, or raw SQL that is not a SELECT)
 * and after every commit. Writes inside a transaction are reported at their own statement too:
 * that is early, but the commit reports again, so a cache cannot keep what it read in between.
 */
export function reportingWrites(dialect: Dialect, onWrite: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new WriteReportingDriver(dialect.createDriver(), onWrite),
  };
}

function mayWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return false;
  if (kind === 'RawNode') return !/^\s*select\b/i.test(query.sql);
  return true;
}

class WriteReportingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly onWrite: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (mayWrite(query)) this.onWrite();
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WriteReportingDriver implements Driver {
  /** One wrapper per underlying connection, made once: no allocation on the hot read path. */
  private readonly wrappers = new WeakMap<DatabaseConnection, WriteReportingConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly onWrite: () => void,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new WriteReportingConnection(connection, this.onWrite);
      this.wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(unwrap(connection));
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) =>
    this.inner.beginTransaction(unwrap(connection), settings);
  rollbackTransaction = (connection: DatabaseConnection) =>
    this.inner.rollbackTransaction(unwrap(connection));

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(unwrap(connection));
    this.onWrite();
  }

  savepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.inner.savepoint!(unwrap(connection), name, compile);
  rollbackToSavepoint = (
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) => this.inner.rollbackToSavepoint!(unwrap(connection), name, compile);
  releaseSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.inner.releaseSavepoint!(unwrap(connection), name, compile);
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof WriteReportingConnection ? connection.inner : connection;
}
