import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/time';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * A part of the text only the recipient may read (a reset code). The outbox keeps it only until
   * the message was delivered, given up on, or printed to the log.
   */
  secret?: string;
}

/** What replaces a message's secret in the outbox. */
export const REDACTED = '[removed after delivery]';

/** Delivered, given-up and logged messages are deleted this long after they were written. */
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;
/** A secret the log never showed (LOG_LEVEL above info) is removed after this long: codes expire sooner. */
export const UNLOGGED_SECRET_KEPT_MS = HOUR_MS;

/** Delivers one message to the outside world (an SMTP relay). Throws when delivery fails. */
export interface MailTransport {
  deliver(message: EmailMessage & { from: string }): Promise<void>;
  close?(): void;
}

export interface Mailer {
  /** Stores the message in the outbox and delivers it in the background. Never throws for delivery. */
  send(message: EmailMessage): Promise<void>;
  /** Delivers every message that is due; returns how many were sent. */
  flush(): Promise<number>;
  /**
   * Removes the secrets kept for messages the log never showed once they are an hour old, and
   * deletes delivered, failed and logged messages older than OUTBOX_RETENTION_MS (returns how many).
   */
  cleanUp(): Promise<number>;
  /** Resolves once background deliveries started so far have settled (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

const MAX_ATTEMPTS = 10;

/** pino's numeric level for `info`: the level the outbox line is printed at. */
const INFO_LEVEL = 30;
const levelValues: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
const printsInfo = (logger: FastifyBaseLogger) => (levelValues[logger.level] ?? Infinity) <= INFO_LEVEL;

/** split/join: a plain substring replacement, linear in the text, no pattern. */
const withoutSecret = (text: string, secret: string | undefined) =>
  secret ? text.split(secret).join(REDACTED) : null;

/**
 * Every message goes through the outbox table first, so nothing is lost when SMTP is down:
 * a pending message is retried with backoff. Without a transport (the embedded default) the
 * message is kept in the outbox with status 'logged' and printed to the server log, so a reset
 * code can be read on a machine without mail.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport | null;
  from: string;
  logger: FastifyBaseLogger;
  now: () => number;
}): Mailer {
  const { db, transport, from, logger, now } = deps;
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(id: number, message: EmailMessage, attempts: number): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.deliver({ ...message, from });
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          sent_at: now(),
          attempts: attempts + 1,
          // The recipient has the secret now: the outbox no longer needs it.
          text_body: eb.fn.coalesce('redacted_body', 'text_body'),
          redacted_body: null,
        }))
        .where('id', '=', id)
        .execute();
      return true;
    } catch (error) {
      const nextAttempts = attempts + 1;
      const backoff = (Math.min(2 ** nextAttempts, 60) * MINUTE_MS) / 4;
      const givenUp = nextAttempts >= MAX_ATTEMPTS;
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: givenUp ? 'failed' : 'pending',
          attempts: nextAttempts,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          next_attempt_at: now() + backoff,
          // A message never sent keeps no secret either: nobody will deliver it any more.
          ...(givenUp
            ? { text_body: eb.fn.coalesce('redacted_body', 'text_body'), redacted_body: null }
            : {}),
        }))
        .where('id', '=', id)
        .execute();
      logger.warn({ outboxId: id, err: error }, 'email delivery failed; kept in the outbox for retry');
      return false;
    }
  }

  function track<T>(promise: Promise<T>): void {
    const p = promise.catch((error) => logger.error({ err: error }, 'email background task failed'));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  return {
    async send(message) {
      const redacted = withoutSecret(message.text, message.secret);
      // Without SMTP the log is the delivery: once the line is printed, the outbox keeps the
      // message without its secret. A log level that hides the line keeps the whole message,
      // the only copy, until the purge.
      const logged = !transport && printsInfo(logger);
      const row = await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: logged ? (redacted ?? message.text) : message.text,
          redacted_body: logged ? null : redacted,
          status: transport ? 'pending' : 'logged',
          created_at: now(),
          next_attempt_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        logger.info(
          { outboxId: row.id, to: message.to, subject: message.subject, body: message.text },
          'email kept in the outbox (no SMTP_URL set)',
        );
        return;
      }
      track(deliver(row.id, message, 0));
    },

    async flush() {
      if (!transport) return 0;
      const due = await db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now())
        .orderBy('id')
        .limit(50)
        .execute();
      let sent = 0;
      for (const row of due) {
        // Claim the row first so that several processes flushing together send it once.
        const claimed = await db
          .updateTable('outbox')
          .set({ next_attempt_at: now() + 5 * MINUTE_MS })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '=', row.next_attempt_at)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        if (
          await deliver(
            row.id,
            { to: row.to_address, subject: row.subject, text: row.text_body },
            row.attempts,
          )
        )
          sent++;
      }
      return sent;
    },

    async cleanUp() {
      await db
        .updateTable('outbox')
        .set({ text_body: sql<string>`redacted_body`, redacted_body: null })
        .where('status', '=', 'logged')
        .where('redacted_body', 'is not', null)
        .where('created_at', '<', now() - UNLOGGED_SECRET_KEPT_MS)
        .execute();
      const result = await db
        .deleteFrom('outbox')
        .where('status', 'in', ['sent', 'failed', 'logged'])
        .where('created_at', '<', now() - OUTBOX_RETENTION_MS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async idle() {
      await Promise.all([...inFlight]);
    },

    close() {
      transport?.close?.();
    },
  };
}
