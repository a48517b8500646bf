// `npm run check`: type-check every workspace, lint and format-check the tree with Biome, and
// check with ESLint that no web feature imports another (`npm run lint:boundaries`).
import { spawnSync } from 'node:child_process';

const projects = ['packages/contract', 'packages/engine', 'apps/server', 'apps/web', 'e2e'];
let failed = false;
for (const project of projects) {
  const r = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
const lint = spawnSync('npx', ['biome', 'check', '.'], { stdio: 'inherit' });
if (lint.status !== 0) failed = true;
const boundaries = spawnSync('npm', ['run', '--silent', 'lint:boundaries'], { stdio: 'inherit' });
if (boundaries.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
