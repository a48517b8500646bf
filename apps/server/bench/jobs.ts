/**
 * npm run bench:jobs -- <folder of saved job pages> — prints figures, asserts nothing.
 *
 * Serves every saved page listed in the folder's INDEX.tsv from a local server, scrapes it
 * through POST /api/job-descriptions/scrape (the real app, with the loopback test setting on),
 * and prints whether the title, the company and the first responsibilities sentence were found,
 * or that no job was reported where the truth says '(none)'.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { csrfHeaders, ms, percentile, startApp } from './support';

const folder = resolve(process.argv[2] ?? '../shared/fixtures/jobs');
const NONE = '(none)';

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
/** 'Broadcom (only in <meta ...>)' -> 'Broadcom': the index adds notes in brackets to some companies. */
const companyOf = (value: string) => value.replace(/\s*\([^)]*\)\s*$/, '').trim();

interface Row {
  file: string;
  title: string;
  company: string;
  firstSentence: string;
}

function readIndex(): Row[] {
  const [header, ...lines] = readFileSync(join(folder, 'INDEX.tsv'), 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    const col = (name: string) => cells[columns.indexOf(name)] ?? '';
    return {
      file: col('file'),
      title: col('job_title'),
      company: companyOf(col('company')),
      firstSentence: col('responsibilities_first_sentence'),
    };
  });
}

async function main() {
  const rows = readIndex();
  const pages = createServer((req, res) => {
    const file = decodeURIComponent((req.url ?? '/').slice(1));
    if (!rows.some((row) => row.file === file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(join(folder, file)));
  });
  await new Promise<void>((done) => pages.listen(0, '127.0.0.1', done));
  const pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  const { base, close } = await startApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });

  let fields = 0;
  let found = 0;
  let invented = 0;
  const times: number[] = [];
  try {
    console.log(`job pages in ${folder}`);
    for (const row of rows) {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/job-descriptions/scrape`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await csrfHeaders(base)) },
        body: JSON.stringify({ url: `${pagesBase}/${encodeURIComponent(row.file)}`, useAiCleaning: true }),
      });
      const body = (await response.json()) as Record<string, string | null>;
      times.push(performance.now() - t0);
      const text = normalise(`${body.title ?? ''}\n${body.company ?? ''}\n${body.processedContent ?? ''}`);
      const checks: [string, boolean][] = [];
      if (row.title === NONE) {
        const noJob = response.status === 422;
        if (!noJob) invented += 1;
        checks.push(['no job', noJob]);
      } else {
        checks.push(['title', text.includes(normalise(row.title))]);
        if (row.company !== NONE) checks.push(['company', text.includes(normalise(row.company))]);
        if (row.firstSentence !== NONE) {
          checks.push(['responsibility', text.includes(normalise(row.firstSentence).slice(0, 80))]);
        }
      }
      fields += checks.length;
      found += checks.filter(([, ok]) => ok).length;
      const missing = checks.filter(([, ok]) => !ok).map(([what]) => what);
      console.log(
        `  ${row.file.padEnd(46)} ${String(response.status).padEnd(4)} ${String(body.source ?? body.code ?? '').padEnd(14)} ${checks.filter(([, ok]) => ok).length}/${checks.length}${missing.length ? `  missing: ${missing.join(', ')}` : ''}`,
      );
    }
    console.log(
      `  fields found: ${found}/${fields} (${((100 * found) / fields).toFixed(0)}%), invented jobs: ${invented}`,
    );
    console.log(`  time per page: p50 ${ms(percentile(times, 50))}   p99 ${ms(percentile(times, 99))}`);
  } finally {
    await close();
    pages.close();
  }
}

await main();
