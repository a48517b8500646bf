import { coverLetterTitle, type ExportFormat } from '@jobpeel/contract';
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { CoverLetterRow } from '../../db/schema';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** The text the user sees: the edited text, or the letter as written. */
export const letterText = (letter: CoverLetterRow) => (letter.content ?? letter.generated_content).trim();

/** Paragraphs are separated by blank lines; single line breaks (an address, a sign-off) stay line breaks. */
function paragraphsOf(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim()));
}

/** A Word document on A4 with 2 cm margins, 11 pt Calibri, one Word paragraph per letter paragraph. */
async function toDocx(letter: CoverLetterRow): Promise<Buffer> {
  const cm = 567; // twips per centimetre
  const doc = new Document({
    creator: 'JobPeel',
    title: coverLetterTitle(letter),
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 2 * cm, bottom: 2 * cm, left: 2 * cm, right: 2 * cm },
          },
        },
        children: paragraphsOf(letterText(letter)).map(
          (lines) =>
            new Paragraph({
              alignment: AlignmentType.LEFT,
              spacing: { after: 240, line: 276 },
              children: lines.map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 })),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A file-system-safe name from the letter's title ('Cover Letter - Backend Engineer at Acme'). */
export function exportBaseName(letter: CoverLetterRow): string {
  const title = letter.title?.trim() ? `Cover Letter - ${letter.title.trim()}` : `Cover Letter ${letter.id}`;
  return (
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || `Cover Letter ${letter.id}`
  );
}

export async function exportLetter(letter: CoverLetterRow, format: ExportFormat): Promise<ExportFile> {
  const base = exportBaseName(letter);
  if (format === 'docx') {
    return {
      body: await toDocx(letter),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      filename: `${base}.docx`,
    };
  }
  return {
    body: Buffer.from(`${letterText(letter)}\n`, 'utf8'),
    contentType: 'text/plain; charset=utf-8',
    filename: `${base}.txt`,
  };
}

/** RFC 6266 attachment header: an ASCII fallback name plus the UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '') || 'cover-letter';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
