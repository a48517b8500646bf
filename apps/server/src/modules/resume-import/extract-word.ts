import { ImportFailure } from './import-failure';
import { scanDocxArchive } from './zip-scan';

/** The few entities mammoth writes. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * mammoth's HTML as text: one paragraph a line, list items with a '• ' (Word keeps a list's bullet
 * in the list's definition, so the raw text would lose it and a bullet would read like a job
 * line), table cells apart. Tags are plain and never nested in attributes, so this is linear.
 */
export function htmlToResumeText(html: string): string {
  return html
    .replace(/<li>/g, '\n• ')
    .replace(/<\/(?:p|li|h[1-6]|tr)>|<br\s?\/?>/g, '\n')
    .replace(/<\/t[dh]>/g, '\t')
    .replace(/<[^<>]{0,2000}>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export async function extractDocx(data: Buffer): Promise<string> {
  await scanDocxArchive(data);
  const mammoth = (await import('mammoth')).default;
  try {
    return htmlToResumeText((await mammoth.convertToHtml({ buffer: data })).value);
  } catch {
    throw new ImportFailure('corruptFile');
  }
}

export async function extractDoc(data: Buffer): Promise<string> {
  const WordExtractor = (await import('word-extractor')).default;
  try {
    const doc = await new WordExtractor().extract(data);
    return [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getFootnotes()]
      .filter(Boolean)
      .join('\n');
  } catch {
    // Not a Word document after all (another OLE2 file such as .xls), or a damaged one.
    throw new ImportFailure('unsupportedType');
  }
}
