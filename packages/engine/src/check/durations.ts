/**
 * Years of one activity ('I have used Zellis for eight years', 'the last six in AA Rosette
 * kitchens'): the durations the resume states for a thing ('Zellis ResourceLink (4 years)', '18
 * months at Quire', 'the last 4 in AA Rosette restaurants') or a role's dates give to a title word
 * ('Care Assistant, Nights  Jan 2022 – Present'). A claim told of a thing the resume times may not
 * exceed every time the resume gives it. Each regex reads a bounded piece of one line.
 */
import { SPELLED, SPELLED_WORDS } from './numbers';

export interface Duration {
  /** In years. */
  years: number;
  /** 'the last 4': the latest part of a longer time. */
  last: boolean;
  /** The stemmed words of the piece of the line the duration is told in. */
  stems: string[];
}

const NUMBER = `(\\d{1,2}(?:\\.\\d)?|${SPELLED_WORDS.join('|')})`;
const STATED_RE = new RegExp(`\\b${NUMBER}\\+?\\s?(years?|yrs|months?)\\b`, 'gi');
const LAST_RE = new RegExp(`\\blast\\s${NUMBER}\\b(?!\\s?(?:months?|weeks?|days?)\\b)`, 'gi');
/** In a letter: 'the last six in AA Rosette kitchens', 'the last eight of those years'. */
export const LAST_CLAIM_RE = new RegExp(
  `\\blast\\s${NUMBER}(?=\\s(?:of\\s(?:those|these|them|which)\\b|in\\b|at\\b|on\\b|as\\b|with\\b|spent\\b))`,
  'gi',
);

/** Words too common to tie a duration to a thing. */
const GENERIC = new Set(
  'year month experience work worked working including include total last spent time role roles career nearly about over more than full with have been'.split(
    ' ',
  ),
);

export function countOf(raw: string): number {
  return SPELLED[raw.toLowerCase()] ?? Number(raw);
}

/** The pieces of a line: split at commas, semicolons, bars, bullets and full stops. */
function pieces(line: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let begin = 0;
  for (let i = 0; i <= line.length; i++) {
    const c = line[i];
    if (
      i === line.length ||
      c === ',' ||
      c === ';' ||
      c === '|' ||
      c === '•' ||
      (c === '.' && line[i + 1] === ' ')
    ) {
      out.push({ text: line.slice(begin, i), at: begin });
      begin = i + 1;
    }
  }
  return out;
}

/** The durations a resume states, each with the words of the piece it is told in. */
export function statedDurations(lines: readonly string[], stemsOf: (text: string) => string[]): Duration[] {
  const out: Duration[] = [];
  for (const line of lines) {
    if (!/\d|year|month|last/i.test(line)) continue;
    for (const piece of pieces(line)) {
      const stems = stemsOf(piece.text).filter((w) => !GENERIC.has(w));
      if (stems.length === 0) continue;
      for (const m of piece.text.matchAll(STATED_RE)) {
        const unit = m[2]!.toLowerCase();
        const years = unit.startsWith('m') ? countOf(m[1]!) / 12 : countOf(m[1]!);
        out.push({ years, last: false, stems });
      }
      for (const m of piece.text.matchAll(LAST_RE)) out.push({ years: countOf(m[1]!), last: true, stems });
    }
  }
  return out;
}

/** The durations that time something this clause tells (sharing a word), of the kind claimed. */
export function durationsFor(
  durations: readonly Duration[],
  clauseStems: ReadonlySet<string>,
  last: boolean,
): Duration[] {
  return durations.filter(
    (d) => d.last === last && d.stems.some((w) => clauseStems.has(w) && !GENERIC.has(w)),
  );
}
