/**
 * npm run bench:library — prints figures, asserts nothing.
 *
 * A pro user with a large library (BENCH_LIBRARY_LETTERS, default 2,000 letters of realistic size)
 * on a temporary SQLite file (or DATABASE_URL): latency of the list, one letter, the analytics,
 * an edit (which writes a version), a DOCX export, and the clean-up of as many expired unsaved
 * letters of free users. Loopback only, bounded in count and time.
 */
import { letterLengths } from '@jobpeel/contract';
import { ms, percentile, proSession, startApp } from './support';

const LETTERS = Number(process.env.BENCH_LIBRARY_LETTERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAY_MS = 86_400_000;

const KEYWORDS = [
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Redis',
  'Kubernetes',
  'React',
  'AWS',
  'Docker',
  'GraphQL',
  'Terraform',
  'Python',
  'Go',
];
const PARAGRAPH =
  'In my five years at Contoso Retail I built TypeScript and Node.js services that handled two million requests a day, and I cut PostgreSQL query latency by 40% for the checkout team.';
const LETTER = `Dear Hiring Manager,\n\n${Array.from({ length: 4 }, () => PARAGRAPH).join('\n\n')}\n\nSincerely,\nJordan Rivera`;
const JOB = `Senior Backend Engineer at Northwind Analytics\n\n${'We build forecasting tools for retailers. '.repeat(60)}`;

function rows(userId: number, count: number, now: number, createdBefore = 0) {
  return Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    title: `Backend Engineer ${i} at Northwind`,
    template_id: (i % 6) + 1,
    job_description: JOB,
    job_url: null,
    generated_content: LETTER,
    content: null,
    length: letterLengths[i % 3]!,
    recipient: 'Hiring Manager',
    metadata: JSON.stringify({
      analysis: 'Strong match on the backend stack.',
      keywords: Array.from({ length: 8 }, (_, k) => KEYWORDS[(i + k) % KEYWORDS.length]),
      matchScore: 40 + (i % 60),
      missingKeywords: ['Kubernetes'],
      role: 'Backend Engineer',
      company: 'Northwind',
      engine: 'offline',
      model: 'rule-based',
    }),
    saved: i % 4 === 0 ? 1 : 0,
    created_at: now - createdBefore - (i % 84) * DAY_MS,
    updated_at: now,
  }));
}

async function time(runs: number, call: () => Promise<Response>) {
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = await call();
    const body = await r.arrayBuffer();
    latencies.push(performance.now() - t0);
    bytes = body.byteLength;
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
  }
  return `p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   ${(bytes / 1024).toFixed(0)} kB`;
}

async function main() {
  const { app, base, close } = await startApp({});
  try {
    const { headers, userId } = await proSession(app, base);
    const db = app.database.db;
    const now = Date.now();
    for (let i = 0; i < LETTERS; i += 200) {
      await db
        .insertInto('cover_letters')
        .values(rows(userId, Math.min(200, LETTERS - i), now))
        .execute();
    }
    const first = await db
      .selectFrom('cover_letters')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const get = (path: string) => () => fetch(`${base}${path}`, { headers });

    console.log(`library of ${LETTERS} letters (${app.database.dialect}, ${RUNS} runs each)`);
    console.log(`  GET /api/cover-letters        ${await time(RUNS, get('/api/cover-letters'))}`);
    console.log(`  GET /api/cover-letters/{id}   ${await time(RUNS, get(`/api/cover-letters/${first.id}`))}`);
    console.log(`  GET /api/analytics            ${await time(RUNS, get('/api/analytics'))}`);
    let edit = 0;
    const put = () =>
      fetch(`${base}/api/cover-letters/${first.id}/content`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ content: `${LETTER}\n\nEdit ${edit++}` }),
      });
    console.log(`  PUT content (new version)     ${await time(RUNS, put)}`);
    console.log(
      `  GET export/docx               ${await time(RUNS, get(`/api/cover-letters/${first.id}/export/docx`))}`,
    );

    // Clean-up: as many letters of a free user, all past the 30-day window (a quarter saved).
    const free = await db
      .insertInto('users')
      .values({
        email: 'free@example.com',
        username: 'free_bench',
        username_normalized: 'free_bench',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < LETTERS; i += 200) {
      await db
        .insertInto('cover_letters')
        .values(rows(free.id, Math.min(200, LETTERS - i), now, 31 * DAY_MS))
        .execute();
    }
    const t0 = performance.now();
    const removed = await app.maintenance.purgeExpiredLetters();
    console.log(`  clean-up: removed ${removed} expired unsaved letters in ${ms(performance.now() - t0)}`);
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(`  process RSS after the run: ${rss.toFixed(0)} MB`);
  } finally {
    await close();
  }
}

await main();
