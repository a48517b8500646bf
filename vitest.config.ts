import { defineConfig } from 'vitest/config';

// Two projects: the API suite (node, real database) and the web components (jsdom).
// The server project runs on SQLite by default and on PostgreSQL when TEST_DATABASE_URL is set;
// scripts/test-all.mjs runs it once for each.
export default defineConfig({
  test: {
    projects: [
      'packages/engine/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
