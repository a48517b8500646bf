// Builds the committed resume-import fixtures in apps/server/test/fixtures/resumes from the fictional
// resume in resume-text.ts there, then checks them the way the server reads them:
//   legacy-resume.doc  a Word 97-2003 (OLE2) file: a DOCX made with `docx`, converted by LibreOffice
//   scanned-resume.pdf one A4 page holding only an image (a Chromium screenshot), no text layer
// Not part of CI (it needs LibreOffice and Chromium); run it by hand from the repository root:
//   apt-get install -y --no-install-recommends libreoffice-writer-nogui chromium
//   node scripts/make-resume-fixtures.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/server/test/fixtures/resumes');
const require = createRequire(join(root, 'apps/server/package.json'));
const resume = await tsImport(pathToFileURL(join(outDir, 'resume-text.ts')).href, import.meta.url);

const work = mkdtempSync(join(tmpdir(), 'resume-fixtures-'));
let failed = false;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
}

// ---------------------------------------------------------------- legacy-resume.doc
async function makeDoc() {
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const paragraphs = resume.LEGACY_RESUME_BLOCKS.map(({ kind, text }) => {
    switch (kind) {
      case 'name':
        return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text, bold: true })] });
      case 'heading':
        return new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240 }, text });
      case 'role':
        return new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text, bold: true })] });
      case 'bullet':
        return new Paragraph({ bullet: { level: 0 }, text });
      default:
        return new Paragraph({ text });
    }
  });
  const docx = new Document({
    creator: resume.RESUME_NAME,
    title: `${resume.RESUME_NAME} - Resume`,
    styles: { default: { document: { run: { font: 'Liberation Sans', size: 22 } } } },
    sections: [{ children: paragraphs }],
  });
  const docxPath = join(work, 'legacy-resume.docx');
  writeFileSync(docxPath, await Packer.toBuffer(docx));

  const soffice = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(join(work, 'lo-profile')).href}`,
      '--headless',
      '--convert-to',
      'doc:MS Word 97',
      '--outdir',
      work,
      docxPath,
    ],
    { encoding: 'utf8' },
  );
  if (soffice.status !== 0) throw new Error(`soffice failed: ${soffice.stderr || soffice.error}`);
  const target = join(outDir, 'legacy-resume.doc');
  copyFileSync(join(work, 'legacy-resume.doc'), target);

  const data = readFileSync(target);
  check(
    data.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex')),
    'legacy-resume.doc is an OLE2 file',
  );
  check(data.length < 60_000, `legacy-resume.doc is ${data.length} bytes (< 60 kB)`);
  const WordExtractor = require('word-extractor');
  const body = (await new WordExtractor().extract(target)).getBody();
  console.log(`--- word-extractor body ---\n${body.trimEnd()}\n---`);
  for (const fact of [
    resume.RESUME_NAME,
    resume.RESUME_EMAIL,
    resume.RESUME_PHONE,
    ...resume.RESUME_SKILLS,
    resume.RESUME_DEGREE,
    resume.RESUME_ACHIEVEMENT,
    resume.RESUME_EXPERIENCE_BULLET,
  ]) {
    check(body.includes(fact), `doc text has "${fact}"`);
  }
}

// ---------------------------------------------------------------- scanned-resume.pdf
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function makeScan() {
  const [name, email, phone, heading, ...skills] = resume.SCANNED_RESUME_LINES;
  // A4 at 150 dpi: 1240 x 1754 px. Text is 30-48 px, black on white.
  const html = `<!doctype html><html><head><style>
    html, body { margin: 0; background: #fff; color: #111; }
    body { width: 1240px; height: 1754px; box-sizing: border-box; padding: 140px 150px;
           font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 32px; line-height: 1.6; }
    h1 { font-size: 52px; margin: 0 0 16px; }
    h2 { font-size: 38px; margin: 56px 0 12px; }
    p { margin: 0; }
  </style></head><body>
    <h1>${escapeHtml(name)}</h1>
    <p>${escapeHtml(email)}</p>
    <p>${escapeHtml(phone)}</p>
    <h2>${escapeHtml(heading)}</h2>
    ${skills.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n    ')}
  </body></html>`;

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  let png;
  try {
    const page = await browser.newPage({ viewport: { width: 1240, height: 1754 }, deviceScaleFactor: 1 });
    await page.setContent(html);
    png = await page.screenshot({ type: 'png', fullPage: false });
  } finally {
    await browser.close();
  }

  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setProducer('scripts/make-resume-fixtures.mjs');
  pdf.setCreator('scripts/make-resume-fixtures.mjs');
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([595.28, 841.89]); // A4 in points
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  const target = join(outDir, 'scanned-resume.pdf');
  writeFileSync(target, await pdf.save());

  const data = readFileSync(target);
  check(data.length < 300_000, `scanned-resume.pdf is ${data.length} bytes (< 300 kB)`);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(data) });
  const doc = await loading.promise;
  check(doc.numPages === 1, 'scanned-resume.pdf has one page');
  const pdfPage = await doc.getPage(1);
  const textContent = await pdfPage.getTextContent();
  check(textContent.items.length === 0, `no text layer (${textContent.items.length} text items)`);

  const viewport = pdfPage.getViewport({ scale: 2 });
  const { canvas, context } = doc.canvasFactory.create(viewport.width, viewport.height);
  await pdfPage.render({ canvasContext: context, viewport, canvas }).promise;
  const rendered = canvas.toBuffer('image/png');
  await loading.destroy();

  const { createWorker } = await import('tesseract.js');
  const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  const worker = await createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true });
  let ocr;
  try {
    ocr = (await worker.recognize(rendered)).data.text;
  } finally {
    await worker.terminate();
  }
  console.log(`--- OCR of the rendered page ---\n${ocr.trimEnd()}\n---`);
  for (const fact of [
    resume.RESUME_NAME,
    resume.RESUME_EMAIL,
    resume.RESUME_PHONE,
    ...resume.RESUME_SKILLS,
  ]) {
    check(ocr.includes(fact), `OCR text has "${fact}"`);
  }
}

try {
  await makeDoc();
  await makeScan();
  for (const file of ['legacy-resume.doc', 'scanned-resume.pdf']) {
    console.log(`${file}: ${statSync(join(outDir, file)).size} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
