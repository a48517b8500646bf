import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RESUME_OCR_MAX_PAGES, RESUME_PDF_MAX_PAGES } from '@jobpeel/contract';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { ImportFailure } from './import-failure';

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's text in reading order: items grouped into lines by height, a blank line where a gap is large. */
async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    items.push({
      str: item.str,
      x: item.transform[4] as number,
      y: item.transform[5] as number,
      width: item.width,
      height: Math.abs(item.height) || Math.abs(item.transform[3] as number) || 10,
    });
  }
  items.sort((a, b) => b.y - a.y || a.x - b.x);

  const lines: { y: number; height: number; items: TextItem[] }[] = [];
  for (const item of items) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - item.y) <= Math.max(line.height, item.height) * 0.5) line.items.push(item);
    else lines.push({ y: item.y, height: item.height, items: [item] });
  }

  let text = '';
  let previous: (typeof lines)[number] | undefined;
  for (const line of lines) {
    line.items.sort((a, b) => a.x - b.x);
    let row = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const item of line.items) {
      // A gap wider than a fifth of the font size is a space the PDF did not write.
      const gap = item.x - end;
      if (row && gap > item.height * 0.2 && !row.endsWith(' ') && !item.str.startsWith(' ')) row += ' ';
      row += item.str;
      end = item.x + item.width;
    }
    if (previous && previous.y - line.y > Math.max(previous.height, line.height) * 1.9) text += '\n';
    text += `${row}\n`;
    previous = line;
  }
  return text;
}

/** pdf.js rejects encrypted and broken files with named exceptions. */
function failureFor(error: unknown): ImportFailure {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'PasswordException') return new ImportFailure('encryptedPdf');
  return new ImportFailure('corruptFile');
}

export interface PdfResult {
  text: string;
  ocr: boolean;
  warnings: string[];
}

const require = createRequire(import.meta.url);

/** Text of the PDF's text layer; pages without one (a scan) are read with OCR. */
export async function extractPdf(data: Buffer): Promise<PdfResult> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: PDFDocumentProxy;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(data),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw failureFor(error);
  }
  try {
    if (doc.numPages > RESUME_PDF_MAX_PAGES) throw new ImportFailure('tooManyPages');
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      pages.push(await pageText(await doc.getPage(number)));
    }
    const text = pages.join('\n');
    // Fewer than ~40 letters over the whole file: a scan (or text drawn as shapes).
    if ((text.match(/\p{L}/gu) ?? []).length >= 40) return { text, ocr: false, warnings: [] };
    return await ocrPdf(doc);
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw failureFor(error);
  } finally {
    await doc.destroy();
  }
}

type OcrWorker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;
let ocrWorker: Promise<OcrWorker> | undefined;

/** One Tesseract worker per parser process, made on first use with the English data from npm. */
function getOcrWorker(): Promise<OcrWorker> {
  ocrWorker ??= import('tesseract.js').then(({ createWorker }) =>
    createWorker('eng', 1, {
      langPath: join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0'),
      cacheMethod: 'none',
      gzip: true,
    }),
  );
  return ocrWorker;
}

async function ocrPdf(doc: PDFDocumentProxy): Promise<PdfResult> {
  const warnings: string[] = [];
  const pageCount = Math.min(doc.numPages, RESUME_OCR_MAX_PAGES);
  if (doc.numPages > pageCount) {
    warnings.push(`Only the first ${pageCount} pages of this scanned PDF were read.`);
  }
  const worker = await getOcrWorker();
  // pdf.js renders through @napi-rs/canvas in Node; its factory is typed loosely.
  const canvases = doc.canvasFactory as unknown as {
    create(width: number, height: number): { canvas: { toBuffer(type: string): Buffer }; context: unknown };
    destroy(target: { canvas: unknown; context: unknown }): void;
  };
  const texts: string[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale: 2 });
    const target = canvases.create(viewport.width, viewport.height);
    const render = page.render as unknown as (params: {
      canvasContext: unknown;
      viewport: unknown;
      canvas: unknown;
    }) => { promise: Promise<void> };
    await render.call(page, { canvasContext: target.context, viewport, canvas: target.canvas }).promise;
    texts.push((await worker.recognize(target.canvas.toBuffer('image/png'))).data.text);
    canvases.destroy(target);
  }
  return { text: texts.join('\n\n'), ocr: true, warnings };
}
