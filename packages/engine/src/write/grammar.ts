/**
 * Grammar helpers of the writer: slots filled into phrasebook sentences, articles, lists,
 * 'also', names written for a sentence, and spelling by locale. Everything here is about form;
 * no helper adds a fact.
 */
import { joinList } from '../text';

export type Slots = Readonly<Record<string, string | null | undefined>>;

/**
 * 'Your posting asks for {term}.' with its slots filled, or null when a slot it names has no
 * value: the writer then takes another form, so a sentence never says 'at null'. '{Term}' is the
 * value with its first letter in capitals.
 */
export function fill(template: string, slots: Slots): string | null {
  let missing = false;
  const out = template.replace(/\{([A-Za-z]{1,20})\}/g, (_, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = slots[key] ?? slots[lower];
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    return key === lower ? value : capitalise(value);
  });
  return missing ? null : out;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * 'a' or 'an' for a word as it is read aloud: 'an MEng', 'an NVQ', 'an A.A.S.', 'a BSc',
 * 'an Associate Degree', 'a University', 'an hour'.
 */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.trim();
  if (/^[AEFHILMNORSX](?:[A-Z.]|Sc\b|Eng\b|Ed\b|$)/.test(w)) return 'an';
  if (/^(?:uni|use|usu|eu|one\b|once\b)/i.test(w)) return 'a';
  if (/^(?:hour|honou?r|heir)/i.test(w)) return 'an';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  // '9 GCSEs', 'GCSEs' and other plurals take none.
  if (/^\d/.test(phrase) || (/^\S+s\b/.test(phrase) && !/^\S+ss\b/.test(phrase))) return phrase;
  return `${articleFor(phrase)} ${phrase}`;
}

export const list = joinList;

/**
 * A first-person sentence with 'also' in its place: 'I reduced' -> 'I also reduced', 'I have
 * built' -> 'I have also built', 'I am lead' -> 'I am also lead', 'I was promoted' -> 'I was also
 * promoted'.
 */
export function withAlso(sentence: string): string {
  const record = /^My (record|work) (includes|included)\b/.exec(sentence);
  if (record) return `My ${record[1]} also ${record[2]}${sentence.slice(record[0].length)}`;
  const aux = /^I (have been|have|am|was)\b/.exec(sentence);
  if (aux) return `I ${aux[1]} also${sentence.slice(aux[0].length)}`;
  return sentence.replace(/^I\b/, 'I also');
}

/** Joins a lead-in ('At Acme,') and a first-person sentence ('I built ...'). */
export function attach(lead: string, sentence: string): string {
  return `${lead} ${sentence.replace(/^My\b/, 'my')}`;
}

/** Connector words written in lower case inside a name in title case. */
const MINOR = new Set('a an and at by for in of on or the to with'.split(' '));

/**
 * An employer as a sentence writes it: 'BRAZOS VALLEY FOODSERVICE SUPPLY' -> 'Brazos Valley
 * Foodservice Supply'. Short capitals ('NHS', 'LLC', 'USA') and names in mixed case stay.
 */
export function nameForSentence(raw: string): string {
  // 'United States Army', 'University of Leeds', 'Royal Navy' read with 'the' after 'at'.
  const name =
    /^(?:United States|United Kingdom|U\.S\.|US|Royal|British|University of|Department of|Ministry of)\b/.test(
      raw,
    )
      ? `the ${raw}`
      : raw;
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length < 6 || letters !== letters.toUpperCase()) return name;
  return name
    .split(/(\s+)/)
    .map((w, i) => {
      if (/^\s+$/.test(w) || !/\p{L}/u.test(w)) return w;
      const lower = w.toLowerCase();
      if (i > 0 && MINOR.has(lower)) return lower;
      if (w.replace(/[^\p{L}]/gu, '').length <= 3 && !MINOR.has(lower)) return w;
      return lower.replace(/(^|[-'’/&(])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join('');
}

/** A job title for a sentence: the resume's asides dropped ('Care Assistant (nights)' -> 'Care Assistant'). */
export function titleForSentence(title: string): string {
  return title
    .replace(/(?<![\s(])\s{0,3}\([^()]{0,80}\)/g, '')
    .replace(/(?<![\s–—-])[\s–—-]+$/, '')
    .trim();
}

/** US spellings and their British forms, for the phrasebook's own words (never the resume's). */
const US_TO_GB: readonly (readonly [string, string])[] = [
  ['organiz', 'organis'],
  ['prioritiz', 'prioritis'],
  ['recogniz', 'recognis'],
  ['specializ', 'specialis'],
  ['realiz', 'realis'],
  ['analyz', 'analys'],
  ['center', 'centre'],
  ['color', 'colour'],
  ['behavior', 'behaviour'],
  ['favorite', 'favourite'],
  ['honor', 'honour'],
  ['program ', 'programme '],
  ['fulfill ', 'fulfil '],
  ['enroll', 'enrol'],
];

/** The phrasebook's text in a locale's spelling. */
export function respell(text: string, locale: 'en-US' | 'en-GB'): string {
  if (locale === 'en-US') return text;
  let out = text;
  for (const [us, gb] of US_TO_GB) out = out.replaceAll(us, gb);
  return out;
}
