// Bundles the server (and the contract it imports as TypeScript) into dist/server.js.
// npm dependencies stay external and load from node_modules at run time.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@jobpeel/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Prompts stay Markdown files next to the bundle (read at start by integrations/llm/prompts.ts).
cpSync('src/integrations/llm/prompts', 'dist/prompts', { recursive: true });
