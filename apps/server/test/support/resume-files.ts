/** Resume files the import tests build themselves: text PDFs, DOCX, and broken or hostile files. */
import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';
import {
  AlignmentType,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const RESUME_LINES = [
  'Morgan Ellis',
  'morgan.ellis@example.org | +44 20 7946 0958 | linkedin.com/in/morganellis',
  '',
  'Summary',
  'Data analyst who turns messy spreadsheets into decisions.',
  '',
  'Experience',
  'Senior Data Analyst, Harbour Logistics (2019 - 2024)',
  '- Built a TypeScript and SQL reporting pipeline used by 40 managers',
  '- Reduced monthly close from 9 days to 4',
  '',
  'Education',
  'BSc Mathematics, University of Bristol',
  '',
  'Skills',
  'SQL, TypeScript, Tableau, Python',
  '',
  'Achievements',
  'Analyst of the Year 2022 at Harbour Logistics',
];

/** A one-page PDF with a text layer (Helvetica), one line per entry. */
export async function textPdf(lines = RESUME_LINES, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = pdf.addPage([595, 842]);
    let y = 790;
    for (const line of lines) {
      if (line) page.drawText(line, { x: 50, y, size: 11, font });
      y -= line ? 16 : 10;
    }
  }
  return Buffer.from(await pdf.save());
}

export async function docxFile(lines = RESUME_LINES): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: lines.map(
          (line) => new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun(line)] }),
        ),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A minimal PDF written by hand (objects in order, a correct xref), for files pdf-lib will not make. */
function handWrittenPdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGE_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** Encrypted with the standard handler and a user password we never give. */
export function encryptedPdf(): Buffer {
  const hex32 = (c: string) => `<${c.repeat(64)}>`;
  return handWrittenPdf(
    [...PAGE_OBJECTS, `<< /Filter /Standard /V 1 /R 2 /O ${hex32('a')} /U ${hex32('b')} /P -4 >>`],
    `/Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`,
  );
}

/** Starts like a PDF, then nothing a reader can use. */
export function corruptPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n%% truncated here', 'latin1');
}

/** A DOCX-shaped zip whose document.xml inflates ~1000x: 60 MB of spaces in ~60 kB. */
export async function zipBombDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('word/document.xml', ' '.repeat(60 * 1024 * 1024));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A zip with far more entries than any Word document. */
export async function manyEntriesDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('word/document.xml', '<w:document/>');
  for (let i = 0; i < 1500; i += 1) zip.file(`word/media/${i}.txt`, 'x');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The first bytes of a Linux executable, whatever the file is called. */
export function renamedExecutable(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 1)]);
}

/** A FlateDecode stream object for `handWrittenPdf`: the bytes travel as latin1 characters. */
function pdfStream(content: string): string {
  const data = deflateSync(Buffer.from(content, 'latin1'), { level: 9 });
  return `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/**
 * The 674-byte PDF bomb: pages with no text and a huge page box. A reader that renders
 * them for OCR at a fixed scale asks for a canvas of side x 2 pixels squared per page.
 */
export function hugePageBoxPdf(side = 10_000, pages = 3): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  return handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}] >>`),
  ]);
}

/**
 * The slow PDF: one page whose compressed content stream holds `operators` text-showing
 * operators, each on a line of its own (~19 kB for 400,000).
 */
