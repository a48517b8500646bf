/**
 * npm run bench:load — prints figures, asserts nothing. Loopback only, bounded in time.
 *
 * The app on SQLite, then on PostgreSQL (DATABASE_URL or the local test database, in a schema of
 * its own), under a fixed request rate from autocannon in a separate process:
 *   GET  /api/user                        200 requests/s
 *   GET  /api/cover-letters (50 letters)  200 requests/s
 *   POST /api/generate (offline engine)    50 requests/s
 *   POST /api/login (rate limits on)      200 requests/s: excess load must shed as 429, never 5xx
 * and, for each read route, a bare node:http server answering the same JSON flat out, as the
 * ceiling its own flat-out throughput is compared with. Each flat-out run follows a short
 * unmeasured warm-up, so the figures are the steady state rather than the JIT compiling.
 * BENCH_LOAD_SECONDS (default 8) sets each run's length.
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

/** Flat out (no rate limit), after a warm-up run whose figures are thrown away. */
async function flatOut(url: string, headers: Record<string, string> = {}): Promise<Result> {
  await load(url, { headers, seconds: WARM_UP_SECONDS });
  return load(url, { headers });
}

/** A bare node:http server answering `body` as JSON: what one route could do with no framework. */
async function ceiling(label: string, body: string): Promise<number> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const r = await flatOut(`http://127.0.0.1:${port}/`);
    line(`bare node:http, ${label}`, r);
    return r.rps;
  } finally {
    server.close();
  }
}

const ofCeiling = (r: Result, top: number) => `(${((r.rps / top) * 100).toFixed(0)}% of its ceiling)`;

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

    const user = await load(`${base}/api/user`, { rate: 200, headers: cookie });
    line('GET /api/user @200/s', user);
    const userTop = await ceiling(`GET /api/user's JSON (${userBody.length} B)`, userBody);
    const userMax = await flatOut(`${base}/api/user`, cookie);
    line('GET /api/user flat out', userMax, ofCeiling(userMax, userTop));

    const list = await load(`${base}/api/cover-letters`, { rate: 200, headers: cookie });
    line('GET /api/cover-letters @200/s', list);
    const listTop = await ceiling(`the list's JSON (${listBody.length} B)`, listBody);
    const listMax = await flatOut(`${base}/api/cover-letters`, cookie);
    line('GET /api/cover-letters flat out', listMax, ofCeiling(listMax, listTop));

    const generate = await load(`${base}/api/generate`, {
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
