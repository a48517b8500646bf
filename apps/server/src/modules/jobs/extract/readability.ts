import { Readability } from '@mozilla/readability';
import { type DomDocument, htmlToText } from './html-to-text';

/** The main article of a page (Mozilla Readability over the linkedom document), as clean text. */
export function readArticle(document: DomDocument): { title: string | null; text: string } | null {
  try {
    // Readability changes the document it reads: give it a copy.
    const copy = document.cloneNode(true) as DomDocument;
    const article = new Readability(copy as never, { charThreshold: 200, disableJSONLD: true }).parse();
    if (!article?.content) return null;
    const text = htmlToText(article.content);
    return text ? { title: article.title?.trim() || null, text } : null;
  } catch {
    return null;
  }
}
