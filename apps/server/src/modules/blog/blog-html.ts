import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';

/**
 * Markdown to stored HTML. Raw HTML inside the Markdown passes through marked untouched, so the
 * result always goes through DOMPurify: normal article markup survives, scripts, event handlers,
 * frames, styles and dangerous URLs do not.
 */

/** Bumped when rendering or sanitising changes, so every post is rendered again at the next start. */
export const BLOG_RENDER_VERSION = 1;

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'del',
  's',
  'sup',
  'sub',
  'mark',
  'kbd',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'align',
  'start',
  'colspan',
  'rowspan',
];
/** DOMPurify's own test with only http(s) and mailto left as schemes; relative URLs pass. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Browsers ignore whitespace and control characters inside a URL's scheme: so do we before checking it. */
function schemeOf(url: string): string | null {
  const compact = Array.from(url)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0xa0);
    })
    .join('');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1]?.toLowerCase() ?? null;
}

/** Links: http(s), mailto or relative. */
export function isSafeLinkHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === null || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Images: a path on this site or https (data:, http: and protocol-relative sources are dropped). */
export function isSafeImageSrc(src: string): boolean {
  const scheme = schemeOf(src);
  if (scheme !== null) return scheme === 'https';
  return !src.trim().startsWith('//') && !src.trim().startsWith('\\');
}

let purifier: DOMPurify | undefined;

/** One jsdom window per process, created on first use (a start with unchanged posts never needs it). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as WindowLike);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !isSafeLinkHref(href)) element.removeAttribute('href');
      element.removeAttribute('target');
      element.setAttribute('rel', 'noopener noreferrer');
    } else if (element.tagName === 'IMG') {
      const src = element.getAttribute('src');
      if (src !== null && !isSafeImageSrc(src)) element.removeAttribute('src');
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeArticleHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

const markdown = new Marked({ gfm: true, async: false });

/** Markdown to sanitised HTML. */
export function renderArticle(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source, { async: false }));
}
