/** Small text utilities shared by the analyst, the resume reader and the writer. */
import { countTextWords } from '@jobpeel/contract';

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const termCache = new Map<string, RegExp>();

/**
 * A case-insensitive matcher for a term on word boundaries. `\b` fails next to symbols
 * ('C++', '.NET'), so the boundaries are "not a letter or digit" look-arounds instead.
 */
export function termRegExp(term: string): RegExp {
  let re = termCache.get(term);
  if (!re) {
    const body = escapeRegExp(term).replace(/\s+/g, '[\\s-]+');
    // A lower-case noun also matches its other number: 'renewals' finds 'renewal', 'communication'
    // finds 'Communications'. Names and acronyms ('Java', 'SQL') match only as written.
    const lower = term === term.toLowerCase();
    const stem =
      lower && /[^su]s$/.test(term)
        ? `${body.slice(0, -1)}s?`
        : lower && /[a-rt-z]$/.test(term)
          ? `${body}s?`
          : body;
    re = new RegExp(`(?<![\\p{L}\\p{N}])${stem}(?![\\p{L}\\p{N}+#])`, 'iu');
    termCache.set(term, re);
  }
  return re;
}

let lastText = '';
let lastLower = '';

/**
 * Cheap substring pre-check on the term's first word before the regex: the analyst tests a few
 * hundred skills against the same text, and most are simply absent.
 */
export function containsTerm(text: string, term: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
  }
  // The other number of the term ('renewals' / 'renewal') shares all but a final 's'.
  const head = (term.toLowerCase().split(/[\s-]+/)[0] ?? '').replace(/s$/, '');
  if (head && !lastLower.includes(head)) return false;
  return termRegExp(term).test(text);
}

export function countOccurrences(text: string, term: string): number {
  const re = new RegExp(termRegExp(term).source, 'giu');
  return text.match(re)?.length ?? 0;
}

/** Lower-case word tokens (letters, digits, inner apostrophes and hyphens). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
}

/**
 * Word count used for the length ranges: whitespace-separated tokens that contain at least one
 * letter or digit, over the whole letter (greeting and sign-off included). Lone punctuation such
 * as '-' or '&' is not a word.
 */
export function countWords(text: string): number {
  // The same rule as the thin-input check of the API (contract/understanding.ts).
  return countTextWords(text);
}

/** Stable 32-bit FNV-1a hash: the seed of every deterministic phrasing choice. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks one alternative from a list, varied by slot so one seed does not align every slot. */
export function pick<T>(items: readonly T[], seed: number, slot: string): T {
  const i = hashString(`${seed}:${slot}`) % items.length;
  return items[i]!;
}

/** 'a, b and c' */
export function joinList(items: readonly string[], conj = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** Lines that read as instructions to a model, not as resume or job content. */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|prompts?|rules|above|previous|prior)\b|\b(system prompt|you are now|as an ai|act as|jailbreak|developer mode)\b|^\s*(system|assistant|user)\s*:/i;

export function isInjectionLine(line: string): boolean {
  return INJECTION.test(line);
}

/**
 * Untrusted text is only ever data: lines that try to instruct the engine are dropped before any
 * analysis, so they can neither steer the output nor be quoted as a claim.
 */
export function stripInjections(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((l) => !isInjectionLine(l))
    .join('\n');
}

/** Removes characters that would look like template placeholders when quoted. */
export function cleanQuoted(s: string): string {
  return s
    .replace(/[[\]{}<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const BULLET_RE = /^\s*(?:[-*•▪◦‣–—·]|\d{1,2}[.)])\s+/;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET_RE, '').trim();
}

/** Splits text into chunks of one word plus its trailing whitespace, for streaming. */
export function splitForStreaming(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

/** A line of a list that is not an item: 'References available on request', 'see portfolio'. */
export function isListNoise(item: string): boolean {
  return /\b(?:available|(?:up)?on request|references?|see (?:portfolio|website|attached|below|above))\b/i.test(
    item,
  );
}

/** Lower case with single spaces: for comparing names and phrases as written. */
export function normalised(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** 'Power Query)' -> 'Power Query': a bracket whose partner is in another list item goes. */
export function balancedBrackets(item: string): string {
  const opens = (item.match(/\(/g) ?? []).length;
  const closes = (item.match(/\)/g) ?? []).length;
  if (opens === closes) return item;
  return item.replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
}
