/**
 * Keywords of a posting: skills from the vocabulary, short language names that are also everyday
 * words ('Go', 'R') when the text uses them as skills, and terms a requirement lists after
 * 'experience with', 'knowledge of', 'proficiency in'. Filler never qualifies.
 */
import { containsTerm, tokenize } from '../text';
import { SKILLS, STOP_WORDS } from '../vocabulary';
import { DOMAIN_TERMS, FILLER_WORDS, SOFT_SKILLS } from '../vocabulary/keyword-words';

const ALL_TERMS = [...new Set([...SKILLS, ...DOMAIN_TERMS])];
/** What a posting's keywords are drawn from: every term but the soft skills. */
const VOCABULARY = ALL_TERMS.filter((s) => !SOFT_SKILLS.has(s.toLowerCase()));

const VOCABULARY_LOWER = new Set(VOCABULARY.map((s) => s.toLowerCase()));

/** Short skills that are also words: only as a skill, beside other skills or after 'in'/'with'. */
const SHORT_SKILLS: { term: string; re: RegExp }[] = [
  { term: 'Go', re: /(?<![\p{L}\d.#+-])Go(?![\p{L}\d#+-])/gu },
  { term: 'R', re: /(?<![\p{L}\d.#+'’-])R(?![\p{L}\d#+&'’-])/gu },
  { term: 'C', re: /(?<![\p{L}\d.#+'’-])C(?![\p{L}\d#+&'’.-])/gu },
];
const SKILL_BEFORE = /(?:\b(?:in|with|using|and|or|like|of|as|write|writing|written|languages?)|[,/(])\s*$/i;
const SKILL_AFTER =
  /^\s*(?:[,/)]|and\b|or\b|services?\b|code\b|developers?\b|engineers?\b|programming\b|language\b|scripts?\b|packages?\b|\(|$)/i;
const NOT_AFTER = /^\s*(?:to|ahead|live|back|through|beyond|from|above|far|get|out|on|-)\b/i;

function shortSkills(text: string): string[] {
  const found: string[] = [];
  for (const { term, re } of SHORT_SKILLS) {
    for (const m of text.matchAll(re)) {
      const before = text.slice(Math.max(0, m.index - 20), m.index);
      const after = text.slice(m.index + term.length, m.index + term.length + 20);
      if (NOT_AFTER.test(after)) continue;
      // 'R or Python', 'Python, R': listed beside another skill.
      const nextWord = /^\s*(?:,|\/|or\b|and\b)\s*([\p{L}][\p{L}\d+#.]*)/u.exec(after)?.[1];
      const besideSkill = !!nextWord && VOCABULARY_LOWER.has(nextWord.toLowerCase());
      if (SKILL_BEFORE.test(before) || besideSkill || (SKILL_AFTER.test(after) && /[,/(]\s*$/.test(before))) {
        found.push(term);
        break;
      }
    }
  }
  return found;
}

/**
 * Tool names that are also everyday words ('Outreach', 'Canvas', 'Epic', 'Bash'): they count only
 * written with their capital, and not as a sentence's first word.
 */
const WORD_LIKE_NAMES = new Set([
  'a level',
  ...'outreach gong epic canvas opera sketch shiny sage excel word teams slack notion asana monday pages numbers keynote access outlook square toast box chef puppet spark flask express react angular swift rust ruby pandas spring bash solid miro figma gatsby ember meteor jest mocha cypress looker'.split(
    ' ',
  ),
]);

export function written(text: string, term: string): boolean {
  if (/^[A-Z\d&/.-]{2,}$/.test(term)) {
    // An acronym ('SEND', 'CMS', 'POS') only in capitals.
    return new RegExp(
      `(?<![\\p{L}\\d])${term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}\\d])`,
      'u',
    ).test(text);
  }
  if (WORD_LIKE_NAMES.has(term.toLowerCase())) {
    const re = new RegExp(`(?<![\\p{L}\\d-])${term}(?![\\p{L}\\d-])`, 'gu');
    for (const m of text.matchAll(re)) {
      const before = text.slice(Math.max(0, m.index - 3), m.index);
      const tail = before.trimEnd();
      // The first word of a line or a sentence is capitalised anyway: it proves nothing.
      const sentenceStart =
        m.index === 0 || tail === '' || /[.!?:•*\n-]$/.test(tail) || before.includes('\n');
      if (!sentenceStart) return true;
    }
    return false;
  }
  return true;
}

/** A term's first word as the tokenizer sees it, when it is a plain word ('patient' of 'patient care'). */
const FIRST_WORDS = new Map(
  ALL_TERMS.map((term) => {
    const first = term.toLowerCase().split(/[\s-]+/)[0] ?? '';
    return [term, /^[\p{L}\p{N}]+$/u.test(first) ? first.replace(/s$/, '') : null] as const;
  }),
);

/**
 * Vocabulary skills and domain terms in the text, as the vocabulary spells them; soft skills too
 * when asked (a requirement may name one; a keyword list may not). The text's words are collected
 * once, so most of the few hundred terms are ruled out by one set lookup.
 */
export function findSkills(text: string, options: { soft?: boolean } = {}): string[] {
  const words = new Set<string>();
  for (const token of tokenize(text)) {
    words.add(token.replace(/s$/, ''));
    // 'cycle-counting' holds 'cycle'; 'day's' holds 'day'.
    if (/[-'’]/.test(token)) for (const part of token.split(/[-'’]/)) words.add(part.replace(/s$/, ''));
  }
  const found = (options.soft ? ALL_TERMS : VOCABULARY).filter((term) => {
    const first = FIRST_WORDS.get(term);
    if (first !== null && first !== undefined && !words.has(first)) return false;
    return containsTerm(text, term) && written(text, term);
  });
  return [...found, ...shortSkills(text)];
}

const LIST_CUE =
  /\b(?:experience (?:with|in|using|of)|knowledge of|proficiency (?:in|with)|proficient (?:in|with)|familiarity with|familiar with|skilled in|expertise in|skills in|trained in|background in|comfortable with|fluency in|certified in|such as|e\.g\.|including)\s+((?:[^.;:\n]|\.(?=\S)){2,160})/gi;

/** 'experience with Salesforce, HubSpot or Outreach' -> ['Salesforce', 'HubSpot', 'Outreach']. */
export function listedTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LIST_CUE)) {
    // A list cut at the length limit ends in a cut word: keep it up to its last separator.
    const whole =
      m[1]!.length >= 160
        ? m[1]!.slice(0, Math.max(m[1]!.lastIndexOf(','), m[1]!.lastIndexOf('/'), 0))
        : m[1]!;
    const list = whole.replace(/\([^()]{0,60}\)/g, ' ');
    const pieces = list.split(/,|\/|\bor\b|\band\b|\bas well as\b/);
    for (const raw of pieces) {
      const term = cleanTerm(raw);
      if (term && !out.some((o) => o.toLowerCase() === term.toLowerCase())) out.push(term);
    }
  }
  return out;
}

const LEADING =
  /^(?:an?|the|strong|solid|good|great|excellent|proven|basic|advanced|working|deep|some|any|all|relevant|related|modern|current|professional|hands-on|demonstrated|similar|other|various|at least|ideally|preferably|plus|etc)\s+/i;

function cleanTerm(raw: string): string | null {
  let term = raw.trim().replace(/\s+/g, ' ');
  for (let k = 0; k < 3; k++) term = term.replace(LEADING, '');
  term = term
    .replace(
      /(?<!\s)\s+(?:etc|experience|skills?|tools?|software|systems?|principles|concepts|environments?)\.?$/i,
      '',
    )
    .trim();
  const words = term.split(' ');
  if (!term || words.length > 3 || term.length > 40 || /\d{2,}|[!?]/.test(term)) return null;
  const lower = words.map((w) => w.toLowerCase());
  if (lower.every((w) => STOP_WORDS.has(w) || FILLER_WORDS.has(w))) return null;
  if (lower.some((w) => FILLER_WORDS.has(w))) return null;
  if (!/^[\p{L}.#+]/u.test(term)) return null;
  // A lower-case phrase needs two words ('inventory control'); one lower-case word is too vague.
  if (words.length === 1 && !/[\p{Lu}#+.]/u.test(term)) return null;
  return term;
}