export function textOperatorFloodPdf(operators = 400_000): Buffer {
  const content = `BT /F1 1 Tf 0 800 Td ${'0 -0.001 Td (x) Tj '.repeat(operators)}ET`;
  return handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    pdfStream(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

interface ZipPart {
  name: string;
  /** The raw deflate data as stored. */
  deflated: Buffer;
  crc: number;
  size: number;
  /** What both headers claim the part unpacks to (a lie in a bomb). */
  declaredSize: number;
}

/** A ZIP written by hand, so its local and central directory headers can state any size. */
function handWrittenZip(parts: ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(0, 12);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.deflated.length, 20);
    entry.writeUInt32LE(part.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    chunks.push(local, name, part.deflated);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

function zipPart(name: string, data: Buffer, declaredSize = data.length): ZipPart {
  return {
    name,
    deflated: deflateRawSync(data, { level: 9 }),
    crc: crc32(data),
    size: data.length,
    declaredSize,
  };
}

/**
 * A DOCX whose word/document.xml unpacks to `megabytes` MB of paragraphs. Its headers declare
 * `declaredBytes` (a lie, in a bomb) or the true size; `randomText` makes the XML compress only
 * ~3x, so no compression-ratio check can flag it.
 */
export async function bigDocx({
  megabytes,
  declaredBytes,
  randomText = false,
}: {
  megabytes: number;
  declaredBytes?: number;
  randomText?: boolean;
}): Promise<Buffer> {
  const honest = await JSZip.loadAsync(await docxFile());
  const parts: ZipPart[] = [];
  for (const [name, file] of Object.entries(honest.files)) {
    if (file.dir || name === 'word/document.xml') continue;
    parts.push(zipPart(name, await file.async('nodebuffer')));
  }
  let seed = 17;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 16;
  };
  const word = () =>
    Array.from({ length: 3 + (next() % 7) }, () => String.fromCharCode(97 + (next() % 26))).join('');
  const paragraph = () =>
    randomText
      ? `<w:p><w:r><w:t>${Array.from({ length: 12 }, word).join(' ')}</w:t></w:r></w:p>`
      : '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>';
  const megabyte = () => {
    let xml = '';
    while (xml.length < 1024 * 1024) xml += paragraph();
    return Buffer.from(xml);
  };
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const tail = Buffer.from('</w:body></w:document>');
  // Deflated as a stream, so the test never holds the unpacked document in memory.
  const deflate = createDeflateRaw({ level: 9 });
  const deflated: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => deflated.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  let size = head.length;
  let previous = Buffer.alloc(0);
  deflate.write(head);
  for (let i = 0; i < megabytes; i += 1) {
    const block = randomText || i === 0 ? megabyte() : previous;
    previous = block;
    crc = crc32(block, crc);
    size += block.length;
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  size += tail.length;
  deflate.end(tail);
  await done;
  parts.push({
    name: 'word/document.xml',
    deflated: Buffer.concat(deflated),
    crc,
    size,
    declaredSize: declaredBytes ?? size,
  });
  return handWrittenZip(parts);
}

/** The DOCX bomb: 300 MB of paragraphs in under 1 MB, both headers claiming 2 kB. */
export const lyingDocxBomb = (megabytes = 300) => bigDocx({ megabytes, declaredBytes: 2048 });

/** How a rendered resume marks its lines: which are headings, drawn bold and larger. */
export interface ResumeLayout {
  /** Section headings ('EXPERIENCE', 'Education'), drawn bold. The first line (the name) always is. */
  isHeading?: (line: string) => boolean;
}

/**
 * 'Team Leader, Outbound      Feb 2021 – Present': the text and the dates a word processor puts
 * at a right tab stop. Only a final part after 3+ spaces or a tab that holds a year or 'Present'/'Now'.
 */
export function splitRightAligned(line: string): [string, string] | null {
  const match = line.match(/^(.*\S)(?:\s{3,}|\t\s*)(\S.*)$/);
  // '•<tab>Led the 2022 audit' is a bullet, not text and dates.
  if (!match || !/\p{L}/u.test(match[1]!) || !/(19|20)\d\d|present|now/i.test(match[2]!)) return null;
  return [match[1]!, match[2]!];
}

const BULLET_RE = /^([•▪\-*])\s+/;

/**
 * A resume as a word processor exports it to PDF (pdf-lib, Helvetica, A4): the name large and
 * bold, headings bold, leading spaces kept as an indent, dates after a run of spaces right-aligned
 * at the margin, lines wider than the page wrapped (a bullet's continuation under its text), and
 * a new page when one is full. `size` is the body text size; `footer` is printed at the foot of
 * every page followed by 'Page n of m'; `letter` makes US Letter pages with 0.75in margins;
 * `newPageBefore` starts a new page at a line, as a page break or 'keep lines together' does.
 * Every character must be one WinAnsi can encode.
 */
export async function resumePdf(
  lines: string[],
  layout: ResumeLayout & {
    size?: number;
    footer?: string;
    letter?: boolean;
    newPageBefore?: (line: string) => boolean;
  } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = layout.letter ? [612, 792] : [595, 842];
  const margin = layout.letter ? 54 : 50;
  const size = layout.size ?? 10;
  const leading = Math.round(size * 1.3);
  const right = width - margin;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const advance = (by: number) => {
    y -= by;
    if (y < margin + 20) {
      page = pdf.addPage([width, height]);
      y = height - margin - by;
    }
  };
  lines.forEach((raw, index) => {
    if (!raw.trim()) {
      y -= Math.round(size * 0.8);
      return;
    }
    if (index > 0 && layout.newPageBefore?.(raw.trim())) y = margin + 20;
    const isName = index === 0;
    const heading = isName || (layout.isHeading?.(raw.trim()) ?? false);
    const font = heading ? bold : regular;
    const fontSize = isName ? size + 8 : heading ? size + 1.5 : size;
    advance(isName ? 0 : heading ? leading + 2 : leading);
    const indent = /^\s{2,}/.test(raw) ? 16 : 0;
    const split = splitRightAligned(raw.trim());
    if (split) {
      // Text that runs past the tab stop pushes the dates along, as in a word processor.
      const after = margin + indent + font.widthOfTextAtSize(`${split[0]}  `, fontSize);
      page.drawText(split[0], { x: margin + indent, y, size: fontSize, font });
      page.drawText(split[1], {
        x: Math.max(after, right - font.widthOfTextAtSize(split[1], fontSize)),
        y,
        size: fontSize,
        font,
      });
      return;
    }
    const text = raw.trim().replace(/\t+/g, ' ');
    const bullet = text.match(BULLET_RE)?.[0] ?? '';
    const hang = bullet ? font.widthOfTextAtSize(bullet, fontSize) : 0;
    const wrapped = wrapText(
      text,
      (line) => font.widthOfTextAtSize(line, fontSize),
      right - margin - indent - hang,
    );
    wrapped.forEach((line, part) => {
      if (part > 0) advance(leading);
      page.drawText(line, { x: margin + indent + (part > 0 ? hang : 0), y, size: fontSize, font });
    });
  });
  const pages = pdf.getPages();
  if (layout.footer) {
    pages.forEach((each, index) => {
      const footer = `${layout.footer} - Page ${index + 1} of ${pages.length}`;
      const x = (width - regular.widthOfTextAtSize(footer, 8)) / 2;
      each.drawText(footer, { x, y: 30, size: 8, font: regular });
    });
  }
  return Buffer.from(await pdf.save());
}

/** Words onto lines no wider than `max`, as a word processor wraps a paragraph. */
function wrapText(text: string, widthOf: (line: string) => number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && widthOf(next) > max) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A two-column resume as design templates make it: a narrow sidebar on the left (x=40) and the
 * main column on the right (x=230), both drawn from the top of the page at the same line heights,
 * so the text layer holds the two columns side by side, as real two-column PDFs do.
 */
export async function twoColumnPdf(
  { name, sidebar, main }: { name: string; sidebar: string[]; main: string[] },
  layout: ResumeLayout = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(name, { x: 40, y: 790, size: 22, font: bold });
  const column = (lines: string[], x: number, width: number) => {
    let y = 750;
    for (const raw of lines) {
      if (!raw.trim()) {
        y -= 8;
        continue;
      }
      const heading = layout.isHeading?.(raw.trim()) ?? false;
      const font = heading ? bold : regular;
      const size = heading ? 11 : 9.5;
      const text = raw.trim().replace(/\t+/g, ' ');
      const split = splitRightAligned(raw.trim());
      if (split) {
        page.drawText(split[0], { x, y, size, font });
        const after = x + font.widthOfTextAtSize(`${split[0]}  `, size);
        page.drawText(split[1], {
          x: Math.max(after, x + width - font.widthOfTextAtSize(split[1], size)),
          y,
          size,
          font,
        });
        y -= 13;
        continue;
      }
      const bullet = text.match(BULLET_RE)?.[0] ?? '';
      const hang = bullet ? font.widthOfTextAtSize(bullet, size) : 0;
      wrapText(text, (line) => font.widthOfTextAtSize(line, size), width - hang).forEach((line, part) => {
        page.drawText(line, { x: x + (part > 0 ? hang : 0), y, size, font });
        y -= 13;
      });
    }
  };
  column(sidebar, 40, 165);
  column(main, 230, 325);
  return Buffer.from(await pdf.save());
}

/**
 * A resume as Word makes it: the name large and bold, headings bold, dates after a run of spaces
 * at a right tab stop, and (with `wordBullets`) bullet lines as a real Word bulleted list, whose
 * bullet character lives in the numbering definition and not in the text.
 */
export async function resumeDocx(
  lines: string[],
  layout: ResumeLayout & { wordBullets?: boolean } = {},
): Promise<Buffer> {
  const paragraphs = lines.map((raw, index) => {
    const text = raw.trim().replace(/\t+/g, ' ');
    const heading = index === 0 || (layout.isHeading?.(text) ?? false);
    const size = index === 0 ? 36 : heading ? 24 : 21; // half-points
    const split = splitRightAligned(raw.trim());
    const bullet = layout.wordBullets ? text.match(BULLET_RE) : null;
    const runs = split
      ? [
          new TextRun({ text: split[0], bold: heading, size }),
          new TextRun({ children: [new Tab(), split[1]], bold: heading, size }),
        ]
      : [new TextRun({ text: bullet ? text.slice(bullet[0].length) : text, bold: heading, size })];
    return new Paragraph({
      alignment: AlignmentType.LEFT,
      tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
      indent: /^\s{2,}/.test(raw) && !bullet ? { left: 360 } : undefined,
      numbering: bullet ? { reference: 'resume-bullets', level: 0 } : undefined,
      children: runs,
    });
  });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'resume-bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(doc);
}
