/**
 * Numbers as the claim check reads them: digits with their unit ('$310K', '12.07%'), numbers in
 * words ('fourteen'), the far end of a range ('38-42'), and ranks ('second of 14', '#2 of 14').
 * The resume's and the posting's lines are indexed by value, so 'four tills' finds '4 tills'.
 */

/** Numbers in words: 'one' only counts in tenure ('one year'), where it cannot mean 'a'. */
export const SPELLED: Record<string, number> = { one: 1 };
export const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
Object.assign(SPELLED, NUMBER_WORDS);
/** Every number word, longest first so 'fourteen' is not read as 'four'. */
export const SPELLED_WORDS = Object.keys(SPELLED).sort((a, b) => b.length - a.length);
const SPELLED_RE = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'gi');

const NUMBER_RE =
  /(?<![\p{L}\d.-])([$£€]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|[kK](?![\p{L}])|[mM](?![\p{L}])|million|billion))?(?![\p{L}\d])/gu;
const DIGIT = /\d/;
/** Every range end has this before it: a cheap test before the look-behind. */
const RANGE_HINT = /\d\s?[-–—]\s?\d/;
/** The far end of a range: '38-42', '8–10', '4-5' (the near end is read by NUMBER_RE). */
const RANGE_END_RE = /(?<=\d\s?[-–—]\s?)(\d{1,3}(?:,\d{3})+|\d+)(?![\p{L}\d.,])/gu;

export interface NumberAt {
  key: string;
  value: number;
  percent: boolean;
  start: number;
  end: number;
  /** Written in words ('fourteen'). */
  spelled?: boolean;
  /** Written with a thousands comma ('2,100'): never a year. */
  grouped?: boolean;
}

