// `npm test`: the whole suite. Builds the app once, then runs every runner and prints one closing
// line "N passed, N failed" with the totals of all of them. Exits non-zero on any failure.
//
//   1. API suite on SQLite            (vitest project server-sqlite)
//   2. API suite on PostgreSQL        (vitest project server-postgres, TEST_DATABASE_URL)
//   3. letter engine                  (vitest project engine, pure functions)
//   4. web components                 (vitest project web, jsdom)
//   5. browser journeys               (Playwright in Debian's Chromium against the built app)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${r.status})`);
  return r.status ?? 1;
}

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

function record(name, exitCode, counts) {
  // A runner that crashed before writing its report counts as one failure.
  const c = counts ?? { passed: 0, failed: 1 };
  if (exitCode !== 0 && c.failed === 0) c.failed = 1;
  results.push({ name, ...c });
}

const build = run('build', 'npm', ['run', 'build']);
if (build !== 0) record('build', build, { passed: 0, failed: 1 });

for (const [name, env] of [
  ['server-sqlite', {}],
  ['server-postgres', { TEST_DATABASE_URL: pgUrl }],
]) {
  const file = `${reports}/${name}.json`;
  const code = run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      name,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  record(name, code, vitestCounts(file));
}

for (const name of ['engine', 'web']) {
  const file = `${reports}/${name}.json`;
  const code = run(name, 'npx', [
    'vitest',
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  record(name, code, vitestCounts(file));
}

if (build === 0) {
  const file = `${reports}/e2e.json`;
  const code = run('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  record('e2e', code, playwrightCounts(file));
}

console.log('');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
