import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClient } from './build-test-app';

const BIG_SCRIPT = `export const words = ${JSON.stringify('cover letter '.repeat(2000))};`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'jobpeel-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>JobPeel</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What apps/web/scripts/precompress.mjs writes beside a large asset.
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
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

  it('sends the Brotli copy of an asset to browsers that accept it, and the file itself to others', async () => {
    const client = new TestClient(t.app);
    const br = await client.request({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await client.request({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses JSON answers over 1 kB for clients that accept gzip', async () => {
    const client = new TestClient(t.app);
    const r = await client.request({
      method: 'GET',
      url: '/api/blog',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(r.rawPayload).toString()).posts.length).toBeGreaterThan(0);
  });
});
