import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { MINUTE_MS } from '../../lib/time';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

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
  /** Resolves once background deliveries started so far have settled (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

const MAX_ATTEMPTS = 10;

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
        .set({ status: 'sent', sent_at: now(), attempts: attempts + 1 })
        .where('id', '=', id)
        .execute();
      return true;
    } catch (error) {
      const nextAttempts = attempts + 1;
      const backoff = (Math.min(2 ** nextAttempts, 60) * MINUTE_MS) / 4;
      await db
        .updateTable('outbox')
        .set({
          status: nextAttempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts: nextAttempts,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          next_attempt_at: now() + backoff,
        })
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
      const row = await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
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

    async idle() {
      await Promise.all([...inFlight]);
    },

    close() {
      transport?.close?.();
    },
  };
}
