import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from '../src/lib/log-destination';
import { buildTestApp } from './build-test-app';

const nextTurn = () => new Promise((done) => setImmediate(done));

/** One JSON log line per request (docs/decisions/0029): the request, its status and its time. */
describe('request log', () => {
  it('writes one line per request, with the request, the status and the response time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await buildTestApp({}, { logger: { level: 'info', stream } });
    try {
      lines.length = 0;
      await t.app.inject({ url: '/api/templates', headers: { 'x-request-id': 'req-one' } });
      await t.app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': 'req-two' } });
      const ofRequest = (id: string) => lines.filter((line) => line.reqId === id);
      expect(ofRequest('req-one')).toHaveLength(1);
      expect(ofRequest('req-one')[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/templates' },
        res: { statusCode: 200 },
      });
      expect(typeof ofRequest('req-one')[0]?.responseTime).toBe('number');
      expect(ofRequest('req-two').at(-1)).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/nothing-here' },
        res: { statusCode: 404 },
      });
    } finally {
      await t.close();
    }
  });

  it('reaches the log file by the end of the turn that wrote it, every line in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobpeel-log-'));
    const file = join(dir, 'app.log');
    try {
      const t = await buildTestApp({}, { logger: { level: 'info', stream: createLogDestination(file) } });
      try {
        for (const id of ['req-a', 'req-b', 'req-c'])
          await t.app.inject({ url: '/api/templates', headers: { 'x-request-id': id } });
        await nextTurn();
        const completed = readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { reqId?: string; msg: string })
          .filter((line) => line.msg === 'request completed');
        expect(completed.map((line) => line.reqId)).toEqual(['req-a', 'req-b', 'req-c']);
      } finally {
        await t.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the lines still waiting when the process exits at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobpeel-log-'));
    const file = join(dir, 'exit.log');
    const source = resolve(__dirname, '../src/lib/log-destination.ts');
    try {
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `const { createLogDestination } = await import(${JSON.stringify(source)});
           const log = createLogDestination(${JSON.stringify(file)});
           log.write('{"msg":"last words"}\\n');
           process.exit(3);`,
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      expect((error as { status?: number }).status).toBe(3);
    }
    try {
      expect(readFileSync(file, 'utf8')).toBe('{"msg":"last words"}\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
