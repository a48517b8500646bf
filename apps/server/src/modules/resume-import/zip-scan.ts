import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ImportFailure } from './import-failure';

/** Bounds for a DOCX before mammoth reads it: a real resume is far inside all of them. */
export const zipLimits = {
  maxEntries: 1000,
  /** Every entry, unpacked (images count, though mammoth does not read them for text). */
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /**
   * The XML parts, unpacked: mammoth holds them as a DOM, ~200 bytes of memory and ~4 µs of CPU
   * per byte of dense XML. Real resumes have under 1 MB (docs/decisions/0017).
   */
  maxXmlBytes: 4 * 1024 * 1024,
  /** Compression ratio allowed for entries above 1 MB unpacked (XML compresses ~10x, bombs ~1000x). */
  maxRatio: 100,
};

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Refuses a DOCX that is too many entries, too large once unpacked, too compressed, or not a
 * Word document. The sizes the headers declare are checked first (cheap), then every entry is
 * really inflated through a counter that stops at the limits: headers can lie, and mammoth
 * (through JSZip) would otherwise unpack a lying entry in full before noticing.
 */
export function scanDocxArchive(data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new ImportFailure('corruptFile'));
      if (zip.entryCount > zipLimits.maxEntries) {
        zip.close();
        return reject(new ImportFailure('unsafeArchive'));
      }
      let settled = false;
      const fail = (reason: 'unsafeArchive' | 'corruptFile') => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(new ImportFailure(reason));
      };
      let declaredTotal = 0;
      let inflatedTotal = 0;
      let inflatedXml = 0;
      let hasDocument = false;

      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        declaredTotal += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          declaredTotal > zipLimits.maxTotalUncompressedBytes ||
          (entry.uncompressedSize > 1024 * 1024 && ratio > zipLimits.maxRatio)
        )
          return fail('unsafeArchive');
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        if (entry.fileName.endsWith('/')) return zip.readEntry();

        zip.openReadStream(entry, (streamError, stream: Readable) => {
          if (streamError || !stream) return fail('corruptFile');
          const xml = isXmlPart(entry.fileName);
          let entryBytes = 0;
          stream.on('data', (chunk: Buffer) => {
            entryBytes += chunk.length;
            inflatedTotal += chunk.length;
            if (xml) inflatedXml += chunk.length;
            const entryRatio = entryBytes / Math.max(1, entry.compressedSize);
            if (
              inflatedTotal > zipLimits.maxTotalUncompressedBytes ||
              inflatedXml > zipLimits.maxXmlBytes ||
              (entryBytes > 1024 * 1024 && entryRatio > zipLimits.maxRatio)
            ) {
              stream.destroy();
              fail('unsafeArchive');
            }
          });
          // zlib's errors (Z_DATA_ERROR...) mean damaged data; yauzl's own check, more or fewer
          // bytes than the headers declare, means a lying archive.
          stream.on('error', (error: { code?: string }) =>
            fail(error.code?.startsWith('Z_') ? 'corruptFile' : 'unsafeArchive'),
          );
          stream.on('end', () => {
            if (!settled) zip.readEntry();
          });
        });
      });
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        if (hasDocument) resolve();
        else reject(new ImportFailure('unsupportedType'));
      });
      zip.on('error', () => fail('corruptFile'));
      zip.readEntry();
    });
  });
}
