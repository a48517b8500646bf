/**
 * Resume parser hardening, measured (issue 17, items 2 and 3; docs/decisions/0017). Prints
 * figures, asserts nothing.
 *
 * - benchParserBombs: the PDF with a 10,000-point page box and the DOCX whose zip headers lie,
 *   each on a fresh app (so the parser process has read nothing else): outcome, time and the
 *   parser process's peak RSS (VmHWM sampled from /proc), then an honest upload after it.
 * - benchImportFairness: attack PDFs (400,000 text operators) from 3 addresses, three at once
 *   and again as soon as they are answered, while 6 honest visitors upload one resume after
 *   another: honest latency p50/p95/max and how many were refused, beside a run without attack.
 *   Requests go through inject() so every client has its own address.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { dataLimitBytes, measureChildPeakRss, parserProcessPids } from '../../test/support/process-memory';
import {
  docxFile,
  hugePageBoxPdf,
  lyingDocxBomb,
  textOperatorFloodPdf,
  textPdf,
} from '../../test/support/resume-files';
import { ms, percentile, startApp } from '../support';

const MB = 1024 * 1024;
const SCANNED_RESUME = fileURLToPath(
  new URL('../../test/fixtures/resumes/scanned-resume.pdf', import.meta.url),
);

interface Upload {
  status: number;
  code?: string;
  ms: number;
}

/** A visitor at `ip` with its CSRF token, uploading through inject(). */
async function visitor(app: FastifyInstance, ip: string) {
  const tokenResponse = await app.inject({ method: 'GET', url: '/api/csrf-token', remoteAddress: ip });
  const cookie = tokenResponse.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = tokenResponse.json().csrfToken as string;
  return async (name: string, data: Buffer): Promise<Upload> => {
    const boundary = `----bench${Math.random().toString(16).slice(2)}`;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/resume/parse',
      remoteAddress: ip,
      headers: { cookie, 'x-csrf-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const code = response.statusCode === 200 ? undefined : (response.json().code as string);
    return { status: response.statusCode, code, ms: performance.now() - started };
  };
}

export async function benchParserBombs(): Promise<void> {
  const bombs: [string, string, () => Promise<Buffer> | Buffer][] = [
    // For reference: what an ordinary scan takes (OCR loads tesseract's WebAssembly and data).
    ['reference: a real one-page scanned resume', 'scan.pdf', () => readFileSync(SCANNED_RESUME)],
    ['PDF, 3 text-less pages of 10,000 x 10,000 points', 'bomb.pdf', () => hugePageBoxPdf(10_000, 3)],
    ['DOCX, 300 MB of XML, headers claim 2 kB', 'bomb.docx', () => lyingDocxBomb(300)],
  ];
  console.log('parser bombs (1 parser process, a fresh app for each file)');
  for (const [label, name, build] of bombs) {
    const data = await build();
    const { app, close } = await startApp({ RESUME_PARSER_PROCESSES: '1' });
    try {
      const upload = await visitor(app, '10.1.0.1');
      const { result, peakBytes } = await measureChildPeakRss(() => upload(name, data));
      const limit = parserProcessPids()
        .map(dataLimitBytes)
        .find((value) => value !== null);
      const after = await (await visitor(app, '10.1.0.2'))('resume.docx', await docxFile());
      console.log(
        `  ${label} (${data.length.toLocaleString('en-US')} bytes): ${result.status} ${result.code ?? ''} in ${ms(result.ms)}, ` +
          `parser peak RSS ${(peakBytes / MB).toFixed(0)} MB (OS data cap ${limit ? `${(limit / MB).toFixed(0)} MB in all` : 'none'}); ` +
          `next honest upload ${after.status} in ${ms(after.ms)}`,
      );
    } finally {
      await close();
    }
  }
}

/** Honest visitors upload one after another until `until`; returns every answer. */
async function honestTraffic(app: FastifyInstance, count: number, until: () => boolean): Promise<Upload[]> {
  const files = [await textPdf(), await docxFile()];
  const answers: Upload[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const upload = await visitor(app, `10.2.0.${index + 1}`);
      for (let round = 0; !until(); round += 1) {
        answers.push(await upload(round % 2 ? 'resume.docx' : 'resume.pdf', files[round % 2]!));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }),
  );
  return answers;
}

function printHonest(label: string, answers: Upload[]) {
  const times = answers.filter((a) => a.status === 200).map((a) => a.ms);
  const refused = answers.filter((a) => a.status === 503).length;
  const other = answers.filter((a) => a.status !== 200 && a.status !== 503).length;
  console.log(
    `  ${label}: ${answers.length} honest uploads, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
      `max ${ms(Math.max(...times))}; 503: ${refused}; other failures: ${other}`,
  );
}

export async function benchImportFairness(): Promise<void> {
  const seconds = 20;
  const flood = textOperatorFloodPdf(400_000);
  console.log(
    `import attack (1 parser process, queue 8; ${seconds} s each): 6 honest visitors, and 3 attackers sending ` +
      `${flood.length.toLocaleString('en-US')}-byte PDFs of 400,000 text operators, three at a time`,
  );
  const { app, close } = await startApp({ RESUME_PARSER_PROCESSES: '1', RESUME_PARSER_QUEUE: '8' });
  try {
    // Warm the parser process (module loading) so both runs start alike.
    await (await visitor(app, '10.9.0.1'))('resume.pdf', await textPdf());

    let end = performance.now() + seconds * 1000;
    printHonest('without attack', await honestTraffic(app, 6, () => performance.now() > end));

    end = performance.now() + seconds * 1000;
    const attackAnswers: Upload[] = [];
    const attack = Promise.all(
      [1, 2, 3].map(async (n) => {
        const upload = await visitor(app, `10.3.0.${n}`);
        while (performance.now() < end) {
          attackAnswers.push(...(await Promise.all([1, 2, 3].map(() => upload('flood.pdf', flood)))));
        }
      }),
    );
    const honest = await honestTraffic(app, 6, () => performance.now() > end);
    await attack;
    printHonest('during the attack', honest);
    const byCode = new Map<string, number>();
    for (const answer of attackAnswers) {
      const key = `${answer.status} ${answer.code ?? ''}`.trim();
      byCode.set(key, (byCode.get(key) ?? 0) + 1);
    }
    const stopped = attackAnswers.filter((a) => a.status === 422).map((a) => a.ms);
    console.log(
      `  attack files: ${[...byCode].map(([key, count]) => `${count} x ${key}`).join(', ')}; ` +
        `an attack file in the parser was answered in p50 ${ms(percentile(stopped, 50))}, max ${ms(Math.max(...stopped))}`,
    );
  } finally {
    await close();
  }
}
