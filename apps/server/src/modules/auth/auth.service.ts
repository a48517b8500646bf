import {
  CODE_VERIFIED_MESSAGE,
  errorMessages,
  FORGOT_PASSWORD_SUCCESS,
  type LoginInput,
  PRODUCT_NAME,
  RESET_CODE_LENGTH,
  RESET_PASSWORD_SUCCESS,
  type RegisterInput,
} from '@jobpeel/contract';
import type { Db } from '../../db/client';
import type { DataReading } from '../../db/data-version';
import type { SessionRow, UserRow } from '../../db/schema';
import type { Mailer } from '../../integrations/email/mailer';
import { AppError } from '../../lib/app-error';
import { hmac, randomDigits, randomToken, safeEqualHex, sha256 } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { HOUR_MS, MINUTE_MS } from '../../lib/time';
import type { ReferralRegistration } from '../referrals/referrals.service';
import type { UsersRepository } from '../users/users.repository';
import type { FingerprintsRepository } from './fingerprints.repository';
import type { PasswordHasher } from './password-hasher';
import { passwordPolicyViolation } from './password-policy';
import type { ResetCodesRepository } from './reset-codes.repository';
import type { SessionCache } from './session-cache';
import type { SessionsRepository } from './sessions.repository';

export const RESET_CODE_TTL_MS = 10 * MINUTE_MS;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODES_PER_HOUR = 3;

export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

