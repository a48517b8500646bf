/** Resume files the import tests build themselves: text PDFs, DOCX, and broken or hostile files. */
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
