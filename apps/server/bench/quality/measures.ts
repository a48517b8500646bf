/**
 * The measures of the letter-quality bench (bench/quality.ts): pure functions over a letter's
 * text and the texts it was written from. They judge the engine's output, so they use none of
 * the engine's own reading of a letter; only its word count (the one the length ranges are
 * defined by) and its stop-word list.
 *
 * A letter is split into a greeting, body sentences and a sign-off (splitLetter); the sentence
 * measures look at the body only, so 'Dear Hiring Manager,' and 'Sincerely,\nName' count for
 * nothing.
 */
import { type LetterLength, letterLengthInfo, type ResumeProfile } from '@jobpeel/contract';
import { countWords, STOP_WORDS } from '@jobpeel/engine';

/** One problem found in one sentence of a letter. */
export interface Finding {
  /** A short name of the rule that fired, for the bench's breakdown. */
  kind: string;
  reason: string;
  sentence: string;
}

export interface LetterSentence {
  text: string;
  /** Index of the body paragraph it is in. */
  paragraph: number;
}

export interface LetterParts {
  greeting: string | null;
  sentences: LetterSentence[];
  signoff: string | null;
}

// -- Words -----------------------------------------------------------------------------------

export interface Token {
  /** As written, without trailing punctuation. */
  text: string;
  /** Lower case, curly apostrophe straightened: what runs are compared by. */
  key: string;
  start: number;
  end: number;
}

/** Words with their offsets: '$2M', '3,000', '40%', 'CI/CD', 'month-end', "driver's". */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}$£€#][\p{L}\p{N}'’%$£€.,&/+#-]*/gu)) {
    const raw = m[0].replace(/[.,'’/&+#-]+$/, '');
    if (!raw) continue;
    out.push({
      text: raw,
      key: raw.toLowerCase().replace(/’/g, "'"),
      start: m.index,
      end: m.index + raw.length,
    });
  }
  return out;
}

const STEM_SUFFIXES = 'ments ment ings ing ions ion ers er ies ied ed es s ly'.split(' ');

/** Crude stemmer, enough to see 'managed', 'manager' and 'management' as one word. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  for (const suffix of STEM_SUFFIXES) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Pieces of contractions ("I'm", "we've") that are not words of their own. */
const CONTRACTION_PARTS = new Set(['ve', 'll', 're', 'don', 'isn', 'aren', 'won', 'didn', 'doesn', 'can']);
/** Ordinal endings ('2nd' -> '2', 'nd'): not words. */
const ORDINAL_PARTS = new Set(['st', 'nd', 'rd', 'th']);

/** Content words: letters only, two or more, not a stop word (the engine's list, which includes job filler). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter(
    (w) => w.length >= 2 && !STOP_WORDS.has(w) && !CONTRACTION_PARTS.has(w) && !ORDINAL_PARTS.has(w),
  );
}

const normalise = (text: string) =>
  text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word (where the term starts and ends with a word character) case-insensitive containment. */