export interface AuthServiceDeps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsRepository;
  resetCodes: ResetCodesRepository;
  fingerprints: FingerprintsRepository;
  hasher: PasswordHasher;
  mailer: Mailer;
  sessionPolicy: SessionPolicy;
  appSecret: string;
  appUrl: string;
  now: () => number;
  /** Links an account registered with a referral code (omitted: codes are ignored). */
  referrals?: ReferralRegistration;
  /** Keeps resolved sessions while the database has not changed (omitted: every request reads). */
  sessionCache?: SessionCache;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, sessions, resetCodes, fingerprints, hasher, mailer, sessionPolicy, now } = deps;
  /** Made once: the session lookup runs on every signed-in request. */
  const readSession = (tokenHash: string) => sessions.findWithUserByTokenHash(db, tokenHash);
  const hashCode = (userId: number, code: string) => hmac(deps.appSecret, `reset:${userId}:${code}`);

  async function issueSession(
    tx: Db | Parameters<SessionsRepository['insert']>[0],
    userId: number,
    meta: ClientMeta,
  ): Promise<IssuedSession> {
    const token = randomToken(32);
    const at = now();
    const expiresAt = at + sessionPolicy.absoluteTimeoutMs;
    await sessions.insert(tx, {
      token_hash: sha256(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      expires_at: expiresAt,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip,
    });
    return { token, expiresAt };
  }

  /** Finds the open code for a user and checks a guess against it; wrong guesses are counted. */
  async function checkResetCode(email: string, code: string): Promise<{ user: UserRow; codeId: number }> {
    const invalid = new AppError(400, 'INVALID_RESET_CODE', errorMessages.INVALID_RESET_CODE, {
      code: errorMessages.INVALID_RESET_CODE,
    });
    const user = await users.findByEmail(db, email);
    if (!user) throw invalid;
    const open = await resetCodes.findOpen(db, user.id);
    if (!open || open.expires_at <= now()) throw invalid;
    // The attempt is counted before the comparison, so the cap holds for guesses sent all at once.
    if (!(await resetCodes.takeAttempt(db, open.id, RESET_CODE_MAX_ATTEMPTS))) throw invalid;
    if (!safeEqualHex(open.code_hash, hashCode(user.id, code.trim()))) throw invalid;
    await resetCodes.returnAttempt(db, open.id);
    return { user, codeId: open.id };
  }

  return {
    async register(
      input: RegisterInput,
      meta: ClientMeta,
    ): Promise<{ user: UserRow; session: IssuedSession }> {
      const violation = passwordPolicyViolation(input.password, {
        email: input.email,
        username: input.username,
      });
      if (violation) throw new AppError(400, 'WEAK_PASSWORD', violation, { password: violation });
      const passwordHash = await hasher.hash(input.password);
      try {
        // One transaction: the account, its first fingerprint and its session exist together or not at all.
        return await db.transaction().execute(async (tx) => {
          if (await users.findByEmail(tx, input.email)) throw emailTaken();
          if (await users.findByUsername(tx, input.username)) throw usernameTaken();
          const at = now();
          const user = await users.insert(tx, {
            email: input.email,
            username: input.username,
            username_normalized: input.username.toLowerCase(),
            password_hash: passwordHash,
            created_at: at,
            updated_at: at,
          });
          if (input.fingerprint) await fingerprints.record(tx, user.id, input.fingerprint, 'register', at);
          if (input.referralCode?.trim() && deps.referrals) {
            await deps.referrals.linkNewAccount(tx, {
              user,
              referralCode: input.referralCode,
              deviceId: input.fingerprint?.deviceId ?? null,
              at,
            });
          }
          const session = await issueSession(tx, user.id, meta);
          return { user, session };
        });
      } catch (error) {
        throw mapUniqueViolation(error);
      }
    },

    async login(
      input: LoginInput,
      meta: ClientMeta,
      previousToken: string | undefined,
    ): Promise<{ user: UserRow; session: IssuedSession }> {
      const user = await users.findByEmail(db, input.email);
      if (!user) {
        await hasher.verifyDummy(input.password);
        throw new AppError(401, 'INVALID_CREDENTIALS', errorMessages.INVALID_CREDENTIALS);
      }
      if (!(await hasher.verify(user.password_hash, input.password))) {
        throw new AppError(401, 'INVALID_CREDENTIALS', errorMessages.INVALID_CREDENTIALS);
      }
      return db.transaction().execute(async (tx) => {
        // A token the browser brought (planted or from an earlier login) never survives a login.
        if (previousToken) await sessions.deleteByTokenHash(tx, sha256(previousToken));
        if (input.fingerprint) await fingerprints.record(tx, user.id, input.fingerprint, 'login', now());
        const session = await issueSession(tx, user.id, meta);
        return { user, session };
      });
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.deleteByTokenHash(db, sha256(token));
    },

    /** The user behind a session cookie, or null when the session is unknown or expired. */
    async resolveSession(
      token: string,
      options: { mayUseCache?: boolean; reading?: DataReading } = {},
    ): Promise<{ user: UserRow; session: SessionRow; libraryRevision: number } | null> {
      const tokenHash = sha256(token);
      const found = await (options.mayUseCache && deps.sessionCache
        ? deps.sessionCache.read(tokenHash, readSession, options.reading)
        : readSession(tokenHash));
      if (!found) return null;
      const { session } = found;
      const at = now();
      if (session.expires_at <= at || at - session.last_seen_at >= sessionPolicy.idleTimeoutMs) {
        await sessions.deleteById(db, session.id);
        return null;
      }
      // Refresh the idle clock at most once a minute: no write on every request.
      if (at - session.last_seen_at > MINUTE_MS) await sessions.touch(db, session.id, at);
      return found;
    },

    async forgotPassword(email: string): Promise<{ message: string }> {
      const answer = { message: FORGOT_PASSWORD_SUCCESS };
      const user = await users.findByEmail(db, email);
      if (!user) return answer;
      const at = now();
      const code = randomDigits(RESET_CODE_LENGTH);
      const issued = await db.transaction().execute(async (tx) => {
        if ((await resetCodes.countCreatedSince(tx, user.id, at - HOUR_MS)) >= RESET_CODES_PER_HOUR)
          return false;
        await resetCodes.supersedeOpen(tx, user.id, at);
        await resetCodes.insert(tx, {
          user_id: user.id,
          code_hash: hashCode(user.id, code),
          created_at: at,
          expires_at: at + RESET_CODE_TTL_MS,
        });
        return true;
      });
      if (issued) {
        await mailer.send({
          to: user.email,
          subject: `Your ${PRODUCT_NAME} password reset code`,
          text: [
            `Hi ${user.username},`,
            '',
            `Your ${PRODUCT_NAME} password reset code is: ${code}`,
            '',
            'It is valid for 10 minutes and can be used once.',
            `Enter it at ${deps.appUrl}/reset-password?email=${encodeURIComponent(user.email)}`,
            '',
            'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
          ].join('\n'),
          secret: code,
        });
      }
      return answer;
    },

    async verifyResetCode(email: string, code: string): Promise<{ message: string }> {
      await checkResetCode(email, code);
      return { message: CODE_VERIFIED_MESSAGE };
    },

    async resetPassword(email: string, code: string, password: string): Promise<{ message: string }> {
      const { user, codeId } = await checkResetCode(email, code);
      const violation = passwordPolicyViolation(password, { email: user.email, username: user.username });
      if (violation) throw new AppError(400, 'WEAK_PASSWORD', violation, { password: violation });
      const passwordHash = await hasher.hash(password);
      await db.transaction().execute(async (tx) => {
        if (!(await resetCodes.consume(tx, codeId, now(), RESET_CODE_MAX_ATTEMPTS))) {
          throw new AppError(400, 'INVALID_RESET_CODE', errorMessages.INVALID_RESET_CODE);
        }
        await users.update(tx, user.id, { password_hash: passwordHash, updated_at: now() });
        await sessions.deleteForUser(tx, user.id);
      });
      return { message: RESET_PASSWORD_SUCCESS };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', errorMessages.EMAIL_TAKEN, { email: errorMessages.EMAIL_TAKEN });
export const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', errorMessages.USERNAME_TAKEN, {
    username: errorMessages.USERNAME_TAKEN,
  });

/** Two requests racing for the same email or username: the loser gets the same 409 as a plain duplicate. */
export function mapUniqueViolation(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const text = String((error as Error).message);
  return text.includes('username') ? usernameTaken() : emailTaken();
}
