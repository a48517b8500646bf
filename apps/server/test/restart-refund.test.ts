import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { processIdentity } from '../src/lib/process-identity';
import { databaseKind, newUserInput, TEST_DATABASE_URL } from './build-test-app';
import { startOpenAiCompatibleServer } from './fakes/openai-compatible-server';
import { letterRequest } from './fixtures/letter-request';
import { freePort, HttpClient } from './support/http-client';

/**
 * A process killed mid-generation (SIGKILL: no refund runs) and started again under the same
 * PROCESS_ID gives the user's letter back as it starts, not after GENERATION_ABANDONED_AFTER_MS
 * (15 minutes here, the default). The server runs from source (tsx) as a real child process, on
 * a SQLite file of its own or, with TEST_DATABASE_URL, on a PostgreSQL schema of its own.
 */
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<unknown>;
}

/** The database URL with a search_path option: the process then lives in its own schema. */
function urlWithSchema(url: string, schema: string): string {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${url}${url.includes('?') ? '&' : '?'}options=${options}`;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((done) => child.once('exit', done));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { child, base, output: () => log, exited };
}

async function kill(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

async function lettersUsedToday(client: HttpClient, base: string): Promise<number> {
  const response = await client.get(base, '/api/user');
  expect(response.status).toBe(200);
  return ((await response.json()) as { dailyCoverLetterCount: number }).dailyCoverLetterCount;
}

describe(`a process killed mid-generation, restarted under the same PROCESS_ID, on ${databaseKind}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobpeel-restart-'));
  const schema = `test_restart_${randomBytes(6).toString('hex')}`;
  let provider: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let env: Record<string, string>;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    provider.state.mode = 'hang';
    const database: Record<string, string> = TEST_DATABASE_URL
      ? { DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, schema) }
      : { SQLITE_PATH: join(dir, 'jobpeel.db') };
    if (TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA "${schema}"`);
      await admin.end();
    }
    env = {
      ...database,
      WEB_DIST_DIR: join(dir, 'no-web-build'),
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: provider.baseUrl,
      AI_MODEL: 'stub-model',
      // The hanging provider is never given up on while the test runs.
      AI_TIMEOUT_MS: '600000',
    };
  });

  afterAll(async () => {
    await Promise.allSettled(started.map(kill));
    await provider?.close();
    rmSync(dir, { recursive: true, force: true });
    if (TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  }, 30_000);

  it('gives the reserved letter back at start; another PROCESS_ID leaves it to the 15-minute sweep', async () => {
    const first = await startServer({ ...env, PROCESS_ID: 'web-1' });
    started.push(first);
    const client = new HttpClient();
    expect((await client.post(first.base, '/api/register', newUserInput())).status).toBe(201);

    // A streamed generation that hangs at the provider: the letter is reserved, then the process dies.
    const generation = client
      .post(first.base, '/api/generate', letterRequest(), { headers: { accept: 'text/event-stream' } })
      .then((response) => response.text())
      .catch(() => 'connection lost');
    const deadline = Date.now() + 20_000;
    while (provider.state.requests.length === 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(provider.state.requests.length).toBeGreaterThan(0);
    expect(await lettersUsedToday(client, first.base)).toBe(1);
    await kill(first);
    expect(await generation).toBe('connection lost');

    // Another process (another name) does not touch it: the reservation may still be running there.
    const other = await startServer({ ...env, PROCESS_ID: 'web-2' });
    started.push(other);
    expect(await lettersUsedToday(client, other.base)).toBe(1);
    await kill(other);

    // The same name again: the letter is back before the first request is answered.
    const restarted = await startServer({ ...env, PROCESS_ID: 'web-1' });
    started.push(restarted);
    expect(await lettersUsedToday(client, restarted.base)).toBe(0);
    expect(restarted.output()).toContain("gave back letters reserved by this process's previous run");
  }, 120_000);
});

describe('PROCESS_ID', () => {
  it('defaults to hostname:PORT, is kept as given, and refuses characters outside the allowed set', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const byDefault = processIdentity(loadEnv({ ...base, PORT: '3002' }));
    expect(byDefault.instance).toBe(`${hostname()}:3002`);
    const named = processIdentity(loadEnv({ ...base, PROCESS_ID: 'web-1' }));
    expect(named.instance).toBe('web-1');
    // A new boot id on every start, the same name.
    expect(processIdentity(loadEnv({ ...base, PROCESS_ID: 'web-1' })).bootId).not.toBe(named.bootId);
    expect(() => loadEnv({ ...base, PROCESS_ID: 'web 1' })).toThrow(/PROCESS_ID/);
  });
});
