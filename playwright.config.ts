import { defineConfig, devices } from '@playwright/test';

// Browser journeys run in Debian's Chromium (Playwright cannot download browsers here) against
// the built app, started once on its own SQLite file and port.
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB = process.env.E2E_SQLITE_PATH ?? '.reports/e2e/jobpeel-e2e.db';
// A second app whose AI provider is a local OpenAI-compatible stub that fails on request
// (e2e/ai-provider-faults.spec.ts): the main app keeps the offline engine.
const faultyAiPort = port + 1;
const aiStubPort = port + 91;
export const FAULTY_AI_APP_URL = `http://127.0.0.1:${faultyAiPort}`;
const FAULTY_AI_DB = '.reports/e2e-faulty-ai/jobpeel.db';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A guard against hangs, not a speed goal: the longest journeys (two users, registration,
  // streaming generation) take 20-30 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.reports/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // No smooth scrolling or animations: a button that is still gliding into view cannot be clicked.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    appServer(port, E2E_DB, {
      // The offline engine types like a model, so the journey can watch the letter stream in.
      // ~300 chunks at 20 ms: a few seconds, long enough for a loaded CI machine to press Cancel.
      OFFLINE_STREAM_DELAY_MS: '20',
      // Test setting: lets 'Peel Job Details' read job pages from servers the specs start on 127.0.0.1.
      OUTBOUND_ALLOW_LOOPBACK: 'true',
    }),
    {
      command: 'npx tsx e2e/support/ai-provider-server.ts',
      port: aiStubPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(aiStubPort) },
    },
    appServer(faultyAiPort, FAULTY_AI_DB, {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${aiStubPort}/v1`,
      AI_MODEL: 'stub-model',
      // The shortest timeout the server accepts: the hanging provider is given up after 1 s.
      AI_TIMEOUT_MS: '1000',
    }),
  ],
});

/** The built app on `appPort`, on a SQLite file that is removed (with its folder) before each run. */
function appServer(appPort: number, sqlitePath: string, env: Record<string, string>) {
  return {
    command: `node -e "require('fs').rmSync(require('path').dirname('${sqlitePath}'),{recursive:true,force:true})" && node apps/server/dist/server.js`,
    url: `http://127.0.0.1:${appPort}/api/csrf-token`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${appPort}`,
      // Every spec registers its own accounts from 127.0.0.1, past the per-IP register limit;
      // the limits themselves are tested through the API.
      RATE_LIMIT_DISABLED: 'true',
      ...env,
    },
  };
}
