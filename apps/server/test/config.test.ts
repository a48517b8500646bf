import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';

describe('configuration', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SQLITE_PATH: './data/jobpeel.db' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('fails fast with a readable list of every bad variable', () => {
    expect(() =>
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        SMTP_URL: 'http://mail',
      }),
    ).toThrowError(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}- SESSION_SECRET: must be at least 32 characters\n {2}- SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true with a message that says what to write instead', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrowError(
      /TRUST_PROXY: `true` trusts the left-most X-Forwarded-For.*write the number of proxies in front of the app \(1 for one nginx/,
    );
  });

  it('reads a number as the count of proxies in front of the app', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
  });

  it('reads a comma-separated list of proxy addresses and CIDRs', () => {
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).TRUST_PROXY).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it('means no proxy when unset, false or 0', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('names the entries that are not addresses', () => {
    expect(() => loadEnv({ TRUST_PROXY: '127.0.0.1,nginx,10.0.0.0/40' })).toThrowError(
      /TRUST_PROXY: not an address or CIDR: "nginx", "10.0.0.0\/40"/,
    );
  });
});

describe('test-mode billing in production', () => {
  it('refuses to start in production without Stripe keys unless BILLING_TEST_MODE=true', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(
      /STRIPE_SECRET_KEY: is required when NODE_ENV=production: without Stripe, billing runs in test mode and anyone can take a paid plan for free\. Set the Stripe keys, or BILLING_TEST_MODE=true/,
    );
    expect(loadEnv({ NODE_ENV: 'production', BILLING_TEST_MODE: 'true' }).BILLING_TEST_MODE).toBe(true);
  });

  it('starts in production with Stripe configured, and in development on test mode as before', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_STANDARD: 'price_s',
      STRIPE_PRICE_PRO: 'price_p',
    };
    expect(loadEnv({ NODE_ENV: 'production', ...stripe }).BILLING_TEST_MODE).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).BILLING_TEST_MODE).toBe(false);
    expect(() => loadEnv({ NODE_ENV: 'production', BILLING_TEST_MODE: 'true', ...stripe })).toThrowError(
      /BILLING_TEST_MODE: cannot be true while STRIPE_SECRET_KEY is set/,
    );
  });
});