/** '$310K' and '$310,000' are one number: 310000; '12.07%' is '12.07%'. */
export function numberKeys(text: string): NumberAt[] {
  const out: NumberAt[] = [];
  if (!DIGIT.test(text)) return out;
  for (const m of text.matchAll(NUMBER_RE)) {
    let value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ? `.${m[3]}` : ''}`);
    const unit = (m[4] ?? '').toLowerCase();
    if (unit === 'k') value *= 1000;
    if (unit === 'm' || unit === 'million') value *= 1_000_000;
    if (unit === 'billion') value *= 1_000_000_000;
    const percent = unit === '%';
    value = Math.round(value * 100) / 100;
    out.push({
      key: `${value}${percent ? '%' : ''}`,
      value,
      percent,
      start: m.index,
      end: m.index + m[0].length,
      ...(m[2]!.includes(',') ? { grouped: true } : {}),
    });
  }
  return out;
}

/** Numbers in words, not part of a compound ('one-week-in-six'). */
export function spelledNumbers(text: string): NumberAt[] {
  const out: NumberAt[] = [];
  for (const m of text.matchAll(SPELLED_RE)) {
    const at = m.index ?? 0;
    if (text[at - 1] === '-' || text[at + m[0].length] === '-') continue;
    const value = NUMBER_WORDS[m[1]!.toLowerCase()]!;
    out.push({ key: String(value), value, percent: false, start: at, end: at + m[0].length, spelled: true });
  }
  return out;
}

/** The far ends of ranges ('42' in '38-42'), which NUMBER_RE leaves out. */
export function rangeEnds(text: string): NumberAt[] {
  if (!RANGE_HINT.test(text)) return [];
  return [...text.matchAll(RANGE_END_RE)].map((m) => {
    const value = Number(m[1]!.replace(/,/g, ''));
    return { key: String(value), value, percent: false, start: m.index, end: m.index + m[0].length };
  });
}

/** Every number of a text in reading order: digits, range ends and words. */
export function allNumbers(text: string): NumberAt[] {
  return [...numberKeys(text), ...rangeEnds(text), ...spelledNumbers(text)].sort((a, b) => a.start - b.start);
}

/** A phone number: '(614) 555-0143', '614-555-0143', '07700 900355', '+44 7700 900355'. */
export const PHONE_RE = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b0\d{4}\s?\d{6}\b|\+\d{1,3}[\s\d]{8,14}\d/;

export function indexNumbers(lines: readonly string[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  lines.forEach((line, i) => {
    // Contact lines (phone numbers, postcodes) hold no claims.
    if (line.includes('@') || PHONE_RE.test(line)) return;
    for (const n of allNumbers(line)) {
      const list = map.get(n.key) ?? [];
      if (list.at(-1) !== i) list.push(i);
      map.set(n.key, list);
    }
  });
  return map;
}

// -- Units -------------------------------------------------------------------------------------

/** 'hours' -> 'hour', 'patients' -> 'patient': the crude stem units are compared by. */
const UNIT_SHORT: Record<string, string> = {
  hr: 'hour',
  hrs: 'hour',
  min: 'minute',
  mins: 'minute',
  wk: 'week',
  wks: 'week',
  yr: 'year',
  yrs: 'year',
  mo: 'month',
  mos: 'month',
  sec: 'second',
  secs: 'second',
};

function unitStem(word: string): string {
  const w = UNIT_SHORT[word.toLowerCase()] ?? word.toLowerCase();
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const NEXT_WORD = /^(?:\s|-){1,3}(\p{L}{2,})/u;
const FROM_TO = /\bfrom\s[$£€]?[\d,.]{1,12}\s(\p{L}{2,20})\s(?:down\s|up\s)?to\s$/u;
const PRIOR_WORD = /(?<![\p{L}])(\p{L}{3,})\s$/u;

/**
 * The word a number counts ('48 hours' -> '>hour') and the word it numbers ('week 8' -> '<week'),
 * without the words that say nothing of what is counted.
 */
export function unitsOf(text: string, n: NumberAt, stop: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const next = NEXT_WORD.exec(text.slice(n.end, n.end + 24))?.[1];
  if (next && !stop.has(next.toLowerCase())) out.push(`>${unitStem(next)}`);
  // 'from 11 days to 3': the far figure counts what the near one does.
  const span = FROM_TO.exec(text.slice(Math.max(0, n.start - 40), n.start))?.[1];
  if (span && !stop.has(span.toLowerCase())) out.push(`>${unitStem(span)}`);
  const prior = PRIOR_WORD.exec(text.slice(Math.max(0, n.start - 16), n.start))?.[1];
  if (prior && !stop.has(prior.toLowerCase()) && !SPELLED_RE_ONE.test(prior)) out.push(`<${unitStem(prior)}`);
  return out;
}
const SPELLED_RE_ONE = new RegExp(`^(?:${SPELLED_WORDS.join('|')})$`, 'i');

/** Each unit a text's lines give numbers with, and the numbers ('>hour' -> {'48'}). */
export function indexUnits(lines: readonly string[], stop: ReadonlySet<string>): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const line of lines) {
    if (line.includes('@') || PHONE_RE.test(line)) continue;
    for (const n of allNumbers(line))
      for (const unit of unitsOf(line, n, stop)) {
        const keys = map.get(unit) ?? new Set<string>();
        keys.add(n.key);
        map.set(unit, keys);
      }
  }
  return map;
}

// -- Ranks ---------------------------------------------------------------------------------------

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ORDINAL_WORD = ORDINALS.join('|');
/** 'second of 14', '2nd out of 14', '#2 of 14', 'No. 2 of 14', 'ranked 2nd', 'ranked second'. */
const RANK_RE = new RegExp(
  `(?:\\b(${ORDINAL_WORD})\\b|\\b(\\d{1,3})(?:st|nd|rd|th)\\b|#\\s?(\\d{1,3})\\b|\\bno\\.\\s?(\\d{1,3})\\b)(?=\\s+(?:out\\s+)?of\\s+(?:\\d+|${SPELLED_WORDS.join('|')})\\b)|\\b(?:ranked|placed|finished|came)\\s+(?:#\\s?|no\\.\\s?)?(?:(${ORDINAL_WORD})\\b|(\\d{1,3})(?:st|nd|rd|th)?\\b)`,
  'gi',
);

export interface RankAt {
  rank: number;
  start: number;
  end: number;
}

/** Ranks a text states: 'second of 14' -> 2. */
export function ranksIn(text: string): RankAt[] {
  const out: RankAt[] = [];
  for (const m of text.matchAll(RANK_RE)) {
    const word = m[1] ?? m[5];
    const digits = m[2] ?? m[3] ?? m[4] ?? m[6];
    const rank = word ? ORDINALS.indexOf(word.toLowerCase()) + 1 : Number(digits);
    out.push({ rank, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
