/**
 * The resume's header: the name (proper case, credentials apart), the contact details and the
 * headline, and which header lines are only that (never a position).
 */
import { isBullet, normalised } from '../text';
import { classifyPart, findLocation, hasTitleWord, isLocation } from './classify';
import { findDates } from './dates';
import { headingKind } from './sections';

export const EMAIL_RE = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
export const PHONE_RE =
  /(?<![\w+(])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d(?:[\s.-]?\d){6,12}(?![\w])/;
export const LINK_RE =
  /(?<![\w@])(?:https?:\/\/|www\.)?(?:[\w-]{1,63}\.){1,4}(?:com|org|net|io|dev|me|co|uk|design|page|site)(?:\/[\w\-./~%]{0,200})?(?![\w@])/i;
export const SEPARATORS = /(?<!\s)\s*(?:[|·•▪◆♦]|\t| {2,})\s*/;

/** 'RN', 'CPhT', 'M.Ed.', 'PharmD', 'RN-BC': short, starting with a capital, two capitals at least. */
const CREDENTIAL_RE = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{0,7}(?:-[A-Z]{1,4})?$/;

/** 'BSc', 'MCSP', 'RN', 'Ph.D.', '(Hons)': letters after a name. */
function isPostNominal(word: string): boolean {
  return CREDENTIAL_RE.test(word) || /^\((?:Hons|Hon|Oxon|Cantab)\)$/i.test(word);
}

function properCase(word: string): string {
  if (!/^[\p{Lu}'’.-]+$/u.test(word) || word.length <= 1) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/^Mc(\p{L})/u, (_, c: string) => `Mc${c.toUpperCase()}`);
}

export function readName(line: string): { name: string; credentials: string[] } | null {
  // A place is not a name ('Silicon Valley, CA, USA', 'Google HQ, Mountain View, CA').
  if (isLocation(line.trim()) || findLocation(line)) return null;
  // 'Alfred Pennyworth  (123) 456-7890': the name ends where the contact details begin; a lone
  // letter before them is an icon font's glyph, not an initial.
  const contactAt = line.search(/[\d+@#]|\(\d|https?:|www\./);
  const parts = (contactAt > 0 ? line.slice(0, contactAt) : line).trim().split(/\s+/);
  while (contactAt > 0 && parts.length > 2 && /^\p{L}$/u.test(parts[parts.length - 1]!)) parts.pop();
  const segment = parts.join(' ');
  const [rawName, ...rest] = segment.split(',').map((s) => s.trim());
  const nameWords = (rawName ?? '').trim().split(/\s+/);
  // Post-nominals without commas ('Ciara Donnelly BSc (Hons) MCSP') are credentials, not names.
  const trailing: string[] = [];
  // In a name in capitals ('ANGELA T. MORROW'), a word in capitals is part of the name.
  const capsName = nameWords.slice(0, 2).every((w) => w === w.toUpperCase());
  while (
    nameWords.length > 2 &&
    isPostNominal(nameWords[nameWords.length - 1]!) &&
    (!capsName || /\p{Ll}|^\(/u.test(nameWords[nameWords.length - 1]!))
  )
    trailing.unshift(nameWords.pop()!);
  if (trailing.length > 0) rest.unshift(trailing.join(' ').replace(/ \(/g, '\u00a0('));
  const name = nameWords.join(' ');
  const words = nameWords;
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w))) return null;
  if (headingKind(name) || hasTitleWord(name) || classifyPart(name) !== 'unknown') return null;
  const listed = rest.flatMap((r) => r.trim().split(' ')).map((r) => r.replace(/\u00a0/g, ' '));
  const credentials = listed.filter((r) => r.split(' ').every(isPostNominal));
  if (credentials.length !== listed.length) return null;
  return { name: words.map(properCase).join(' '), credentials };
}

export interface Header {
  name: string | null;
  credentials: string[];
  headline: string | null;
  summary: string | null;
  location: string | null;
}

export function isContactSegment(s: string): boolean {
  return EMAIL_RE.test(s) || PHONE_RE.test(s) || LINK_RE.test(s);
}

export function readHeader(lines: readonly string[], indices: number[]): Header {
  const header: Header = { name: null, credentials: [], headline: null, summary: null, location: null };
  const prose: string[] = [];
  let pastHeadline = false;
  for (const i of indices) {
    const line = lines[i]!;
    if (!line) continue;
    const labelled = /^(name|location|address)\s*:\s*(\S.*)$/i.exec(line);
    if (labelled) {
      const key = labelled[1]!.toLowerCase();
      if (key === 'name' && !header.name) {
        const n = readName(labelled[2]!);
        if (n) ({ name: header.name, credentials: header.credentials } = n);
      } else if (key !== 'name' && !header.location) header.location = labelled[2]!.trim();
      continue;
    }
    if (/^(?:curriculum vitae|cv|resume|résumé)$/i.test(line)) continue;
    const segments = line.split(SEPARATORS).filter(Boolean);
    if (!header.name) {
      const n = readName(segments[0] ?? '');
      if (n) {
        header.name = n.name;
        header.credentials = n.credentials;
        segments.shift();
      }
    }
    const others: string[] = [];
    for (const s of segments) {
      if (isContactSegment(s)) continue;
      if (!header.location && isLocation(s)) header.location = s.trim();
      else if (!isLocation(s)) others.push(s);
    }
    if (others.length === 0) continue;
    const text = others.join(' | ');
    // A dated line under the name is a position ('Barista, Bean There (2020 - 2023)'); the
    // headline, if any, comes before it and is never a bullet.
    if (findDates(line) || isBullet(line)) {
      pastHeadline = true;
      continue;
    }
    if (pastHeadline) continue;
    if (text.split(/\s+/).length > 14) prose.push(line);
    else if (!header.headline && header.name && !/[.!?]$/.test(text)) header.headline = text;
  }
  header.summary = prose.length > 0 ? prose.join(' ') : null;
  return header;
}

/** Header lines that are the name, contact or headline: never a position. */
export function isHeaderOnly(line: string, header: Header): boolean {
  if (isContactSegment(line)) return true;
  if (
    header.name &&
    normalised(line).startsWith(normalised(header.name).split(' ')[0]!) &&
    readName(line.split(SEPARATORS)[0]!)
  )
    return true;
  return header.headline !== null && line.includes(header.headline.split(' | ')[0]!);
}
