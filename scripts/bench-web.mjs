// `npm run bench:web`: Lighthouse (mobile, simulated throttling) scores and the gzipped JavaScript
// each public page loads, measured on the built app in Debian's Chromium, then one line per budget
// (docs/decisions/0028) saying whether it is met. Prints figures and asserts nothing (the exit code
// is 0 either way). Run `npm run build` first.
//
//   npm run bench:web                 all public pages
//   npm run bench:web -- / /faq       only these paths
//
// BENCH_WEB_REPORTS=<folder> also writes each page's Lighthouse report there (JSON, with its long
// tasks and main-thread breakdown), to find what a score lost points on.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.BENCH_WEB_PORT ?? 3310);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The budgets of every public page (docs/decisions/0028); the JavaScript one is the landing page's. */
const BUDGETS = {
  minScore: 100,
  maxLcpMs: 1500,
  landingPath: '/',
  maxLandingJsKb: 120,
};

async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not start at ${url}`);
}

/** Gzipped bytes of every same-origin script the page requested (as the file would travel compressed). */
async function gzippedScriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  let total = 0;
  for (const url of scripts) {
    if (!url.startsWith(origin)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { total, count: scripts.length };
}

/** One line per budget and page: met or not met, with the figure it was judged on. */
function printBudgets(results) {
  console.log('');
  console.log('Budgets (docs/decisions/0028):');
  const line = (met, text) => console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${text}`);
  for (const { path, scores, lcpMs, jsKb } of results) {
    for (const id of categories) {
      line(scores[id] >= BUDGETS.minScore, `${path}: ${id} ${scores[id]} (budget ${BUDGETS.minScore})`);
    }
    const lcp = typeof lcpMs === 'number' ? `${(lcpMs / 1000).toFixed(2)} s` : 'not measured';
    line(
      typeof lcpMs === 'number' && lcpMs < BUDGETS.maxLcpMs,
      `${path}: LCP ${lcp} (budget under ${BUDGETS.maxLcpMs / 1000} s)`,
    );
    if (path === BUDGETS.landingPath) {
      line(
        jsKb <= BUDGETS.maxLandingJsKb,
        `${path}: JavaScript ${jsKb.toFixed(1)} KB gzipped (budget at most ${BUDGETS.maxLandingJsKb} KB)`,
      );
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'jobpeel-bench-web-'));
const server = spawn('node', ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: join(dir, 'bench.db'),
    APP_URL: origin,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // No Stripe keys here: production refuses test-mode billing unless asked for.
    BILLING_TEST_MODE: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let chrome;
try {
  await waitForServer(`${origin}/api/csrf-token`);
  const posts = (await (await fetch(`${origin}/api/blog`)).json()).posts ?? [];
  const pages =
    process.argv.slice(2).length > 0
      ? process.argv.slice(2)
      : [
          '/',
          '/create',
          '/blog',
          posts[0] ? `/blog/${posts[0].slug}` : '/blog/none',
          '/faq',
          '/examples/0',
          '/auth',
        ];

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`Lighthouse ${'mobile'} on ${origin} (Chromium ${chromePath})`);
  console.log(
    `  ${'page'.padEnd(44)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)}   JS gzip  FCP     LCP     TBT     CLS`,
  );
  const results = [];
  for (const path of pages) {
    // Lighthouse now and then fails to record the trace (NO_NAVSTART on a busy machine): run again.
    let lhr;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      lhr = result.lhr;
      if (!lhr.runtimeError) break;
    }
    if (process.env.BENCH_WEB_REPORTS) {
      const folder = process.env.BENCH_WEB_REPORTS;
      mkdirSync(folder, { recursive: true });
      const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-');
      writeFileSync(join(folder, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
    const metric = (id) => (lhr.audits[id]?.displayValue ?? '-').replace(/\s/g, ' ').padEnd(7);
    const js = await gzippedScriptBytes(lhr);
    console.log(
      `  ${path.padEnd(44)} ${categories.map(score).join(' ')}   ${(js.total / 1024).toFixed(1).padStart(5)} KB ${metric('first-contentful-paint')} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')} ${metric('cumulative-layout-shift')}`,
    );
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
      .map((a) => a.id);
    if (failing.length) console.log(`    below 0.9: ${failing.slice(0, 12).join(', ')}`);
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpNode?.snippet) console.log(`    LCP element: ${lcpNode.snippet.slice(0, 120)}`);
    if (lhr.runtimeError)
      console.log(`    Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    results.push({
      path,
      scores: Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      jsKb: js.total / 1024,
    });
  }
  printBudgets(results);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
