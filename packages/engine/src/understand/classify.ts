/**
 * What a short piece of a resume line is: a job title, an organisation, a unit inside one, a
 * place, or unknown. The word lists live in vocabulary/resume-words.ts; the rules here only say
 * which word decides (the head noun of a title, any organisation word of a name).
 */
import {
  CERTIFICATE_WORDS,
  COUNTRIES,
  ORG_WORDS,
  TITLE_NOUNS,
  UNIT_WORDS,
  US_STATES,
} from '../vocabulary/resume-words';

export type PartKind = 'title' | 'org' | 'unit' | 'location' | 'certificate' | 'unknown' | 'junk';

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s,()]+/)
    .map((w) => w.replace(/^[^\p{L}\d&]+/u, '').replace(/(?<![^\p{L}\d&.])[^\p{L}\d&.]+$/u, ''))
    .filter(Boolean);

/** The noun a title ends on: 'Teacher of Science' -> 'teacher', 'Senior Staff Nurse' -> 'nurse'. */
function headNoun(part: string): string {
  const beforeOf = part.split(/(?<!\s)\s+(?:of|for|in|to)\s+/i)[0] ?? part;
  const paren = beforeOf.indexOf('(');
  const noParen = paren >= 0 ? beforeOf.slice(0, paren) : beforeOf;
  // 'Software Engineer II', 'Nurse 2', 'Analyst Sr.': the level is not the noun.
  const words = wordsOf(noParen)
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => !/^(?:i{1,3}|iv|v|vi|\d|jr|sr|senior|junior)$/.test(w));
  return words[words.length - 1] ?? '';
}

export function hasTitleWord(part: string): boolean {
  return wordsOf(part).some((w) => TITLE_NOUNS.has(w.replace(/\.$/, '')));
}

export function hasOrgWord(part: string): boolean {
  return wordsOf(part).some((w) => ORG_WORDS.has(w) || ORG_WORDS.has(w.replace(/\.$/, '')));
}

function isUnit(part: string): boolean {
  const words = wordsOf(part);
  if (words.length === 0 || words.length > 5) return false;
  const last = words[words.length - 1]!;
  if (
    [
      'unit',
      'ward',
      'department',
      'dept',
      'dept.',
      'team',
      'division',
      'desk',
      'shift',
      'floor',
      'wing',
    ].includes(last)
  )
    return true;
  // 'Cardiac ICU', 'Outbound', 'Med/Surg': every word a unit word, or a unit word and no other kind.
  return words.every((w) => UNIT_WORDS.has(w)) || (words.some((w) => UNIT_WORDS.has(w)) && !hasOrgWord(part));
}

/** 'Austin, TX', 'London, UK', 'Remote', 'Leeds, England'. */
export function isLocation(part: string): boolean {
  const t = part.trim();
  if (COUNTRIES.has(t.toLowerCase()) || US_STATES.has(t)) return true;
  const comma = t.lastIndexOf(',');
  if (comma < 2) return false;
  const city = t.slice(0, comma).trim();
  const tail = t
    .slice(comma + 1)
    .trim()
    .replace(/ \d{5}$/, '');
  if (!/^[\p{Lu}][\p{L}.'’ -]{1,40}$/u.test(city)) return false;
  return US_STATES.has(tail) || COUNTRIES.has(tail.toLowerCase());
}

/**
 * A US 'City, ST' or 'City, Country' inside a longer line: its position, to cut it out. The
 * state or country is found first; the city is the piece before it, back to a separator.
 */
export function findLocation(line: string): { text: string; index: number } | null {
  for (const m of line.matchAll(/,[ \t]*([A-Z]{2}|[\p{Lu}][\p{L}.]{1,20})(?![\p{L}])/gu)) {
    const tail = m[1]!;
    if (!US_STATES.has(tail) && !COUNTRIES.has(tail.toLowerCase())) continue;
    // 'Tallgrass Health, Remote': 'Remote' is the place; the name before it is not a city.
    if (/^(?:remote|hybrid)$/i.test(tail)) return { text: tail, index: m.index + m[0].length - tail.length };
    let from = m.index;
    while (from > 0 && !',|·•▪\t–—('.includes(line[from - 1]!) && !line.endsWith('  ', from)) from--;
    const city = line.slice(from, m.index).trim();
    if (!/^[\p{Lu}][\p{L}.'’ -]{0,40}$/u.test(city) || city.split(/\s+/).length > 4 || hasOrgWord(city))
      continue;
    const index = m.index - city.length;
    return { text: line.slice(index, m.index + m[0].length), index };
  }
  return null;
}

export function classifyPart(part: string): PartKind {
  // A parenthetical describes ('Quarry Street Digital (agency)'); it does not decide the kind.
  const t = part.replace(/(?<!\s)\s*\([^()]{0,60}\)/g, '').trim();
  if (!t || !/\p{L}/u.test(t)) return 'junk';
  if (/@|https?:|www\.|\d{3}[\s.-]\d{4}/.test(t)) return 'junk';
  if (isLocation(t)) return 'location';
  const words = wordsOf(t);
  if (words.some((w) => CERTIFICATE_WORDS.has(w)) && !TITLE_NOUNS.has(headNoun(t))) return 'certificate';
  const head = headNoun(t);
  // An organisation's name ends on its kind ('Riverside General Hospital'), a title on its noun.
  if (TITLE_NOUNS.has(head) && !ORG_WORDS.has(head)) return 'title';
  if (hasOrgWord(t) && !isUnit(t)) return 'org';
  if (isUnit(t)) return 'unit';
  if (hasTitleWord(t) && words.length <= 6) return 'title';
  if (!/^[\p{Lu}\d]/u.test(t)) return 'junk';
  return 'unknown';
}
