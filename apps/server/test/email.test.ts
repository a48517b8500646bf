import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../src/lib/time';
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
      const row = await t.app.database.db
        .selectFrom('outbox')
        .select(['status', 'sent_at'])
        .where('to_address', '=', input.email)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
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

    const smtp = await startSmtp(port);
    try {
      t.clock.advance(HOUR_MS);
      expect(await t.app.mailer.flush()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([input.email]);
      // Flushing again sends nothing twice.
      expect(await t.app.mailer.flush()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP keeps the message in the outbox as logged, readable on a fresh machine', async () => {
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
});
