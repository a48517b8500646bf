/**
 * Issue 17, item 6: the 5 MB limit of POST /api/resume/parse holds every time, through inject()
 * and over a real socket, and a large body is refused without being read.
 */
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { RESUME_FILE_MAX_BYTES, resumeImportMessages } from '@jobpeel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClient } from './build-test-app';

const MB = 1024 * 1024;

/** A file that starts like a PDF and is `size` bytes long. */
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

let t: TestApp;
let base: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  // One address (loopback) sends every upload here, so the per-IP import limit is off.
  t = await buildTestApp({ RATE_LIMIT_DISABLED: 'true' });
  t.app.server.on('connection', (socket: Socket) => sockets.add(socket));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
});

async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${base}/api/csrf-token`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { token: ((await response.json()) as { csrfToken: string }).csrfToken, cookie };
}

interface SocketUpload {
  status: number;
  body: string;
  /** Bytes the server read from this connection, counted by its socket. */
  serverBytesRead: number;
}

/**
 * Streams a multipart upload of `fileBytes` bytes over a fresh connection, 64 kB at a time,
 * declaring its length or sent chunked, and stops sending once the answer has arrived.
 */
async function uploadOverSocket(fileBytes: number, framing: 'length' | 'chunked'): Promise<SocketUpload> {
  const { token, cookie } = await csrf();
  const boundary = `----jobpeel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  sockets.clear();
  const req = httpRequest(`${base}/api/resume/parse`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrf-token': token,
      cookie,
      ...(framing === 'length' ? { 'content-length': String(total) } : {}),
    },
  });
  let answered = false;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    // Writing into a connection the server has closed fails after the answer: that is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  const stopped = answer.then(
    () => 'stopped' as const,
    () => 'stopped' as const,
  );

  const send = async () => {
    // The file in 64 kB writes after the part's headers: the 5 MB limit falls between two writes.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const first = Buffer.concat([Buffer.from('%PDF-1.4\n'), chunk.subarray(9)]);
    req.write(head);
    for (let sent = 0; sent < fileBytes && !answered && !req.destroyed; sent += chunk.length) {
      const next = (sent === 0 ? first : chunk).subarray(0, fileBytes - sent);
      if (!req.write(next)) {
        if ((await Promise.race([once(req, 'drain').then(() => 'drained' as const), stopped])) === 'stopped')
          return;
      }
    }
    if (!answered && !req.destroyed) req.end(tail);
  };
  void send().catch(() => {});
  const { status, body } = await answer;
  req.destroy();
  // The server's side of the connection: wait until it is closed, then read its byte count.
  await Promise.all(
    [...sockets].map((socket) =>
      socket.destroyed
        ? undefined
        : Promise.race([once(socket, 'close'), new Promise((r) => setTimeout(r, 5000))]),
    ),
  );
  const serverBytesRead = Math.max(0, ...[...sockets].map((socket) => socket.bytesRead));
  return { status, body, serverBytesRead };
}

const justOver = RESUME_FILE_MAX_BYTES + 256 * 1024;

describe('the resume upload size limit', () => {
  it('answers 413 with the spec’s message every time a file is just over 5 MB (inject)', async () => {
    const file = pdfOfSize(justOver);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const r = await new TestClient(t.app).postFile('/api/resume/parse', { name: 'big.pdf', data: file });
      expect(r.statusCode, `attempt ${attempt}: ${r.body}`).toBe(413);
      expect(r.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: resumeImportMessages.tooLarge });
    }
    // A file of exactly 5 MB is not refused for its size.
    const atLimit = await new TestClient(t.app).postFile('/api/resume/parse', {
      name: 'big.pdf',
      data: pdfOfSize(RESUME_FILE_MAX_BYTES),
    });
    expect(atLimit.statusCode).not.toBe(413);
  }, 60_000);

  it('answers 413 when the file reaches 5 MB exactly at the end of a chunk and goes on (inject)', async () => {
    // busboy flags the truncation on the next chunk without pushing any byte of it, after
    // toBuffer() has taken the last one: before the fix the first 5 MB were parsed.
    const boundary = '----jobpeelaligned';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const client = new TestClient(t.app);
      const token = await client.csrfToken();
      const payload = Readable.from([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        pdfOfSize(RESUME_FILE_MAX_BYTES),
        Buffer.alloc(MB, 0x20),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const r = await client.request({
        method: 'POST',
        url: '/api/resume/parse',
        headers: { 'x-csrf-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(r.statusCode, `attempt ${attempt}: ${r.body}`).toBe(413);
      expect(r.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: resumeImportMessages.tooLarge });
    }
  }, 60_000);

  it('answers 413 every time over a real socket, with a declared length and chunked', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const r = await uploadOverSocket(justOver, framing);
        expect(r.status, `${framing} attempt ${attempt}: ${r.body}`).toBe(413);
        expect(JSON.parse(r.body)).toMatchObject({
          code: 'PAYLOAD_TOO_LARGE',
          message: resumeImportMessages.tooLarge,
        });
      }
    }
  }, 120_000);

  it('refuses a 50 MB body without reading it, whether its length is declared or not', async () => {
    const declared = await uploadOverSocket(50 * MB, 'length');
    expect(declared.status, declared.body).toBe(413);
    expect(JSON.parse(declared.body).message).toBe(resumeImportMessages.tooLarge);
    // Refused on its Content-Length: hardly any of the body was read.
    expect(declared.serverBytesRead).toBeLessThan(2 * MB);

    const chunked = await uploadOverSocket(50 * MB, 'chunked');
    expect(chunked.status, chunked.body).toBe(413);
    expect(JSON.parse(chunked.body).message).toBe(resumeImportMessages.tooLarge);
    // Counted as it arrived and stopped at the limit (5 MB and the multipart envelope).
    expect(chunked.serverBytesRead).toBeLessThan(RESUME_FILE_MAX_BYTES + 2 * MB);

    // The server goes on answering.
    expect((await fetch(`${base}/api/templates`)).status).toBe(200);
  }, 60_000);
});
