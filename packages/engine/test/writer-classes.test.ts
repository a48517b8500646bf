/**
 * Issue 19's defect classes of the offline writer, each stated as a rule over every letter of the
 * corpus (packages/engine/corpus/letters: 18 pairs) in every template, length and recipient,
 * rather than as quoted strings: the phrasebook states no fact, numbers stay whole and
 * attributed, tense follows the role, generic sentences only fill a short letter, templates
 * differ, key facts are told, locale, signature, honest gaps, determinism.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  type GenerateRequest,
  type JobAnalysis,
  type LetterLength,
  letterLengthInfo,
  letterLengths,
  type Recipient,
  recipients,
  seededTemplates,
} from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { analyzeJob, countWords, SKILLS, STOP_WORDS } from '../src';
import type { LetterPlan } from '../src/plan/plan';
import { isTrailingNote } from '../src/plan/sentences';
import { containsTerm } from '../src/text';
import { nameForSentence } from '../src/write/grammar';
import { enGB } from '../src/write/phrasebook/en-GB';
import { enUS } from '../src/write/phrasebook/en-US';
import { composeLetter, type Piece } from '../src/write/writer';

// ---- The corpus and its letters ----

interface PairMeta {
  locale: 'en-US' | 'en-GB';
  company: string;
  role: string;
  candidate: string;
}

interface Pair {
  dir: string;
  jobDescription: string;
  resumeText: string;
  meta: PairMeta;
}

type Template = (typeof seededTemplates)[number];

interface Letter {
  pair: Pair;
  template: Template;
  length: LetterLength;
  recipient: Recipient;
  request: GenerateRequest;
  text: string;
  pieces: Piece[];
  plan: LetterPlan;
  where: string;
}

const corpus = new URL('../corpus/letters/', import.meta.url);
const pairs: Pair[] = readdirSync(corpus)
  .sort()
  .map((dir) => ({
    dir,
    jobDescription: readFileSync(new URL(`${dir}/posting.txt`, corpus), 'utf8'),
    resumeText: readFileSync(new URL(`${dir}/resume.txt`, corpus), 'utf8'),
    meta: JSON.parse(readFileSync(new URL(`${dir}/pair.json`, corpus), 'utf8')) as PairMeta,
  }));

/** Every recipient: the seed that varies the wording includes it, so each reads differently. */
const RECIPIENTS = recipients;

function requestFor(
  pair: Pair,
  template: Template,
  length: LetterLength,
  recipient: Recipient,
): GenerateRequest {
  return {
    templateId: template.id,
    jobDescription: pair.jobDescription,
    resumeText: pair.resumeText,
    recipient,
    customRecipient: recipient === 'custom' ? 'Ms. Priya Raman' : null,
    // The writer finds the company in the posting, as it must when the form's field is left empty.
    companyName: null,
    length,
  };
}

const analyses = new Map<string, JobAnalysis>();
function analysisFor(pair: Pair): JobAnalysis {
  let a = analyses.get(pair.dir);
  if (!a) {
    a = analyzeJob({ jobDescription: pair.jobDescription, resumeText: pair.resumeText, companyName: null });
    analyses.set(pair.dir, a);
  }
  return a;
}

/** Every letter, written once and shared by the classes (about 1,600 letters: seconds). */
let written: Letter[] | null = null;
function letters(): Letter[] {
  if (written) return written;
  written = [];
  for (const pair of pairs)
    for (const template of seededTemplates)
      for (const length of letterLengths)
        for (const recipient of RECIPIENTS) {
          const request = requestFor(pair, template, length, recipient);
          const { text, pieces, plan } = composeLetter({ request, analysis: analysisFor(pair), template });
          written.push({
            pair,
            template,
            length,
            recipient,
            request,
            text,
            pieces,
            plan,
            where: `${pair.dir}/${template.name}/${length}/${recipient}`,
          });
        }
  return written;
}

// ---- Helpers (written apart from the writer, so they catch its mistakes; names are compared as
// the writer writes them in a sentence, grammar.ts nameForSentence) ----

const NUMBER_RE = /\d+(?:[,.]\d+)*/g;
const numbersIn = (s: string) => s.match(NUMBER_RE) ?? [];

