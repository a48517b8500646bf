import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClient } from './build-test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'jobpeel-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>JobPeel</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
});

describe('one port for web and API', () => {
  it('serves index.html for client-side routes, including unknown ones (the SPA shows its 404 page)', async () => {
    for (const path of ['/', '/auth', '/account?tab=security', '/no/such/page']) {
      const r = await new TestClient(t.app).get(path);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
      expect(r.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const r = await new TestClient(t.app).get('/assets/app-abc123.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s, not the web page', async () => {
    const r = await new TestClient(t.app).get('/api/nothing-here');
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('NOT_FOUND');
  });
});
