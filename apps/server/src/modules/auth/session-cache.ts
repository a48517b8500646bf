import type { DataReading, DataStamp, DataVersion } from '../../db/data-version';
import type { SessionRow, UserRow } from '../../db/schema';

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  libraryRevision: number;
}

interface Entry {
  value: ResolvedSession;
  stamp: DataStamp;
  storedAt: number;
}

const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * The session, user and library revision behind a session token, as last read, per process.
 * Every signed-in request needs them, and on PostgreSQL reading them is a round trip that costs
 * several times the rest of a small request (docs/decisions/0015). An entry is served only while
 * the database has not changed since it was read (`DataVersion`: any write by this process, any
 * change by another one to users, sessions or library revisions) and for at most `maxAgeMs`.
 * Expiry and idle checks still run on every request, against the clock. Entries are frozen:
 * requests share them.
 */
export function createSessionCache(options: {
  dataVersion: DataVersion;
  now: () => number;
  /** 0 turns the cache off. */
  maxAgeMs: number;
  maxEntries?: number;
}) {
  const { dataVersion, now, maxAgeMs } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry>();

  return {
    /**
     * The cached value for `tokenHash` while still current, else what `load` reads (kept if
     * current). `reading`: the request's reading of changes made elsewhere (db/data-version.ts),
     * shared with the other checks of the same request.
     */
    async read(
      tokenHash: string,
      load: (tokenHash: string) => Promise<ResolvedSession | undefined>,
      reading?: DataReading,
    ): Promise<ResolvedSession | undefined> {
      if (maxAgeMs <= 0) return load(tokenHash);
      const at = now();
      const external = reading ? reading.external : dataVersion.readExternal();
      const entry = entries.get(tokenHash);
      if (entry) {
        if (at - entry.storedAt < maxAgeMs && dataVersion.isCurrent(entry.stamp, external))
          return entry.value;
        entries.delete(tokenHash);
      }
      // Taken before reading: a change committed while the read is in flight outdates the entry.
      const stamp = dataVersion.stamp(external);
      const value = await load(tokenHash);
      if (value && stamp && dataVersion.isCurrent(stamp)) {
        Object.freeze(value.session);
        Object.freeze(value.user);
        entries.set(tokenHash, { value: Object.freeze(value), stamp, storedAt: at });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
