/**
 * npm run bench:load — prints figures, asserts nothing. Loopback only, bounded in time.
 *
 * The app on SQLite, then on PostgreSQL (DATABASE_URL or the local test database, in a schema of
 * its own), under a fixed request rate from autocannon in a separate process:
 *   GET  /api/user                        200 requests/s
 *   GET  /api/cover-letters (50 letters)  200 requests/s
 *   POST /api/generate (offline engine)    50 requests/s
 *   POST /api/login (rate limits on)      200 requests/s: excess load must shed as 429, never 5xx
 * and each read route flat out against a bare node:http server answering the same JSON (the
 * ceiling), alternating for three rounds and comparing medians. Every measured run follows a
 * short unmeasured warm-up, so the figures are the steady state rather than the JIT compiling.
 * BENCH_LOAD_SECONDS (default 8) sets each run's length; the whole bench takes about 6 minutes.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';
import { proSession, startApp } from './support';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

/** autocannon in its own process, so the load generator does not share the app's event loop. */
async function load(
  url: string,
  options: {
    rate?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    seconds?: number;
  },
): Promise<Result> {
  const args = ['-j', '-d', String(options.seconds ?? SECONDS), '-c', '10'];
  if (options.rate) args.push('-R', String(options.rate));
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-b', options.body);
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  const { stdout } = await run('npx', ['autocannon', ...args], { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout);
  const statuses: Record<string, number> = {};
  for (const key of ['1xx', '2xx', '3xx', '4xx', '5xx']) if (r[key]) statuses[key] = r[key];
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses,
  };
}

const line = (name: string, r: Result, extra = '') =>
  console.log(
    `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}   ${JSON.stringify(r.statuses)} ${extra}`,
  );

const WARM_UP_SECONDS = 2;
const ROUNDS = 3;

/** A measured run after a warm-up run whose figures are thrown away (the JIT compiles first). */
async function warm(url: string, options: Parameters<typeof load>[1] = {}): Promise<Result> {
  await load(url, { ...options, seconds: WARM_UP_SECONDS });
  return load(url, options);
}

/** The run with the median throughput. */
const medianRun = (runs: Result[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/**
 * The route flat out against a bare node:http server answering the same JSON (what the route
 * could do with no framework and no database). The two alternate for a few rounds and the
 * medians are compared: on a shared machine the throughput of either drifts from run to run.
 */
async function againstCeiling(name: string, url: string, body: string, headers: Record<string, string>) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const bare = `http://127.0.0.1:${port}/`;
  try {
    await load(bare, { seconds: WARM_UP_SECONDS });
    await load(url, { headers, seconds: WARM_UP_SECONDS });
    const tops: Result[] = [];
    const runs: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      tops.push(await load(bare, {}));
      runs.push(await load(url, { headers }));
    }
    const top = medianRun(tops);
    const run = medianRun(runs);
    line(`bare node:http, the same ${body.length} B of JSON`, top, `(median of ${ROUNDS})`);
    line(
      `${name} flat out`,
      run,
      `(median of ${ROUNDS}: ${((run.rps / top.rps) * 100).toFixed(0)}% of the ceiling; runs ${runs
        .map((r) => r.rps.toFixed(0))
        .join(', ')})`,
    );
  } finally {
    server.close();
  }
}

const schemas: string[] = [];
function newSchema(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') return undefined;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  schemas.push(schema);
  return schema;
}

async function benchDatabase(kind: 'sqlite' | 'postgres') {
  const env = kind === 'postgres' ? { DATABASE_URL: PG_URL } : { DATABASE_URL: '' };
  const { app, base, close } = await startApp(env, { pgSchema: newSchema(kind) });
  try {
    const { headers, userId } = await proSession(app, base);
    const letterBody = JSON.stringify({
      jobDescription:
        'Senior Backend Engineer at Northwind Analytics. We build forecasting tools for retailers. Requirements: TypeScript, Node.js, PostgreSQL, five years of backend experience.',
      resumeText:
        'Jordan Rivera\njordan@example.com\nExperience\nBackend Engineer, Contoso (2019-2024)\n- Built TypeScript and Node.js services\n- Cut PostgreSQL latency by 40%\nSkills\nTypeScript, Node.js, PostgreSQL',
      templateId: 1,
    });
    for (let i = 0; i < 50; i++) {
      const r = await fetch(`${base}/api/generate`, { method: 'POST', headers, body: letterBody });
      if (r.status !== 201) throw new Error(`seeding letter ${i}: ${r.status}`);
    }
    const cookie = { cookie: headers.cookie };
    const userBody = await (await fetch(`${base}/api/user`, { headers })).text();
    const listBody = await (await fetch(`${base}/api/cover-letters`, { headers })).text();
    console.log(`${kind} (user ${userId}, 50 letters, ${SECONDS} s per run)`);

    const user = await warm(`${base}/api/user`, { rate: 200, headers: cookie });
    line('GET /api/user @200/s', user);
    await againstCeiling('GET /api/user', `${base}/api/user`, userBody, cookie);

    const list = await warm(`${base}/api/cover-letters`, { rate: 200, headers: cookie });
    line('GET /api/cover-letters @200/s', list);
    await againstCeiling('GET /api/cover-letters', `${base}/api/cover-letters`, listBody, cookie);

    const generate = await warm(`${base}/api/generate`, {
      rate: 50,
      method: 'POST',
      body: letterBody,
      headers,
    });
    line('POST /api/generate @50/s', generate);
  } finally {
    await close();
  }

  // Login with the limits on: past the per-IP and per-account limits it must answer 429, not 5xx.
  const limited = await startApp({ ...env, RATE_LIMIT_DISABLED: 'false' }, { pgSchema: newSchema(kind) });
  try {
    const session = await proSession(limited.app, limited.base);
    const login = await load(`${limited.base}/api/login`, {
      rate: 200,
      method: 'POST',
      body: JSON.stringify({ email: 'bench@example.com', password: 'Maple-Orbit-Lantern-72' }),
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': session.headers['x-csrf-token'],
        cookie: session.headers.cookie,
      },
    });
    line('POST /api/login @200/s (limits on)', login);
  } finally {
    await limited.close();
  }
}

try {
  await benchDatabase('sqlite');
  await benchDatabase('postgres');
} finally {
  if (schemas.length) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}
