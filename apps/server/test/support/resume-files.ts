/** Resume files the import tests build themselves: text PDFs, DOCX, and broken or hostile files. */
import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
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
