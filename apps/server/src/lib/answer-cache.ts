import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { type DataReading, type DataStamp, type DataVersion, readingFor } from '../db/data-version';
import { checkAnswer } from './route-schemas';

/** Big enough for thousands of users' answers; a 50-letter library list is about 28 kB of JSON. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  /** What the answer was built at: the caller's version, or the data stamp. */
  version: string;
  stamp: DataStamp | null;
  storedAt: number;
  /** The JSON as UTF-8 bytes: sent as they are, not encoded again per request. */
  body: Buffer;
}

/** When a kept answer may be served again. */
export type Freshness =
  /**
   * While `version` is the same: a counter read with the session that the database moves on every
   * change the answer depends on (the library revision, docs/decisions/0014), with anything else
   * the answer depends on (the plan, the day). Exact on both databases, whichever process wrote.
   */
  | { version: string }
  /**
   * Kept while the database reports no change at all since it was read (the data stamp of
   * docs/decisions/0015), for at most the session cache's age. For answers read from tables whose
   * every change moves the stamp, by any process or an operator's SQL: on SQLite every commit does
   * (docs/decisions/0032); on PostgreSQL the tables with a notify trigger do (migrations 0009 and
   * 0014: users, sessions, library revisions, presets, saved resumes, referrals, templates, blog
   * posts). An answer that reads any other table must not use this (docs/decisions/0030).
   */
  | { dataStamp: true };

/**
 * Answers of read routes as the JSON bytes that are sent, per key (route, user, id), served again
 * for as long as the data behind them has not changed (docs/decisions/0029). Building an answer
 * (a query, shaping rows, JSON.stringify) costs several times what sending it does, and so does
 * encoding a string to UTF-8 for the socket on every send (a 6 kB post: about a tenth of the
 * request's CPU), so the bytes are kept. Least recently used entries go first once the cache holds
 * `maxBytes`. A load that throws (404, 503) is
 * not kept.
 */
export function createAnswerCache(options: {
  dataVersion: DataVersion;
  now: () => number;
  /** How long an entry kept under the data stamp may be served at most; 0 keeps none of those. */
  maxAgeMs: number;
  maxBytes?: number;
  /**
   * Outside production every answer sent from here is checked against the route's 200 schema, as
   * the serializer checks the others (docs/decisions/0026): a string reply skips the serializer.
   */
  checkAnswers: boolean;
}) {
  const { dataVersion, now, maxAgeMs } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  /** The request's reading of changes made elsewhere, or a reading taken now. */
  const externalNow = (reading: DataReading | undefined) =>
    reading ? reading.external : dataVersion.readExternal();

  const fresh = (entry: Entry, freshness: Freshness, at: number, reading: DataReading | undefined) => {
    if ('version' in freshness) return entry.version === freshness.version;
    return (
      entry.stamp !== null &&
      at - entry.storedAt < maxAgeMs &&
      dataVersion.isCurrent(entry.stamp, externalNow(reading))
    );
  };

  const cache = {
    /**
     * The JSON of `load()`'s answer, as UTF-8 bytes: kept while `freshness` holds, else loaded (and kept).
     * `reading`: the request's reading of changes made elsewhere, shared with its session check.
     */
    async body(
      key: string,
      freshness: Freshness,
      load: () => Promise<unknown>,
      reading?: DataReading,
    ): Promise<Buffer> {
      const at = now();
      const entry = entries.get(key);
      if (entry) {
        if (fresh(entry, freshness, at, reading)) {
          entries.delete(key); // re-inserted as the most recently used
          entries.set(key, entry);
          return entry.body;
        }
        remove(key);
      }
      const byVersion = 'version' in freshness;
      // Taken before reading: a change committed while the read is in flight outdates the entry.
      const stamp = byVersion ? null : dataVersion.stamp(externalNow(reading));
      const body = Buffer.from(JSON.stringify(await load()));
      const keep = byVersion || (stamp !== null && maxAgeMs > 0 && dataVersion.isCurrent(stamp));
      if (keep && body.length <= maxBytes) {
        remove(key);
        entries.set(key, { version: byVersion ? freshness.version : '', stamp, storedAt: at, body });
        bytes += body.length;
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          remove(oldest);
        }
      }
      return body;
    },

    /** Sends the answer (200, JSON) from the cache, or from `load()`. */
    async send(reply: FastifyReply, key: string, freshness: Freshness, load: () => Promise<unknown>) {
      const reading = 'version' in freshness ? undefined : readingFor(reply.request, dataVersion);
      const body = await cache.body(key, freshness, load, reading);
      if (options.checkAnswers) {
        const route = reply.request.routeOptions;
        const schema = (route.schema?.response as Record<string, z.ZodType> | undefined)?.['200'];
        if (schema) checkAnswer(schema, body.toString(), `${reply.request.method} ${route.url}`, '200');
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },

    get size() {
      return entries.size;
    },
  };
  return cache;
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
