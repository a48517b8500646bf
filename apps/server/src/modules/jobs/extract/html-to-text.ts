import { parseHTML } from 'linkedom';
import type { DomDocument, DomElement, DomNode, DomParent } from './dom';

/**
 * HTML turned into clean text that keeps its structure: headings on their own line after a blank
 * line, list items as '- item', paragraphs separated by a blank line, entities decoded, whitespace
 * collapsed. Hidden content (script, style, `hidden`, display:none, ...) never reaches the text.
 */

export type { DomDocument } from './dom';

/** A document parsed from a page, or from a fragment (JSON-LD descriptions are fragments). */
export function parseDocument(html: string): DomDocument {
  const source = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return parseHTML(source).document as unknown as DomDocument;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

/** Decodes HTML character references in plain text (numeric and the common named ones). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X'
          ? Number.parseInt(ref.slice(2), 16)
          : Number.parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const ALWAYS_DROP = ['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'embed', 'canvas'];
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0+)?(?:px|em|rem|pt|%)?\s*(?:!important\s*)?(?:;|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:!important\s*)?(?:;|$))/i;

/** True when an element is hidden from a reader of the page (and so from the extracted text). */
export function isHiddenElement(element: DomElement): boolean {
  if (ALWAYS_DROP.includes(element.localName.toLowerCase())) return true;
  if (element.hasAttribute('hidden')) return true;
  if ((element.getAttribute('aria-hidden') ?? '').toLowerCase() === 'true') return true;
  const style = element.getAttribute('style');
  return style ? HIDDEN_STYLE.test(style) : false;
}

/** Removes every element a reader cannot see: script, style, noscript, template, `hidden`, aria-hidden, hidden inline styles. */
export function removeHiddenContent(root: DomParent): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.isConnected !== false && isHiddenElement(element)) element.remove();
  }
  // Comments can carry text too (and Readability would not show them, but be thorough).
}

const CHROME_TAGS = [
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'dialog',
  'select',
  'input',
  'textarea',
];
const CHROME_NAME = /cookie|consent|banner|newsletter|subscribe|gdpr/i;
const KEEP_ALWAYS = new Set(['html', 'body', 'main', 'article']);

