/**
 * Issue 17, item 3: one client must not deny resume import to everyone. Work per file is
 * bounded inside the parser process, and each client (address, account) has at most one file
 * queued or running; honest uploads from others keep flowing during an attack.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resumeImportMessages } from '@jobpeel/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerUser, type TestApp, TestClient, withTestApp } from './build-test-app';
import { docxFile, textOperatorFloodPdf, textPdf } from './support/resume-files';

const parse = (client: TestClient, name: string, data: Buffer) =>
  client.postFile('/api/resume/parse', { name, data });

/** An upload with a CSRF token fetched beforehand, so one client can send several at once. */
function parseWithToken(client: TestClient, token: string, name: string, data: Buffer) {
  const boundary = `----jobpeel${Math.random().toString(16).slice(2)}`;
  return client.request({
    method: 'POST',
    url: '/api/resume/parse',
    headers: { 'x-csrf-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** One parser process, so the tests see the queue and the budgets act on a single child. */
const withApp = (env: Record<string, string>, run: (app: TestApp) => Promise<void>) =>
  withTestApp({ RESUME_PARSER_PROCESSES: '1', ...env }, run);

function expectTooComplex(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ code: 'RESUME_UNREADABLE', message: resumeImportMessages.timeout });
}

function expectBusy(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toMatchObject({ code: 'IMPORT_BUSY', message: resumeImportMessages.busy });
}

describe('resume import under attack', () => {
  it('stops a 19 kB PDF of 400,000 text operators at the text-item cap, long before the timeout', async () => {
    await withApp({ RESUME_PARSER_TIMEOUT_MS: '40000' }, async (app) => {
      const flood = textOperatorFloodPdf(400_000);
      expect(flood.length).toBeLessThan(25 * 1024);
      expectTooComplex(await parse(new TestClient(app.app), 'flood.pdf', flood));
      // The parser is free again at once.
      expect((await parse(new TestClient(app.app), 'resume.pdf', await textPdf())).statusCode).toBe(200);
    });
  }, 90_000);

  it('stops a file at its CPU budget, checked inside the parser process, before the timeout', async () => {
    // OCR of a page takes seconds of CPU: far more than a 300 ms budget, far less than the timeout.
    const scan = readFileSync(join(import.meta.dirname, 'fixtures', 'resumes', 'scanned-resume.pdf'));
    await withApp({ RESUME_PARSER_CPU_MS: '300', RESUME_PARSER_TIMEOUT_MS: '60000' }, async (app) => {
      expectTooComplex(await parse(new TestClient(app.app), 'scan.pdf', scan));
    });
  }, 90_000);

  it('keeps honest uploads flowing while attack PDFs arrive from a few addresses', async () => {
    await withApp({ RESUME_PARSER_QUEUE: '8', RESUME_PARSER_TIMEOUT_MS: '40000' }, async (app) => {
      const flood = textOperatorFloodPdf(400_000);
      const [docx, pdf] = [await docxFile(), await textPdf()];
      const attackers = [new TestClient(app.app), new TestClient(app.app), new TestClient(app.app)];
      const tokens = await Promise.all(attackers.map((attacker) => attacker.csrfToken()));
      // Two waves: in each, every attacker sends three files at once (nine, as in the issue), and
      // six honest visitors upload one resume each, interleaved with them.
      for (let wave = 0; wave < 2; wave += 1) {
        const attacks: Promise<LightMyRequestResponse>[] = [];
        const honest: Promise<LightMyRequestResponse>[] = [];
        for (let round = 0; round < 3; round += 1) {
          attackers.forEach((attacker, index) => {
            attacks.push(parseWithToken(attacker, tokens[index]!, 'flood.pdf', flood));
          });
          honest.push(parse(new TestClient(app.app), 'resume.docx', docx));
          honest.push(parse(new TestClient(app.app), 'resume.pdf', pdf));
        }
        const [attackAnswers, honestAnswers] = await Promise.all([Promise.all(attacks), Promise.all(honest)]);
        for (const answer of honestAnswers) expect(answer.statusCode, answer.body).toBe(200);
        // Each attacker got one file into the parser (stopped by the work limits); the rest were busy.
        const tooComplex = attackAnswers.filter((r) => r.statusCode === 422);
        const busy = attackAnswers.filter((r) => r.statusCode === 503);
        expect(tooComplex).toHaveLength(3);
        expect(busy).toHaveLength(6);
        for (const answer of tooComplex) expectTooComplex(answer);
        for (const answer of busy) expectBusy(answer);
      }
    });
  }, 120_000);

  it('lets one account have one file in the parser at a time, from any address', async () => {
    await withApp({}, async (app) => {
      const { client } = await registerUser(app.app);
      const elsewhere = new TestClient(app.app);
      for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
      const docx = await docxFile();
      const answers = await Promise.all([parse(client, 'a.docx', docx), parse(elsewhere, 'b.docx', docx)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 503]);
      expectBusy(answers.find((r) => r.statusCode === 503)!);
      // Once the first is done, the same account may import again.
      expect((await parse(elsewhere, 'c.docx', docx)).statusCode).toBe(200);
    });
  }, 60_000);
});
