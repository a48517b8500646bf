/**
 * Degrees, certificates and licences as the claim check reads them. A credential is backed when
 * its distinctive words (names, acronyms, levels and numbers: 'AAT', 'Level 2', 'OSHA 10') stand
 * together on one resume entry, not merely somewhere in the resume: 'Lean Six Sigma Black Belt'
 * is not backed by 'Lean Six Sigma Green Belt' and a 'Black' elsewhere.
 */
import { STOP_WORDS } from '../vocabulary';
import { wordIn } from './terms';

/** Nouns that make a phrase a credential ('X certificate', 'X clearance', 'X Belt'). */
export const CREDENTIAL_NOUN =
  /^(?:certification|certificate|certified|licen[cs]ed?|registration|registered|card|award|endorsement|annotation|credential|clearance|accreditation|qualification|belt|course|training)$/i;

/** A phrase around a credential noun: up to six words before it, and what it is in or of. */
export const CREDENTIAL_PHRASE_RE =
  /\b((?:[\p{L}\d][\p{L}\d&/:'’-]*\s){0,6}(?:[Cc]ertification|[Cc]ertificate|[Cc]ertified|[Ll]icen[cs]ed?|[Rr]egistration|[Cc]ard|[Aa]ward|[Ee]ndorsement|[Aa]nnotation|[Cc]redential|[Cc]learance|[Aa]ccreditation|[Qq]ualification|[Bb]elt|[Cc]ourse|[Tt]raining)(?![\p{L}])(?!\s(?:rotations?|exercises?|sessions?|schedules?|plans?|rotas?|days?|areas?|rooms?|records?|events?|needs)\b)(?:\s(?:in|of|for)\s\p{Lu}[\p{L}&-]*(?:(?:\s|,\s|\sand\s|\s&\s)\p{Lu}[\p{L}&-]*){0,9}(?:\s\d{1,2}[-–]\d{1,2}(?![\d-]))?|(?:\s(?!I\b)\p{Lu}[\p{L}&-]*){1,4})?)/gu;

/** Every match of CREDENTIAL_PHRASE_RE has one of these: a cheap test before the long regex. */
export const CREDENTIAL_NOUN_HINT =
  /[Cc]ertifi|[Ll]icen[cs]|[Rr]egistration|[Cc]ard|[Aa]ward|[Ee]ndorsement|[Aa]nnotation|[Cc]redential|[Cc]learance|[Aa]ccreditation|[Qq]ualification|[Bb]elt|[Cc]ourse|[Tt]raining/;

/** 'Level 3 Food Safety', 'Safeguarding Children Level 3': a qualification by its level alone. */
export const LEVEL_PHRASE_RE =
  /\b((?:\p{Lu}[\p{L}&-]*\s){1,4}Level\s\d{1,2}|Level\s\d{1,2}(?:\s(?:in\s)?\p{Lu}[\p{L}&-]*){1,5})\b/gu;

/** Words that never make a credential distinctive ('a valid licence', 'my current card'). */
const PLAIN =
  /^(?:valid|current|full|clean|active|universal|i|my|the|a|an|in|of|and|&|with|along|also|hold|held|earned|gained|completed|passed|obtained|achieved|renewed|have|has|had|am|i['’]m|i['’]ve|is|was|on|for|to|from|at|by|as|our|your|this|that|both|including|plus|new|recent|recently|online|formal|basic|relevant|cv|résumé|resume|shows?|includes?|lists?)$/i;

/**
 * The words a credential phrase must be backed by: names, acronyms, numbers, 'level 3', and the
 * lower-case words right before the noun ('contractor license', 'injection therapy course').
 */
export function distinctiveWords(phrase: string): string[] {
  const words = phrase.replace(/[(),]/g, ' ').split(/\s+/).filter(Boolean);
  const noun = words.findIndex((w) => CREDENTIAL_NOUN.test(w));
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (PLAIN.test(w) || CREDENTIAL_NOUN.test(w)) continue;
    // 'You’ll', 'We’re', 'didn't': a contraction is never a credential's name.
    if (/['’](?:ll|re|ve|d|m|t)$/i.test(w)) continue;
    if (/^level$/i.test(w) && /^\d{1,2}$/.test(words[k + 1] ?? '')) {
      out.push(`level ${words[k + 1]}`);
      k++;
      continue;
    }
    // '25-minute', '12-hour': the length of a course, not its name.
    if (/^\d+-\p{L}/u.test(w)) continue;
    if (/^[\p{Lu}\d]/u.test(w)) {
      out.push(w.toLowerCase().replace(/['’]s$/, ''));
      continue;
    }
    // A lower-case word counts only in the unbroken run of content words before the noun.
    let run = noun > k;
    for (let j = k; run && j < noun; j++) run = isContent(words[j]!);
    if (run) out.push(w.toLowerCase());
  }
  return [...new Set(out)];
}

function isContent(w: string): boolean {
  return (
    !PLAIN.test(w) &&
    !/^[\p{Lu}\d]/u.test(w) &&
    w.length >= 4 &&
    !STOP_WORDS.has(w.toLowerCase()) &&
    !/(?:ed|ing|ly)$/.test(w) &&
    !/\d/.test(w)
  );
}

/** 'course' and 'training' are credentials only with a name ('GLA:D practitioner training'). */
export function namedEnough(phrase: string): boolean {
  return (
    !/(?:course|training)\b/i.test(phrase) || /(?<!^)\b\p{Lu}[\p{L}\d:-]+/u.test(phrase.replace(/^I\s/, ''))
  );
}

/**
 * The resume entry (a line with the rest of its bullet) where every word stands, or -1. Linear in
 * the resume for each phrase; phrases are few per letter.
 */
export function backedOn(
  lines: readonly string[],
  words: readonly string[],
  lowerLines: readonly string[] = lines.map((l) => l.toLowerCase()),
): number {
  if (words.length === 0) return -1;
  const plain = words.map((w) => w.split(' ')[0]!);
  for (let i = 0; i < lines.length; i++) {
    // The lines of one bullet share one entry: read it once.
    if (i > 0 && lines[i] === lines[i - 1]) continue;
    const lower = lowerLines[i]!;
    if (!plain.every((w) => lower.includes(w))) continue;
    if (words.every((w) => wordIn(lines[i]!, lower, w))) return i;
  }
  return -1;
}

/** Lower-case degree names DEGREE_RE leaves out: 'associate degree', 'foundation degree'. */
export const PLAIN_DEGREE_RE =
  /\b(?:Ed\.D|D\.Ed|D\.?Phil|Psy\.D)\b\.?|\b(?:associate|associate['’]s|bachelor['’]?s|master['’]?s|foundation|doctoral|honours|undergraduate|postgraduate)\s+degree\b/giu;

/** Degree classes: '(First)', 'a First in', 'a 2:1', 'First-class honours'. */
export const DEGREE_CLASS_RE =
  /\((First|2:1|2:2|Third|Distinction|Merit)\)|\b(?:an?|my|with)\s+(First|2:1|2:2|Third|Distinction|Merit|upper second|lower second)\b|\b(First[- ]class|summa cum laude|magna cum laude|cum laude)\b/gu;

/** One name for each class: 'First-class' and 'First' are one, '2:1' and 'upper second' are one. */
export function degreeClass(text: string): string {
  const t = text.toLowerCase();
  if (/^first/.test(t)) return 'first';
  if (/2:1|upper second/.test(t)) return '2:1';
  if (/2:2|lower second/.test(t)) return '2:2';
  return t;
}

/** The classes a resume gives. */
export function resumeClasses(resume: string): Set<string> {
  const out = new Set<string>();
  for (const m of resume.matchAll(
    /\b(First(?:[- ]class)?|2:1|2:2|Upper Second|Lower Second|Distinction|Merit|summa cum laude|magna cum laude|cum laude)\b/giu,
  ))
    out.add(degreeClass(m[1]!));
  return out;
}

/** A letter clause that tells a degree as not finished yet. */
export const TOLD_IN_PROGRESS =
  /\b(?:working (?:on|towards?)|studying|towards?|expected|in progress|due|will|completing|enrolled|part-way|credits|currently|finishing)\b/i;