/** Removes page chrome: navigation, headers, footers, sidebars, forms, buttons and cookie/newsletter banners. */
export function removePageChrome(root: DomParent): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (KEEP_ALWAYS.has(tag)) continue;
    const role = (element.getAttribute('role') ?? '').toLowerCase();
    if (CHROME_TAGS.includes(tag) || role === 'navigation' || role === 'banner' || role === 'contentinfo') {
      element.remove();
      continue;
    }
    const name = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`;
    // A big container whose class merely mentions a banner is page layout, not a cookie notice.
    if (CHROME_NAME.test(name) && (element.textContent ?? '').length < 3000) element.remove();
  }
}

type BlockKind = 'para' | 'heading' | 'item';
interface Block {
  kind: BlockKind;
  text: string;
  depth: number;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'hr',
  'center',
  'fieldset',
  'form',
  'body',
]);
const LISTS = new Set(['ul', 'ol', 'menu']);
const BOLD = new Set(['strong', 'b']);

class TextBuilder {
  readonly blocks: Block[] = [];
  private inline = '';
  readonly context: { kind: BlockKind; depth: number }[] = [{ kind: 'para', depth: 0 }];

  append(text: string) {
    this.inline += text;
  }

  flush() {
    const current = this.context[this.context.length - 1]!;
    const lines = this.inline
      .split('\n')
      .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
      .filter(Boolean);
    this.inline = '';
    if (lines.length === 0) return;
    if (current.kind === 'para') {
      // Paragraph lines (split by <br>) stay separate lines; each keeps its own literal bullets.
      this.blocks.push({ kind: 'para', text: lines.join('\n'), depth: 0 });
    } else {
      this.blocks.push({ kind: current.kind, text: lines.join(' '), depth: current.depth });
    }
  }

  render(): string {
    let result = '';
    let previous: Block | undefined;
    for (const block of this.blocks) {
      // A heading sits right above its section; items of one list stay together; other blocks get a blank line.
      if (previous) {
        const tight = previous.kind === 'heading' || (previous.kind === 'item' && block.kind === 'item');
        result += tight && block.kind !== 'heading' ? '\n' : '\n\n';
      }
      if (block.kind === 'item') {
        const text = block.text.replace(/^[-•·*▪●◦–]\s*/, '');
        result += `${'  '.repeat(Math.max(0, block.depth - 1))}- ${text}`;
      } else result += block.text;
      previous = block;
    }
    return result;
  }
}

function walk(node: DomNode, out: TextBuilder, listDepth: number): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      out.append((child.nodeValue ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as DomElement;
    const tag = element.localName.toLowerCase();
    if (isHiddenElement(element) || tag === 'head') continue;
    if (tag === 'br') {
      out.append('\n');
    } else if (HEADINGS.has(tag) || ((tag === 'p' || tag === 'div') && isBoldLabel(element))) {
      out.flush();
      out.context.push({ kind: 'heading', depth: 0 });
      walk(element, out, listDepth);
      out.flush();
      out.context.pop();
    } else if (LISTS.has(tag)) {
      out.flush();
      walk(element, out, listDepth + 1);
      out.flush();
    } else if (tag === 'li') {
      out.flush();
      out.context.push({ kind: 'item', depth: Math.max(1, listDepth) });
      walk(element, out, listDepth);
      out.flush();
      out.context.pop();
    } else if (BLOCKS.has(tag)) {
      out.flush();
      walk(element, out, listDepth);
      out.flush();
    } else if (tag === 'td' || tag === 'th') {
      out.append(' ');
      walk(element, out, listDepth);
      out.append(' ');
    } else {
      walk(element, out, listDepth);
    }
  }
}

/** Boards often mark section titles as a paragraph that is only bold text ('<p><strong>About you</strong></p>'). */
function isBoldLabel(element: DomElement): boolean {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!text || text.length > 80) return false;
  let bold = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 3) {
      if ((child.nodeValue ?? '').trim()) return false;
    } else if (child.nodeType === 1) {
      const tag = (child as DomElement).localName.toLowerCase();
      if (tag === 'br') continue;
      if (!BOLD.has(tag)) return false;
      bold += child.textContent ?? '';
    }
  }
  return bold.trim().length > 0;
}

/** Final tidy-up: trims lines, at most one blank line in a row, no leading/trailing blank lines. */
export function tidyText(text: string): string {
  return (
    text
      .split('\n')
      // Runs of spaces shrink, but a nested bullet's leading indent stays.
      .map((line) => {
        const indent = line.match(/^ +(?=- )/)?.[0] ?? '';
        return (
          indent +
          line
            .slice(indent.length)
            .replace(/[ \t\u00a0]+/g, ' ')
            .replace(/(?<!\s)\s+$/, '')
        );
      })
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The readable text of a node (an element or a whole document body). */
export function nodeToText(node: DomNode): string {
  const out = new TextBuilder();
  walk(node, out, 0);
  out.flush();
  return tidyText(out.render());
}

/**
 * HTML (a page or a fragment) to structured text, hidden content dropped. Entity-escaped markup
 * ('&lt;p&gt;...', as some JSON-LD descriptions carry it) is decoded and read as HTML.
 */
export function htmlToText(html: string): string {
  let source = html;
  // Markup escaped once more than it should be: decode, then read it as HTML.
  if (!/<[a-z!/]/i.test(source) && /&lt;\/?[a-z]/i.test(source)) source = decodeEntities(source);
  if (!/<[a-z!/]/i.test(source)) {
    // Plain text: keep its own line breaks.
    return tidyText(decodeEntities(source).replace(/\r\n?/g, '\n'));
  }
  const document = parseDocument(source);
  const root = (document.body ?? document.documentElement) as unknown as DomParent;
  removeHiddenContent(root);
  return nodeToText(root);
}
