import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKind, newUserInput, type TestApp, TestClient } from './build-test-app';

/** The reverse proxy's own address: every request below reaches the app from it. */
const PROXY_ADDRESS = '127.0.0.1';

async function registerThroughProxy(app: TestApp['app'], forwardedFor: string) {
  const proxy = new TestClient(app, PROXY_ADDRESS);
  const response = await proxy.send('POST', '/api/register', newUserInput(), {
    'x-forwarded-for': forwardedFor,
  });
  return response.statusCode;
}

/**
 * A client that writes its own X-Forwarded-For arrives at the app as "spoofed, real": nginx
 * appends the address it saw. The register limit (10 an hour per IP) must count the real one.
 */
describe.each([
  { setting: '1', label: 'one hop' },
  { setting: PROXY_ADDRESS, label: "the proxy's address" },
])(`TRUST_PROXY=$setting ($label) on ${databaseKind}`, ({ setting }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: setting });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits a client that varies the left-most X-Forwarded-For by its real address', async () => {
    const results: number[] = [];
    for (let i = 0; i < 12; i++) {
      results.push(await registerThroughProxy(t.app, `198.51.100.${i + 1}, 203.0.113.7`));
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(results.slice(10)).toEqual([429, 429]);

    // Another visitor behind the same proxy has a count of its own.
    expect(await registerThroughProxy(t.app, '198.51.100.1, 203.0.113.8')).toBe(201);
  });

  it('takes the address nginx saw when the client sent no X-Forwarded-For of its own', async () => {
    const proxy = new TestClient(t.app, PROXY_ADDRESS);
    const response = await proxy.send('POST', '/api/register', newUserInput(), {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(response.statusCode).toBe(201);
    for (let i = 0; i < 9; i++) expect(await registerThroughProxy(t.app, `203.0.113.9`)).toBe(201);
    expect(await registerThroughProxy(t.app, '192.0.2.1, 203.0.113.9')).toBe(429);
  });
});

describe(`TRUST_PROXY as proxy addresses on ${databaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: `${PROXY_ADDRESS},10.20.0.0/16` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const results: number[] = [];
    for (let i = 0; i < 11; i++) {
      const direct = new TestClient(t.app, '192.0.2.50');
      const response = await direct.send('POST', '/api/register', newUserInput(), {
        'x-forwarded-for': `198.51.100.${i + 1}`,
      });
      results.push(response.statusCode);
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(results[10]).toBe(429);
  });
});
