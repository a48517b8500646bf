import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RESUME_OCR_MAX_PAGES, RESUME_PDF_MAX_PAGES } from '@jobpeel/contract';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { ImportFailure } from './import-failure';
import type { WorkBudget } from './work-budget';

/**
 * OCR renders each page onto a canvas of at most this many pixels (2x of an A4, Letter or Legal
 * page is 1.9 to 2.5 million): the canvas memory is native, outside the V8 heap cap, and
 * tesseract's memory grows with the image (docs/decisions/0017).
 */
export const OCR_MAX_PIXELS_PER_PAGE = 2_500_000;
/** The PDF format's own bounds for a page side, in points (ISO 32000 Annex C); beyond is a hostile file. */
const PAGE_SIDE_MIN = 3;
const PAGE_SIDE_MAX = 14_400;
/** Images larger than this (pixels) are not decoded for OCR: a 600 dpi A4 scan is ~35 million. */
const MAX_IMAGE_PIXELS = 40_000_000;

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page's text items, read as a stream so a page of endless text stops at the budget. */
async function readTextItems(page: PDFPageProxy, budget: WorkBudget): Promise<TextItem[]> {
  const reader = page.streamTextContent().getReader();
  const items: TextItem[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return items;
      const chunk = (value as { items: unknown[] }).items;
      budget.addTextItems(chunk.length);
      for (const item of chunk as Record<string, unknown>[]) {
        if (typeof item.str !== 'string' || !item.str) continue;
        const transform = item.transform as number[];
        items.push({
          str: item.str,
          x: transform[4]!,
          y: transform[5]!,
          width: item.width as number,
          height: Math.abs(item.height as number) || Math.abs(transform[3]!) || 10,
        });
      }
    }
  } catch (error) {
    // pdf.js insists on an Error as the reason; it stops the page's text evaluation.
    await reader.cancel(error instanceof Error ? error : new Error(String(error))).catch(() => {});
    throw error;
  }
}

