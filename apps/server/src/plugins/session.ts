import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type DataReading, type DataVersion, readingFor } from '../db/data-version';
import type { SessionRow, UserRow } from '../db/schema';
import { authRequired } from '../lib/app-error';
import { type Viewer, viewerOf } from '../lib/viewer';

export const SESSION_COOKIE = 'jobpeel_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    session: SessionRow | null;
    /** The signed-in user's id and plan, the plan read once here for every gate (null when signed out). */
    viewer: Viewer | null;
    /** The signed-in user's library revision, read with the session (0 when signed out). */
    libraryRevision: number;
    /**
     * This request's reading of changes made to the database elsewhere, shared by the session
     * cache and the answer cache (db/data-version.ts); null until one of them asks.
     */
    dataReading: DataReading | null;
  }
}

/**
 * Where a session cookie is looked up (the auth module's service): the session and its user, or
 * null when it is unknown or over. `mayUseCache`: a copy this process kept may answer.
 */
export interface SessionResolver {
  resolveSession(
    token: string,
    options: { mayUseCache?: boolean; reading?: DataReading },
  ): Promise<{ user: UserRow; session: SessionRow; libraryRevision: number } | null>;
}

export interface SessionCookies {
  /** Sets the cookie of a session just issued: its token, until it ends. */
  set(reply: FastifyReply, session: { token: string; expiresAt: number }): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}

const FROM_THE_DATABASE = { mayUseCache: false } as const;

/**
 * Server-side sessions: the cookie holds a random token, the database its SHA-256. Every /api
 * request resolves the cookie to `request.user` and `request.viewer` (null when signed out or
 * expired).
 */
export function registerSessions(
  app: FastifyInstance,
  resolver: SessionResolver,
  options: { secure: boolean; dataVersion: DataVersion },
): SessionCookies {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
  const cookies: SessionCookies = {
    set: (reply, session) =>
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...cookieOptions,
        expires: new Date(session.expiresAt),
      }),
    clear: (reply) => reply.clearCookie(SESSION_COOKIE, cookieOptions),
    read: (request) => request.cookies[SESSION_COOKIE] || undefined,
  };

  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('viewer', null);
  app.decorateRequest('libraryRevision', 0);
  app.decorateRequest('dataReading', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = cookies.read(request);
    if (!token) return;
    // Only reads may use a session this process kept: a call that changes data always checks the
    // session in the database, so it can never act for a session just ended elsewhere (decision 0015).
    const mayUseCache = request.method === 'GET' || request.method === 'HEAD';
    const resolved = await resolver.resolveSession(
      token,
      mayUseCache ? { mayUseCache, reading: readingFor(request, options.dataVersion) } : FROM_THE_DATABASE,
    );
    if (!resolved) {
      cookies.clear(reply);
      return;
    }
    request.user = resolved.user;
    request.session = resolved.session;
    request.viewer = viewerOf(resolved.user);
    request.libraryRevision = resolved.libraryRevision;
  });
  return cookies;
}

/**
 * For routes that need a signed-in user (in preValidation: see signedInRoute): 401 AUTH_REQUIRED
 * otherwise. Callback style, not async: it runs on every signed-in read, and a promise per request
 * is work for nothing.
 */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(request.user ? undefined : authRequired());
}

/** The signed-in user of a request that passed `requireUser`, with their viewer (id and plan). */
export function currentUser(request: FastifyRequest): { user: UserRow; session: SessionRow; viewer: Viewer } {
  if (!request.user || !request.session || !request.viewer) throw authRequired();
  return { user: request.user, session: request.session, viewer: request.viewer };
}

/**
 * Route options of a signed-in-only route: requireUser before the input is validated, so a
 * signed-out request answers 401 whatever it sent (and the document lists the session cookie).
 */
export const signedInRoute = { preValidation: requireUser };
