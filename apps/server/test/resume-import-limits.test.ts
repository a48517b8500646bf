/**
 * Issue 17, item 2: hostile files must not make the parser process use unbounded memory.
 * Each test starts its own app, so the parser process it measures has read nothing else.
 */
import { resumeImportMessages } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TestClient, withTestApp } from './build-test-app';
import { dataLimitBytes, measureChildPeakRss, parserProcessPids } from './support/process-memory';
import { bigDocx, docxFile, hugePageBoxPdf, lyingDocxBomb, textPdf } from './support/resume-files';

const MB = 1024 * 1024;
/**
 * A parser process reading an ordinary one-page scan peaks near 550 MB here (node with tsx,
 * pdf.js, tesseract's WebAssembly and data). Before the fix the PDF bomb took 3.5 to 4.3 GB.
 */
const PEAK_RSS_BOUND = 900 * MB;

const parse = (app: TestApp, name: string, data: Buffer) =>
  new TestClient(app.app).postFile('/api/resume/parse', { name, data });

/** One parser process, so the tests see the queue and the budgets act on a single child. */
const withApp = (env: Record<string, string>, run: (app: TestApp) => Promise<void>) =>
  withTestApp({ RESUME_PARSER_PROCESSES: '1', ...env }, run);

describe('resume parser memory', () => {
  it('reads a text-less PDF with a 10,000-point page box at a clamped size, and the next upload works', async () => {
    await withApp({}, async (app) => {
      const bomb = hugePageBoxPdf(10_000, 3);
      expect(bomb.length).toBeLessThan(1024);
      const { result, peakBytes } = await measureChildPeakRss(() => parse(app, 'bomb.pdf', bomb));
      // Three blank pages read by OCR at ~1,580 x 1,580 pixels each: nothing to import.
      expect(result.statusCode, result.body).toBe(422);
      expect(result.json()).toMatchObject({
        code: 'RESUME_UNREADABLE',
        message: resumeImportMessages.noContent,
      });
      expect(peakBytes).toBeGreaterThan(0);
      expect(peakBytes).toBeLessThan(PEAK_RSS_BOUND);

      const honest = await parse(app, 'resume.pdf', await textPdf());
      expect(honest.statusCode, honest.body).toBe(200);
    });
  }, 90_000);

  it('refuses a page box beyond the PDF format’s limits before rendering it', async () => {
    await withApp({}, async (app) => {
      const { result, peakBytes } = await measureChildPeakRss(() =>
        parse(app, 'absurd.pdf', hugePageBoxPdf(1_000_000, 1)),
      );
      expect(result.statusCode, result.body).toBe(422);
      expect(result.json()).toMatchObject({
        code: 'RESUME_UNREADABLE',
        message: resumeImportMessages.corruptFile,
      });
      expect(peakBytes).toBeLessThan(PEAK_RSS_BOUND);
    });
  }, 60_000);

  it('stops a DOCX whose zip headers lie about its size while inflating it, and the next upload works', async () => {
    await withApp({}, async (app) => {
      // 300 MB of paragraphs in under 1 MB, both headers claiming 2 kB.
      const bomb = await lyingDocxBomb(300);
      const { result, peakBytes } = await measureChildPeakRss(() => parse(app, 'bomb.docx', bomb));
      expect(result.statusCode, result.body).toBe(422);
      expect(result.json()).toMatchObject({
        code: 'RESUME_UNREADABLE',
        message: resumeImportMessages.unsafeArchive,
      });
      expect(peakBytes).toBeLessThan(PEAK_RSS_BOUND);

      const honest = await parse(app, 'resume.docx', await docxFile());
      expect(honest.statusCode, honest.body).toBe(200);
    });
  }, 60_000);

  it('stops a DOCX with truthful headers whose XML is too large for mammoth to read safely', async () => {
    await withApp({}, async (app) => {
      // 6 MB of ordinary-looking paragraphs that compress only ~2x: no ratio check flags them.
      const big = await bigDocx({ megabytes: 6, randomText: true });
      expect(big.length).toBeLessThan(5 * MB);
      const { result, peakBytes } = await measureChildPeakRss(() => parse(app, 'big.docx', big));
      expect(result.statusCode, result.body).toBe(422);
      expect(result.json()).toMatchObject({
        code: 'RESUME_UNREADABLE',
        message: resumeImportMessages.unsafeArchive,
      });
      expect(peakBytes).toBeLessThan(PEAK_RSS_BOUND);
    });
  }, 60_000);

  it('caps the whole parser process’s memory at the OS level (RLIMIT_DATA through prlimit)', async () => {
    await withApp({ RESUME_PARSER_PROCESS_MEMORY_MB: '900' }, async (app) => {
      const honest = await parse(app, 'resume.docx', await docxFile());
      expect(honest.statusCode, honest.body).toBe(200);
      const parsers = parserProcessPids();
      expect(parsers.length).toBeGreaterThan(0);
      // 900 MB for the file's work, on top of what the parser mapped with its libraries loaded
      // (pdf.js's reservation and, on Node 24, each isolate's code range: 1.5 to 2.5 GB in all).
      for (const pid of parsers) {
        const limit = dataLimitBytes(pid) ?? 0;
        expect(limit).toBeGreaterThan(900 * MB);
        expect(limit).toBeLessThan(900 * MB + 3 * 1024 * MB);
      }
    });
  }, 60_000);

  it('still parses, capped by the heap only, where prlimit is not installed', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    let app: TestApp;
    try {
      app = await buildTestApp({ RESUME_PARSER_PROCESSES: '1' });
    } finally {
      process.env.PATH = path;
    }
    try {
      const honest = await parse(app, 'resume.docx', await docxFile());
      expect(honest.statusCode, honest.body).toBe(200);
      const parsers = parserProcessPids();
      expect(parsers.length).toBeGreaterThan(0);
      for (const pid of parsers) expect(dataLimitBytes(pid)).toBeNull();
    } finally {
      await app.close();
    }
  }, 60_000);
});
