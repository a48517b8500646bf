import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderList } from '../src/plugins/security-headers';

/**
 * The security headers are computed once (docs/decisions/0029) instead of by @fastify/helmet on
 * every request: they must stay exactly what helmet wrote with the configuration decision 0018
 * chose, names, values and all.
 */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject('/');
  await app.close();
  const { date: _date, connection: _connection, ...headers } = response.headers;
  return headers;
}

describe('security headers', () => {
  for (const production of [false, true]) {
    it(`are the headers @fastify/helmet wrote (${production ? 'production' : 'development and tests'})`, async () => {
      const ours = await headersOf((app) => registerSecurityHeaders(app, { production }));
      const helmets = await headersOf((app) =>
        app.register(helmet, {
          contentSecurityPolicy: {
            useDefaults: false,
            directives: Object.fromEntries(
              String(ours['content-security-policy'])
                .split(';')
                .map((directive) => {
                  const [name = '', ...values] = directive.split(' ');
                  return [name, values];
                }),
            ),
          },
          strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
          xFrameOptions: { action: 'deny' },
        }),
      );
      expect(ours).toEqual(helmets);
      expect(Object.keys(ours).sort()).toEqual(
        [
          ...securityHeaderList({ production }).map(([name]) => name),
          'content-type',
          'content-length',
        ].sort(),
      );
    });
  }

  it('are on error answers too', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { production: true });
    app.get('/', async () => {
      throw new Error('boom');
    });
    const response = await app.inject('/');
    await app.close();
    expect(response.statusCode).toBe(500);
    for (const [name, value] of securityHeaderList({ production: true }))
      expect(response.headers[name]).toBe(value);
  });
});
