import { defineConfig } from 'vitest/config';

// The letter engine's own suite: pure functions, no database, no network.
export default defineConfig({
  test: {
    name: 'engine',
    root: __dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Some tests write every letter of a corpus (hundreds): seconds, not milliseconds.
    testTimeout: 30_000,
  },
});
