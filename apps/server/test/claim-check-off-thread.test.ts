import { COVER_LETTER_CONTENT_MAX_LENGTH } from '@jobpeel/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { checkUnavailableMessage } from '../src/modules/generation/claim-check.service';
import { ClaimCheckRefused } from '../src/modules/generation/claim-check-pool';
import { buildTestApp, databaseKind, registerUser, type TestApp, TestClient } from './build-test-app';
import { JOB, letterRequest, RESUME } from './fixtures/letter-request';

/**
 * The claim check takes about 350 ms of CPU on a letter at the 20,000-character limit, and an edit
 * checks the letter again on every save. It runs in a worker thread (docs/decisions/0023), so other
 * requests are answered meanwhile; a check that cannot run (queue full, past its time) never fails
 * an edit or a generation (the letter is stored without evidence), and the check page gets a 503.
 */

const WORDS = ['reliable', 'careful', 'steady', 'thorough', 'patient', 'curious', 'quick', 'calm'];

/** A letter just under the length limit, full of claims; `variant` makes each one different. */
function longLetter(variant: number): string {
  const paragraph = (i: number) =>
    `In project ${i} at Contoso Retail I built TypeScript and Node.js services handling ${i + variant + 2} million requests a day, working with ${WORDS[i % 8]} colleagues on PostgreSQL and Redis. We cut query latency by ${10 + (i % 60)}% in ${(i % 12) + 1} months, and I led a team of ${(i % 9) + 2} engineers. I hold a B.Sc. in Computer Science from the University of Leeds.\n\n`;
  let letter = '';
  for (let i = 0; letter.length + paragraph(i).length < COVER_LETTER_CONTENT_MAX_LENGTH; i++)
    letter += paragraph(i);
  return letter.trim();
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appWith(env: Record<string, string> = {}) {
  const app = await buildTestApp(env);
  apps.push(app);
  const { client } = await registerUser(app.app);
  return { app, client };
}

const check = (client: TestClient, content: string) =>
  client.post('/api/cover-letters/check', { content, jobDescription: JOB, resumeText: RESUME });

/** Lines appended to `base` up to the 20,000-character limit of a resume or a posting. */
function filled(base: string, line: (i: number) => string): string {
  let text = base;
  for (let i = 0; text.length + line(i).length < 19_900; i++) text += line(i);
  return text;
}

/** The slowest check: a long letter against a long resume and posting, none of them seen before. */
const heavyCheck = (client: TestClient, variant: number) =>
  client.post('/api/cover-letters/check', {
    content: longLetter(variant),
    resumeText: filled(
      `${RESUME}\nProjects\n`,
      (i) =>
        `- Project ${i + variant * 1000}: shipped ${(i % 7) + 2} services in ${WORDS[i % 8]} TypeScript, cutting costs by ${(i % 50) + 5}%\n`,
    ),
    jobDescription: filled(
      `${JOB}\nResponsibilities\n`,
      (i) =>
        `- Own area ${i + variant * 1000}: ${WORDS[i % 8]} work on Node.js service ${i} with ${(i % 5) + 2}+ years of experience\n`,
    ),
  });

describe(`the claim check runs off the main thread on ${databaseKind}`, () => {
  it('answers GET /api/templates again and again while 20,000-character letters are checked', async () => {
    const { app, client } = await appWith();
    const reader = new TestClient(app.app);
    expect((await check(client, longLetter(0))).statusCode).toBe(200);

    const rounds: { reads: number; checked: number[] }[] = [];
    for (let round = 1; round <= 3; round++) {
      // Four different long letters at once (one thread checks them in turn), while a visitor
      // reads the templates over and over, each read sent once the one before has answered.
      let pending = 4;
      const checks = Array.from({ length: pending }, (_, i) =>
        check(client, longLetter(round * 10 + i)).finally(() => pending--),
      );
      let reads = 0;
      for (let sent = 0; pending === 4 && sent < 5_000; sent++) {
        // A turn of the event loop between reads, as between real requests (inject alone never
        // leaves the microtask queue, so the thread's answer would never be taken).
        await new Promise((resolve) => setImmediate(resolve));
        const r = await reader.get('/api/templates');
        expect(r.statusCode).toBe(200);
        if (pending === 4) reads++;
      }
      const answered = await Promise.all(checks);
      for (const r of answered) {
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().evidence.summary.claims).toBeGreaterThan(100);
      }
      rounds.push({ reads, checked: answered.map((r) => r.json().evidence.summary.claims) });
    }
    // On the event loop, a check holds every other request until it ends: a read could only slip
    // in before the first check started, one a round at most. Off it, reads keep being answered
    // while letters are checked (in sum: one round may end early when a thread is quick, as on
    // Node 24 under load, which once gave 1, 25 and 14 reads).
    const reads = rounds.map((r) => r.reads);
    expect(
      reads.reduce((sum, n) => sum + n, 0),
      JSON.stringify(reads),
    ).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('keeps a generation, an edit and a restore without evidence when the check cannot run, and answers the check page with 503', async () => {
    let refusing = false;
    const app = await buildTestApp(
      {},
      {
        claimChecker: (pool) => ({
          check: (input) => (refusing ? Promise.reject(new ClaimCheckRefused('busy')) : pool.check(input)),
        }),
      },
    );
    apps.push(app);
    const { client } = await registerUser(app.app);
    const first = await client.post('/api/generate', letterRequest());
    expect(first.statusCode, first.body).toBe(201);
    const letter = first.json().coverLetter;
    expect(letter.metadata.evidence.summary.claims).toBeGreaterThan(0);

    refusing = true;
    const generated = await client.post('/api/generate', letterRequest());
    expect(generated.statusCode, generated.body).toBe(201);
    expect(generated.json().coverLetter.generatedContent).toBe(letter.generatedContent);
    expect(generated.json().coverLetter.metadata.evidence ?? null).toBeNull();

    const edited = `${letter.generatedContent}\n\nP.S. I am available from March.`;
    const edit = await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: edited });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().coverLetter.content).toBe(edited);
    expect(edit.json().coverLetter.metadata.evidence ?? null).toBeNull();

    const [version] = (await client.get(`/api/cover-letters/${letter.id}/versions`)).json().versions;
    const restored = await client.post(`/api/cover-letters/${letter.id}/versions/${version.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().coverLetter.content).toBe(letter.generatedContent);
    expect(restored.json().coverLetter.metadata.evidence ?? null).toBeNull();

    const checked = await check(client, letter.generatedContent);
    expect(checked.statusCode, checked.body).toBe(503);
    expect(checked.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: checkUnavailableMessage });

    // Once the check runs again, the next save is checked as before.
    refusing = false;
    const again = await client.send('PUT', `/api/cover-letters/${letter.id}/content`, { content: edited });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().coverLetter.metadata.evidence.summary.claims).toBeGreaterThan(0);
  });

  it('refuses checks beyond the queue with 503, and checks the next letter', async () => {
    const { client } = await appWith({ CLAIM_CHECK_QUEUE: '1' });
    // One thread: one letter is checked, one waits, the third is refused.
    const answers = await Promise.all([1, 2, 3].map((n) => heavyCheck(client, n)));
    const refused = answers.filter((r) => r.statusCode === 503);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 503]);
    expect(refused[0]!.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: checkUnavailableMessage,
    });
    const next = await heavyCheck(client, 4);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().evidence.summary.supported).toBeGreaterThan(0);
  }, 60_000);
});
