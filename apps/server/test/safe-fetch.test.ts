import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSafeFetcher,
  type FetchRefusal,
  FetchRefused,
  isPublicAddress,
} from '../src/integrations/web/safe-fetch';

let server: Server;
let base: string;
const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const handler = routes[req.url ?? ''];
    if (handler) handler(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes['/job'] = (res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Engineer</h1>');
  routes['/to-private'] = (res) => res.writeHead(302, { location: 'http://10.20.30.40/admin' }).end();
  routes['/to-metadata'] = (res) =>
    res.writeHead(301, { location: 'http://[::ffff:169.254.169.254]/latest/meta-data/' }).end();
  routes['/to-internal-name'] = (res) => res.writeHead(302, { location: 'http://intranet.test/' }).end();
  routes['/to-job'] = (res) => res.writeHead(302, { location: '/job' }).end();
  for (let i = 0; i < 7; i += 1) {
    routes[`/loop${i}`] = (res) => res.writeHead(302, { location: `/loop${i + 1}` }).end();
  }
  routes['/huge'] = (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('x'.repeat(3 * 1024 * 1024));
  };
  routes['/slow'] = (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<p>starting');
    setTimeout(() => res.end('</p>'), 2000).unref();
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** DNS answers for test names; everything else is unknown. */
const resolve = async (hostname: string) => {
  const answers: Record<string, string[]> = {
    'intranet.test': ['10.1.2.3'],
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'metadata.test': ['169.254.169.254'],
    'public.test': ['93.184.216.34'],
    'compatible.test': ['::7f00:1'],
    localhost: ['127.0.0.1', '::1'],
  };
  const list = answers[hostname];
  if (!list) throw new Error('ENOTFOUND');
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

async function refusal(promise: Promise<unknown>): Promise<FetchRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefused) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('SSRF-safe fetcher', () => {
  const strict = createSafeFetcher({ resolve });

  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://2130706433/', 'decimal'],
    ['http://0x7f000001/', 'hex'],
    ['http://0177.0.0.1/', 'octal'],
    ['http://127.1/', 'short form'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped IPv6'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://10.0.0.5/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['http://[fd00::1]/', 'IPv6 unique local'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[64:ff9b::7f00:1]/', 'NAT64 of loopback'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible IPv6 of loopback'],
    ['http://[::10.0.0.5]/', 'IPv4-compatible IPv6 of a private address'],
    ['http://[::93.184.216.34]/', 'IPv4-compatible IPv6 (the whole ::/96)'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://[::ffff:0:127.0.0.1]/', 'IPv4-translated (RFC 6145)'],
    ['http://[::ffff:169.254.169.254]/', 'IPv4-mapped metadata'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'NAT64 of the metadata address'],
    ['http://[64:ff9b:1::a00:5]/', 'local-use NAT64'],
    ['http://[2002:7f00:1::1]/', '6to4 of loopback'],
    ['http://[2002:a00:5::1]/', '6to4 of a private address'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'Teredo'],
    ['http://[100::1]/', 'IPv6 discard'],
    ['http://[2001:db8::1]/', 'IPv6 documentation'],
    ['http://compatible.test/', 'a name resolving to an IPv4-compatible loopback'],
    ['http://intranet.test/', 'a name resolving to a private address'],
    ['http://mixed.test/', 'a name with one private address among public ones'],
    ['http://metadata.test/', 'a name resolving to the metadata address'],
    ['http://localhost/', 'localhost'],
  ])('refuses %s (%s) with the test setting off', async (url) => {
    expect(await refusal(strict.fetchText(url))).toBe('blockedAddress');
  });

  it('refuses other schemes, other ports, credentials and unknown hosts', async () => {
    expect(await refusal(strict.fetchText('ftp://public.test/job'))).toBe('invalidUrl');
    expect(await refusal(strict.fetchText('file:///etc/passwd'))).toBe('invalidUrl');
    expect(await refusal(strict.fetchText('not a url'))).toBe('invalidUrl');
    expect(await refusal(strict.fetchText('http://public.test:8080/job'))).toBe('blockedPort');
    expect(await refusal(strict.fetchText('http://user:secret@public.test/job'))).toBe('credentialsInUrl');
    expect(await refusal(strict.fetchText('http://nowhere.test/'))).toBe('unreachable');
    // The local stub itself is loopback: unreachable without the test setting.
    expect(await refusal(strict.fetchText(`${base}/job`))).toBe('blockedPort');
  });

  it('checks the address again when connecting (a name that changes its answer is refused)', async () => {
    let calls = 0;
    const rebinding = createSafeFetcher({
      resolve: async () => {
        calls += 1;
        // Public for the URL check, loopback for the connection: DNS rebinding.
        return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
      },
    });
    expect(await refusal(rebinding.fetchText('http://rebind.test/job'))).toBe('blockedAddress');
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('isPublicAddress accepts public addresses only', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('::127.0.0.1')).toBe(false);
    expect(isPublicAddress('::7f00:1', true)).toBe(false);
    expect(isPublicAddress('::5db8:d822')).toBe(false);
    expect(isPublicAddress('64:ff9b::5db8:d822')).toBe(true);
    expect(isPublicAddress('64:ff9b::7f00:1', true)).toBe(false);
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
  });

  describe('with loopback allowed (the explicit test setting)', () => {
    const local = createSafeFetcher({ allowLoopback: true, resolve, timeoutMs: 500 });

    it('reads a page and follows a redirect on the same host', async () => {
      const page = await local.fetchText(`${base}/to-job`);
      expect(page).toMatchObject({ status: 200, url: `${base}/job`, text: '<h1>Engineer</h1>' });
      expect(page.contentType).toContain('text/html');
    });

    it('checks every redirect again: private, metadata and internal-name targets are refused', async () => {
      expect(await refusal(local.fetchText(`${base}/to-private`))).toBe('blockedAddress');
      expect(await refusal(local.fetchText(`${base}/to-metadata`))).toBe('blockedAddress');
      expect(await refusal(local.fetchText(`${base}/to-internal-name`))).toBe('blockedAddress');
    });

    it('stops after five redirects', async () => {
      expect(await refusal(local.fetchText(`${base}/loop0`))).toBe('tooManyRedirects');
    });

    it('caps the size (a 3 MB page) and the time (a slow page)', async () => {
      expect(await refusal(local.fetchText(`${base}/huge`))).toBe('tooLarge');
      const started = Date.now();
      expect(await refusal(local.fetchText(`${base}/slow`))).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('reports HTTP errors with their status', async () => {
      try {
        await local.fetchText(`${base}/missing`);
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(FetchRefused);
        expect((error as FetchRefused).reason).toBe('httpError');
        expect((error as FetchRefused).httpStatus).toBe(404);
      }
    });
  });
});
