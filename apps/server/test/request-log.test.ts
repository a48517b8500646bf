import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

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
});