/** The letter's paragraphs between the greeting and the sign-off. */
function bodyParagraphs(text: string): string[] {
  const paras = text.split('\n\n');
  return paras.slice(1, -1);
}

function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d‘“"(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence string of a phrasebook's voices and shared sentences (not the greetings). */
function phrasebookStrings(book: typeof enUS): { at: string; text: string }[] {
  const out: { at: string; text: string }[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') out.push({ at, text: value });
    else if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, `${at}[${i}]`);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'layout') walk(v, `${at}.${k}`);
  };
  for (const [name, voice] of Object.entries(book.voices)) walk(voice, `${book.locale}.${name}`);
  walk(book.shared, `${book.locale}.shared`);
  return out;
}

/** Words a template may write with a capital inside a sentence without naming anything. */
const ALLOWED_CAPITALS = new Set(['I', 'I’d', 'I’m', 'I’ll', 'I’ve', "I'd", "I'm", "I'll", "I've", 'CV']);

/** Runs of two or more capitalised words inside a sentence: a name, which only a slot may bring. */
function capitalRuns(text: string): string[] {
  const runs: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+/)) {
    const words = sentence.split(/\s+/).filter((w) => /\p{L}/u.test(w));
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 2) runs.push(run.join(' '));
      run = [];
    };
    words.forEach((raw, i) => {
      const w = raw.replace(/^[^\p{L}]+|[^\p{L}’']+$/gu, '');
      const capital = i > 0 && /^\p{Lu}/u.test(w) && !ALLOWED_CAPITALS.has(w);
      if (capital) run.push(w);
      else flush();
    });
    flush();
  }
  return runs;
}

/** Words of one field's work: a template that says them writes the same letter for every field. */
const FIELD_JARGON = [
  'stack',
  'codebase',
  'code',
  'deploy',
  'deployment',
  'sprint',
  'bug',
  'technical conversation',
  'engineering',
  'patients',
  'ward',
  'clinical',
  'customers',
  'clients',
  'guests',
  'shoppers',
  'classroom',
  'pupils',
  'students',
  'learners',
  'kitchen',
  'menu',
  'warehouse',
  'shop floor',
  'quota',
  'pipeline',
  'revenue',
  'sales',
];

/** Irregular past forms: a bullet opening with one reports something done, not a duty. */
const IRREGULAR_PAST = new Set(
  'led built ran grew won taught drove made sold kept began brought held took gave met rebuilt spent sent found thought bought fought fed spoke chose drew saw did went got had paid laid undertook understood outsold shot sat stood dealt meant underwrote broke rewrote wrote oversaw'.split(
    ' ',
  ),
);
/** Verbs whose present and past are spelled alike: their tense cannot be read from the word. */
const SAME_IN_PAST = new Set('cut set put spread hit let cost shut read quit split'.split(' '));

const firstWordOf = (source: string) => (source.trim().match(/^\p{L}+/u)?.[0] ?? '').toLowerCase();

/** 'Run the pass ...' -> 'run'; null when the bullet opens with a past form or cannot be read. */
function presentVerbOf(source: string): string | null {
  const first = firstWordOf(source);
  if (first.length < 2 || /ed$/.test(first) || IRREGULAR_PAST.has(first) || SAME_IN_PAST.has(first))
    return null;
  return first;
}

/** 'I run', 'I also run', 'I runs'/'I manages' -> the present of the bullet's verb. */
function presentRe(verb: string): RegExp {
  // 'Manages the rota' reads 'I manage'; 'Coaches' reads 'I coach'.
  const forms = [...new Set([verb, verb.replace(/s$/, ''), verb.replace(/es$/, '')])].join('|');
  return new RegExp(`\\bI (?:also )?(?:${forms})\\b`);
}

/** 'The Plough at Ashby Wold' -> 'The Plough'; 'Calloway Process Systems Ltd' -> 'Calloway Process'. */
function leadingWords(company: string): string {
  const head = company.split(/\s+(?:at|Ltd|Limited|Inc|LLC|PLC|Co\.)(?=\s|$)/)[0]!.trim();
  const words = head.split(/\s+/);
  return words.slice(0, 2).join(' ');
}

