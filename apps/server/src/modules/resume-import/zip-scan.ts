import yauzl from 'yauzl';
import { ImportFailure } from './import-failure';

/** Bounds for a DOCX before anything unpacks it: a real resume is far inside all of them. */
export const zipLimits = {
  maxEntries: 1000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Compression ratio allowed for entries above 1 MB unpacked (XML compresses ~10x, bombs ~1000x). */
  maxRatio: 100,
};

/**
 * Reads the ZIP's central directory (no inflating) and refuses archives that are too many
 * entries, too large once unpacked, too compressed, or not a Word document.
 */
export function scanDocxArchive(data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new ImportFailure('corruptFile'));
      if (zip.entryCount > zipLimits.maxEntries) {
        zip.close();
        return reject(new ImportFailure('unsafeArchive'));
      }
      let total = 0;
      let hasDocument = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          total > zipLimits.maxTotalUncompressedBytes ||
          (entry.uncompressedSize > 1024 * 1024 && ratio > zipLimits.maxRatio)
        ) {
          zip.close();
          return reject(new ImportFailure('unsafeArchive'));
        }
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        zip.readEntry();
      });
      zip.on('end', () => (hasDocument ? resolve() : reject(new ImportFailure('unsupportedType'))));
      zip.on('error', () => reject(new ImportFailure('corruptFile')));
      zip.readEntry();
    });
  });
}
