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