export function containsPhrase(text: string, phrase: string): boolean {
  const p = normalise(phrase);
  if (!p) return false;
  const left = /^[\p{L}\p{N}]/u.test(p) ? '(?<![\\p{L}\\p{N}])' : '';
  const right = /[\p{L}\p{N}]$/u.test(p) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${left}${escapeRe(p)}${right}`, 'u').test(normalise(text));
}

// -- Letter structure ------------------------------------------------------------------------

function isGreeting(paragraph: string): boolean {
  if (paragraph.includes('\n') || paragraph.split(/\s+/).length > 12) return false;
  return /^(?:dear|hello|hi|to whom|greetings)\b/i.test(paragraph) || paragraph.endsWith(',');
}

function isSignoff(paragraph: string): boolean {
  const lines = paragraph.split('\n');
  const first = lines[0]!.trim();
  return (
    lines.length <= 3 && first.split(/\s+/).length <= 4 && (first.endsWith(',') || !/[.!?]$/.test(first))
  );
}

/** Abbreviations that never end a sentence. */
const NEVER_END = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'e.g',
  'i.e',
  'vs',
  'approx',
  'no',
  'nos',
  'cf',
]);
/** Abbreviations that may end a name ('Acme Co.', 'a B.S.'), and so a sentence. */
const NAME_END = new Set(['co', 'inc', 'ltd', 'corp', 'jr', 'sr', 'bros', 'llc', 'plc']);
/** Words that start a sentence after such an abbreviation ('... at Acme Co. I look forward'). */
const SENTENCE_STARTERS = new Set(
  `i my the in at this that it we thank thanks please your as on during while when before a an over
across beyond there one every today right to some several concrete honestly moving those what each
with i'm i'd i've i'll if since after here let`.split(/\s+/),
);

/**
 * A paragraph's sentences: ends at '.', '!' or '?' (and closing quotes or brackets) before a space,
 * except after the abbreviations above, after a single capital initial ('J. Smith'), and after a
 * name's abbreviation ('Co.', 'B.S.') unless a usual first word of a sentence follows ('I', 'My',
 * 'Thank' ...). A lower-case word after a full stop otherwise starts a new sentence, so it can be
 * counted as one.
 */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const nextWord = (rest: string) => (/^[\p{L}'’]+/u.exec(rest)?.[0] ?? '').toLowerCase().replace(/’/g, "'");
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?]+["'”’)\]]*(?=\s|$)/g)) {
    const end = m.index + m[0].length;
    const next = text.slice(end).trimStart();
    if (next && m[0].startsWith('.') && m[0].length === 1) {
      const before = /[\p{L}.]+$/u.exec(text.slice(start, m.index))?.[0] ?? '';
      const word = before.toLowerCase();
      if (NEVER_END.has(word) || /^\p{Lu}$/u.test(before)) continue;
      // 'Acme Co.', 'B.S.', 'U.S.': a sentence ends there only when a sentence's first word follows.
      if (
        (NAME_END.has(word) || /^(?:\p{L}\.)+\p{L}$/u.test(before)) &&
        !SENTENCE_STARTERS.has(nextWord(next))
      )
        continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Greeting (first paragraph, when it is one), body sentences, sign-off (last paragraph, when it is one). */
export function splitLetter(letter: string): LetterParts {
  const paragraphs = letter
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const greeting = paragraphs.length > 0 && isGreeting(paragraphs[0]!) ? paragraphs.shift()! : null;
  const signoff = paragraphs.length > 0 && isSignoff(paragraphs.at(-1)!) ? paragraphs.pop()! : null;
  const sentences = paragraphs.flatMap((p, paragraph) =>
    splitSentences(p).map((text) => ({ text, paragraph })),
  );
  return { greeting, sentences, signoff };
}

// -- 1. Misattributed or unsupported claims --------------------------------------------------

export interface ClaimSources {
  resume: string;
  posting: string;
  profile: ResumeProfile;
  /** The hiring company as the posting or the request names it: named freely, but never the candidate's employer. */
  companies: readonly string[];
  /** Further employers the candidate really has (e.g. pair.json currentRole.employer). */
  employers?: readonly string[];
}

/** 'Riverside General Hospital, Leeds' -> 'Riverside General Hospital'; '(NHS)' asides dropped. */
function employerCore(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s[|·•–—-]\s|,/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
}

/** Numbers as written, without thousands commas: '$2M' -> '2', '3,000' -> '3000', '1.5' -> '1.5'. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d(?:[\d,.]*\d)?/g) ?? []).map((n) => n.replace(/,/g, ''));
}

const SPELLED: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
};

const NAME_PREPOSITIONS = new Set(['at', 'with', 'for', 'from', 'joined', 'by']);
const NAME_CONNECTORS = new Set(['&', 'and', 'of', 'the', 'de', 'du', 'la', 'van', 'von', 'der']);

/**
 * Capitalised names a sentence introduces with 'at', 'with', 'for', 'from', 'joined' or 'by'
 * ('at Harbor & Vale Capital', 'from University of Leeds'), each with the preposition before it.
 * A name runs over capitalised words and the connectors between them, and stops at punctuation.
 */
export function introducedNames(sentence: string): { preposition: string; name: string }[] {
  // Words, with '&' as a word of its own.
  const all: Token[] = [];
  for (const m of sentence.matchAll(/&|[\p{L}\p{N}$£€#][\p{L}\p{N}'’%$£€.,/+#-]*/gu)) {
    const raw = m[0] === '&' ? '&' : m[0].replace(/[.,'’/+#-]+$/, '');
    if (raw) all.push({ text: raw, key: raw.toLowerCase(), start: m.index, end: m.index + raw.length });
  }
  const capital = (t: Token | undefined) => !!t && /^\p{Lu}/u.test(t.text);
  /** Only spaces between two tokens: a comma or full stop ends a name. */
  const joined = (a: Token, b: Token) => /^\s+$/.test(sentence.slice(a.end, b.start));
  const out: { preposition: string; name: string }[] = [];
  for (let i = 0; i < all.length - 1; i++) {
    if (!NAME_PREPOSITIONS.has(all[i]!.key)) continue;
    let j = i + 1;
    if (all[j]!.key === 'the' && capital(all[j + 1]) && joined(all[j]!, all[j + 1]!)) j += 1;
    if (!capital(all[j]) || !joined(all[j - 1]!, all[j]!) || !joined(all[i]!, all[i + 1]!)) continue;
    let last = j;
    let k = j + 1;
    while (k < all.length && joined(all[k - 1]!, all[k]!)) {
      if (capital(all[k])) {
        last = k;
        k += 1;
      } else if (NAME_CONNECTORS.has(all[k]!.key)) k += 1;
      else break;
    }
    const name = sentence.slice(all[j]!.start, all[last]!.end).replace(/['’]s$/, '');
    out.push({ preposition: all[i]!.key, name });
    i = last;
  }
  return out;
}

const BACK_REFERENCE =
  /^(?:I also\b|In the same role\b|In that role\b|In the same job\b|There,|While there\b|Beyond that\b|Also at\b|At the same\b)/i;

interface Employer {
  name: string;
  core: string;
  titles: string[];
  bullets: string[];
}

/** How many words two token lists share in their longest common run. */
function longestRun(
  a: readonly string[],
  b: readonly string[],
): { length: number; aEnd: number; bEnd: number } {
  let best = { length: 0, aEnd: -1, bEnd: -1 };
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        row[j] = prev[j - 1]! + 1;
        if (row[j]! > best.length) best = { length: row[j]!, aEnd: i - 1, bEnd: j - 1 };
      }
    }
    prev = row;
  }
  return best;
}

/**
 * Whether a sentence carries a bullet's result: a run of 4+ words of the bullet with at least two
 * content words in it, or one of the bullet's numbers together with two of its content words
 * (three when the number has one digit).
 */
export function carriesResult(sentence: string, bullet: string): boolean {
  const s = tokens(sentence).map((t) => t.key);
  const b = tokens(bullet).map((t) => t.key);
  const run = longestRun(s, b);
  if (run.length >= 4 && contentWords(b.slice(run.bEnd - run.length + 1, run.bEnd + 1).join(' ')).length >= 2)
    return true;
  const nums = new Set(numbersIn(bullet));
  const shared = [...new Set(numbersIn(sentence))].filter((n) => nums.has(n));
  if (shared.length === 0) return false;
  const words = new Set(contentWords(bullet).map(stem));
  const common = new Set(
    contentWords(sentence)
      .map(stem)
      .filter((w) => words.has(w)),
  ).size;
  // A one-digit number is common; it needs more words in common.
  return common >= (shared.some((n) => n.length >= 2) ? 2 : 3);
}

/**
 * Measure 1. A sentence makes a misattributed or unsupported claim when it:
 * - names (after at/with/for/from/joined/by) something in neither the resume nor the posting;
 * - presents a name from the resume that is no employer there as a workplace ('at X' in a
 *   first-person sentence; the posting's company, schools, names from the posting and places
 *   the resume itself puts after 'at' aside);
 * - names an employer (directly, or through 'I also' / 'There,' / 'In the same role' after an
 *   earlier sentence of the paragraph named one) with a result the resume lists only under
 *   another employer (readResumeProfile's positions and their bullets decide where it belongs);
 *   the hiring company counts as a named employer after 'at', 'for' or 'with';
 * - gives a title the resume lists under another employer ('as Junior Developer at Ledgerly');
 * - states a number ('40%', '$2M', '8 years', 'eight years') in neither the resume nor the posting.
 */
export function makeClaimChecker(src: ClaimSources): (sentences: readonly LetterSentence[]) => Finding[] {
  const known = normalise([src.resume, src.posting, ...src.companies].join('\n'));
  const knownNumbers = new Set(numbersIn(known));
  const isKnown = (name: string) => {
    const n = normalise(name.replace(/^the\s+/i, ''));
    if (known.includes(n)) return true;
    const parts = n.split(/\s+(?:and|&)\s+/);
    return parts.length > 1 && parts.every((p) => known.includes(p));
  };
  const employers: Employer[] = [];
  const addEmployer = (name: string | null, title: string | null, bullets: readonly string[]) => {
    if (!name) return;
    const core = employerCore(name);
    if (core.length < 2) return;
    let e = employers.find((x) => normalise(x.core) === normalise(core));
    if (!e) {
      e = { name, core, titles: [], bullets: [] };
      employers.push(e);
    }
    if (title) e.titles.push(title);
    e.bullets.push(...bullets);
  };
  for (const p of [...src.profile.positions, ...src.profile.volunteering])
    addEmployer(p.employer, p.title, p.bullets);
  for (const name of src.employers ?? []) addEmployer(name, null, []);
  const companies = src.companies
    .map(employerCore)
    .filter((c) => c.length >= 2 && !employers.some((e) => normalise(e.core) === normalise(c)));
  const institutions = src.profile.education.map((e) => e.institution).filter((i): i is string => !!i);
  const isEmployerName = (name: string) => {
    const n = normalise(name);
    return employers.some((e) => {
      const c = normalise(e.core);
      return n.includes(c) || (n.length >= 4 && c.includes(n));
    });
  };
  const isCompanyName = (name: string) =>
    companies.some((c) => normalise(name).includes(normalise(c)) || normalise(c).includes(normalise(name)));
  const resumeText = normalise(src.resume);
  const inPosting = (name: string) => normalise(src.posting).includes(normalise(name));
  const isInstitution = (name: string) =>
    institutions.some(
      (i) => normalise(i).includes(normalise(name)) || normalise(name).includes(normalise(i)),
    );

  return (sentences) => {
    const findings: Finding[] = [];
    let paragraph = -1;
    let lastNamed: string[] = [];
    for (const { text, paragraph: para } of sentences) {
      if (para !== paragraph) {
        paragraph = para;
        lastNamed = [];
      }
      const add = (kind: string, reason: string) => findings.push({ kind, reason, sentence: text });
      // Names in neither text, and resume names presented as a workplace.
      const firstPerson = /\b(?:I|my|me)\b/.test(text);
      const introduced = introducedNames(text);
      for (const { preposition, name } of introduced) {
        if (!isKnown(name))
          add('unknown name', `names "${name}", which is in neither the resume nor the posting`);
        else if (
          preposition === 'at' &&
          firstPerson &&
          employers.length > 0 &&
          !isEmployerName(name) &&
          !isCompanyName(name) &&
          !isInstitution(name) &&
          !inPosting(name) &&
          !resumeText.includes(`at ${normalise(name)}`)
        )
          add(
            'resume name as workplace',
            `presents "${name}" as a workplace, but the resume shows no position there`,
          );
      }
      // Employers named, or carried over from the paragraph by a back-reference.
      const named = [
        ...employers.filter((e) => containsPhrase(text, e.core)).map((e) => e.core),
        // The hiring company counts as a workplace only after 'at', 'for' or 'with' ('At Brightwave
        // Labs, I ...'), not in 'contribute to Brightwave Labs'.
        ...companies.filter((c) =>
          introduced.some((x) => ['at', 'for', 'with'].includes(x.preposition) && containsPhrase(x.name, c)),
        ),
      ];
      const effective = named.length > 0 ? named : BACK_REFERENCE.test(text) ? lastNamed : [];
      if (named.length > 0) lastNamed = named;
      if (effective.length > 0) {
        const owners = new Map<string, string>();
        for (const e of employers)
          for (const b of e.bullets) if (!owners.has(e.core) && carriesResult(text, b)) owners.set(e.core, b);
        if (owners.size > 0 && ![...owners.keys()].some((o) => effective.includes(o))) {
          const [owner, bullet] = [...owners.entries()][0]!;
          add(
            'result of another employer',
            `pairs "${effective.join('", "')}" with a result listed under "${owner}": "${bullet}"`,
          );
        }
      }
      // 'as <title> at <employer>' with a title of another employer.
      for (const e of employers) {
        if (!containsPhrase(text, e.core)) continue;
        const m = new RegExp(`\\bas (?:an? )?([^,.;:]{2,60}?) at ${escapeRe(e.core)}`, 'i').exec(text);
        if (!m) continue;
        const title = normalise(m[1]!);
        // A title's aside ('Care Assistant (nights)') does not change where it was held.
        const bare = (t: string) =>
          normalise(t.replace(/\s?\([^()]{0,60}\)/g, '').replace(/,[^,]{0,30}$/, ''));
        const own = e.titles.some((t) => normalise(t) === title || bare(t) === title);
        const other = employers.find((o) => o !== e && o.titles.some((t) => normalise(t) === title));
        if (!own && other)
          add(
            'title of another employer',
            `gives the title "${m[1]}" at "${e.core}", but the resume lists it under "${other.core}"`,
          );
      }
      // Numbers.
      for (const n of numbersIn(text))
        if (!knownNumbers.has(n))
          add('number', `states "${n}", which is in neither the resume nor the posting`);
      for (const m of text.matchAll(
        /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:years?|months?)\b/gi,
      )) {
        const word = m[1]!.toLowerCase();
        if (!knownNumbers.has(SPELLED[word]!) && !new RegExp(`\\b${word}\\b`).test(known))
          add('number', `states "${m[0]}", which is in neither the resume nor the posting`);
      }
    }
    return findings;
  };
}

// -- 2. Pasted bullet fragments --------------------------------------------------------------

const IRREGULAR_PAST = new Set(
  'led built grew ran won taught drove made cut oversaw wrote sold kept set began brought held took gave met rebuilt spent sent found became went did saw got put chose bought fed lent overhauled'.split(
    ' ',
  ),
);
/** Present-tense verbs resume bullets of a current role start with ('Manage a caseload of 12'). */
const BULLET_PRESENT = new Set(
  'manage lead train support deliver maintain coordinate handle oversee prepare provide develop run conduct monitor plan write build teach assist ensure perform process install diagnose service create design mentor supervise administer review'.split(
    ' ',
  ),
);

/** A verb a resume bullet starts with: a past tense ('-ed' or irregular) or a common bullet present. */
export function isBulletVerb(word: string): boolean {
  const w = word.toLowerCase();
  return (w.length >= 4 && w.endsWith('ed')) || IRREGULAR_PAST.has(w) || BULLET_PRESENT.has(w);
}

/**
 * Measure 2. A pasted bullet fragment is a sentence with a maximal run of 6 or more consecutive
 * words (compared in lower case) copied from one resume bullet, where the run was not turned
 * into a first-person sentence, i.e. one of:
 *   (a) the run follows a colon, semicolon, dash, opening quote or bracket ('one result stands
 *       out: Reduced churn by 12% across ...');
 *   (b) the run starts with a capitalised bullet verb (past tense '-ed' or irregular, or a common
 *       bullet present such as 'Manage'), mid-sentence or as a sentence with no subject
 *       ('Reduced churn by 12% ...', 'At Ledgerly, Reduced ...');
 *   (c) the sentence starts with the bullet's own capitalised first word and copies it from there
 *       ('Caseload of 25 patients on a 30-bed ward.').
 * 'I reduced churn by 12% across ...' is not one: the run starts at a lower-case verb after 'I'.
 */
export function makeFragmentChecker(
  bullets: readonly string[],
): (sentences: readonly LetterSentence[]) => Finding[] {
  const prepared = [...new Set(bullets.map((b) => b.trim()).filter(Boolean))]
    .map((b) => ({ text: b, keys: tokens(b).map((t) => t.key) }))
    .filter((b) => b.keys.length >= 6);
  return (sentences) => {
    const findings: Finding[] = [];
    for (const { text } of sentences) {
      const toks = tokens(text);
      const keys = toks.map((t) => t.key);
      let found: { kind: string; reason: string } | null = null;
      for (const b of prepared) {
        // Every maximal common run of 6+ words (dynamic programming over the two word lists).
        let prev = new Array<number>(b.keys.length + 1).fill(0);
        const runs: { start: number; bStart: number; length: number }[] = [];
        for (let i = 1; i <= keys.length; i++) {
          const row = new Array<number>(b.keys.length + 1).fill(0);
          for (let j = 1; j <= b.keys.length; j++)
            if (keys[i - 1] === b.keys[j - 1]) row[j] = prev[j - 1]! + 1;
          for (let j = 1; j <= b.keys.length + 1; j++) {
            const len = prev[j - 1]!;
            // The run ending at words (i-2, j-2) is maximal when it does not go on to (i-1, j-1).
            if (len >= 6 && (j > b.keys.length || row[j] === 0))
              runs.push({ start: i - 1 - len, bStart: j - 1 - len, length: len });
          }
          prev = row;
        }
        for (let j = 1; j <= b.keys.length; j++) {
          const len = prev[j]!;
          if (len >= 6) runs.push({ start: keys.length - len, bStart: j - len, length: len });
        }
        for (const run of runs) {
          const first = toks[run.start]!;
          const before = text.slice(0, first.start).trimEnd().at(-1) ?? '';
          const capital = /^\p{Lu}/u.test(first.text);
          if (/[:;—–\-"“'‘(]/.test(before))
            found = {
              kind: 'after punctuation',
              reason: `copies ${run.length} words of a bullet after "${before}": "${b.text}"`,
            };
          else if (capital && isBulletVerb(first.text) && !(run.start === 0 && first.key === 'i'))
            found = {
              kind: 'capitalised verb',
              reason: `copies ${run.length} words of a bullet starting with its capitalised verb "${first.text}": "${b.text}"`,
            };
          else if (capital && run.start === 0 && run.bStart === 0)
            found = {
              kind: 'bullet as written',
              reason: `is a bullet as written (${run.length} words): "${b.text}"`,
            };
          if (found) break;
        }
        if (found) break;
      }
      if (found) findings.push({ ...found, sentence: text });
    }
    return findings;
  };
}

/** Resume bullets: the profile's position, volunteering and project bullets, and any line written as a bullet. */
export function resumeBullets(resume: string, profile: ResumeProfile): string[] {
  const lines = resume
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => /^[-*•·▪–◦●]\s*\S/.test(l))
    .map((l) => l.replace(/^[-*•·▪–◦●]\s*/, ''));
  return [
    ...new Set([
      ...profile.positions.flatMap((p) => p.bullets),
      ...profile.volunteering.flatMap((p) => p.bullets),
      ...profile.projects.flatMap((p) => p.bullets),
      ...lines,
    ]),
  ];
}

// -- 3 and 4. Shared sentences ---------------------------------------------------------------

/** What two sentences are compared by: lower case, spaces collapsed, final punctuation dropped. */
export function sentenceKey(sentence: string): string {
  return normalise(sentence).replace(/[.!?]+$/, '');
}

/**
 * For each item, how many of its sentences another item with a different owner also has.
 * Measure 3: items are letters of one template and length, owners their job/resume pairs.
 * Measure 4: items are the letters of one input and length, owners their templates.
 */
export function countShared(items: readonly { owner: string; sentences: readonly string[] }[]): number[] {
  const owners = new Map<string, Set<string>>();
  for (const item of items)
    for (const s of item.sentences) {
      const key = sentenceKey(s);
      let set = owners.get(key);
      if (!set) {
        set = new Set();
        owners.set(key, set);
      }
      set.add(item.owner);
    }
  return items.map(
    (item) =>
      item.sentences.filter((s) => {
        const set = owners.get(sentenceKey(s))!;
        return set.size > 1 || !set.has(item.owner);
      }).length,
  );
}

// -- 5. Must-haves ---------------------------------------------------------------------------

/** Requirement words too common to show that a letter speaks to a particular requirement. */
const GENERIC_REQUIREMENT_WORDS = new Set(
  `ability able background comfortable current demonstrated demonstrable desirable detail essential
familiarity familiar good hands hands-on minimum practical previous proficiency proficient proven
relevant solid valid willing willingness would plus capable confident clean clear effective
effectively excellent strong working knowledge understanding experience years year equivalent
degree similar related field role setting environment`.split(/\s+/),
);

/**
 * The key terms of a must-have: its distinctive words (acronyms such as 'EPA' or 'GAAP',
 * capitalised names after the first word such as 'Excel', numbers of 3+ digits such as '608')
 * and its content words of 3+ letters (not stop words, not generic requirement words such as
 * 'valid', 'ability', 'proven').
 */
export function mustHaveTerms(mustHave: string): string[] {
  const toks = tokens(mustHave).map((t) => t.text.replace(/^[$£€#]/, ''));
  const distinctive = toks.filter(
    (t, i) =>
      (/\p{Lu}.*\p{Lu}/u.test(t) && t.length >= 2) ||
      (i > 0 &&
        /^\p{Lu}\p{Ll}/u.test(t) &&
        !STOP_WORDS.has(t.toLowerCase()) &&
        !GENERIC_REQUIREMENT_WORDS.has(t.toLowerCase())) ||
      /^\d{3,}$/.test(t),
  );
  const content = contentWords(mustHave).filter((w) => w.length >= 3 && !GENERIC_REQUIREMENT_WORDS.has(w));
  const terms = [...distinctive];
  for (const w of content) if (!terms.some((t) => t.toLowerCase() === w)) terms.push(w);
  return terms;
}

/** Measure 5: the letter mentions the must-have when it contains one of its key terms (by stem). */
export function mentionsMustHave(letter: string, mustHave: string): boolean {
  const terms = mustHaveTerms(mustHave);
  const stems = new Set(tokens(letter).map((t) => stem(t.key)));
  return terms.some((t) => containsPhrase(letter, t) || stems.has(stem(t)));
}

// -- 6. Key facts ----------------------------------------------------------------------------

/** A licence, certificate or qualification rather than a result. */
const CREDENTIAL =
  /\b(?:certifi\w*|licen[cs]\w*|card|clearance|registration|registered|registry|award|diploma|degree|bachelor|master|associate|qualification|nvq|nclex\S*|level \d|volumes?)\b/i;

const isYear = (t: string) => /^(?:19|20)\d\d$/.test(t);

/**
 * What shows that a letter uses a key fact (any one of them, case-insensitive):
 * - always the fact as written, and without bracketed asides;
 * - a credential ('EPA Section 608 Universal Certification (2017)'): its name (before a comma,
 *   colon, dash or bracket), and the acronyms and 3+ digit numbers before the first comma, colon
 *   or dash ('EPA', '608'; 'CNA' in 'Certified Nursing Assistant (CNA), ...');
 * - a result: an acronym it starts with ('NCLEX-RN: ...'); else its first number of 2+
 *   characters that is not a year ('91%', '$1.9M', '310'); else its first acronym; else a
 *   one-digit number with the capitalised word before it ('Level 3') or the word after it
 *   ('Trained 2 commis' -> '2 commis').
 */
export function factKeys(fact: string): string[] {
  const core = fact.replace(/\s*\([^)]*\)/g, '').trim();
  const keys = [fact.trim(), core];
  const toks = tokens(fact);
  const acronym = (t: Token) => /^\p{Lu}[\p{Lu}\d&-]+$/u.test(t.text) && /\p{Lu}.*\p{Lu}/u.test(t.text);
  const head = (text: string) => text.split(/[,;:]|\s[–—-]\s/)[0]!.trim();
  if (CREDENTIAL.test(fact)) {
    keys.push(head(core));
    for (const t of tokens(head(fact)))
      if (acronym(t) || (/^\d{3,}$/.test(t.text) && !isYear(t.text))) keys.push(t.text);
  } else if (toks[0] && acronym(toks[0])) keys.push(toks[0].text);
  else {
    const number = toks.find(
      (t) => /\d/.test(t.text) && t.text.replace(/^[$£€#]/, '').length >= 2 && !isYear(t.text),
    );
    const first = toks.find(acronym);
    const i = toks.findIndex((t) => /^\d$/.test(t.text));
    if (number) keys.push(number.text);
    else if (first) keys.push(first.text);
    else if (i >= 0) {
      const prev = toks[i - 1];
      const next = toks[i + 1];
      if (prev && /^\p{Lu}/u.test(prev.text) && !isBulletVerb(prev.text) && !STOP_WORDS.has(prev.key))
        keys.push(`${prev.text} ${toks[i]!.text}`);
      else if (next) keys.push(`${toks[i]!.text} ${next.text}`);
    }
  }
  return [...new Set(keys.filter((k) => k.length >= 2))];
}

/** Measure 6: the letter uses the fact when it contains one of factKeys(fact). */
export function usesFact(letter: string, fact: string): boolean {
  return factKeys(fact).some((k) => containsPhrase(letter, k));
}

// -- 7. Company and role ---------------------------------------------------------------------

/** Words that describe what kind of organisation a name is, not which one ('Care Home', 'NHS Trust', 'Ltd'). */
const ORGANISATION_WORDS = new Set(
  `school primary elementary academy college care home nursing hospital clinic centre center nhs trust
foundation services ltd limited inc llc plc co corp company group`.split(/\s+/),
);

/**
 * A company's names: as written; without a leading 'The' or a final full stop; and its leading
 * words (two or more) when only words of ORGANISATION_WORDS are left off ('Heatherbank House' for
 * 'Heatherbank House Care Home', 'Oakfield Inns' for 'Oakfield Inns Ltd').
 */
export function companyForms(company: string): string[] {
  const plain = company.trim().replace(/^the\s+/i, '');
  const forms = [company.trim(), plain, plain.replace(/\.$/, '')];
  const words = plain.split(/\s+/);
  for (let n = words.length - 1; n >= 2; n--) {
    const dropped = words.slice(n).map((w) => w.toLowerCase().replace(/[.,]/g, ''));
    if (dropped.every((w) => ORGANISATION_WORDS.has(w)))
      forms.push(words.slice(0, n).join(' ').replace(/,$/, ''));
  }
  return [...new Set(forms.filter((f) => f.length >= 2))];
}

/** Measure 7: the company is named (greeting included) in one of its forms. */
export function namesCompany(letter: string, company: string): boolean {
  return companyForms(company).some((c) => containsPhrase(letter, c));
}

/** A job title and its short forms: before ' - ', ' | ', ',' or '(' ('HVAC Technician - Nights' -> 'HVAC Technician'). */
export function roleForms(role: string): string[] {
  const forms = [role.trim(), role.split(/\s[|·•–—-]\s|\(|,/)[0]!.trim()];
  return [...new Set(forms.filter((f) => f.length >= 2))];
}

export function namesRole(letter: string, role: string): boolean {
  return roleForms(role).some((r) => containsPhrase(letter, r));
}

// -- 8. Word range ---------------------------------------------------------------------------

/** Words as the engine counts them, and whether they sit in the length's range from the contract. */
export function wordRange(letter: string, length: LetterLength): { words: number; inRange: boolean } {
  const words = countWords(letter);
  const [min, max] = letterLengthInfo[length].words;
  return { words, inRange: words >= min && words <= max };
}

// -- 9. Grammar ------------------------------------------------------------------------------

/** Acronyms read as letters start with a vowel sound when their first letter is one of these. */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''));
/** Words that may take either article. */
const EITHER_ARTICLE = new Set(['hvac', 'sql', 'faq', 'led', 'historic', 'herb']);
/** Acronyms read as words ('a NASA', 'a HIPAA'). */
const WORD_ACRONYMS = new Set([
  'NASA',
  'NATO',
  'HIPAA',
  'FEMA',
  'OSHA',
  'UNICEF',
  'SCUBA',
  'NICE',
  'OFSTED',
  'Ofsted',
]);

/**
 * Whether a word takes 'an': by its first sound. Vowel letters take 'an' except 'uni-' (not
 * 'unin-'), 'use', 'usu', 'uti', 'ure', 'euro', 'eu', 'one', 'once'; a silent h ('hour',
 * 'honest', 'honour', 'heir') takes 'an'; acronyms read as letters go by their first letter's
 * name ('an RN', 'a CSCS card', 'an MSc', 'a BSc'); numbers by how they are read ('an 8-hour',
 * 'an 11', 'an 18-month'). Returns null when either is fine.
 */
export function takesAn(word: string): boolean | null {
  const w = word.replace(/^["'“‘(]+/, '');
  if (!w) return null;
  if (EITHER_ARTICLE.has(w.toLowerCase())) return null;
  if (/^\d/.test(w)) return /^8|^1[18](?!\d)|^1[18]\d{3}(?!\d)/.test(w);
  if (WORD_ACRONYMS.has(w)) return /^[AEIOU]/.test(w) && w !== 'UNICEF';
  const letters = w.replace(/[^\p{L}]/gu, '');
  const isAcronym =
    /^\p{Lu}{2,}/u.test(letters) || /^(?:BSc|MSc|BEng|MEng|PhD|MPhil|BEd|MEd|BTech|MBChB|LLB|LLM)$/.test(w);
  if (isAcronym) return VOWEL_SOUND_LETTERS.has(letters[0]!.toUpperCase());
  const l = letters.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(l)) return true;
  if (/^(?:uni(?!n)|use|usu|uti|ure|euro|eu|one|once|ubiq|uk$)/.test(l)) return false;
  return /^[aeiou]/.test(l);
}

/** British spellings an en-US letter should not use (noun 'licence' is 'license' in US English). */
const BRITISH =
  /\b(?:organis(?:e|ed|es|ing|ation|ations|er|ers)|colour(?:s|ed|ful)?|behaviours?|behavioural|centres?|programmes?|analys(?:e|ed|ing)|licences?|labour|favour(?:ite|ites|able|ed)?|honour(?:s|ed)?|realis(?:e|ed|es|ing)|specialis(?:e|ed|es|ing)|summaris(?:e|ed|es|ing)|prioritis(?:e|ed|es|ing)|recognis(?:e|ed|es|ing)|travell(?:ed|ing|er)|modell(?:ed|ing)|channell(?:ed|ing)|catalogues?|enrolments?|judgement)\b/gi;

export interface GrammarOptions {
  /** The letter's locale; null when unknown (no spelling check). */
  locale: string | null;
  /** The resume and posting: words they use themselves are not flagged as British. */
  sources: string;
}

/**
 * Measure 9, per sentence: 'a'/'an' against the next word's first sound (takesAn); a sentence
 * that starts with a lower-case letter; doubled punctuation ('..' outside an ellipsis, ',,',
 * ';;', '::', a space before ',', ';', ':' or a final '.', ',.', ';.', ':.'); British spellings in
 * an en-US letter (the BRITISH list, less words the inputs use themselves).
 */
export function makeGrammarChecker(
  options: GrammarOptions,
): (sentences: readonly LetterSentence[]) => Finding[] {
  const sourceWords = new Set((options.sources.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => w));
  const us = options.locale === 'en-US';
  return (sentences) => {
    const findings: Finding[] = [];
    for (const { text } of sentences) {
      const add = (kind: string, reason: string) => findings.push({ kind, reason, sentence: text });
      for (const m of text.matchAll(/(?<![\p{L}\p{N}'’-])(a|an|A|An)\s+([^\s]+)/gu)) {
        if (/^A/.test(m[1]!) && m.index !== 0) continue;
        if (!/[\p{L}\p{N}]/u.test(m[2]!)) continue;
        const an = takesAn(m[2]!);
        const article = m[1]!.toLowerCase();
        const word = m[2]!.replace(/[.,;:!?)]+$/, '');
        if (an === true && article === 'a') add('a/an', `"${m[1]} ${word}" should be "an ${word}"`);
        if (an === false && article === 'an') add('a/an', `"${m[1]} ${word}" should be "a ${word}"`);
      }
      const firstLetter = /[\p{L}\p{N}]/u.exec(text)?.[0] ?? '';
      if (/\p{Ll}/u.test(firstLetter)) add('lower-case start', 'starts with a lower-case letter');
      for (const m of text.matchAll(/(?<!\.)\.\.(?!\.)|,,|;;|::|\s[,;:](?!\d)|\s\.(?=\s|$)|[,;:]\./g))
        add('punctuation', `doubled punctuation "${m[0].replace(/\s/g, '␣')}"`);
      if (us)
        for (const m of text.matchAll(BRITISH))
          if (!sourceWords.has(m[0].toLowerCase()))
            add('British spelling', `British spelling "${m[0]}" in an en-US letter`);
    }
    return findings;
  };
}

// -- 10. Generic sentences -------------------------------------------------------------------

/**
 * Measure 10. A generic sentence contains no content word (contentWords: stop words, which
 * include job-posting filler such as 'work', 'team', 'role', left out) and no number that the
 * resume or the posting also has; words compared by stem ('organised' ~ 'organise').
 */
export function makeGenericChecker(sources: string): (sentences: readonly LetterSentence[]) => Finding[] {
  const known = new Set(contentWords(sources).map(stem));
  const numbers = new Set(numbersIn(sources));
  return (sentences) =>
    sentences
      .filter(
        ({ text }) =>
          !contentWords(text).some((w) => known.has(stem(w))) && !numbersIn(text).some((n) => numbers.has(n)),
      )
      .map(({ text }) => ({
        kind: 'generic',
        reason: 'uses no word of the resume or the posting',
        sentence: text,
      }));
}
