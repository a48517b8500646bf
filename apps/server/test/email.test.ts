import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../src/integrations/email/mailer';
import { DAY_MS, HOUR_MS } from '../src/lib/time';
import { buildTestApp, databaseKind, registerUser, type TestApp, TestClient } from './build-test-app';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that records what it receives. */
async function startSmtp(port = 0): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return { port: actualPort, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The outbox rows for an address, oldest first. */
async function outboxRows(app: TestApp, email: string) {
  return app.app.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

const codeIn = (text: string) => /code is: (\d{6})/.exec(text)?.[1];

/** A pino destination that keeps every line, to read what the server printed. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe(`email on ${databaseKind}`, () => {
  it('sends the reset code over SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    try {
      t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { mailTransport: undefined });
      const { input } = await registerUser(t.app);
      const r = await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });
      expect(r.statusCode).toBe(200);
      await t.app.mailer.idle();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([input.email]);
      expect(smtp.received[0]!.raw).toMatch(/password reset code is: \d{6}/);
      const code = codeIn(smtp.received[0]!.raw)!;
      const [row] = await outboxRows(t, input.email);
      expect(row!.status).toBe('sent');
      // Delivered: the outbox keeps the message without the code.
      expect(row!.text_body).not.toContain(code);
      expect(row!.text_body).toContain(`password reset code is: ${REDACTED}`);
      expect(row!.redacted_body).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps the message in the outbox while SMTP is down and sends it once SMTP is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();

    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { mailTransport: undefined });
    const { input } = await registerUser(t.app);
    const r = await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe("If an account with that email exists, we've sent a password reset code.");
    await t.app.mailer.idle();
    const pending = await t.app.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('to_address', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    // Not delivered yet: the retry still needs the code.
    const code = codeIn((await outboxRows(t, input.email))[0]!.text_body);
    expect(code).toMatch(/^\d{6}$/);

    const smtp = await startSmtp(port);
    try {
      t.clock.advance(HOUR_MS);
      expect(await t.app.mailer.flush()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([input.email]);
      expect(codeIn(smtp.received[0]!.raw)).toBe(code);
      expect((await outboxRows(t, input.email))[0]!.text_body).not.toContain(code!);
      // Flushing again sends nothing twice.
      expect(await t.app.mailer.flush()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP, with the log line hidden by the log level, keeps the whole message in the outbox', async () => {
    t = await buildTestApp();
    const { input } = await registerUser(t.app);
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });
    const row = await t.app.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('logged');
    expect(row.text_body).toMatch(/code is: \d{6}/);
  });

  it('gives up on a message after 10 failed deliveries and keeps no code for it', async () => {
    const probe = await startSmtp();
    await probe.close();
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${probe.port}` }, { mailTransport: undefined });
    const { input } = await registerUser(t.app);
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });
    await t.app.mailer.idle();
    const code = codeIn((await outboxRows(t, input.email))[0]!.text_body)!;
    for (let i = 0; i < 9; i++) {
      t.clock.advance(HOUR_MS);
      await t.app.mailer.flush();
    }
    const [row] = await outboxRows(t, input.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 10, redacted_body: null });
    expect(row!.text_body).not.toContain(code);
    expect(row!.text_body).toContain(REDACTED);
  });

  it('without SMTP prints the code to the log and keeps the outbox message without it', async () => {
    const log = logCapture();
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: log.logger });
    const { input } = await registerUser(t.app);
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });
    const printed = log.lines.map((line) => JSON.parse(line)).find((entry) => entry.to === input.email);
    const code = codeIn(printed.body)!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await outboxRows(t, input.email);
    expect(row!.status).toBe('logged');
    expect(row!.text_body).not.toContain(code);
    expect(row!.text_body).toContain(REDACTED);
    expect(row!.redacted_body).toBeNull();
    // The code from the log works.
    const verify = await new TestClient(t.app).post('/api/auth/verify-reset-code', {
      email: input.email,
      code,
    });
    expect(verify.statusCode).toBe(200);
  });

  it('a code the log level kept out of the log stays in the outbox for an hour, then is removed', async () => {
    t = await buildTestApp();
    const { input } = await registerUser(t.app);
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: input.email });
    const code = codeIn((await outboxRows(t, input.email))[0]!.text_body)!;
    t.clock.advance(HOUR_MS - 1000);
    await t.app.maintenance.cleanUpOutbox();
    expect((await outboxRows(t, input.email))[0]!.text_body).toContain(code);
    t.clock.advance(2000);
    await t.app.maintenance.cleanUpOutbox();
    const [row] = await outboxRows(t, input.email);
    expect(row!.text_body).not.toContain(code);
    expect(row!.text_body).toContain(REDACTED);
  });

  it('deletes delivered, failed and logged messages after 7 days and keeps those still to send', async () => {
    const smtp = await startSmtp();
    try {
      t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { mailTransport: undefined });
      const db = t.app.database.db;
      const at = t.clock.now();
      const message = (to: string, status: string, created_at: number) => ({
        to_address: to,
        subject: 's',
        text_body: 'b',
        status,
        created_at,
        next_attempt_at: at + DAY_MS,
      });
      const old = at - 7 * DAY_MS - 1000;
      const recent = at - 6 * DAY_MS;
      await db
        .insertInto('outbox')
        .values([
          message('old-sent@example.com', 'sent', old),
          message('old-failed@example.com', 'failed', old),
          message('old-logged@example.com', 'logged', old),
          message('old-pending@example.com', 'pending', old),
          message('recent-sent@example.com', 'sent', recent),
        ])
        .execute();
      expect(await t.app.maintenance.cleanUpOutbox()).toBe(3);
      const left = await db.selectFrom('outbox').select('to_address').orderBy('to_address').execute();
      expect(left.map((r) => r.to_address)).toEqual(['old-pending@example.com', 'recent-sent@example.com']);
    } finally {
      await smtp.close();
    }
  });
});
