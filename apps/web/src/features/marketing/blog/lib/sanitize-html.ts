import DOMPurify from 'dompurify';

/**
 * The article HTML is sanitised on the server before it is stored; it is sanitised again here
 * so a bad row in the database still cannot run script in the reader's browser. DOMPurify's
 * HTML profile already drops <script>, on* attributes and javascript: URLs; the lists below
 * also drop whatever could restyle the page, embed another document or post a form.
 */
let serverSanitizer: ((html: string) => string) | undefined;

/**
 * On the server (entry-server.tsx) DOMPurify has no DOM and would return its input as is; the
 * server passes its own sanitiser (DOMPurify over jsdom) instead.
 */
export function setServerArticleSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeArticleHtml(html: string): string {
  if (!DOMPurify.isSupported) {
    if (!serverSanitizer) throw new Error('No HTML sanitiser: DOMPurify needs a DOM');
    return serverSanitizer(html);
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
