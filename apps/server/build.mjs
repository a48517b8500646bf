// Bundles the server (and the contract it imports as TypeScript) into dist/server.js.
// npm dependencies stay external and load from node_modules at run time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@jobpeel/'));

/** One Node bundle; npm dependencies stay external. The metafile shows what got bundled. */
const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
    metafile: true,
  });

const server = await bundle('src/server.ts', 'dist/server.js');

// The resume parser runs in child processes (modules/resume-import/parser-pool.ts): its own entry.
const worker = await bundle('src/modules/resume-import/parse-worker.ts', 'dist/resume-parse-worker.js');

// Job pages are read in worker threads (modules/jobs/extract/extract-pool.ts): their own entry.
// Without it the server would look for the development shim, which needs tsx (a devDependency).
const extractWorker = await bundle(
  'src/modules/jobs/extract/extract-worker.ts',
  'dist/job-extract-worker.js',
);

// The claim check of letters runs in worker threads (modules/generation/claim-check-pool.ts).
const claimCheckWorker = await bundle(
  'src/modules/generation/claim-check-worker.ts',
  'dist/claim-check-worker.js',
);

// A package that is only a devDependency would be bundled (and break at run time, e.g. on a
// dynamic require): refuse to build instead.
const bundled = new Set(
  [server, worker, extractWorker, claimCheckWorker]
    .flatMap((result) => Object.keys(result.metafile.inputs))
    .filter((input) => input.includes('node_modules/') && !input.includes('node_modules/@jobpeel/'))
    .map((input) =>
      input
        .split('node_modules/')
        .at(-1)
        .split('/')
        .slice(0, input.includes('node_modules/@') ? 2 : 1)
        .join('/'),
    ),
);
if (bundled.size > 0) {
  throw new Error(
    `These packages are imported at run time but are not dependencies: ${[...bundled].join(', ')}`,
  );
}

// Prompts stay Markdown files next to the bundle (read at start by integrations/llm/prompts.ts).
cpSync('src/integrations/llm/prompts', 'dist/prompts', { recursive: true });

// Blog posts stay Markdown files next to the bundle (loaded into the database at start by modules/blog).
rmSync('dist/content', { recursive: true, force: true });
cpSync('content/blog', 'dist/content/blog', { recursive: true });