/** 'Physiotherapist – MSK Outpatients (Band 6)' -> 'Physiotherapist'. */
function roleHead(role: string): string {
  return role.split(/\s[–—-]\s|\s\(/)[0]!.trim();
}

/** The employer among `names` that `text` mentions last. */
function lastNamed(text: string, names: readonly string[]): string | null {
  let best: string | null = null;
  let at = -1;
  for (const n of names) {
    const i = text.lastIndexOf(n);
    if (i > at) [best, at] = [n, i];
  }
  return best;
}

const BRITISH = /\b(?:organis|colour|behaviour|centre|programme|favour|recognis|prioritis)\p{L}*/giu;
const AMERICAN = /\b(?:organiz|color|behavior|center|favorite|recogniz|prioritiz|realiz|specializ)\p{L}*/giu;

// ---- The classes ----

describe('offline writer defect classes (issue 19)', () => {
  it('1. phrasebook sentences state no fact and use no field’s jargon', () => {
    const skills = [...new Set(SKILLS)];
    const problems: string[] = [];
    for (const book of [enUS, enGB])
      for (const { at, text } of phrasebookStrings(book)) {
        const bare = text.replace(/\{[A-Za-z]{1,20}\}/g, ' ');
        if (/\d/.test(bare)) problems.push(`${at}: a digit in "${text}"`);
        for (const s of skills) if (containsTerm(bare, s)) problems.push(`${at}: skill "${s}" in "${text}"`);
        for (const run of capitalRuns(bare)) problems.push(`${at}: name "${run}" in "${text}"`);
        for (const word of FIELD_JARGON)
          if (new RegExp(`\\b${word}\\b`, 'i').test(bare))
            problems.push(`${at}: jargon "${word}" in "${text}"`);
      }
    expect(problems).toEqual([]);
  });

  it('2. numbers stay whole and attributed, and no number is invented', () => {
    const problems: string[] = [];
    for (const l of letters()) {
      const sources = `${l.pair.resumeText}\n${l.pair.jobDescription}`;
      for (const n of numbersIn(l.text))
        if (!sources.includes(n)) problems.push(`${l.where}: ${n} is in neither the resume nor the posting`);
      // A sentence that does not name its employer follows on from the employer its paragraph named last.
      const employers = [l.plan.currentRole, ...l.plan.earlierRoles, ...l.pieces.map((p) => p.fact?.role)]
        .map((r) => r?.employer)
        .filter((e): e is string => !!e)
        .map(nameForSentence);
      l.pieces.forEach((p, i) => {
        if (!p.fact) return;
        // A short note after the last semicolon ('; Level 2 Food Hygiene') is left off whole.
        const clauses = p.fact.source.split(/;\s+/);
        const told = clauses.length > 1 && isTrailingNote(clauses.at(-1)!) ? clauses.slice(0, -1) : clauses;
        for (const n of numbersIn(told.join('; ')))
          if (!p.text.includes(n))
            problems.push(`${l.where}: ${n} of "${p.fact.source}" lost in "${p.text}"`);
        const employer = p.fact.role?.employer ? nameForSentence(p.fact.role.employer) : null;
        if (!employer || p.text.includes(employer)) return;
        const before = l.pieces
          .slice(0, i)
          .filter((q) => q.para === p.para)
          .map((q) => q.text)
          .join(' ');
        const named = lastNamed(before, employers);
        if (named !== employer)
          problems.push(
            `${l.where}: "${p.text}" (at ${employer}) follows ${named ? `a sentence naming ${named}` : 'no sentence naming it'}: "${before.slice(-160)}"`,
          );
      });
    }
    expect(problems).toEqual([]);
  });

  it('3. a fact is told in the tense of its role', () => {
    const problems: string[] = [];
    const checked = { current: 0, past: 0 };
    for (const l of letters())
      for (const p of l.pieces) {
        const f = p.fact;
        if (!f?.role || !f.sentence || !/^I (?!am\b|was\b)/.test(f.sentence)) continue;
        const first = firstWordOf(f.source);
        const verb = presentVerbOf(f.source);
        if (f.role.current && verb) {
          checked.current++;
          if (!presentRe(verb).test(p.text) && !/\bI have\b/.test(p.text))
            problems.push(`${l.where}: current duty "${f.source}" not in the present: "${p.text}"`);
        } else if (!f.role.current && verb) {
          checked.past++;
          if (presentRe(verb).test(p.text))
            problems.push(`${l.where}: past role's "${f.source}" in the present: "${p.text}"`);
        } else if (!f.role.current && (/ed$/.test(first) || IRREGULAR_PAST.has(first))) {
          // A past role's result keeps its past: 'I installed', never 'I have installed' or 'I install'.
          checked.past++;
          if (!new RegExp(`\\bI (?:also )?${first}\\b`).test(p.text))
            problems.push(`${l.where}: past role's "${f.source}" not in the past: "${p.text}"`);
        }
      }
    expect(problems).toEqual([]);
    // Both sides of the class occur in the corpus.
    expect(checked.current).toBeGreaterThan(0);
    expect(checked.past).toBeGreaterThan(0);
  });

  it('4. generic sentences only make up a short letter, one at most in standard and concise; lengths fit', () => {
    const problems: string[] = [];
    for (const l of letters()) {
      const [min, max] = letterLengthInfo[l.length].words;
      const words = countWords(l.text);
      if (words < min || words > max) problems.push(`${l.where}: ${words} words, outside ${min}-${max}`);
      const generic = l.pieces.filter((p) => p.filler);
      if (l.length !== 'comprehensive' && generic.length > 1)
        problems.push(
          `${l.where}: ${generic.length} generic sentences: ${generic.map((g) => g.text).join(' | ')}`,
        );
      const last = [...generic].sort((a, b) => b.order - a.order)[0];
      if (last && words - countWords(last.text) >= min)
        problems.push(`${l.where}: "${last.text}" was not needed (${words} words with it, minimum ${min})`);
    }
    expect(problems).toEqual([]);
  });

  it('5. the six templates differ in structure and in wording for the same input', () => {
    const groups = new Map<string, Letter[]>();
    for (const l of letters()) {
      const key = `${l.pair.dir}/${l.length}/${l.recipient}`;
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    const sameShape: string[] = [];
    const overlaps: { share: number; where: string }[] = [];
    for (const [key, group] of groups) {
      // The letter's shape: the moves of each paragraph, in order.
      const byShape = new Map<string, string[]>();
      for (const l of group) {
        const paras = new Map<number, string[]>();
        for (const p of l.pieces) paras.set(p.para, [...(paras.get(p.para) ?? []), p.kind]);
        const shape = [...paras.values()].map((kinds) => kinds.join(',')).join(' / ');
        byShape.set(shape, [...(byShape.get(shape) ?? []), l.template.name]);
      }
      for (const [shape, names] of byShape)
        if (names.length > 1) sameShape.push(`${key}: ${names.join(' = ')}: ${shape}`);
      // Sentences written word for word in another template's letter for the same input.
      const sentences = group.map((l) => bodyParagraphs(l.text).flatMap(sentencesOf));
      sentences.forEach((mine, i) => {
        const others = new Set(sentences.filter((_, j) => j !== i).flat());
        const shared = mine.filter((s) => others.has(s));
        overlaps.push({
          share: mine.length > 0 ? shared.length / mine.length : 0,
          where: `${key}/${group[i]!.template.name}: ${shared.length}/${mine.length}: ${shared.join(' | ')}`,
        });
      });
    }
    expect.soft(sameShape).toEqual([]);
    const over = overlaps.filter((o) => o.share > 0.25).map((o) => o.where);
    expect.soft(Math.max(...overlaps.map((o) => o.share)), over.join('\n')).toBeLessThanOrEqual(0.25);
  });

  it('6. credentials, the company, the role and an answered ask are in the letter', () => {
    const problems: string[] = [];
    for (const l of letters()) {
      const body = bodyParagraphs(l.text).join('\n\n');
      const lower = body.toLowerCase();
      const { company, role } = l.pair.meta;
      if (!lower.includes(company.toLowerCase()) && !lower.includes(leadingWords(company).toLowerCase()))
        problems.push(`${l.where}: no company (${company})`);
      if (!lower.includes(role.toLowerCase()) && !lower.includes(roleHead(role).toLowerCase()))
        problems.push(`${l.where}: no role (${role})`);
      if (l.length === 'concise') continue;
      // Mid-sentence a qualifier is lowered ('a valid Ohio driver's license').
      for (const c of l.plan.credentials)
        if (!lower.includes(c.toLowerCase())) problems.push(`${l.where}: credential ${c} left out`);
      for (const a of l.plan.asks)
        if (a.answer && !body.includes(a.answer))
          problems.push(`${l.where}: answer ${a.answer} to "${a.ask}" left out`);
    }
    expect(problems).toEqual([]);
  });

  it('7. a letter is in its posting’s English: spelling, and what the document is called', () => {
    const problems: string[] = [];
    for (const l of letters()) {
      const { locale } = l.pair.meta;
      if (l.plan.locale !== locale)
        problems.push(`${l.where}: written as ${l.plan.locale}, posting is ${locale}`);
      const sources = `${l.pair.resumeText}\n${l.pair.jobDescription}`.toLowerCase();
      if (locale === 'en-US')
        for (const m of l.text.matchAll(BRITISH))
          if (!sources.includes(m[0].toLowerCase())) problems.push(`${l.where}: British "${m[0]}"`);
      if (locale === 'en-GB')
        for (const p of l.pieces) {
          if (p.fact) continue;
          if (/\bresum[eé]s?\b|\brésumé/i.test(p.text)) problems.push(`${l.where}: "resume" in "${p.text}"`);
          for (const m of p.text.matchAll(AMERICAN))
            if (!sources.includes(m[0].toLowerCase()))
              problems.push(`${l.where}: American "${m[0]}" in "${p.text}"`);
        }
    }
    expect(problems).toEqual([]);
  });

  it('8. the letter ends with the sign-off and the candidate’s name as a name is written', () => {
    const problems: string[] = [];
    for (const l of letters()) {
      const lines = l.text.split('\n');
      const signoff = enUS.voices[l.template.name]!.signoff;
      const name = l.pair.meta.candidate;
      if (lines.at(-2) !== signoff || lines.at(-1) !== name)
        problems.push(`${l.where}: ends "${lines.slice(-2).join(' / ')}", not "${signoff} / ${name}"`);
      if (lines.at(-1) === lines.at(-1)!.toUpperCase()) problems.push(`${l.where}: name in capitals`);
    }
    expect(problems).toEqual([]);
  });

  it('9. an honest gap names only what the resume does not show', () => {
    const problems: string[] = [];
    for (const l of letters()) {
      const resume = l.pair.resumeText.toLowerCase();
      for (const p of l.pieces) {
        if (p.kind !== 'gap') continue;
        const gap = p.slots?.gap ?? '';
        if (!gap || !p.text.includes(gap)) problems.push(`${l.where}: gap piece "${p.text}" names no gap`);
        // The gap as a whole is not in the resume, nor any name or acronym it gives ('SEI', 'Cvent').
        const bare = gap.replace(/\s?\([^()]*\)/g, '');
        if (containsTerm(l.pair.resumeText, bare)) problems.push(`${l.where}: gap "${gap}" is in the resume`);
        const names = [
          ...(gap.match(/\b[A-Z]{2,}\b/g) ?? []),
          ...(/ such as (.+)$/.exec(gap)?.[1]?.split(/, | or /) ?? []),
        ];
        for (const name of names)
          if (resume.includes(name.toLowerCase()))
            problems.push(`${l.where}: gap "${gap}": "${name}" is in the resume`);
        // A gap with no name of its own must share no content word with the resume.
        if (names.length === 0) {
          const content = (bare.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
          for (const w of content)
            if (resume.includes(w)) problems.push(`${l.where}: gap "${gap}": "${w}" is in the resume`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Every pair.json lists a must-have its resume does not show; the writer names one only when it
  // is sure (docs/decisions/0021), but it must name some.
  it('9b. some letter of the corpus names an honest gap', () => {
    expect(letters().some((l) => l.pieces.some((p) => p.kind === 'gap'))).toBe(true);
  });

  it('10. the same input gives the same letter', () => {
    for (const l of letters().filter((x) => x.recipient === 'hiring_manager')) {
      const again = composeLetter({
        request: { ...l.request },
        analysis: analyzeJob(l.request),
        template: l.template,
      });
      expect(again.text, l.where).toBe(l.text);
      expect(
        again.pieces.map((p) => p.text),
        l.where,
      ).toEqual(l.pieces.map((p) => p.text));
    }
  });
});
