/**
 * ReDoS inputs through the real app (issue 17 item 1): for each hostile request, its time, the
 * event-loop delay while it ran (max and p99) and the latency of a concurrent GET /api/templates.
 * Prints figures, asserts nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { JOB_PAGE_MAX_BYTES } from '@jobpeel/contract';
import { ms, proSession, startApp } from '../support';

const LINE = 60_000;

export async function benchRedos(): Promise<void> {
  const pages = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const filler = 'cookie '.repeat(Math.floor((JOB_PAGE_MAX_BYTES - 1024) / 7));
    res.end(
      `<html><head><title>Engineer</title></head><body><main><h1>Engineer</h1><p>${filler}</p></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/cookie-page`;
  const { app, base, close } = await startApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  try {
    const { headers } = await proSession(app, base);
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const line = `${' '.repeat(LINE - 1)}x`;
    const cases: [string, () => Promise<Response>][] = [
      ['summarize 60k spaces + x', () => post('/api/job-descriptions/summarize', { content: line })],
      [
        "summarize 60k 'cookie '",
        () => post('/api/job-descriptions/summarize', { content: 'cookie '.repeat(LINE / 7) }),
      ],
      [
        'scrape 2 MB cookie page (AI cleaning)',
        () => post('/api/job-descriptions/scrape', { url: pageUrl, useAiCleaning: true }),
      ],
      [
        'generate with a 20k line (the field limit; 60k is a 400)',
        () =>
          post('/api/generate', {
            templateId: 1,
            length: 'standard',
            recipient: 'hiring_manager',
            jobDescription: `${', '.repeat(9_999)}x`,
            resumeText: `${'| '.repeat(9_999)}x`,
          }),
      ],
      [
        'generate with a 60k line',
        () =>
          post('/api/generate', { templateId: 1, jobDescription: 'x, '.repeat(LINE / 3), resumeText: 'x' }),
      ],
    ];
    console.log(
      'request | status | request time | event-loop delay max / p99 | concurrent GET /api/templates',
    );
    for (const [name, send] of cases) {
      await fetch(`${base}/api/templates`);
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const started = performance.now();
      const hostile = send().then(async (r) => {
        await r.arrayBuffer();
        return { status: r.status, ms: performance.now() - started };
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const readStarted = performance.now();
      await (await fetch(`${base}/api/templates`)).arrayBuffer();
      const readMs = performance.now() - readStarted;
      const result = await hostile;
      delay.disable();
      console.log(
        `${name} | ${result.status} | ${ms(result.ms)} | ${ms(delay.max / 1e6)} / ${ms(delay.percentile(99) / 1e6)} | ${ms(readMs)}`,
      );
    }
  } finally {
    await close();
    pages.closeAllConnections();
    pages.close();
  }
}
