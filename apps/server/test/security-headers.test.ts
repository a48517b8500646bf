import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKind, type TestApp, TestClient } from './build-test-app';

/** The shape of the built index.html: a head, a hashed module script and the external boot script. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>JobPeel</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <script src="/assets/boot-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const dist = mkdtempSync(join(tmpdir(), 'jobpeel-headers-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX_HTML);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

function policyOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const STRICT_DIRECTIVES = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src-attr': "'none'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  const policy = policyOf(response);
  for (const [name, value] of Object.entries(STRICT_DIRECTIVES)) expect(policy.get(name), name).toBe(value);
}

describe(`security headers in development and tests on ${databaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a strict CSP with a fresh style nonce on every HTML page, and the same nonce in its meta tag', async () => {
    const client = new TestClient(t.app);
    const nonces = new Set<string>();
    for (const path of [
      '/',
      '/auth',
      '/blog',
      '/library',
      '/billing/test-checkout/cs_test_1',
      '/no/such/page',
    ]) {
      const page = await client.get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectCommonHeaders(page);
      const styleSrc = policyOf(page).get('style-src') ?? '';
      const nonce = /^'self' 'nonce-([A-Za-z0-9+/=]{24})'$/.exec(styleSrc)?.[1];
      expect(nonce, styleSrc).toBeDefined();
      expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      nonces.add(nonce!);
      // No inline script: every script element loads a file.
      expect(page.body.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(' src='))).toBe(true);
    }
    expect(nonces.size).toBe(6);
  });

  it('sends the headers on API answers, errors and assets too, without a nonce', async () => {
    const client = new TestClient(t.app);
    for (const [path, status] of [
      ['/api/site', 200],
      ['/api/user', 401],
      ['/api/nothing-here', 404],
      ['/assets/index-abc123.js', 200],
      ['/healthz', 200],
    ] as const) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(status);
      expectCommonHeaders(response);
      expect(policyOf(response).get('style-src'), path).toBe("'self'");
    }
  });

  it('has no HSTS and no upgrade-insecure-requests outside production (plain HTTP on localhost)', async () => {
    for (const path of ['/', '/api/site']) {
      const response = await new TestClient(t.app).get(path);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(false);
    }
  });
});

describe(`security headers in production on ${databaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: dist, NODE_ENV: 'production', BILLING_TEST_MODE: 'true' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('adds HSTS for a year with subdomains, and upgrade-insecure-requests, on pages and API answers', async () => {
    for (const path of ['/', '/api/site']) {
      const response = await new TestClient(t.app).get(path);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
      expectCommonHeaders(response);
    }
  });
});
