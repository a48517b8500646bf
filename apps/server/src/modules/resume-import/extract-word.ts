import { ImportFailure } from './import-failure';
import { scanDocxArchive } from './zip-scan';

export async function extractDocx(data: Buffer): Promise<string> {
  await scanDocxArchive(data);
  const mammoth = (await import('mammoth')).default;
  try {
    // mammoth ends every paragraph with a blank line: one paragraph a line reads like the document.
    return (await mammoth.extractRawText({ buffer: data })).value.replace(/\n\n/g, '\n');
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