/** Items grouped into lines by height, each line's items left to right, a blank line where a gap is large. */
function linesText(items: TextItem[]): string {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; height: number; items: TextItem[] }[] = [];
  for (const item of sorted) {
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

const YEAR = /\b(?:19|20)\d{2}\b/;

/**
 * A two-column page (a sidebar beside the main column): the x where the columns part, or null.
 * The columns must be separated by a clear vertical gap no text crosses (a few full-width lines
 * such as the name may), each must hold several lines, and the right one must be a column of its
 * own: its lines start at one x (left-aligned) and are not mostly dates, which is how right-aligned
 * dates beside job titles differ from a column.
 */
export function columnSplit(items: TextItem[], depth = 0): number | null {
  const words = items.filter((i) => i.str.trim());
  if (words.length < 12) return null;
  const minX = Math.min(...words.map((i) => i.x));
  const maxX = Math.max(...words.map((i) => i.x + i.width));
  const width = maxX - minX;
  // Covered x ranges, merged; the widest uncovered gap in the middle of the page is the candidate.
  const ranges = words.map((i) => [i.x, i.x + i.width] as const).sort((a, b) => a[0] - b[0]);
  let best: { from: number; to: number } | null = null;
  let reach = ranges[0]![1];
  for (const [from, to] of ranges.slice(1)) {
    if (from > reach) {
      const mid = (reach + from) / 2;
      const inMiddle = mid > minX + width * 0.15 && mid < maxX - width * 0.15;
      if (inMiddle && from - reach >= 10 && (!best || from - reach > best.to - best.from))
        best = { from: reach, to: from };
    }
    reach = Math.max(reach, to);
  }
  // The header (name, contact) or a wide line may cross the gap: try again without the top
  // three rows, then without lines wider than half the page.
  if (!best) {
    if (depth > 0) return null;
    const rowsTop = [...new Set(words.map((i) => Math.round(i.y)))].sort((a, b) => b - a).slice(0, 3);
    const belowHeader = words.filter((i) => !rowsTop.includes(Math.round(i.y)));
    const narrow = words.filter((i) => i.width < width * 0.5);
    return (
      columnSplit(belowHeader, 1) ?? (narrow.length >= words.length * 0.9 ? columnSplit(narrow, 1) : null)
    );
  }
  const split = (best.from + best.to) / 2;
  const left = words.filter((i) => i.x + i.width <= split);
  const right = words.filter((i) => i.x >= split);
  const rows = (side: TextItem[]) => new Set(side.map((i) => Math.round(i.y))).size;
  if (rows(left) < 5 || rows(right) < 5) return null;
  const starts = new Map<number, number>();
  for (const i of right) starts.set(Math.round(i.x / 3), (starts.get(Math.round(i.x / 3)) ?? 0) + 1);
  const aligned = Math.max(...starts.values()) / right.length;
  const dated = right.filter((i) => YEAR.test(i.str)).length / right.length;
  return aligned >= 0.5 && dated < 0.5 ? split : null;
}

/**
 * A page's text in reading order: lines top to bottom; on a two-column page, the lines above the
 * columns (the name), then the left column, then the right one, then what spans both below.
 */
async function pageText(page: PDFPageProxy, budget: WorkBudget): Promise<string> {
  const items = await readTextItems(page, budget);
  const split = columnSplit(items);
  if (split === null) return linesText(items);
  const left = items.filter((i) => i.x + i.width <= split);
  const right = items.filter((i) => i.x >= split);
  const spanning = items.filter((i) => i.x < split && i.x + i.width > split);
  const top = Math.max(...[...left, ...right].map((i) => i.y));
  const above = spanning.filter((i) => i.y > top);
  const below = spanning.filter((i) => i.y <= top);
  return [above, left, right, below]
    .filter((part) => part.length > 0)
    .map(linesText)
    .join('\n');
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
export async function extractPdf(data: Buffer, budget: WorkBudget): Promise<PdfResult> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    maxImageSize: MAX_IMAGE_PIXELS,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await loading.promise;
  } catch (error) {
    await loading.destroy();
    throw failureFor(error);
  }
  try {
    if (doc.numPages > RESUME_PDF_MAX_PAGES) throw new ImportFailure('tooManyPages');
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      budget.check();
      pages.push(await pageText(await doc.getPage(number), budget));
    }
    const text = pages.join('\n');
    // Fewer than ~40 letters over the whole file: a scan (or text drawn as shapes).
    if ((text.match(/\p{L}/gu) ?? []).length >= 40) return { text, ocr: false, warnings: [] };
    return await ocrPdf(doc, budget);
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw failureFor(error);
  } finally {
    await loading.destroy();
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

/** The scale for OCR: 2x, or less where that would pass the pixel cap. Absurd page boxes are refused. */
export function ocrScale(width: number, height: number): number {
  const sane = (side: number) => Number.isFinite(side) && side >= PAGE_SIDE_MIN && side <= PAGE_SIDE_MAX;
  if (!sane(width) || !sane(height)) throw new ImportFailure('corruptFile');
  return Math.min(2, Math.sqrt(OCR_MAX_PIXELS_PER_PAGE / (width * height)));
}

type RenderTask = { promise: Promise<void>; onContinue?: (next: () => void) => void; cancel(): void };

/** Renders a page, checking the budget between pdf.js's render steps (and letting timers run). */
async function renderPage(page: PDFPageProxy, params: Record<string, unknown>, budget: WorkBudget) {
  const task = (page.render as unknown as (params: Record<string, unknown>) => RenderTask).call(page, params);
  let overBudget = false;
  task.onContinue = (next) => {
    if (budget.exceeded()) {
      overBudget = true;
      task.cancel();
    } else setImmediate(next);
  };
  try {
    await task.promise;
  } catch (error) {
    if (overBudget) throw new ImportFailure('tooComplex');
    throw error;
  }
}

async function ocrPdf(doc: PDFDocumentProxy, budget: WorkBudget): Promise<PdfResult> {
  const warnings: string[] = [];
  const pageCount = Math.min(doc.numPages, RESUME_OCR_MAX_PAGES);
  if (doc.numPages > pageCount) {
    warnings.push(`Only the first ${pageCount} pages of this scanned PDF were read.`);
  }
  // Every page box is checked and its scale chosen before OCR starts or any pixel is allocated.
  const pages: { page: PDFPageProxy; scale: number }[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    const page = await doc.getPage(number);
    const natural = page.getViewport({ scale: 1 });
    pages.push({ page, scale: ocrScale(natural.width, natural.height) });
  }
  budget.check();
  const worker = await getOcrWorker();
  // pdf.js renders through @napi-rs/canvas in Node; its factory is typed loosely.
  const canvases = doc.canvasFactory as unknown as {
    create(width: number, height: number): { canvas: { toBuffer(type: string): Buffer }; context: unknown };
    destroy(target: { canvas: unknown; context: unknown }): void;
  };
  const texts: string[] = [];
  for (const { page, scale } of pages) {
    budget.check();
    const viewport = page.getViewport({ scale });
    const target = canvases.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      await renderPage(page, { canvasContext: target.context, viewport, canvas: target.canvas }, budget);
      texts.push((await worker.recognize(target.canvas.toBuffer('image/png'))).data.text);
    } finally {
      canvases.destroy(target);
    }
  }
  budget.check();
  return { text: texts.join('\n\n'), ocr: true, warnings };
}
