/** Reads a PDF (as Chromium's print-to-PDF makes it): its page count and its text, one line per text run. */
export async function readPdf(data: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(data), disableFontFace: true });
  const doc = await loading.promise;
  const lines: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) lines.push(item.hasEOL ? `${item.str}\n` : item.str);
    }
  }
  await loading.destroy();
  return { pages: doc.numPages, text: lines.join('') };
}
