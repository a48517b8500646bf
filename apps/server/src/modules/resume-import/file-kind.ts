/** The formats we read, decided by the file's first bytes, never by its name (docs/decisions/0008). */
export type ResumeFileKind = 'pdf' | 'docx' | 'doc';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function detectFileKind(data: Buffer): ResumeFileKind | null {
  // '%PDF-' may follow a little junk (some generators write a BOM or whitespace first).
  if (data.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  // A ZIP: a DOCX once the parser finds word/document.xml inside (checked by the zip scan).
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04)
    return 'docx';
  // OLE2 compound file: Word 97-2003 (word-extractor rejects other OLE2 files such as .xls).
  if (data.subarray(0, 8).equals(OLE2)) return 'doc';
  return null;
}
