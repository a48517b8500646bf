import { sql } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema';

const SESSION_PREFIX = 'session_';
type SessionWithUserRow = UserRow & {
  session_id: number;
  session_created_at: number;
  session_last_seen_at: number;
  session_expires_at: number;
  session_user_agent: string | null;
  session_ip: string | null;
  library_revision: number;
};

export function createSessionsRepository() {
  return {
    insert: (db: DbOrTx, session: Omit<SessionRow, 'id'>): Promise<SessionRow> =>
      db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow(),

    /**
     * The session with this token, its user and the user's library revision, in one query: every
     * signed-in API request runs it, and the library list (the busiest read) needs the revision to
     * know whether its cached copy is current (docs/decisions/0014). Written with the `sql` tag:
     * building this aliased join costs the query builder about as much CPU as running it. Session
     * columns come back prefixed, apart from the user's columns of the same name (id, created_at).
     */
    findWithUserByTokenHash: async (
      db: DbOrTx,
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow; libraryRevision: number } | undefined> => {
      const { rows } = await sql<SessionWithUserRow>`
        select "users".*,
          "sessions"."id" as "session_id",
          "sessions"."created_at" as "session_created_at",
          "sessions"."last_seen_at" as "session_last_seen_at",
          "sessions"."expires_at" as "session_expires_at",
          "sessions"."user_agent" as "session_user_agent",
          "sessions"."ip" as "session_ip",
          coalesce("library_revisions"."revision", 0) as "library_revision"
        from "sessions"
        inner join "users" on "users"."id" = "sessions"."user_id"
        left join "library_revisions" on "library_revisions"."user_id" = "users"."id"
        where "sessions"."token_hash" = ${tokenHash}`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      // A plain copy rather than `{ session_id, ..., ...user } = row`: object rest with excluded
      // keys takes V8's slow path, about 10 µs here, on every signed-in request.
      const user: Record<string, unknown> = {};
      for (const key in row) {
        if (!key.startsWith(SESSION_PREFIX) && key !== 'library_revision')
          user[key] = row[key as keyof typeof row];
      }
      const session: SessionRow = {
        id: row.session_id,
        token_hash: tokenHash,
        user_id: row.id,
        created_at: row.session_created_at,
        last_seen_at: row.session_last_seen_at,
        expires_at: row.session_expires_at,
        user_agent: row.session_user_agent,
        ip: row.session_ip,
      };
      return { session, user: user as UserRow, libraryRevision: Number(row.library_revision) };
    },

    touch: async (db: DbOrTx, id: number, now: number): Promise<void> => {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
    },

    deleteById: async (db: DbOrTx, id: number): Promise<void> => {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    deleteByTokenHash: async (db: DbOrTx, tokenHash: string): Promise<void> => {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of a user, or every one but `exceptId`. */
    deleteForUser: async (db: DbOrTx, userId: number, exceptId?: number): Promise<void> => {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      await query.execute();
    },

    deleteExpired: async (db: DbOrTx, now: number, idleMs: number): Promise<number> => {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - idleMs)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
