/**
 * Term look-ups for the claim check, on texts whose lower-case form is already known: the same
 * answer as containsTerm (text.ts) and as a word regex, without building a regex per term. A
 * regex with Unicode classes costs about a millisecond to compile, and a letter's first check
 * meets hundreds of new terms (the resume's names, the letter's skills); here each place the
 * term's first word occurs (found by indexOf) is matched by hand, in time linear in the term.
 */
import { termRegExp } from '../text';

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/** The code point before `at`, as a regex look-behind reads it. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(at - 2, at);
  }
  return text[at - 1]!;
}

/** The code point at `at`, as a regex look-ahead reads it. */
function charAt(text: string, at: number): string {
  if (at >= text.length) return '';
  const cp = text.codePointAt(at)!;
  return cp > 0xffff ? text.slice(at, at + 2) : text[at]!;
}

/** JavaScript's \s, one UTF-16 unit. */
function isSpace(c: number): boolean {
  return (
    (c >= 9 && c <= 13) ||
    c === 32 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

interface Pattern {
  /** The words, in lower case, each to be found as written. */
  parts: string[];
  /** Whether a hyphen may join the words too ('follow-up' for 'follow up'). */
  hyphens: boolean;
  /** Endings the last word may take ('s', 'es'), tried with none. */
  endings: string[];
  /** What may not stand right before and right after the match. */
  behind: (ch: string) => boolean;
  ahead: (ch: string) => boolean;
}

/** Whether the pattern matches `lower` at `at` (the first word's place). */
function matchesAt(lower: string, at: number, p: Pattern): boolean {
  if (!lower.startsWith(p.parts[0]!, at)) return false;
  const before = charBefore(lower, at);
  if (before && p.behind(before)) return false;
  let i = at + p.parts[0]!.length;
  for (let k = 1; k < p.parts.length; k++) {
    const from = i;
    while (i < lower.length) {
      const c = lower.charCodeAt(i);
      if (!(isSpace(c) || (p.hyphens && c === 45))) break;
      i++;
    }
    if (i === from || !lower.startsWith(p.parts[k]!, i)) return false;
    i += p.parts[k]!.length;
  }
  for (const ending of p.endings)
    if (lower.startsWith(ending, i)) {
      const after = charAt(lower, i + ending.length);
      if (!after || !p.ahead(after)) return true;
    }
  return false;
}

function matchesIn(lower: string, p: Pattern): boolean {
  const head = p.parts[0]!;
  for (let at = lower.indexOf(head); at >= 0; at = lower.indexOf(head, at + 1))
    if (matchesAt(lower, at, p)) return true;
  return false;
}

const termPatterns = new Map<string, Pattern | null>();

/**
 * termRegExp's reading of a term: words joined by spaces or hyphens, a lower-case noun in either
 * number, no letter or number before it and no letter, number, '+' or '#' after it. Null where the
 * term has what a hand match would read differently (a word starting with a hyphen, letters whose
 * lower case is longer).
 */
function termPattern(term: string): Pattern | null {
  let p = termPatterns.get(term);
  if (p !== undefined) return p;
  const lowerTerm = term.toLowerCase();
  const parts = lowerTerm.split(/\s+/).filter(Boolean);
  const plain =
    parts.length > 0 &&
    term.trim() === term &&
    lowerTerm.length === term.length &&
    !parts.some((w, k) => k > 0 && w.startsWith('-'));
  if (!plain) p = null;
  else {
    const lower = term === lowerTerm;
    const last = parts.length - 1;
    const endings = [''];
    if (lower && /[^su]s$/.test(term)) {
      parts[last] = parts[last]!.slice(0, -1);
      endings.unshift('s');
    } else if (lower && /[a-rt-z]$/.test(term)) endings.unshift('s');
    p = {
      parts,
      hyphens: true,
      endings,
      behind: (c) => LETTER_OR_NUMBER.test(c),
      ahead: (c) => c === '+' || c === '#' || LETTER_OR_NUMBER.test(c),
    };
    if (!parts[last]) p = null;
  }
  if (termPatterns.size > 8000) termPatterns.clear();
  termPatterns.set(term, p);
  return p;
}

/**
 * Whether `text` has `term` on word boundaries, as containsTerm reads it; `lower` is
 * `text.toLowerCase()`.
 */
export function termIn(text: string, lower: string, term: string): boolean {
  const p = termPattern(term);
  if (!p || lower.length !== text.length) return termRegExp(term).test(text);
  return matchesIn(lower, p);
}

const wordPatterns = new Map<string, Pattern>();
const isDigit = (c: string) => c >= '0' && c <= '9';

/**
 * Whether a line has a word or words ('aat', 'level 3') in either number ('s', 'es'), with no
 * letter or digit either side; `lower` is the line in lower case.
 */
export function wordIn(line: string, lower: string, word: string): boolean {
  let p = wordPatterns.get(word);
  if (!p) {
    p = {
      parts: word.toLowerCase().split(/\s+/).filter(Boolean),
      hyphens: false,
      endings: ['es', 's', ''],
      behind: (c) => isDigit(c) || LETTER.test(c),
      ahead: (c) => isDigit(c) || LETTER.test(c),
    };
    if (wordPatterns.size > 2000) wordPatterns.clear();
    wordPatterns.set(word, p);
  }
  if (p.parts.length === 0 || lower.length !== line.length || word.toLowerCase().length !== word.length)
    return wordInByRegex(line, word);
  return matchesIn(lower, p);
}

const wordRes = new Map<string, RegExp>();
function wordInByRegex(line: string, word: string): boolean {
  let re = wordRes.get(word);
  if (!re) {
    const body = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    re = new RegExp(`(?<![\\p{L}\\d])${body}(?:e?s)?(?![\\p{L}\\d])`, 'iu');
    if (wordRes.size > 500) wordRes.clear();
    wordRes.set(word, re);
  }
  return re.test(line);
}
