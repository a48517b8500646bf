import { defineConfig } from 'vitest/config';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  test: {
    name: `server-${database}`,
    root: __dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own app on its own database (SQLite file or PostgreSQL schema).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
  },
});
