/**
 * npm run bench:generate — prints figures, asserts nothing.
 *
 * 1. Offline engine through the HTTP API: letters per second and latency (p50/p99) for a pro user,
 *    at a fixed concurrency, on a temporary SQLite file (or DATABASE_URL when set).
 * 2. With a streaming stub provider (a local OpenAI-compatible server that paces its tokens), the
 *    latency JobPeel adds on top of the provider: to the first streamed chunk and to the end.
 * Loopback only, bounded in count and time.
 */
import { startOpenAiCompatibleServer } from '../test/fakes/openai-compatible-server';
import { ms, percentile, proSession, startApp } from './support';

const LETTERS = Number(process.env.BENCH_LETTERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const STREAM_RUNS = Number(process.env.BENCH_STREAM_RUNS ?? 30);
/** Requests before the measured ones: the first letters pay for JIT compilation, not for the engine. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 24);

const JOB = `Senior Backend Engineer at Northwind Analytics
Requirements
- 5+ years of experience with TypeScript and Node.js
- Experience with PostgreSQL and Redis
- Familiarity with Kubernetes and CI/CD`;
const RESUME = `Jordan Rivera
Backend Engineer, Contoso Retail (2018-2024)
- Built TypeScript and Node.js services handling 2 million requests a day
- Cut PostgreSQL query latency by 40%
B.Sc. Computer Science, University of Leeds
Skills: TypeScript, Node.js, PostgreSQL, Docker`;

/** Each request its own posting (a reference line differs), so no cache serves one request from another. */
const bodyFor = (n: number) =>
  JSON.stringify({
    templateId: 1,
    jobDescription: `${JOB}\nReference: NW-${n}`,
    resumeText: RESUME,
    companyName: 'Northwind Analytics',
  });
const body = bodyFor(0);

async function benchOffline() {
  const { app, base, close } = await startApp({});
  try {
    const { headers } = await proSession(app, base);
    for (let i = 0; i < WARMUP; i++)
      await (
        await fetch(`${base}/api/generate`, { method: 'POST', headers, body: bodyFor(-i - 1) })
      ).arrayBuffer();
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < LETTERS) {
          const n = next++;
          const t0 = performance.now();
          const r = await fetch(`${base}/api/generate`, { method: 'POST', headers, body: bodyFor(n) });
          await r.arrayBuffer();
          if (r.status !== 201) errors++;
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `offline engine via HTTP (${app.database.dialect}, ${LETTERS} letters after ${WARMUP} warm-up, concurrency ${CONCURRENCY})`,
    );
    console.log(
      `  letters/s ${(LETTERS / seconds).toFixed(1)}   p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   errors ${errors}`,
    );
  } finally {
    await close();
  }
}

/** Reads an SSE response, returning the time of the first chunk event and of the end. */
async function timeStream(response: Response, t0: number, firstMarker: string) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && text.includes(firstMarker)) first = performance.now() - t0;
  }
  return { first, end: performance.now() - t0 };
}

async function benchStreamingOverhead() {
  const provider = await startOpenAiCompatibleServer();
  const { app, base, close } = await startApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'stub-model',
  });
  try {
    const { headers } = await proSession(app, base);
    const direct = { first: [] as number[], end: [] as number[] };
    const viaApp = { first: [] as number[], end: [] as number[] };
    for (let i = 0; i < STREAM_RUNS; i++) {
      // The provider alone: the analysis call, then the streamed letter.
      let t0 = performance.now();
      const analysis = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'stub-model', messages: [{ role: 'user', content: 'x' }] }),
      });
      await analysis.arrayBuffer();
      const stream = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'stub-model',
          stream: true,
          messages: [{ role: 'user', content: 'x' }],
        }),
      });
      const d = await timeStream(stream, t0, '"content":"Dear');
      direct.first.push(d.first);
      direct.end.push(d.end);

      // The same through JobPeel.
      t0 = performance.now();
      const r = await fetch(`${base}/api/cover-letters/generate`, {
        method: 'POST',
        headers: { ...headers, accept: 'text/event-stream' },
        body,
      });
      const v = await timeStream(r, t0, 'event: chunk\ndata: {"text":"Dear');
      viaApp.first.push(v.first);
      viaApp.end.push(v.end);
    }
    const p50 = (xs: number[]) => percentile(xs, 50);
    console.log(`streaming stub provider (${STREAM_RUNS} letters, median)`);
    console.log(`  provider alone: first token ${ms(p50(direct.first))}, end ${ms(p50(direct.end))}`);
    console.log(`  through JobPeel: first chunk ${ms(p50(viaApp.first))}, end ${ms(p50(viaApp.end))}`);
    console.log(
      `  added by JobPeel: to first token ${ms(p50(viaApp.first) - p50(direct.first))}, to the end ${ms(p50(viaApp.end) - p50(direct.end))} (goal < 20 ms)`,
    );
  } finally {
    await close();
    await provider.close();
  }
}

await benchOffline();
await benchStreamingOverhead();
