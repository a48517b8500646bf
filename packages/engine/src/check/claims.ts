/**
 * The claim check (issue 20): a letter's sentences, the claims in them (employers, titles,
 * tenure, numbers, degrees, certificates and licences, skills), and for each claim the resume or
 * posting lines that back it. Status: 'supported', 'misattributed' (the fact exists, under another
 * employer than the sentence gives it) or 'unsupported' (in neither text, or only in the posting
 * but claimed as the candidate's). Pure and linear in the texts; the resume's side is prepared
 * once and reused while the letter changes (the browser re-checks as the user types).
 */
import {
  type claimKinds,
  type claimStatuses,
  criticalClaimKinds,
  type ResumeProfile,
} from '@jobpeel/contract';
import { baseVerb } from '../plan/sentences';
import { containsTerm, escapeRegExp, normalised } from '../text';
import { DEGREE_RE, UNFINISHED_DEGREE } from '../understand/qualifications';
import { readResumeProfile } from '../understand/resume-profile';
import { SKILLS, STOP_WORDS } from '../vocabulary';
import { CERTIFICATE_WORDS, MILITARY_BRANCHES, TITLE_NOUNS } from '../vocabulary/resume-words';
import {
  backedOn,
  CREDENTIAL_NOUN_HINT,
  CREDENTIAL_PHRASE_RE,
  DEGREE_CLASS_RE,
  degreeClass,
  distinctiveWords,
  LEVEL_PHRASE_RE,
  namedEnough,
  PLAIN_DEGREE_RE,
  resumeClasses,
  TOLD_IN_PROGRESS,
} from './credential-claims';
import { countOf, type Duration, durationsFor, LAST_CLAIM_RE, statedDurations } from './durations';
import {
  allNumbers,
  indexNumbers,
  indexUnits,
  numberKeys,
  PHONE_RE,
  ranksIn,
  SPELLED,
  SPELLED_WORDS,
  unitsOf,
} from './numbers';
import { termIn } from './terms';
import { overlapsClaim, termPlaces } from './visible';

export type ClaimKind = (typeof claimKinds)[number];
export type ClaimStatus = (typeof claimStatuses)[number];

/** Kinds whose failure is critical: a wrong one makes the letter false, not merely weak. */
export const CRITICAL_KINDS: ReadonlySet<ClaimKind> = new Set(criticalClaimKinds);

export interface ClaimSource {
  doc: 'resume' | 'job';
  /** Zero-based line of that text. */
  line: number;
  quote: string;
  /** The role the resume line belongs to ('Payroll Officer, Oakfield Inns Ltd'). */
  role?: string;
}

export interface Claim {
  text: string;
  kind: ClaimKind;
  status: ClaimStatus;
  /** Offsets in the letter. */
  start: number;
  end: number;
  sources: ClaimSource[];
  /** Why it is not supported, for the reader. */
  reason?: string;
}

export interface CheckedSentence {
  start: number;
  end: number;
  claims: Claim[];
}

export interface LetterCheck {
  sentences: CheckedSentence[];
  summary: { claims: number; supported: number; misattributed: number; unsupported: number };
}

export interface CheckInput {
  letter: string;
  resumeText: string;
  postingText: string;
  /** The date tenure is measured to ('2025-06-01'); without it, the latest year the resume names. */
  asOf?: string | null;
}

// -- The resume and the posting, prepared once -------------------------------------------------

interface Position {
  title: string;
  /** The title normalised, as a clause is searched for it. */
  plainTitle: string;
  employer: string | null;
  /** Lower-case forms a letter may name the employer by ('oakfield inns ltd', 'oakfield inns', 'oakfield'). */
  forms: string[];
  from: number;
  to: number;
  startMonths: number | null;
  /** Whether the resume gives the start month, not only the year. */
  startMonthKnown: boolean;
  endMonths: number | null;
  /** 'Sous Chef at Harbour Hotel': the employer right after a title (null without an employer). */
  afterTitle: RegExp | null;
  /** 'At Harbour Hotel, I was ...': the employer at the head of a clause. */
  leadsClause: RegExp | null;
  /** 'at Harbour Hotel' anywhere: the employer named as a workplace. */
  asWorkplace: RegExp | null;
  /** 'five years as a cook at harbour hotel': the employer a few words after the years (lower case). */
  yearsAt: RegExp | null;
}

interface Prepared {
  resumeText: string;
  postingText: string;
  resumeTerms: Map<string, boolean>;
  postingTerms: Map<string, boolean>;
  resumeWords: Map<string, boolean>;
  resumeLines: string[];
  postingLines: string[];
  lowerResume: string;
  lowerPosting: string;
  positions: Position[];
  profile: ResumeProfile;
  resumeNumbers: Map<string, number[]>;
  postingNumbers: Map<string, number[]>;
  /** The units each text gives numbers with ('>hour' -> {'48'}, '<week' -> {'8'}). */
  resumeUnits: Map<string, Set<string>>;
  postingUnits: Map<string, Set<string>>;
  /** Years of experience the resume states in words ('6 years' UK payroll'). */
  statedYears: number[];
  /** Each resume line's content words, stemmed: what a sentence is matched to its bullet by. */
  lineStems: string[][];
  /** The first line of the bullet each line belongs to: a bullet may wrap onto the next line. */
  bulletOf: number[];
  /** Each resume line with the rest of its bullet, as written and in lower case. */
  entries: string[];
  lowerEntries: string[];
  /** Each resume line in lower case. */
  lowerLines: string[];
  /** Each resume line's lower-case words (titleOnLine). */
  lineTokens: string[][];
  /** Whether each resume line gives a figure other than a year. */
  lineFigures: boolean[];
  /** Places the resume ranks the candidate ('#2 of 14' -> 2). */
  resumeRanks: Set<number>;
  /** The resume lines that give each degree level. */
  degreeLines: Map<string, number[]>;
  /** Degree classes the resume gives ('first', '2:1'). */
  degreeClasses: Set<string>;
  /** The levels of every degree the resume names ('bachelor', 'diploma'). */
  degreeLevels: Set<string>;
  asOfMonths: number;
  /** The durations the resume states for one thing, and the years each title word's roles span. */
  durations: Duration[];
  /** The resume's acronyms ('FAT', 'BOM'): what 'factory acceptance tests' may spell out. */
  resumeAcronyms: Set<string>;
  /** Each two content words in a row in the posting, stemmed ('supervis student'). */
  postingStemPairs: Set<string>;
  /**
   * What the posting's bullets ask for that the resume lacks: each naming word (no verb, no
   * descriptor) the resume does not have, stemmed, with its posting line ('inject' -> 12).
   */
  postingGaps: Map<string, number>;
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const LEGAL = /(?<![\p{L}])(?:ltd|limited|inc|llc|llp|plc|co|corp|corporation|company|group)\.?$/iu;

function monthsOf(date: string | null, asOf: number): number | null {
  if (!date) return null;
  if (/^(?:present|current|now|today)$/i.test(date.trim())) return asOf;
  const year = /(?:19|20)\d{2}/.exec(date);
  if (!year) return null;
  const month = MONTHS.findIndex((m) => date.toLowerCase().includes(m));
  const numeric = /^(\d{1,2})[/.-]/.exec(date.trim());
  const m = month >= 0 ? month : numeric ? Math.min(11, Number(numeric[1]) - 1) : 0;
  return Number(year[0]) * 12 + m;
}

function employerForms(name: string): string[] {
  const lower = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const bare = lower.replace(LEGAL, '').replace(/(?<![\s,])[\s,]+$/, '');
  const words = bare.replace(/^the /, '').split(' ');
  const forms = [lower, bare, bare.replace(/^the /, '')];
  // 'Oakfield' for 'Oakfield Inns Ltd': the first word alone when it is distinctive.
  if (words.length >= 2 && words[0]!.length >= 5 && !STOP_WORDS.has(words[0]!)) forms.push(words[0]!);
  if (words.length >= 3) forms.push(words.slice(0, 2).join(' '));
  return [...new Set(forms.filter((f) => f.length >= 3))];
}

/**
 * The employer a role's heading line gives after its title ('Apprentice Plumber, J. Hallam & Son
 * Plumbing, Long Eaton  Sep 2012 – May 2016'), where the resume reader found none.
 */
function employerOnLine(line: string, title: string): string | null {
  const t = line.trimStart();
  if (!title || !t.toLowerCase().startsWith(title.toLowerCase())) return null;
  const rest = t.slice(title.length);
  const sep = /^\s*(?:,|\||@|\bat\b|[–—-](?=\s))\s*/.exec(rest);
  if (!sep) return null;
  const name = rest
    .slice(sep[0].length)
    .split(/,|\||\s{2,}|\t/)[0]!
    .trim();
  // A name, not the dates ('Sep 2012 – May 2016').
  if (!/^\p{Lu}/u.test(name) || /\d/.test(name) || MONTHS.includes(name.slice(0, 3).toLowerCase()))
    return null;
  return name.length >= 3 && name.length <= 60 ? name : null;
}

/**
 * Whether a name (lower case) is a resume employer's, or its start: 'Scioto Valley Home' for
 * 'Scioto Valley Home Services'. 'Little Wandle' is not 'Little Acorns' for sharing a first word.
 */
function namesEmployer(pre: Prepared, lower: string): boolean {
  return pre.positions.some((p) =>
    p.forms.some((f) => f.startsWith(lower) || (lower.startsWith(f) && p.forms[0]!.startsWith(lower))),
  );
}

/** The regexes a position's employer forms are looked for with, built once per resume. */
function formRegExps(forms: readonly string[]) {
  if (forms.length === 0) return { afterTitle: null, leadsClause: null, asWorkplace: null, yearsAt: null };
  const any = `(?:${forms.map(escapeRegExp).join('|')})`;
  return {
    afterTitle: new RegExp(`^[\\s,]+(?:\\([^)]{0,20}\\)\\s+)?(?:at|with|for|in)\\s+(?:the\\s+)?${any}`, 'i'),
    leadsClause: new RegExp(`^(?:at|with|for|in)\\s+(?:the\\s+)?${any}`, 'i'),
    asWorkplace: new RegExp(`\\b(?:at|with|for|joined)\\s+(?:the\\s+)?${any}`, 'i'),
    yearsAt: new RegExp(`^\\s*(?:\\S+\\s+){0,3}?(?:at|with|for|in)\\s+(?:the\\s+)?${any}`),
  };
}

const prepared = new Map<string, Prepared>();

/**
 * Whether the resume (or posting) has a term, remembered per prepared text: containsTerm caches
 * only the last text it lowered, so alternating between the letter and the resume would lower the
 * whole resume on every call.
 */
function resumeHas(pre: Prepared, term: string): boolean {
  let known = pre.resumeTerms.get(term);
  if (known === undefined) {
    known = termIn(pre.resumeText, pre.lowerResume, term);
    if (pre.resumeTerms.size > 5000) pre.resumeTerms.clear();
    pre.resumeTerms.set(term, known);
  }
  return known;
}
/** Whether the lower-case resume has this text anywhere (inside a word too), remembered. */
function resumeHasWord(pre: Prepared, word: string): boolean {
  let known = pre.resumeWords.get(word);
  if (known === undefined) {
    known = pre.lowerResume.includes(word);
    if (pre.resumeWords.size > 5000) pre.resumeWords.clear();
    pre.resumeWords.set(word, known);
  }
  return known;
}
function postingHas(pre: Prepared, term: string): boolean {
  let known = pre.postingTerms.get(term);
  if (known === undefined) {
    known = termIn(pre.postingText, pre.lowerPosting, term);
    if (pre.postingTerms.size > 5000) pre.postingTerms.clear();
    pre.postingTerms.set(term, known);
  }
  return known;
}

function prepare(resumeText: string, postingText: string, asOf: string | null | undefined): Prepared {
  const key = `${asOf ?? ''}\u0000${postingText}\u0000${resumeText}`;
  const cached = prepared.get(key);
  if (cached) return cached;
  const resumeLines = resumeText.replace(/\r\n?/g, '\n').split('\n');
  const postingLines = postingText.replace(/\r\n?/g, '\n').split('\n');
  const profile = readResumeProfile(resumeText);
  const years = [...resumeText.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((m) => Number(m[0]));
  const asOfMonths =
    asOf && /^\d{4}-\d{2}/.test(asOf)
      ? Number(asOf.slice(0, 4)) * 12 + Number(asOf.slice(5, 7)) - 1
      : (years.length > 0 ? Math.max(...years) : 2025) * 12 + 11;
  const positions: Position[] = [...profile.positions, ...profile.volunteering].map((p) => {
    const employer = p.employer ?? employerOnLine(resumeLines[p.lines[0]] ?? '', p.title);
    return {
      title: p.title,
      plainTitle: normalised(p.title).toLowerCase(),
      employer,
      forms: employer ? employerForms(employer) : [],
      from: p.lines[0],
      to: p.lines[1],
      startMonths: monthsOf(p.start, asOfMonths),
      startMonthKnown:
        !!p.start &&
        (MONTHS.some((m) => p.start!.toLowerCase().includes(m)) || /^\d{1,2}[/.-]/.test(p.start.trim())),
      endMonths: p.current ? asOfMonths : monthsOf(p.end, asOfMonths),
      ...formRegExps(employer ? employerForms(employer) : []),
    };
  });
  const statedYears = [
    ...resumeText.matchAll(
      /(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s?(?:years?|yrs)['’]?/gi,
    ),
  ].map((m) => SPELLED[m[1]!.toLowerCase()] ?? Number(m[1]));
  const out: Omit<Prepared, 'degreeLevels'> & { degreeLevels?: Set<string> } = {
    resumeText,
    postingText,
    resumeTerms: new Map(),
    postingTerms: new Map(),
    resumeWords: new Map(),
    resumeLines,
    postingLines,
    lowerResume: resumeText.toLowerCase(),
    lowerPosting: postingText.toLowerCase(),
    positions,
    profile,
    resumeNumbers: indexNumbers(resumeLines),
    postingNumbers: indexNumbers(postingLines),
    resumeUnits: indexUnits(resumeLines, STOP_WORDS),
    postingUnits: indexUnits(postingLines, STOP_WORDS),
    statedYears,
    lineStems: resumeLines.map(contentStems),
    lowerLines: resumeLines.map((l) => l.toLowerCase()),
    lineTokens: resumeLines.map(lineTokens),
    entries: [],
    lowerEntries: [],
    degreeLines: resumeLines.reduce((map, l, i) => {
      for (const m of [...l.matchAll(DEGREE_RE_G), ...l.matchAll(PLAIN_DEGREE_RE)]) {
        const level = degreeLevel(m[0]);
        map.set(level, [...(map.get(level) ?? []), i]);
      }
      return map;
    }, new Map<string, number[]>()),
    degreeClasses: resumeClasses(resumeText),
    bulletOf: resumeLines.reduce<number[]>((out, line, i) => {
      const wrapped =
        i > 0 &&
        resumeLines[i - 1]!.trim() !== '' &&
        /^(?:\s+(?![-•*·▪–]))?[\p{Ll}(]|^\s+[\p{L}\d(]/u.test(line);
      out.push(wrapped ? out[i - 1]! : i);
      return out;
    }, []),
    lineFigures: resumeLines.map((l) =>
      numberKeys(l).some((n) => n.percent || n.value < 1900 || n.value > 2100),
    ),
    resumeRanks: new Set(ranksIn(resumeText).map((r) => r.rank)),
    asOfMonths,
    durations: [
      ...statedDurations(resumeLines, contentStems),
      ...titleDurations(positions, resumeLines, asOfMonths),
    ],
    postingStemPairs: new Set(
      postingLines.flatMap((line) => {
        const words = contentWords(line).map(stem);
        return words.slice(1).map((w, k) => `${words[k]} ${w}`);
      }),
    ),
    postingGaps: new Map(),
    resumeAcronyms: new Set(
      (resumeText.match(/(?<![\p{L}\d])\p{Lu}{2,5}(?=s?(?![\p{L}\d]))/gu) ?? []).map((a) => a.toLowerCase()),
    ),
  };
  out.degreeLevels = new Set(out.degreeLines.keys());
  postingLines.forEach((line, i) => {
    // Bullets only, and not the title: a requirement or a duty.
    if (i === 0 || !/^\s*[-•*·▪–]/.test(line)) return;
    for (const w of contentWords(line)) {
      if (w.length < 5 || DESCRIPTORS.has(w) || baseVerb(w) || /(?:ed|ly)$/.test(w) || w.includes('-'))
        continue;
      const stemmed = stem(w);
      if (!out.lowerResume.includes(stemmed) && !out.postingGaps.has(stemmed))
        out.postingGaps.set(stemmed, i);
    }
  });
  // Each line with the rest of its bullet (a bullet may wrap): what a credential must stand on.
  const groups = new Map<number, string[]>();
  resumeLines.forEach((l, i) => {
    const group = groups.get(out.bulletOf[i]!) ?? [];
    group.push(l);
    groups.set(out.bulletOf[i]!, group);
  });
  out.entries = resumeLines.map((_, i) => groups.get(out.bulletOf[i]!)!.join(' '));
  out.lowerEntries = out.entries.map((e) => e.toLowerCase());
  if (prepared.size >= 8) prepared.delete(prepared.keys().next().value!);
  prepared.set(key, out as Prepared);
  return out as Prepared;
}

// -- Sentences -----------------------------------------------------------------------------------

/** Body sentences with offsets: the greeting line and the sign-off are not claims. */
export function letterSentences(
  letter: string,
): { start: number; end: number; text: string; paragraph: number }[] {
  const out: { start: number; end: number; text: string; paragraph: number }[] = [];
  const paragraphs = [...letter.matchAll(/[^\n]+(?:\n(?!\n)[^\n]+)*/g)];
  paragraphs.forEach((p, k) => {
    const text = p[0];
    if (k === 0 && /^(?:dear|hello|hi|to whom)\b/i.test(text.trim()) && text.length < 120) return;
    // The sign-off and the name under it.
    if (k === paragraphs.length - 1 && text.split('\n').length <= 3 && text.length < 80) return;
    let begin = 0;
    // A full stop ends a sentence unless it belongs to an abbreviation ('Co.', 'B.A.', 'Dr.').
    const re = /[.!?](?=\s+[\p{Lu}\d"“(])/gu;
    for (const m of text.matchAll(re)) {
      const before = text.slice(Math.max(0, m.index - 6), m.index + 1);
      // 'Fellside Outdoor Co. In brief, I ...': a sentence starter after the abbreviation ends it.
      const starter =
        /^\s+(?:(?:I|In|My|The|At|This|That|Since|Before|After|During|Your|We|It|As|From|When|While|With|For|On|Thank|Earlier|Later|Previously|Prior|Then|Now|Today|Currently|There|Here|Both|Each|Every|All|Also|Most|Much|Over|Across|Outside|Beyond|Alongside|Besides|Throughout|Having|Together)\b|\p{Lu}\p{Ll}+,)/u.test(
          text.slice(m.index + 1, m.index + 16),
        );
      if (
        !starter &&
        /(?:\b(?:Co|Inc|Ltd|Dr|Mr|Mrs|Ms|St|No|Jr|Sr|vs|etc|approx)\.|(?:\b\p{Lu}\.){1,3})$/u.test(before)
      )
        continue;
      out.push({
        start: p.index + begin,
        end: p.index + m.index + 1,
        text: text.slice(begin, m.index + 1),
        paragraph: k,
      });
      begin = m.index + 1;
      while (begin < text.length && /\s/.test(text[begin]!)) begin++;
    }
    if (begin < text.length)
      out.push({ start: p.index + begin, end: p.index + text.length, text: text.slice(begin), paragraph: k });
  });
  return out;
}

/** Words that make a clause the posting's, not the candidate's ('your posting asks for X'). */
const POSTING_FRAME =
  /\b(?:your (?:posting|advert|ad|listing|job description|requirements?|need|needs|team|techs|clinic|kitchen|customers|members|residents|pupils|patients)|you (?:ask|list|need|want|require|mention|describe|are looking|['’]re looking|use|run|follow)|the (?:posting|role|job|advert) (?:asks|requires|mentions|needs|calls)|the remit|remit to|asks? for|would (?:like|love|welcome)|look(?:ing)? forward|chance to|keen to|hope to|eager to|glad to read|as your|expect to|pick up|learn|if\b|will\b)\b/i;
/** Reading, wishing and the future: what follows is not a claim of experience. */
const WISH_FRAME =
  /\b(?:would\b|appl(?:y|ying)\s+(?:for|to)|my application|glad to (?:read|see)|interested to (?:read|see)|(?:reading|read|noted?|see|saw) that|drew me|would (?:like|love|welcome|enjoy|be)|look(?:ing)? forward|chance to|keen to|hope to|eager to|expect to|plan to|I['’]d\b|I will\b|I['’]ll\b|(?:picture|imagine|see) myself|I can (?:already |easily )?(?:picture|imagine))/i;

/**
 * The few words before a position in a clause: every 'what comes before' test looks at a bounded
 * window, so a long clause stays linear.
 */
function before(text: string, at: number): string {
  return text.slice(Math.max(0, at - 60), at);
}

/** Words that rank a title: one added or dropped changes the job. */
const RANK_WORDS = [
  'junior',
  'senior',
  'lead',
  'head',
  'chief',
  'principal',
  'assistant',
  'deputy',
  'trainee',
  'manager',
  'director',
];

/**
 * Whether a resume line writes these title words as one title: close together (a few words
 * apart at most), with no rank word the claim lacks around them ('Junior Sous Chef' does not
 * back 'Sous Chef'; 'trained site managers on payroll' does not back 'Payroll Manager').
 */
function titleOnLine(line: string | readonly string[], words: readonly string[], phrase: string): boolean {
  const tokens = typeof line === 'string' ? lineTokens(line) : line;
  const content = words.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  if (content.length === 0) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== content[0] && tokens[i] !== `${content[0]}s`) continue;
    const window = tokens.slice(Math.max(0, i - content.length - 2), i + content.length + 3);
    if (!content.every((w) => window.includes(w))) continue;
    const first = Math.min(...content.map((w) => window.indexOf(w)));
    const last = Math.max(...content.map((w) => window.indexOf(w)));
    if (last - first + 1 > content.length + 2) continue;
    const span = window.slice(Math.max(0, first - 1), last + 1);
    if (span.some((t) => RANK_WORDS.includes(t) && !phrase.includes(t))) continue;
    return true;
  }
  return false;
}

/** A line's lower-case words, as titleOnLine reads them. */
function lineTokens(line: string): string[] {
  return line.toLowerCase().split(/[^\p{L}\d-]+/u);
}

/** Tenure: 'five years', 'nearly fourteen years', 'two and a half years'. */
const TENURE_RE = new RegExp(
  `\\b(\\d{1,2}(?:\\.\\d)?|${SPELLED_WORDS.join('|')})(?:\\s+and\\s+a\\s+half)?\\+?\\s+(?:full\\s+)?(?:years?|yrs)\\b`,
  'gi',
);

/** Whether a reading or wishing frame comes before this point of the clause. */
function framedBefore(text: string, at: number): boolean {
  const head = text.slice(Math.max(0, at - 160), at);
  return WISH_FRAME.test(head) || (POSTING_FRAME.test(head) && !/^I\b/.test(text.trim()));
}

/** 'Excel.' -> 'Excel', 'Plains.,' -> 'Plains': trailing dots and commas, without a regex that backtracks. */
function trimDots(word: string): string {
  let end = word.length;
  while (end > 0 && (word[end - 1] === '.' || word[end - 1] === ',')) end--;
  return word.slice(0, end);
}

/** A clause that admits a lack ('I haven't used Tripleseat'): it claims nothing. */
const ADMISSION =
  /\b(?:can['’]t claim|cannot claim|not yet|yet to|(?:have|has|do|does|did|am|is) not|haven['’]t|hasn['’]t|don['’]t|doesn['’]t|didn['’]t|isn['’]t|never|no experience|lack)\b/i;

function clausesOf(sentence: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let begin = 0;
  for (const m of sentence.matchAll(
    /;\s|:\s|,\s(?:and|but|so|although|though|whereas)\s|,\s(?=which\b)|\sbut\s|\sand\s(?=I\b)/g,
  )) {
    out.push({ text: sentence.slice(begin, m.index), offset: begin });
    begin = m.index + m[0].length;
  }
  out.push({ text: sentence.slice(begin), offset: begin });
  return out;
}

// -- Claims --------------------------------------------------------------------------------------

const APPROX =
  /\b(?:about|around|roughly|nearly|almost|approximately|close to|some|over|more than|upwards of|under|less than|just under|just over)\s*$/i;

const SKILL_TERMS_LOWER = [...new Set(SKILLS.map((s) => s.toLowerCase()))].filter((s) => s.length >= 2);
/** Skills by their first word ('google' -> 'google analytics', 'google sheets'). */
const SKILLS_BY_WORD = SKILL_TERMS_LOWER.reduce((map, skill) => {
  const first = skill.split(/[^\p{L}\d+#.&]+/u).find(Boolean) ?? skill;
  map.set(first, [...(map.get(first) ?? []), skill]);
  return map;
}, new Map<string, string[]>());
const CERT_ACRONYM_RES = [...CERTIFICATE_WORDS]
  .filter((w) => /^[a-z\d-]{2,8}$/.test(w) && w.length <= 6)
  .map(
    (w) =>
      [w, w.toUpperCase(), new RegExp(`(?<![\\p{L}\\d-])${w.toUpperCase()}(?![\\p{L}\\d-])`, 'u')] as const,
  );
/** Each acronym's place in CERT_ACRONYM_RES, by the word as written ('BLS'). */
const CERT_ACRONYM_AT = new Map(CERT_ACRONYM_RES.map(([, upper], k) => [upper, k] as const));

function roleLabel(p: Position): string {
  return p.employer ? `${p.title}, ${p.employer}` : p.title;
}

function sourcesAt(pre: Prepared, lines: readonly number[], doc: 'resume' | 'job'): ClaimSource[] {
  const texts = doc === 'resume' ? pre.resumeLines : pre.postingLines;
  return lines.slice(0, 3).map((line) => {
    const role = doc === 'resume' ? pre.positions.find((p) => line >= p.from && line <= p.to) : undefined;
    return { doc, line, quote: texts[line]!.trim(), ...(role ? { role: roleLabel(role) } : {}) };
  });
}

/** Resume lines that have a term (as termIn reads it), at most three. */
function resumeLinesWith(pre: Prepared, term: string): number[] {
  const lowerTerm = term.toLowerCase();
  const out: number[] = [];
  for (let i = 0; i < pre.resumeLines.length && out.length < 3; i++)
    if (pre.lowerLines[i]!.includes(lowerTerm) && termIn(pre.resumeLines[i]!, pre.lowerLines[i]!, term))
      out.push(i);
  return out;
}

/** Resume lines that contain a phrase (case-insensitive, as a term). */
function linesWith(lines: readonly string[], phrase: string, limit = 3): number[] {
  const out: number[] = [];
  for (let i = 0; i < lines.length && out.length < limit; i++)
    if (containsTerm(lines[i]!, phrase)) out.push(i);
  return out;
}

/** Checks one letter against its resume and posting. */
export function checkLetter(input: CheckInput): LetterCheck {
  const pre = prepare(input.resumeText, input.postingText, input.asOf);
  const sentences: CheckedSentence[] = [];
  let paragraph = -1;
  let context: Position[] = [];
  for (const s of letterSentences(input.letter)) {
    if (s.paragraph !== paragraph) {
      paragraph = s.paragraph;
      context = [];
    }
    const claims: Claim[] = [];
    const add = (c: Omit<Claim, 'start' | 'end'> & { at: number; length: number }) => {
      const { at, length, ...rest } = c;
      claims.push({ ...rest, start: s.start + at, end: s.start + at + length });
    };
    const lower = s.text.toLowerCase();
    // The resume line this sentence retells (3+ content words shared, the most), found once.
    const stems = new Set(contentStems(s.text));
    const shares: number[] = [];
    const sharedWith = (line: number) =>
      (shares[line] ??= pre.lineStems[line]!.filter((w) => stems.has(w)).length);
    let retold: { line: number; shared: number } | null | undefined;
    const tellsLine = (noun?: string) => {
      if (noun) {
        let best: { line: number; shared: number } | null = null;
        for (let line = 0; line < pre.resumeLines.length; line++) {
          if (!pre.lineFigures[line] || !pre.lowerLines[line]!.includes(noun)) continue;
          const shared = sharedWith(line);
          if (shared >= 2 && (!best || shared > best.shared)) best = { line, shared };
        }
        if (best) return best;
      }
      if (retold !== undefined) return retold;
      retold = null;
      for (let line = 0; line < pre.resumeLines.length; line++) {
        const shared = sharedWith(line);
        if (shared >= 3 && pre.lineFigures[line] && (!retold || shared > retold.shared))
          retold = { line, shared };
      }
      return retold;
    };
    // The employers this sentence names; else the ones the paragraph last named.
    const named = pre.positions.filter((p) =>
      p.forms.some((f) => lower.includes(f) && termIn(lower, lower, f)),
    );
    if (named.length > 0) context = named;
    const owners =
      named.length > 0
        ? named
        : /^(?:there|in that|in the same|i also|also)\b/i.test(s.text) ||
            // 'I've been Junior Sous there since 2023': 'there' as a place, not 'there are'.
            /\S\s+there\b(?!\s+(?:is|are|was|were|has|have|had|will|would)\b)/i.test(s.text)
          ? context
          : [];

    const clauses = clausesOf(s.text);
    for (const [index, clause] of clauses.entries()) {
      const text = clause.text;
      const framed = WISH_FRAME.test(text) || (POSTING_FRAME.test(text) && !/^I\b/.test(text.trim()));
      // Employers this clause names itself: tenure is measured against them.
      const lowerText = text.toLowerCase();
      const yourAt = lowerText.search(/\byour\b/);
      const clauseOwners = pre.positions.filter((p) =>
        p.forms.some((f) => lowerText.includes(f) && termIn(lowerText, lowerText, f)),
      );
      // Roles the clause speaks of: those whose title it names ('Since January 2021 I have been a
      // Commercial Credit Analyst'), else the named employer's.
      const ownerPool =
        owners.length > 0
          ? pre.positions.filter((p) => owners.some((o) => o.employer === p.employer))
          : pre.positions;
      const titled = ownerPool.filter(
        (p) =>
          p.plainTitle.length >= 4 &&
          lowerText.includes(p.plainTitle) &&
          termIn(lowerText, lowerText, p.plainTitle),
      );
      const pool = titled.length > 0 ? titled : ownerPool;
      // '... working with subject matter experts; I haven't yet done it in a corporate setting':
      // a later clause that admits a lack of 'it' admits this one's work too.
      const admits =
        ADMISSION.test(text) ||
        clauses
          .slice(index + 1)
          .some((c) => ADMISSION.test(c.text) && /\b(?:it|that|this|them|those)\b/i.test(c.text));
      // The writer, or the team they speak for ('our average transaction value').
      const firstPerson = /\b(?:I|I['’](?:ve|m|d))\b|\b(?:my|me|our|we)\b/i.test(text);

      // Employers named with at/with/for that neither text has, or the employer written to named
      // as a workplace ('I'm a Senior QA Engineer at Tallyfern').
      for (const m of text.matchAll(
        /\b(?:[Aa]t|[Ww]ith|[Ff]or|[Jj]oined|(?:moved|went|transferred|returned|came)\s+to)\s+((?:the\s+)?\p{Lu}[\p{L}\d&'’.-]*(?:\s(?:(?:and|&|of)\s)?\p{Lu}[\p{L}\d&'’.-]*){0,5})/gu,
      )) {
        // 'Saltbox Snacks Ltd. Most ...': a name ends where a sentence does.
        const name = m[1]!
          .trim()
          .split(/\.\s/)[0]!
          .replace(/[.,]$/, '')
          .replace(/\s(?:and|&|of)$/, '');
        if (!firstPerson || framed) continue;
        const at = (m.index ?? 0) + m[0].indexOf(m[1]!);
        const n = name
          .toLowerCase()
          .replace(/^the /, '')
          .replace(/['’]s\b.*$/, '');
        if (n.length < 2 || GENERIC_NAMES.test(name)) continue;
        const known = (part: string) =>
          pre.positions.some((p) => p.forms.some((f) => part.startsWith(f))) ||
          pre.lowerResume.includes(part);
        // 'Excel and Canva' is two known names; 'Maidstone and Tunbridge Wells NHS Trust' is one unknown.
        if (known(n) || n.split(/\s(?:and|&)\s/).some(known)) continue;
        // A workplace: a verb of working, a title or a role word just before ('a contract QA
        // Analyst role at Ticketmaster'), or 'At X, where I have worked'.
        const lead = before(text, m.index ?? 0);
        // 'The Payroll Specialist role at Ferncastle': the job applied for, not one held.
        const applied =
          /\b(?:the|your|this)\s+(?:[\p{L}\d&/-]+\s+){0,6}(?:role|job|position|vacancy|post|opening|opportunity|team)\s+(?:(?:at|with|for)\s+[^,;.]{1,40}\s)?$/iu.test(
            lead,
          );
        const workplace =
          !applied &&
          (WORKPLACE.test(lead) ||
            lead.split(/\s+/).some((w) => TITLE_NOUNS.has(w.toLowerCase().replace(/[^\p{L}-]/gu, ''))) ||
            /^[^.;]{0,60}\bwhere I(?:['’]ve| have)? (?:worked|been)\b/.test(text.slice(at + name.length)));
        // One word may be a tool or a place ('with Excel', 'in Leeds'): an employer only where the
        // clause tells a workplace. The employer written to likewise.
        if ((name.split(/\s+/).length < 2 || pre.lowerPosting.includes(n)) && !workplace) continue;
        add({
          text: name,
          kind: 'employer',
          status: 'unsupported',
          sources: [],
          reason: pre.lowerPosting.includes(n)
            ? `"${name}" is the employer written to, not one on the resume`
            : `"${name}" is not in the resume`,
          at: clause.offset + at,
          length: name.length,
        });
      }

      // Armed forces: the branch the resume gives ('U.S. Army', not 'Marine Corps').
      for (const m of text.matchAll(MILITARY_RE)) {
        if (framed || !firstPerson || pre.lowerResume.includes(m[0].toLowerCase())) continue;
        if (![...pre.lowerResume.matchAll(MILITARY_RE_LOWER)].length) continue;
        add({
          text: m[0],
          kind: 'employer',
          status: 'unsupported',
          sources: [],
          reason: `the resume names no ${m[0]}`,
          at: clause.offset + m.index,
          length: m[0].length,
        });
      }

      // The degrees the clause names, read once when a title is found.
      let degreeMatches: RegExpExecArray[] | undefined;
      const degreesHere = () =>
        (degreeMatches ??= [...text.matchAll(DEGREE_RE_G), ...text.matchAll(PLAIN_DEGREE_RE)]);

      // Titles: 'as a payroll officer', 'worked as Junior Sous Chef at ...'.
      for (const m of text.matchAll(
        /\b(?:[Aa]s|am|I['’]m|was|been|(?:promoted|moved up|rose|stepped up) to|(?:and|,) then(?= an? | (?!the |my |our )\p{Ll}))\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:\p{Ll}+['’]s\s+)?((?:[\p{L}\d&/-]+\s){0,4}?[\p{L}\d-]+)(?=\s+(?:at|with|for|in|on|since|from|and|of|there|until|before|after|where|who|living|based|I|\()\b|\s\(|[.,;:]|$)/gu,
      )) {
        // 'I am part-way through an Associate of Applied Science': a degree, not a title.
        const titleStart = (m.index ?? 0) + m[0].lastIndexOf(m[1]!);
        const titleEnd = titleStart + m[1]!.length;
        if (
          degreesHere().some(
            (d) =>
              d.index >= titleStart &&
              d.index < titleEnd &&
              d.index + d[0].length > titleEnd &&
              !/^\s+in$/.test(text.slice(titleEnd, d.index + d[0].length)),
          )
        )
          continue;
        const phrase = m[1]!
          .toLowerCase()
          .replace(/^(?:currently|now|also|still|formerly|then|already)\s+/, '')
          .replace(/^(?:an?|the|my)\s+/, '');
        const words = phrase.split(/\s+/);
        // The job applied for ('as a Senior Care Assistant') and titles the resume writes anywhere
        // ('Lead designer on 11 cells') are not claims to check against the roles.
        // (The resume must write it as this title: 'Sous Chef' inside 'Junior Sous Chef' is not.)
        const first = words.find((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))) ?? '';
        const asTitle = (_: string, i: number) =>
          pre.lowerLines[i]!.includes(first) && titleOnLine(pre.lineTokens[i]!, words, phrase);
        if (/\byour\b/.test(phrase)) continue;
        const writtenAsTitle =
          !postingHas(pre, phrase) && resumeHas(pre, phrase) && pre.resumeLines.some(asTitle);
        const last = words[words.length - 1]!;
        // 'twelve servers', 'store managers': people, not a title held.
        if (/[^s]s$/.test(last) && TITLE_NOUNS.has(last.slice(0, -1))) continue;
        // 'Credit Analyst II': the grade after the title noun.
        const graded = /^(?:i{1,3}|iv|[1-4])$/.test(last) && words.length >= 2;
        const head = (graded ? words[words.length - 2]! : last).replace(/s$/, '');
        if (!TITLE_NOUNS.has(head) || /\byour\b/.test(before(text, m.index ?? 0).slice(-12)) || framed)
          continue;
        const content = words.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
        // Every word of the claimed title is in the held one, with no rank added ('Senior') or
        // dropped ('Junior Sous Chef' told as 'Sous Chef').
        const holds = (p: Position) => {
          const t = normalised(p.title);
          return (
            content.every((w) => t.includes(w.replace(/s$/, ''))) &&
            !RANK_WORDS.some((r) => t.includes(r) !== phrase.includes(r))
          );
        };
        const at = clause.offset + (m.index ?? 0) + m[0].lastIndexOf(m[1]!);
        const held = pre.positions.filter(holds);
        // A title the resume writes but no role holds ('Lead designer on 11 cells'): not checked.
        if (writtenAsTitle && held.length === 0) continue;
        // 'grade-level PBIS lead' for 'PBIS grade-level lead': every word on one line of the resume.
        const onOneLine = pre.resumeLines.some(
          (_, i) =>
            pre.lowerLines[i]!.includes(content[0] ?? '') && titleOnLine(pre.lineTokens[i]!, content, phrase),
        );
        const headline =
          titleOnLine(pre.profile.headline ?? '', content, phrase) ||
          titleOnLine(pre.profile.summary ?? '', content, phrase);
        if (held.length === 0 && !headline && !onOneLine) {
          add({
            text: m[1]!,
            kind: 'title',
            status: 'unsupported',
            sources: [],
            reason: 'no such title in the resume',
            at,
            length: m[1]!.length,
          });
          continue;
        }
        // The employer the title is told at: right after it ('Sous Chef at Harbour Hotel'), at the
        // head of the clause ('At Harbour Hotel, I was ...'), or the paragraph's ('There I was ...').
        // 'as Plumber at Greenwood and as Apprentice Plumber' gives the second title no employer.
        const toldAt = owners.filter(
          (o) =>
            !!o.afterTitle &&
            (o.afterTitle.test(text.slice(titleEnd, titleEnd + 80)) || o.leadsClause!.test(text.trim())),
        );
        const titleOwners = named.length === 0 ? owners : toldAt;
        const here =
          titleOwners.length > 0
            ? held.filter((p) => titleOwners.some((o) => o.employer === p.employer))
            : held;
        const status: ClaimStatus = here.length > 0 || held.length === 0 ? 'supported' : 'misattributed';
        add({
          text: m[1]!,
          kind: 'title',
          status,
          sources: sourcesAt(
            pre,
            (here.length > 0 ? here : held).map((p) => p.from),
            'resume',
          ),
          ...(status === 'misattributed'
            ? { reason: `held at ${held[0]!.employer ?? 'another employer'}` }
            : {}),
          at,
          length: m[1]!.length,
        });
        // The employer the clause gives the title to is the wrong one: flag it too, where it is.
        if (status === 'misattributed') {
          const wrong = titleOwners.find((o) => o.forms.some((f) => termIn(lowerText, lowerText, f)));
          const form = wrong?.forms.find((f) => termIn(lowerText, lowerText, f));
          const where = form ? lowerText.indexOf(form) : -1;
          if (wrong && form && where >= 0)
            add({
              text: text.slice(where, where + form.length),
              kind: 'employer',
              status: 'misattributed',
              sources: sourcesAt(pre, [held[0]!.from], 'resume'),
              reason: `the resume gives this role at ${held[0]!.employer ?? 'another employer'}`,
              at: clause.offset + where,
              length: form.length,
            });
        }
      }

      // Tenure: 'five years', 'more than six years', 'since 2019'.
      for (const m of text.matchAll(TENURE_RE)) {
        // A wish after the years does not unsay them ('after six years in private practice I
        // would like to return'); one before them does ('I would bring five years').
        if (!firstPerson || framedBefore(text, m.index ?? 0)) continue;
        const raw = m[1]!.toLowerCase();
        const claimed = (SPELLED[raw] ?? Number(raw)) + (/and a half/i.test(m[0]) ? 0.5 : 0);
        const preceding = before(text, m.index ?? 0);
        const loose = /\b(?:nearly|almost|close to|about|around)\s*$/i.test(preceding);
        // 'Before Oakfield I spent nearly five years at Kingsmead': the employer the years are at.
        const after = lowerText.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
        const atNamed = clauseOwners.filter((p) => !!p.yearsAt?.test(after));
        const tenureOwners =
          atNamed.length > 0
            ? atNamed
            : clauseOwners.length > 0
              ? clauseOwners
              : /^(?:there|in that|in the same)\b/i.test(text.trim())
                ? owners
                : [];
        const spans = (
          tenureOwners.length > 0
            ? pre.positions.filter((p) => tenureOwners.some((o) => o.employer === p.employer))
            : pre.positions
        ).map((p) => ((p.endMonths ?? pre.asOfMonths) - (p.startMonths ?? pre.asOfMonths)) / 12);
        const starts = pre.positions.map((p) => p.startMonths).filter((x): x is number => x !== null);
        const career = starts.length > 0 ? (pre.asOfMonths - Math.min(...starts)) / 12 : 0;
        const employerSpan = tenureOwners.length > 0 ? spans.reduce((a, b) => a + b, 0) : 0;
        // Years at a named employer are that employer's; otherwise the career's or the resume's own words.
        // Years told of a title the clause names ('Secretary of the Baking Society for four years').
        const titleSpan = titled
          .map((p) => ((p.endMonths ?? pre.asOfMonths) - (p.startMonths ?? pre.asOfMonths)) / 12)
          .reduce((a, b) => a + b, 0);
        let best =
          tenureOwners.length > 0
            ? employerSpan
            : titled.length > 0 && owners.length === 0 && /\b(?:as|was|been)\b/i.test(text)
              ? titleSpan
              : Math.max(career, ...spans, ...pre.statedYears, 0);
        let ok = claimed <= best + (loose ? 1 : 0.25);
        // Years of one activity the resume times ('used Zellis for eight years' where it says
        // 'Zellis ResourceLink (4 years)'; 'worked nights for six years' where the night role
        // started in 2022): no longer than every time it gives that thing.
        if (ok && tenureOwners.length === 0 && titled.length === 0) {
          const timed = durationsFor(pre.durations, clauseStemsOf(s.text, clause, yourAt), false);
          if (timed.length > 0 && timed.every((d) => claimed > d.years + (loose ? 1 : 0.25))) {
            ok = false;
            best = Math.max(...timed.map((d) => d.years));
          }
        }
        add({
          text: m[0],
          kind: 'tenure',
          status: ok ? 'supported' : 'unsupported',
          sources: ok
            ? sourcesAt(
                pre,
                pre.positions.slice(0, 1).map((p) => p.from),
                'resume',
              )
            : [],
          ...(ok ? {} : { reason: `the resume's dates give about ${Math.floor(best)} years` }),
          at: clause.offset + (m.index ?? 0),
          length: m[0].length,
        });
      }
      // 'the last six in AA Rosette kitchens': the latest part of a time the resume gives.
      if (firstPerson && !framed)
        for (const m of text.matchAll(LAST_CLAIM_RE)) {
          const claimed = countOf(m[1]!);
          const timed = durationsFor(pre.durations, clauseStemsOf(s.text, clause, yourAt), true);
          if (timed.length === 0 || !timed.every((d) => claimed > d.years + 0.25)) continue;
          add({
            text: m[0],
            kind: 'tenure',
            status: 'unsupported',
            sources: [],
            reason: `the resume gives the last ${Math.max(...timed.map((d) => d.years))}`,
            at: clause.offset + m.index,
            length: m[0].length,
          });
        }
      for (const m of text.matchAll(
        /\b(since|from)\s+(?:(?:early|mid|late)\s+)?(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?\s+)?((?:19|20)\d{2})\b(?!\s*(?:[–—/-]|to\b|until\b))/gi,
      )) {
        if (framed) continue;
        // 'from 2017 as banquet captain': a start told of a title the clause names.
        if (/^from$/i.test(m[1]!) && titled.length === 0) continue;
        const year = Number(m[3]);
        const month = m[2] ? MONTHS.indexOf(m[2].toLowerCase()) : -1;
        // The month too, where the letter gives one and the resume's date has one.
        const ok = pool.some(
          (p) =>
            p.startMonths !== null &&
            Math.floor(p.startMonths / 12) === year &&
            (month < 0 || !p.startMonthKnown || Math.abs((p.startMonths % 12) - month) <= 1),
        );
        add({
          text: m[0],
          kind: 'tenure',
          status: ok ? 'supported' : 'unsupported',
          sources: ok ? sourcesAt(pre, pre.resumeNumbers.get(String(year)) ?? [], 'resume') : [],
          ...(ok ? {} : { reason: `no role starts in ${year}` }),
          at: clause.offset + (m.index ?? 0),
          length: m[0].length,
        });
      }

      // 'From 2012 to 2019 I was a plumber for Greenwood Lane Homes', 'in 2016 with Brazos
      // Valley': a year told of the one employer a clause names lies within its dates.
      if (!framed && clauseOwners.length > 0) {
        const roles = pre.positions.filter((p) => clauseOwners.some((o) => o.employer === p.employer));
        const employers = new Set(roles.map((p) => p.employer));
        if (employers.size === 1)
          for (const m of text.matchAll(
            /\b(?:in|from|since)\s+(?:(?:early|mid|late)\s+)?(?:\p{Lu}\p{Ll}+\.?\s+)?((?:19|20)\d{2})\b(?![–—/-]\d)/giu,
          )) {
            const year = Number(m[1]);
            if (/^since/i.test(m[0])) continue;
            // 'Before that, in 2016 ...', 'after leaving in 2016': the year is another time's.
            // ('looking after 30 residents' after the year does not count.)
            if (/\b(?:before|after|until|prior|earlier|previously)\b/i.test(text.slice(0, m.index))) continue;
            const inside = roles.some(
              (p) =>
                p.startMonths !== null &&
                year >= Math.floor(p.startMonths / 12) &&
                year <= Math.floor((p.endMonths ?? pre.asOfMonths) / 12),
            );
            if (inside || !pre.resumeNumbers.has(String(year))) continue;
            add({
              text: m[1]!,
              kind: 'tenure',
              status: 'unsupported',
              sources: sourcesAt(pre, [roles[0]!.from], 'resume'),
              reason: `the resume's dates for this role do not include ${year}`,
              at: clause.offset + (m.index ?? 0) + m[0].lastIndexOf(m[1]!),
              length: m[1]!.length,
            });
          }
      }

      // Numbers, money and percentages, in digits or words; a phone number is none of them.
      const phone = new RegExp(PHONE_RE.source, 'g');
      const phones = [...text.matchAll(phone)].map((m) => [m.index, m.index + m[0].length] as const);
      for (const n of allNumbers(text)) {
        if (phones.some(([a, b]) => n.start >= a - 1 && n.end <= b + 1)) continue;
        if (n.value >= 1900 && n.value <= 2100 && !n.percent && !n.spelled && !n.grouped) {
          // A year: the resume's, or the posting's.
          if (!pre.resumeNumbers.has(n.key) && !pre.postingNumbers.has(n.key) && firstPerson && !framed)
            add({
              text: text.slice(n.start, n.end),
              kind: 'tenure',
              status: 'unsupported',
              sources: [],
              reason: 'the resume has no such year',
              at: clause.offset + n.start,
              length: n.end - n.start,
            });
          continue;
        }
        // Part of a tenure phrase already checked; '2018–19' is a year.
        if (
          !n.percent &&
          /^\s?\+?\s+(?:and\s+a\s+half\s+)?(?:full\s+)?(?:years?|yrs)\b/i.test(text.slice(n.end))
        )
          continue;
        if (/(?:19|20)\d{2}\s?[–—/-]\s?$/.test(text.slice(Math.max(0, n.start - 7), n.start))) continue;
        const lead = before(text, n.start);
        const approx = APPROX.test(lead);
        const atLeast = /\b(?:over|more than|upwards of|just over)\s*$/i.test(lead);
        let lines = pre.resumeNumbers.get(n.key) ?? [];
        // 'about 12%' for 12.07%, 'nearly 900' for 870: within 5%, never a year; 'more than 60'
        // for '60+' is the exact number, found above.
        if (lines.length === 0 && approx && !atLeast)
          for (const [key, ls] of pre.resumeNumbers) {
            const v = Number(key.replace('%', ''));
            if (v >= 1900 && v <= 2100 && !key.endsWith('%')) continue;
            if (key.endsWith('%') === n.percent && v > 0 && Math.abs(v - n.value) / v <= 0.05) lines = ls;
          }
        const job = pre.postingNumbers.get(n.key) ?? [];
        const at = clause.offset + n.start;
        const length = n.end - n.start;
        const shown = text.slice(n.start, n.end);
        // The resume counts this thing, never with this number ('sold out in 4 hours' where it
        // says '48 hours'; 'by week 4' where it says 'week 8'): another figure for the same thing.
        const otherFigure =
          !framed && !approx
            ? unitsOf(text, n, STOP_WORDS).find(
                (u) =>
                  pre.resumeUnits.has(u) &&
                  !pre.resumeUnits.get(u)!.has(n.key) &&
                  !pre.postingUnits.get(u)?.has(n.key),
              )
            : undefined;
        if (otherFigure) {
          add({
            text: shown,
            kind: 'number',
            status: 'unsupported',
            sources: [],
            reason: `the resume gives ${[...pre.resumeUnits.get(otherFigure)!].slice(0, 3).join(', ')} for this`,
            at,
            length,
          });
          continue;
        }
        if (lines.length === 0) {
          // A number the posting gives ('Year 1', 'a 48-hour service level') is the posting's,
          // unless it is told as the candidate's result.
          if (
            job.length > 0 &&
            (framed ||
              (!firstPerson && owners.length === 0) ||
              n.value <= 12 ||
              /\b(?:a|an|the|your|this)\s+$/i.test(before(text, n.start)) ||
              /\b(?:your|the (?:role|job|post|rota|territory))\b/i.test(text))
          ) {
            add({
              text: shown,
              kind: 'number',
              status: 'supported',
              sources: sourcesAt(pre, job, 'job'),
              at,
              length,
            });
          } else if (!framed) {
            // Told as a fact of the letter ('escaped defects are down 75%'), with or without 'I'.
            add({
              text: shown,
              kind: 'number',
              status: 'unsupported',
              sources: [],
              reason: 'not in the resume',
              at,
              length,
            });
          }
          continue;
        }
        // The resume has the number, but only on lines about something else, while the bullet this
        // sentence retells gives other figures ('sold out in 4 hours' for 'in 48 hours').
        // Only small counts match by chance ('4' in '4 tills' and in '4 hours'): the bullet the
        // sentence retells (or the one with the noun after the number, 'five commis') must not
        // give another figure while the number's own lines are about something else. A bullet
        // wrapped onto the next line is the same bullet.
        const noun = /^\s*(?:[\p{L}%-]+\s+){0,2}?(\p{L}{4,})/u
          .exec(text.slice(n.end, n.end + 30))?.[1]
          ?.toLowerCase();
        const nounStem = noun && !STOP_WORDS.has(noun) ? stem(noun) : undefined;
        const told = n.value <= 20 && !n.percent ? tellsLine(nounStem) : null;
        // The words around the number ('OSHA 10', 'week 8', 'six distributors') on a line with it.
        const lastWord = lead.trimEnd().split(/\s+/).at(-1) ?? '';
        const prior = /^\p{L}[\p{L}\d-]+$/u.test(lastWord) ? lastWord.toLowerCase() : undefined;
        const neighbours = [nounStem, prior && !STOP_WORDS.has(prior) ? prior : undefined].filter(
          (w): w is string => !!w,
        );
        if (
          !framed &&
          told &&
          !lines.some((l) => pre.bulletOf[l] === pre.bulletOf[told.line]) &&
          !lines.some((l) => sharedWith(l) >= 2) &&
          !neighbours.some(
            (w) =>
              lines.some((l) => pre.lowerLines[l]!.includes(w)) ||
              job.some((l) => pre.postingLines[l]!.toLowerCase().includes(w)),
          )
        ) {
          add({
            text: shown,
            kind: 'number',
            status: 'unsupported',
            sources: sourcesAt(pre, [told.line], 'resume'),
            reason: 'the resume gives other figures for this',
            at,
            length,
          });
          continue;
        }
        // Misattributed: every resume line with the number lies in another employer's role.
        const ownersOf = (line: number) => pre.positions.filter((p) => line >= p.from && line <= p.to);
        const outside = lines.some((l) => ownersOf(l).length === 0);
        const underNamed =
          owners.length === 0 ||
          outside ||
          lines.some((l) => ownersOf(l).some((p) => owners.some((o) => o.employer === p.employer)));
        add({
          text: shown,
          kind: 'number',
          status: underNamed ? 'supported' : 'misattributed',
          sources: sourcesAt(pre, lines, 'resume'),
          ...(underNamed
            ? {}
            : { reason: `the resume gives it under ${ownersOf(lines[0]!)[0]?.employer ?? 'another role'}` }),
          at,
          length,
        });
      }

      // Ranks ('second of 14 technicians'): the resume must give the same place.
      if (!framed)
        for (const r of ranksIn(text)) {
          if (pre.resumeRanks.has(r.rank)) continue;
          add({
            text: text.slice(r.start, r.end),
            kind: 'number',
            status: 'unsupported',
            sources: [],
            reason: pre.resumeRanks.size > 0 ? 'the resume gives another place' : 'not in the resume',
            at: clause.offset + r.start,
            length: r.end - r.start,
          });
        }

      // Degrees and credentials are the candidate's wherever the letter names them ('Training has
      // helped: the RMA Commercial Lending certificate'), unless read from the posting or admitted.
      if (!framed && !admits) checkCredentials(pre, text, clause.offset, add, firstPerson);

      // Every item of a list that names resume items must be the resume's ('Excel, Canva,
      // Mailchimp and Cvent'; 'refunds, complaints, card payment queries and fraud checks').
      if (!framed && !admits && !/\byour?\b/i.test(s.text))
        checkList(pre, text, clause.offset, add, claims, s.text, s.start);

      // 'I back my designs ..., and build and maintain the BOMs in Epicor': a clause with no
      // subject of its own goes on with the sentence's 'I'.
      const continuesI =
        clause.offset > 0 &&
        /^\s*\p{Ll}/u.test(text) &&
        /\bI\b/.test(s.text.slice(0, clause.offset)) &&
        !WISH_FRAME.test(s.text.slice(0, clause.offset)) &&
        !POSTING_FRAME.test(s.text.slice(0, clause.offset)) &&
        !/\b(?:you|your|they|he|she|it|we|this|that|which|who|there)\b/i.test(text);
      if (framed || admits || (!firstPerson && !continuesI)) continue;
      // Such a clause is checked for names only: its lower-case words are too often the resume's own.
      const inherited = !firstPerson;

      // A fact told of one employer that the resume lists under another ('at Larkspur Meadows, I
      // send a weekly family newsletter ...'): the best-matching bullet decides.
      if (owners.length > 0 && !inherited) {
        const words = contentStems(text);
        let best: { position: Position; shared: number; line: number } | null = null;
        for (const p of pre.positions)
          for (let line = p.from; line <= p.to; line++) {
            if (pre.resumeLines[line]!.length < 20) continue;
            const shared = pre.lineStems[line]!.filter((w) => words.includes(w)).length;
            if (shared >= 3 && (!best || shared > best.shared)) best = { position: p, shared, line };
          }
        // Only an employer named as a workplace ('at X', 'with X'), not one the sentence mentions in passing.
        const asWorkplace = owners.some((o) => !!o.asWorkplace?.test(text));
        if (
          best &&
          asWorkplace &&
          !owners.some((o) => o.employer === best.position.employer) &&
          best.position.employer
        ) {
          const named = owners[0]!;
          const form = named.forms.find((f) => termIn(lower, lower, f)) ?? named.employer ?? '';
          const at = Math.max(0, lower.indexOf(form));
          add({
            text: s.text.slice(at, at + form.length) || (named.employer ?? ''),
            kind: 'employer',
            status: 'misattributed',
            sources: sourcesAt(pre, [best.line], 'resume'),
            reason: `the resume lists this under ${best.position.employer}`,
            at: at - clause.offset,
            length: form.length,
          });
        }
      }

      // Names and terms only the posting has, claimed as the candidate's ('run controlled drug
      // checks', 'Moody's CreditLens'): capitalised names and posting phrases the resume lacks.
      // A name in neither text is claimed wherever the clause tells the candidate's own work
      // ('update care plans on Person Centred Software and Nourish'); one only the posting names
      // is claimed after a verb of doing or holding ('I use Cvent', 'I have passed CeMAP').
      const verb = EXPERIENCE_VERB.exec(text);
      const credentialClause = CREDENTIAL_CONTEXT.test(text);
      for (const m of text.matchAll(
        /(?<![\p{L}\d'’])(?!I['’])(\p{Lu}[\p{L}\d'’:-]+(?:\s\p{Lu}[\p{L}\d'’:-]+){0,2}|\p{Ll}{1,2}\p{Lu}\p{L}+)/gu,
      )) {
        // 'Army's SAP-based ERP' -> 'Army'; 'ISAs' -> 'ISA'; 'SolidWorks-based' -> 'SolidWorks'.
        const name = m[1]!
          .replace(/['’]s\b.*$/, '')
          .replace(/-(?:based|led|style|type|like|related|focused|certified|trained)$/i, '')
          .replace(/^(\p{Lu}[\p{Lu}\d]+)s$/u, '$1');
        const at = m.index ?? 0;
        if (GENERIC_NAMES.test(name) || /['’]/.test(name)) continue;
        // 'Fort Carson, Colorado': the region after a place the resume names.
        const ahead = text.slice(Math.max(0, at - 30), at);
        const placeWord = ahead.endsWith(', ') ? (ahead.slice(0, -2).split(/\s+/).at(-1) ?? '') : '';
        const placeBefore = /^\p{Lu}\p{L}+$/u.test(placeWord) ? placeWord : undefined;
        // (Not 'SystmOne, EMIS and Cliniko': an item of a list goes on to 'and' or another comma.)
        if (
          placeBefore &&
          resumeHas(pre, placeBefore) &&
          /^[\s)]*(?:[.;:]|,\s(?!\p{Lu}[\p{L}]+(?:,|\s(?:and|or)\b))|$)/u.test(text.slice(at + m[1]!.length))
        )
          continue;
        const l = name.toLowerCase();
        if (
          name.length < 2 ||
          /^(?:I|My|The|At|In|On|For|With|And|But|Before|After|During|Since|When|While|This|That|There|Then|Our|Your|Level|Mr|Mrs|Ms|Dr)$/.test(
            name,
          )
        )
          continue;
        // The first word of a sentence is capitalised by grammar, not because it is a name.
        if (clause.offset + at === 0 && /^\p{Lu}\p{Ll}+$/u.test(name.split(/\s/)[0]!)) continue;
        const inPosting = pre.lowerPosting.includes(l);
        // 'the BOMs in Epicor', 'testing with Appium', 'in a TMS': a tool the posting asks for,
        // named as the one the candidate's work is done in.
        const toolPlace =
          inPosting &&
          /\b(?:in|with|using|via|on)\s+(?:an?\s+|the\s+|our\s+|my\s+)?$/i.test(before(text, at)) &&
          postingAsksFor(pre, l);
        if (inPosting && (!verb || at < verb.index) && !toolPlace) continue;
        // 'I can see the same story in your need to ... in Tripleseat': after 'your', the posting's own.
        if (inPosting && yourAt >= 0 && yourAt < at) continue;
        // (A short acronym as a word: 'TMS' is not in 'items'.)
        if (
          (/^\p{Lu}{2,4}$/u.test(name)
            ? termPlaces(pre.lowerResume, l).length > 0
            : pre.lowerResume.includes(l)) ||
          resumeHas(pre, name)
        ) {
          // A name the resume has, told after a verb of using or holding ('I used Salesforce
          // there'): a backed claim, shown with its resume lines.
          const from = s.start + clause.offset + at;
          if (
            verb &&
            at > verb.index &&
            !/\bwork/i.test(verb[0]) &&
            !placeOrField(text, at) &&
            resumeHas(pre, name) &&
            !MONTH_OR_DAY.test(name) &&
            !namesEmployer(pre, l) &&
            !overlapsClaim(claims, from, from + name.length)
          )
            add({
              text: name,
              kind: credentialClause && /\d|\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(name) ? 'certification' : 'skill',
              status: 'supported',
              sources: sourcesAt(pre, resumeLinesWith(pre, name), 'resume'),
              at: clause.offset + at,
              length: name.length,
            });
          continue;
        }
        // 'Zellis ResourceLink and iTrent': a longer name whose words the resume has in part.
        if (name.includes(' ') && name.split(/\s+/).every((w) => resumeHas(pre, w))) continue;
        if (claims.some((c) => c.text.includes(name) || name.includes(c.text))) continue;
        if (namesEmployer(pre, l)) continue;
        // Months and days are not claims.
        if (
          /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/.test(
            name,
          )
        )
          continue;
        // In a clause about credentials, a name like one ('CSCP', 'G3', 'IEng', 'Black Belt') is
        // a credential; other names stay skills.
        const kind: ClaimKind =
          credentialClause &&
          (/\d|\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(name) ||
            // 'Professional (2022) and Expert (2024)': a name dated as a credential is.
            /^\s*\((?:19|20)\d{2}\)/.test(text.slice(at + m[1]!.length, at + m[1]!.length + 8)) ||
            /^\s+(?:\p{L}+\s+){0,2}(?:certificate|certification|credential|licen[cs]e|belt|award|clearance)\b/iu.test(
              text.slice(at + m[1]!.length, at + m[1]!.length + 40),
            ))
            ? 'certification'
            : 'skill';
        // 'on Presque Bay's Ortho/Neuro unit': a workplace the candidate works at, by its owner.
        const workplace = possessiveWorkplace(text, at, name);
        add({
          text: name,
          kind: workplace ? 'employer' : kind,
          status: 'unsupported',
          sources: [],
          reason: workplace
            ? 'no such employer in the resume'
            : inPosting
              ? 'only the posting names it'
              : 'not in the resume',
          at: clause.offset + at,
          length: name.length,
        });
      }

      // Work the posting names and the resume does not, told as the candidate's ('run controlled
      // drug checks', 'on packaged rooftop units'): two content words in a row, found in the
      // posting and nowhere in the resume.
      if (!inherited) {
        const words = contentWords(text);
        for (let k = 0; k + 1 < words.length; k++) {
          const pair = `${words[k]} ${words[k + 1]}`;
          // (A pair the resume has is a pair of words it has: the words first, remembered per resume.)
          // ('financial statements' is the resume's 'financial statement' analysis.)
          if (resumeHasWord(pre, stem(words[k]!)) && resumeHasWord(pre, stem(words[k + 1]!))) continue;
          const spelt = spellsOutAcronym(pre, words.slice(k, k + 4));
          if (spelt > 0) {
            k += spelt - 1;
            continue;
          }
          // A word that describes ('clear recommendations') leaves one word: too little for a claim.
          if (DESCRIPTORS.has(words[k]!) || DESCRIPTORS.has(words[k + 1]!)) continue;
          const firstOwn = resumeHasWord(pre, stem(words[k]!));
          const secondOwn = resumeHasWord(pre, stem(words[k + 1]!));
          if (firstOwn && secondOwn) continue;
          // ('supervised students' for the posting's 'supervising students', 'PAYE schemes' for its
          // 'PAYE scheme': in other forms, the word the resume lacks must be no present-tense verb,
          // 'territory covers' is no work.)
          if (
            !pre.lowerPosting.includes(pair) &&
            (!pre.postingStemPairs.has(`${stem(words[k]!)} ${stem(words[k + 1]!)}`) ||
              (!firstOwn && baseVerb(words[k]!)) ||
              (!secondOwn && baseVerb(words[k + 1]!)))
          )
            continue;
          if (claims.some((c) => c.text.toLowerCase().includes(words[k]!))) continue;
          if (glossedByPosting(pre, pair)) continue;
          const at = text.toLowerCase().indexOf(pair);
          if (at < 0) continue;
          // 'the role at Buckeye Comfort Heating': a name told as a place is no skill.
          if (/^\p{Lu}\S*\s\p{Lu}/u.test(text.slice(at, at + pair.length)) && placeOrField(text, at))
            continue;
          // 'your needs-based conversations', 'your 48-hour service level': the posting's own.
          // 'your in-house fabrication and assembly shop', 'the September 8 cohort start': a few
          // words after 'your' or 'the' are still the posting's; so is all that follows 'your'.
          if (/\b(?:your|you|the)\s+(?:[\p{L}\d-]+\s+){0,3}$/iu.test(before(text, at))) continue;
          if (yourAt >= 0 && yourAt < at) continue;
          // 'an injection therapy course': work named as a credential is a credential.
          const credentialNoun =
            /^\s+(?:course|training|qualification|certificate|certification|accreditation|licen[cs]e)\b/i.test(
              text.slice(at + pair.length, at + pair.length + 20),
            );
          add({
            text: text.slice(at, at + pair.length),
            kind: credentialNoun ? 'certification' : 'skill',
            status: 'unsupported',
            sources: sourcesAt(pre, linesWith(pre.postingLines, pair), 'job'),
            reason: 'only the posting names it',
            at: clause.offset + at,
            length: pair.length,
          });
          break;
        }
      }

      // What the posting asks for and the resume lacks, told as done ('I can do ultrasound-guided
      // injections', 'I've also done it in a corporate setting'): a naming word of a posting
      // bullet the resume does not have, in the words right after a verb of doing.
      if (!inherited)
        for (const d of text.matchAll(DOING_CLAIM)) {
          const from = (d.index ?? 0) + d[0].length;
          const rest = text.slice(from, from + 60);
          const window = rest.slice(0, rest.search(/[,;.:]|\s(?:and|but|so|which|because)\s|$/));
          const m = [...window.matchAll(/[\p{L}][\p{L}'’-]{4,}/gu)].find(
            (x) => !/^\p{Lu}/u.test(x[0]) && pre.postingGaps.has(stem(x[0].toLowerCase())),
          );
          if (!m) continue;
          const at = from + (m.index ?? 0);
          const start = s.start + clause.offset + at;
          if (overlapsClaim(claims, start, start + m[0].length)) continue;
          add({
            text: m[0],
            kind: 'skill',
            status: 'unsupported',
            sources: sourcesAt(pre, [pre.postingGaps.get(stem(m[0].toLowerCase()))!], 'job'),
            reason: 'only the posting names it',
            at: clause.offset + at,
            length: m[0].length,
          });
          break;
        }

      // Skills and tools: the resume must have them (the posting naming them is not enough).
      const lowerClause = text.toLowerCase();
      // Only the skills whose first word the clause has: a lookup per word, not a scan per skill.
      const candidates = new Set<string>();
      for (const word of lowerClause.split(/[^\p{L}\d+#.&]+/u))
        for (const w of [word, trimDots(word)])
          for (const skill of SKILLS_BY_WORD.get(w) ?? []) candidates.add(skill);
      // The longest first: 'google analytics' is one claim, not 'google' too.
      for (const skill of [...candidates].sort((a, b) => b.length - a.length)) {
        if (!lowerClause.includes(skill) || !termIn(text, lowerClause, skill)) continue;
        if (resumeHas(pre, skill)) {
          // Backed: shown with the resume lines that have it, at every place the clause names it.
          const lines = resumeLinesWith(pre, skill);
          for (const place of termPlaces(lowerClause, skill)) {
            const from = s.start + clause.offset + place.at;
            if (overlapsClaim(claims, from, s.start + clause.offset + place.end)) continue;
            // 'a Diploma in Adult Care', 'GCSEs in English': a field of study, not a skill claimed.
            if (/^\p{Lu}/u.test(text.slice(place.at)) && fieldOfStudy(text, place.at)) continue;
            add({
              text: text.slice(place.at, place.end),
              kind: 'skill',
              status: 'supported',
              sources: sourcesAt(pre, lines, 'resume'),
              at: clause.offset + place.at,
              length: place.end - place.at,
            });
          }
          continue;
        }
        if (inherited || claims.some((c) => c.text.toLowerCase().includes(skill.toLowerCase()))) continue;
        const at = text.toLowerCase().indexOf(skill.toLowerCase());
        // After 'your', the posting's own ('your need to run payroll in SAP').
        if (yourAt >= 0 && yourAt < at && postingHas(pre, skill)) continue;
        add({
          text: text.slice(at, at + skill.length),
          kind: 'skill',
          status: 'unsupported',
          sources: [],
          reason: pre.lowerPosting.includes(skill.toLowerCase())
            ? 'only the posting names it'
            : 'not in the resume',
          at: clause.offset + Math.max(0, at),
          length: skill.length,
        });
      }
    }
    // 'at Summit Peak Tickets in Boulder', 'at Larkspur Elementary in the Poudre Ridge School
    // District': an employer told in a place the resume gives for another role, not for its own.
    for (const p of named)
      for (const f of p.forms)
        for (const place of termPlaces(lower, f)) {
          const where = elsewhereOf(pre, p, s.text.slice(place.end, place.end + 60));
          if (!where || overlapsClaim(claims, s.start + place.at, s.start + place.end)) continue;
          add({
            text: s.text.slice(place.at, place.end),
            kind: 'employer',
            status: 'misattributed',
            sources: sourcesAt(pre, [where.line], 'resume'),
            reason: `the resume gives ${where.place} for another role`,
            at: place.at,
            length: place.end - place.at,
          });
        }
    // The employers the sentence names, backed by their roles: every place each is named, unless
    // already a claim (a misattributed one) or named as the reader's ('your Brightline office').
    const places: { at: number; end: number; roles: Position[] }[] = [];
    for (const p of named)
      for (const f of p.forms)
        for (const place of termPlaces(lower, f)) {
          const lead = s.text.slice(Math.max(0, place.at - 12), place.at);
          // A name as written ('Little Acorns', not 'a little'), not the reader's ('your Brightline
          // office'), and a short form not used as a place ('the hotel in Peterborough').
          if (!/^\p{Lu}|^\d/u.test(s.text.slice(place.at)) || /\byour\s+$/i.test(lead)) continue;
          // A short form ('Oakfield' for 'Oakfield Inns Ltd') names the employer only on its own:
          // not as a place ('in Peterborough') nor as part of another name ('Little Wandle').
          const partial = f.split(' ').length < fullWords(p.employer);
          if (
            partial &&
            (/\b(?:in|around|near|from|of|to)\s+(?:the\s+)?$/i.test(lead) ||
              /^[\s-]+\p{Lu}/u.test(s.text.slice(place.end, place.end + 3)))
          )
            continue;
          places.push({ ...place, roles: pre.positions.filter((q) => q.employer === p.employer) });
        }
    places.sort((a, b) => a.at - b.at || b.end - a.end);
    let reached = -1;
    for (const place of places) {
      if (place.at < reached) continue;
      reached = place.end;
      if (overlapsClaim(claims, s.start + place.at, s.start + place.end)) continue;
      add({
        text: s.text.slice(place.at, place.end),
        kind: 'employer',
        status: 'supported',
        sources: sourcesAt(
          pre,
          place.roles.map((p) => p.from),
          'resume',
        ),
        at: place.at,
        length: place.end - place.at,
      });
    }
    claims.sort((a, b) => a.start - b.start);
    sentences.push({ start: s.start, end: s.end, claims });
  }
  const all = sentences.flatMap((s) => s.claims);
  return {
    sentences,
    summary: {
      claims: all.length,
      supported: all.filter((c) => c.status === 'supported').length,
      misattributed: all.filter((c) => c.status === 'misattributed').length,
      unsupported: all.filter((c) => c.status === 'unsupported').length,
    },
  };
}

const LIST_SEPARATOR = /,\s(?:and\s|or\s)?|\s(?:and|or|&)\s/g;
/** Where a list item's own words end ('Camtasia for video' -> 'Camtasia'). */
const ITEM_END =
  /\s(?:with|for|from|as|in|on|to|at|across|which|that|so|where|when|under|during|over|into|every|each|per|by|via|using|through|until|since|before|after|between)\b/i;
const MONTH_OR_DAY =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/**
 * A list in a clause ('Excel, Canva, Mailchimp and Cvent'): where one item is the resume's, every
 * name in it must be too. Lower-case items are left alone: a letter often retells the resume's
 * own list in other words.
 */
function checkList(
  pre: Prepared,
  text: string,
  offset: number,
  add: AddClaim,
  claims: readonly Claim[],
  sentence: string,
  sentenceStart = 0,
): void {
  const seps = [...text.matchAll(LIST_SEPARATOR)];
  // A list ends with 'and' or 'or' ('Fort Carson, Colorado, running ...' is no list).
  if (!seps.some((m) => /\b(?:and|or)\b|&/.test(m[0]))) return;
  const items: { text: string; at: number }[] = [];
  let begin = 0;
  for (const m of seps) {
    items.push({ text: text.slice(begin, m.index), at: begin });
    begin = m.index + m[0].length;
  }
  items.push({ text: text.slice(begin), at: begin });
  // The first item is what ends the words before the list ('I use Excel' -> 'Excel').
  const first = items[0]!;
  // Its last word, with up to three capitalised words before it ('Worcester Bosch').
  const tokens = [...first.text.matchAll(/\S+/g)];
  let k = tokens.length - 1;
  while (
    k > 0 &&
    tokens.length - k <= 3 &&
    /^\p{Lu}/u.test(tokens[k - 1]![0]) &&
    /^\p{Lu}/u.test(tokens[k]![0])
  )
    k--;
  const start = tokens[k]?.index ?? 0;
  items[0] = { text: first.text.slice(start), at: first.at + start };
  const parsed = items.map((it, k) => {
    let t = it.text;
    const end = k === 0 ? -1 : t.search(ITEM_END);
    if (end > 0) t = t.slice(0, end);
    const lead = /^(?:(?:the|a|an|my|our|some|with|in|on|of)\s)+/i.exec(t)?.[0].length ?? 0;
    t = t.slice(lead);
    let cut = t.length;
    while (cut > 0 && '.,;:!?)'.includes(t[cut - 1]!)) cut--;
    t = t.slice(0, cut);
    const words = t.split(/\s+/).filter(Boolean);
    const content = words.filter((w) => /^\p{L}[\p{L}'’-]{2,}$/u.test(w) && !STOP_WORDS.has(w.toLowerCase()));
    const absent = content.filter((w) => {
      const l = w.toLowerCase().replace(/['’]s$/, '');
      return !resumeHasWord(pre, l.length > 4 ? stem(l) : l);
    });
    const capital = /^\p{Lu}/u.test(t) || /^\p{Ll}{1,2}\p{Lu}/u.test(t);
    return { text: t, at: it.at + lead, words, content, absent, capital, k };
  });
  borrowedWork(pre, parsed, offset, add, claims, sentenceStart);
  // The names joined up to the last 'and' or 'or': 'Excel, Canva, Mailchimp and Cvent'.
  const name = (p: (typeof parsed)[number]) =>
    p.capital && p.words.length > 0 && p.words.length <= 4 && p.words.every((w) => /^[\p{Lu}\d]/u.test(w));
  let last = -1;
  seps.forEach((m, k) => {
    if (/\b(?:and|or)\b|&/.test(m[0])) last = k + 1;
  });
  let from = last;
  while (from > 0 && name(parsed[from - 1]!)) from--;
  if (last < 0 || !name(parsed[last]!) || last - from < 1) return;
  const ok = parsed.slice(from, last + 1).filter((p) => p.content.length > 0);
  const backed = ok.filter((p) => p.absent.length === 0 || resumeHas(pre, p.text)).length;
  if (backed === 0) return;
  const credentialLike =
    CREDENTIAL_CONTEXT.test(sentence) || sentence.split(/[^\p{L}\d-]+/u).some((w) => CERT_ACRONYM_AT.has(w));
  for (const p of ok) {
    // A name the resume has: a backed claim, shown with its resume lines ('Excel, Canva and Mailchimp').
    if (name(p) && resumeHas(pre, p.text)) {
      const startAt = sentenceStart + offset + p.at;
      const lowerName = p.text.toLowerCase();
      if (
        !GENERIC_NAMES.test(p.text) &&
        !MONTH_OR_DAY.test(p.text) &&
        !placeOrField(text, parsed[from]!.at) &&
        !placeOrField(text, p.at) &&
        !namesEmployer(pre, lowerName) &&
        !overlapsClaim(claims, startAt, startAt + p.text.length)
      )
        add({
          text: p.text,
          kind: credentialLike && /\d|\p{Lu}{2}/u.test(p.text) ? 'certification' : 'skill',
          status: 'supported',
          sources: sourcesAt(pre, resumeLinesWith(pre, p.text), 'resume'),
          at: offset + p.at,
          length: p.text.length,
        });
      continue;
    }
    if (p.k === 0 || p.absent.length === 0 || resumeHas(pre, p.text)) continue;
    if (GENERIC_NAMES.test(p.text) || MONTH_OR_DAY.test(p.text)) continue;
    // Lower-case work is too often the resume's own in other words: names only.
    if (!p.capital || !p.words.every((w) => /^[\p{Lu}\d]/u.test(w))) continue;
    const lower = p.text.toLowerCase();
    if (namesEmployer(pre, lower)) continue;
    const at = offset + p.at;
    if (
      claims.some(
        (c) => c.start - 0 <= at + p.text.length && c.end >= at && c.text.includes(p.text.split(' ')[0]!),
      )
    )
      continue;
    add({
      text: p.text,
      kind: p.capital && credentialLike && /\d|\p{Lu}{2}/u.test(p.text) ? 'certification' : 'skill',
      status: 'unsupported',
      sources: [],
      reason: pre.lowerPosting.includes(lower) ? 'only the posting names it' : 'not in the resume',
      at,
      length: p.text.length,
    });
  }
}

/** Words that describe work without naming it ('hands-on work', 'daily paperwork'). */
const DESCRIPTORS = new Set(
  'hands-on day-to-day daily weekly monthly annual strong proven solid broad wide extensive excellent good great detailed accurate timely clear various multiple related relevant key core general basic advanced complex high large small new full end-to-end routine regular ongoing practical direct wider overall'.split(
    ' ',
  ),
);

/**
 * How many words, from the first, spell out a resume acronym ('factory acceptance tests' for
 * 'FAT'): 0 when they spell none.
 */
function spellsOutAcronym(pre: Prepared, words: readonly string[]): number {
  let initials = '';
  let found = 0;
  for (const w of words) {
    initials += (w[0] ?? '').toLowerCase();
    if (initials.length >= 2 && pre.resumeAcronyms.has(initials)) found = initials.length;
  }
  return found;
}

/**
 * Whether the posting glosses a phrase with a code the resume has: 'landlord gas safety checks
 * (CP12)' is the resume's 'CP12 landlord certificates' in the posting's words.
 */
function glossedByPosting(pre: Prepared, phrase: string): boolean {
  for (const line of pre.postingLines) {
    const at = line.toLowerCase().indexOf(phrase);
    if (at < 0) continue;
    // The code may close the phrase a few words on ('landlord gas | safety checks (CP12)').
    const code = /^[^()]{0,30}\(([^()]{2,12})\)/.exec(
      line.slice(at + phrase.length, at + phrase.length + 50),
    )?.[1];
    if (code && resumeHas(pre, code)) return true;
  }
  return false;
}

interface ListItem {
  text: string;
  at: number;
  words: string[];
  content: string[];
  absent: string[];
  capital: boolean;
}

/**
 * Work added to a list of the resume's own ('brazing, line sets, boiler piping and low-voltage
 * wiring'): where at least two items are the resume's word for word, an item with a word only the
 * posting has is the posting's work told as the candidate's. Words the posting lacks too are left
 * alone: a letter retells the resume's list in its own words.
 */
function borrowedWork(
  pre: Prepared,
  items: readonly ListItem[],
  offset: number,
  add: AddClaim,
  claims: readonly Claim[],
  sentenceStart: number,
): void {
  const own = items.filter((p) => p.content.length > 0 && p.absent.length === 0).length;
  // 'Earlier in my career, I worked as ...': clauses, not a list of work.
  if (
    own < 2 ||
    items.some((p) => /^(?:I|we|you|he|she|they|it|my|where|which|who|when|while)\b/i.test(p.text))
  )
    return;
  for (const p of items) {
    // ('IV starts': an acronym naming lower-case work is read as its word.)
    const acronym = /^\p{Lu}{2,5}$/u.test(p.words[0] ?? '') && p.words.length > 1 ? p.words[0]! : null;
    const absent =
      acronym && !pre.resumeAcronyms.has(acronym.toLowerCase()) ? [acronym, ...p.absent] : p.absent;
    if ((p.capital && !acronym) || absent.length === 0 || p.words.length > 5) continue;
    if (spellsOutAcronym(pre, p.words) > 0 || glossedByPosting(pre, p.text.toLowerCase())) continue;
    // What names the work is a word before the last ('boiler piping', 'fraud checks'): the last
    // word ('checks', 'calculations') is too often the resume's work in other words, a leading
    // verb ('running') is the letter's own, and a descriptor ('hands-on', 'daily') claims nothing.
    const head = p.words.at(-1)!;
    const lead = p.words.length > 1 && /ing$/i.test(p.words[0]!) ? p.words[0] : null;
    const borrowed = absent.filter((w) => {
      if (w === head || w === lead || DESCRIPTORS.has(w.toLowerCase())) return false;
      if (w === acronym) return postingHas(pre, w);
      const l = w.toLowerCase();
      if (postingHas(pre, l.length > 4 ? stem(l) : l) || postingHas(pre, l)) return true;
      // A word in neither text names new work only in a short noun phrase ('charcuterie curing'),
      // not beside a verb ('handle refrigerant recovery') or a subject ('I handled').
      return (
        p.words.length <= 3 &&
        !p.words.some((x) => /^(?:I|we|my|our)$/i.test(x)) &&
        p.words.slice(0, -1).every((x) => !baseVerb(x) && !/(?:ed|ly)$/i.test(x))
      );
    });
    if (borrowed.length === 0) continue;
    const from = sentenceStart + offset + p.at;
    if (overlapsClaim(claims, from, from + p.text.length)) continue;
    add({
      text: p.text,
      kind: 'skill',
      status: 'unsupported',
      sources: sourcesAt(pre, linesWith(pre.postingLines, borrowed[0]!.toLowerCase()), 'job'),
      reason: pre.lowerPosting.includes(borrowed[0]!.toLowerCase())
        ? 'only the posting names it'
        : 'not in the resume',
      at: offset + p.at,
      length: p.text.length,
    });
  }
}

/** Before a name: a place or a field ('in the UK', 'from Leeds', 'a BSc in Physiotherapy'), not a tool used. */
function placeOrField(text: string, at: number): boolean {
  const lead = before(text, at);
  return (
    /(?:\b(?:in|at|from|to|of|for|near|around|across|between|as|the|an?|my|our|your|their|his|her)|[(])\s*$/i.test(
      lead,
    ) ||
    // The end of a longer name ('Briar Creek Middle School').
    endsLongerName(lead) ||
    fieldOfStudy(text, at) ||
    TITLE_NOUNS.has(
      (
        text
          .slice(at, at + 40)
          .split(/[^\p{L}]+/u)
          .filter(Boolean)[0] ?? ''
      ).toLowerCase(),
    )
  );
}

/** Whether the words before end with a capitalised word and a space (read without a backtracking regex). */
function endsLongerName(lead: string): boolean {
  const trimmed = lead.trimEnd();
  if (trimmed.length === lead.length) return false;
  const word = trimmed.slice(trimmed.lastIndexOf(' ') + 1);
  return /^\p{Lu}[\p{L}\d'’.&-]*$/u.test(word);
}

/** The words of an employer's name without its legal suffix ('Oakfield Inns Ltd' -> 2). */
function fullWords(employer: string | null): number {
  return (employer ?? '').replace(LEGAL, '').trim().split(/\s+/).length;
}

/** A capitalised name after 'in' or 'of' in a clause that names a degree or qualification. */
function fieldOfStudy(text: string, at: number): boolean {
  return (
    /\b(?:in|of)\s+(?:(?:\p{Lu}[\p{L}&-]*|and|&),?\s+){0,4}$/u.test(before(text, at)) &&
    /\b(?:degree|diploma|certificate|BSc|BA|MSc|MA|BS|MS|B\.?A|B\.?S|GCSEs?|A[- ]levels?|NVQ|HND|level|course|qualification|major|studied|studying|graduated|Hons)\b/i.test(
      text,
    )
  );
}

/** Whether the posting names this (lower case) on a requirement: a list item or a line asking for experience. */
function postingAsksFor(pre: Prepared, lower: string): boolean {
  return pre.postingLines.some((line) => {
    const l = line.toLowerCase();
    return (
      l.includes(lower) &&
      (/^\s*[-•*·▪–]/.test(line) ||
        /\b(?:experience|knowledge|familiar|proficien|skills?|using|with)\b/.test(l))
    );
  });
}

/** Capitalised words that are never a claim: the letter's own words ('CV'), countries' short names. */
const GENERIC_NAMES = /^(?:CV|CVs|Resume|Résumé|UK|US|USA|EU|OK|TV|FAQ|HR|PS|PTO|Ms|Mr|Mrs|Dr)$/;

/** Words that make 'at X' a workplace: working, a role, a placement. */
const WORKPLACE =
  /\b(?:work(?:ed|ing|s)?|started|spent|joined|moved|served|serving|been|was|am|I['’]m|employed|placement|internship|role|job|position|contract|shifts?|stationed|based)\b/i;

const MILITARY_RE = new RegExp(`\\b(?:${MILITARY_BRANCHES.join('|')})\\b`, 'g');
const MILITARY_RE_LOWER = new RegExp(MILITARY_RE.source, 'gi');

/** A clause about credentials: names it claims are certificates, not skills. */
const CREDENTIAL_CONTEXT =
  /\b(?:hold|held|earned|passed|gained|obtained|achieved|registered|certified|certificates?|certification|credentials?|licen[cs]ed?|clearance|accredit\w*|qualifications?|endorsement|award|course|training(?!\s+(?:rotations?|exercises?|sessions?|schedules?|plans?|rotas?|days?|areas?|rooms?|records?|events?|needs)\b))\b/i;

/** Telling work as done or as a skill held ('I can do', 'I've also done it in', 'I'm trained in'). */
const DOING_CLAIM =
  /\b(?:I|I['’]ve|I['’]m|I am|I have)\s+(?:(?:also|already|regularly|routinely|often|now)\s+)?(?:can\s+do|do|did|done(?:\s+(?:it|this|that|so))?|perform(?:ed)?|carr(?:y|ied)\s+out|(?:trained|competent|experienced|skilled|qualified)\s+(?:in|at|to)|experience\s+(?:in|of|with))\b/gi;

/** A verb of having done or knowing something: names after it are the candidate's claims. */
const EXPERIENCE_VERB =
  /\b(?:I|I['’]ve)\s+(?:(?:have|also|regularly|now|already|recently|successfully)\s+){0,2}(?:scheduled|wrote|led|lead|handle[ds]?|diagnose[ds]?|set\s+up|configured|deployed|maintain(?:ed)?|supervised|use[ds]?|using|run|ran|work(?:ed)?\s+(?:in|with|on)|built|manage[ds]?|operate[ds]?|trained\s+(?:on|in)|hold|held|know|completed|service[ds]?|fitted|installed|programmed|taught|passed|earned|gained|obtained|achieved|(?:am|['’]m)\s+registered)\b/;

/** 'checking' -> 'check', 'boxes' -> 'box': a final 'ing', 'ed', 'es' or 's' dropped (the longest). */
function stem(w: string): string {
  if (w.endsWith('ing')) return w.slice(0, -3);
  if (w.endsWith('ed') || w.endsWith('es')) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/**
 * A clause's content stems; a clause that goes on from the one before ('which I have used for
 * eight years') has that one's words too.
 */
function clauseStemsOf(
  sentence: string,
  clause: { text: string; offset: number },
  yourAt: number,
): Set<string> {
  // What follows 'your' is the reader's ('your Plumbing & Heating Engineer vacancy').
  const own = contentStems(yourAt >= 0 ? clause.text.slice(0, yourAt) : clause.text);
  if (/^\s*(?:which|where|who|when)\b/i.test(clause.text))
    own.push(...contentStems(sentence.slice(Math.max(0, clause.offset - 100), clause.offset)));
  return new Set(own);
}

/** Each word of a role title (not a rank or title noun), with the years its roles span together. */
function titleDurations(positions: readonly Position[], lines: readonly string[], asOf: number): Duration[] {
  const spans = new Map<string, number>();
  for (const p of positions) {
    if (p.startMonths === null) continue;
    const years = ((p.endMonths ?? asOf) - p.startMonths) / 12;
    // The heading as written, up to the employer or a date ('Care Assistant (medication-trained), Nights').
    const heading = lines[p.from] ?? p.title;
    const lowerHeading = heading.toLowerCase();
    let end = heading.search(/\b(?:19|20)\d{2}\b|\s{3}/);
    for (const f of p.forms) {
      const at = lowerHeading.indexOf(f);
      if (at >= 0 && (end < 0 || at < end)) end = at;
    }
    const words = new Set([
      ...contentStems(p.title),
      ...contentStems(end >= 0 ? heading.slice(0, end) : heading),
    ]);
    for (const w of words)
      if (!TITLE_NOUNS.has(w) && !RANK_WORDS.includes(w)) spans.set(w, (spans.get(w) ?? 0) + years);
  }
  return [...spans].map(([w, years]) => ({ years, last: false, stems: [w] }));
}

/** A text's lower-case words of four letters or more that are not stop words, in order. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/** Content words of a text, crudely stemmed: what a sentence and a bullet share. */
function contentStems(text: string): string[] {
  return [
    ...new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w)).map(stem)),
  ];
}

/** 'BSc', 'B.S.', 'Bachelor of Science' -> 'bachelor'; 'MEng', 'Master' -> 'master'. */
function degreeLevel(text: string): string {
  const t = text.replace(/\./g, '').toLowerCase();
  if (/\b(?:phd|dphil|doctor|doctorate|edd|psyd|md|dvm|dds)\b/.test(t)) return 'doctor';
  if (/\b(?:master|msc|ms|ma|meng|med|mba|mfa|mcom|mph|msw|msn|llm|mpa|mpp)\b/.test(t)) return 'master';
  if (/\b(?:bachelor|bsc|bs|ba|beng|bed|bba|bfa|bcom|bsn|bsw|llb)\b/.test(t)) return 'bachelor';
  if (/\b(?:associate|aas|aa|as|asn|adn)\b/.test(t)) return 'associate';
  if (/\bfoundation degree\b/.test(t)) return 'foundation';
  // Each of these is its own qualification: an HND is not an NVQ.
  const named = /\b(hnd|hnc|btec|nvq|pgce|pgde)\b/.exec(t);
  if (named) return named[1]!;
  if (/\b(?:diploma|certificate)\b/.test(t)) return 'diploma';
  if (/\b(?:gcses?|a[- ]levels?|ged|high school)\b/.test(t)) return 'school';
  return t;
}

type AddClaim = (c: Omit<Claim, 'start' | 'end'> & { at: number; length: number }) => void;

const DEGREE_RE_G = new RegExp(DEGREE_RE.source, 'gu');
/** Telling a qualification as finished ('I earned', 'I graduated with', 'I hold'). */
const HELD_VERB =
  /\b(?:earned|completed|graduated|gained|awarded|finished|obtained|achieved|hold|held|have)\b/i;
const MONTH_NAME =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/**
 * Degrees, certificates and licences in one clause. A degree must be the resume's level, field,
 * class, school and state (not one still in progress); a credential's names, level and number
 * must stand together on one resume entry ('Level 3 Diploma' is not backed by 'Level 2 Diploma').
 */
function checkCredentials(
  pre: Prepared,
  text: string,
  offset: number,
  add: AddClaim,
  firstPerson: boolean,
): void {
  // Schools the resume does not name ('my degree is from the University of Arizona').
  for (const m of firstPerson
    ? text.matchAll(
        /\b((?:the\s+)?(?:University|College|Institute)\s+of\s+(?:\p{Lu}[\p{L}'’-]*\s?){1,3}|(?:\p{Lu}[\p{L}'’-]*\s){1,3}(?:University|College|Institute|Academy))/gu,
      )
    : []) {
    const name = m[1]!.trim().replace(/^(?:(?:the|at|in|for|from|with|since|and)\s+)+/i, '');
    if (pre.lowerResume.includes(name.toLowerCase()) || pre.lowerPosting.includes(name.toLowerCase()))
      continue;
    add({
      text: name,
      kind: 'degree',
      status: 'unsupported',
      sources: [],
      reason: `the resume names no ${name}`,
      at: offset + (m.index ?? 0) + m[0].indexOf(name),
      length: name.length,
    });
  }

  // Degree classes ('(First)', 'a 2:1'): the resume's own.
  const classes = [...text.matchAll(DEGREE_CLASS_RE)].map((m) => ({
    name: m[1] ?? m[2] ?? m[3]!,
    at: m.index + m[0].lastIndexOf(m[1] ?? m[2] ?? m[3]!),
  }));
  const wrongClass = classes.find((c) => !pre.degreeClasses.has(degreeClass(c.name)));

  // Degrees: every one the clause names, with its level, field, class, school and state.
  const degrees = [...text.matchAll(DEGREE_RE_G), ...text.matchAll(PLAIN_DEGREE_RE)]
    .sort((a, b) => a.index - b.index)
    .filter((m, k, all) => k === 0 || m.index >= all[k - 1]!.index + all[k - 1]![0].length);
  for (const degree of degrees) {
    // 'AA Rosette', 'BS 8888': a bare short acronym is a degree only where a degree is spoken of.
    const bare = /^[A-Z]{2,3}\.?$/.test(degree[0]);
    const spoken =
      !bare ||
      /\b(?:an?|my|the)\s+$/i.test(before(text, degree.index)) ||
      /^\.?\s+(?:in|degree|from)\b/.test(text.slice(degree.index + degree[0].length));
    if (!spoken) continue;
    const level = degreeLevel(degree[0]);
    const lines = pre.degreeLines.get(level) ?? [];
    const after = text.slice(degree.index, degree.index + degree[0].length + 90);
    const field = /\bin\s+((?:\p{Lu}[\p{L}&/]*\s?(?:and\s|&\s)?){1,4})/u.exec(after)?.[1]?.trim();
    const near = (l: number) =>
      `${pre.lowerLines[l - 1] ?? ''} ${pre.lowerLines[l]} ${pre.lowerLines[l + 1] ?? ''}`;
    // A degree's own lines: a neighbour naming another degree ('BSc ... (in progress)') is not its.
    const degreeLine = (l: number) => [...pre.degreeLines.values()].some((ls) => ls.includes(l));
    const ownNear = (l: number) =>
      [l - 1, l, l + 1]
        .filter((k) => k === l || (k >= 0 && k < pre.lowerLines.length && !degreeLine(k)))
        .map((k) => pre.lowerLines[k])
        .join(' ');
    // The field on an entry of the same level ('B.S. in Biology', not 'Instructional Technology').
    const fieldOk =
      !field ||
      field
        .split(/\s+/)
        .filter((w) => !/^(?:and|&)$/i.test(w))
        .every((w) =>
          lines.length > 0
            ? lines.some((l) => near(l).includes(w.toLowerCase()))
            : pre.lowerResume.includes(w.toLowerCase()),
        );
    // 'Level 4 Diploma', 'NVQ Level 3': the level number on an entry with the same degree.
    const levelNumber =
      /\bLevel\s(\d{1,2})\s+(?:\p{L}+\s+){0,1}$/u.exec(
        text.slice(Math.max(0, degree.index - 24), degree.index),
      )?.[1] ?? /^\S*\s+Level\s(\d{1,2})\b/u.exec(after)?.[1];
    const token = degree[0].replace(/\./g, '').toLowerCase().replace(/ in$/, '').trim();
    const levelOk =
      !levelNumber || backedOn(pre.entries, [token, `level ${levelNumber}`], pre.lowerEntries) >= 0;
    // 'from UNC Charlotte': the school must be the resume's.
    const school =
      /^[^,;]*?\bfrom\s+((?:the\s+)?\p{Lu}[\p{L}.&'’-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}.&'’-]*){0,5})/u.exec(
        text.slice(degree.index + degree[0].length, degree.index + degree[0].length + 120),
      )?.[1];
    // Every capitalised word of the school in the resume ('Bayfront University School of Nursing').
    const schoolOk =
      !school ||
      MONTH_NAME.test(school) ||
      school
        .split(/\s+/)
        .map(trimDots)
        .filter((w) => w && !/^(?:the|of)$/i.test(w))
        .every((w) => resumeHas(pre, w));
    const held = pre.degreeLevels.has(level);
    // A degree the resume gives as still in progress, told as held.
    const pending =
      held &&
      lines.length > 0 &&
      lines.every((l) => UNFINISHED_DEGREE.test(ownNear(l))) &&
      HELD_VERB.test(text) &&
      !TOLD_IN_PROGRESS.test(text);
    const ok = held && fieldOk && levelOk && schoolOk && !pending && !wrongClass;
    const reason = !held
      ? 'the resume gives another degree'
      : !levelOk
        ? `the resume gives another level`
        : !fieldOk
          ? 'the resume gives this degree in another field'
          : !schoolOk
            ? `the resume names no ${school}`
            : pending
              ? 'the resume gives it as in progress'
              : wrongClass
                ? `the resume gives no ${wrongClass.name}`
                : undefined;
    add({
      text: degree[0],
      kind: 'degree',
      status: ok ? 'supported' : 'unsupported',
      sources: ok
        ? sourcesAt(
            pre,
            lines.length > 0 ? lines : pre.profile.education.slice(0, 1).map((e) => e.lines[0]),
            'resume',
          )
        : [],
      ...(reason ? { reason } : {}),
      at: offset + degree.index,
      length: degree[0].length,
    });
  }
  // 'with a First in Marketing': a class told without a degree word.
  if (degrees.length === 0 && wrongClass)
    add({
      text: wrongClass.name,
      kind: 'degree',
      status: 'unsupported',
      sources: [],
      reason: `the resume gives no ${wrongClass.name}`,
      at: offset + wrongClass.at,
      length: wrongClass.name.length,
    });

  // Offsets in the clause already read as a credential.
  const spans: [number, number][] = [];
  const covered = (at: number, end: number) => spans.some(([a, b]) => at < b && end > a);
  const credential = (phrase: string, at: number, parts: string[][]) => {
    const backed = parts.map((words) => backedOn(pre.entries, words, pre.lowerEntries));
    const ok = backed.every((l) => l >= 0);
    spans.push([at, at + phrase.length]);
    add({
      text: phrase,
      kind: 'certification',
      status: ok ? 'supported' : 'unsupported',
      sources: ok ? sourcesAt(pre, [...new Set(backed)], 'resume') : [],
      ...(ok ? {} : { reason: 'not in the resume as stated' }),
      at: offset + at,
      length: phrase.length,
    });
  };

  // 'LETRS Volumes 1 through 4', 'Modules 1-3': a course in parts, told as done. The name and
  // both ends of the range stand on one resume entry.
  if (PARTS_DONE.test(text))
    for (const m of text.matchAll(PARTS_RE)) {
      const at = m.index ?? 0;
      if (covered(at, at + m[0].length)) continue;
      const names = m[1]!.split(/\s+/).filter((w) => w && !PLAIN_PARTS.test(w));
      if (names.length === 0) continue;
      credential(m[0], at, [[...names.map((w) => w.toLowerCase()), m[2]!, m[3]!]]);
    }
  // Certificates and licences: 'X certification', 'CMP credential', 'Top Secret clearance'.
  for (const m of CREDENTIAL_NOUN_HINT.test(text) ? text.matchAll(CREDENTIAL_PHRASE_RE) : []) {
    const phrase = m[1]!.trim();
    if (!namedEnough(phrase) || covered(m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
    const noun = /\s(?:in|of|for)\s\p{Lu}/u.exec(phrase);
    const head = noun ? phrase.slice(0, noun.index) : phrase;
    const field = noun ? phrase.slice(noun.index) : '';
    // 'CMP and ServSafe ... certified': each name before the noun stands on its own entry.
    const names = head.split(/\s(?:and|&)\s|,\s/);
    const parts = names.map((n, k) => distinctiveWords(k === names.length - 1 ? `${n} ${field}` : n));
    if (parts.every((p) => p.length === 0)) continue;
    credential(
      phrase,
      m.index ?? 0,
      parts.filter((p) => p.length > 0),
    );
  }
  // 'Level 3 Food Safety', 'Safeguarding Children Level 3': a qualification by its level.
  for (const m of text.matchAll(LEVEL_PHRASE_RE)) {
    const at = m.index ?? 0;
    if (covered(at, at + m[0].length)) continue;
    // A degree's level is checked with the degree ('NVQ Level 3').
    if (degrees.some((d) => Math.abs(d.index - at) <= 24)) continue;
    credential(m[0], at, [distinctiveWords(m[0])]);
  }
  // 'CCN1, CKR1, HTR1 and CPA1': a code in a run of codes whose others the resume gives is
  // checked on its own (each unit of a certificate scheme, each licence class).
  for (const code of codeListAdded(pre, text))
    if (!covered(code.index, code.index + code[0].length)) credential(code[0], code.index, [[code[0]]]);
  // Known acronyms ('BLS', 'OSHA 10'), with the level or number that follows them.
  // The clause's words: an acronym stands as a word of its own or not at all.
  const found = new Set<number>();
  for (const token of text.split(/[^\p{L}\d-]+/u)) {
    const k = CERT_ACRONYM_AT.get(token);
    if (k !== undefined) found.add(k);
  }
  for (const k of [...found].sort((a, b) => a - b)) {
    const [acronym, , re] = CERT_ACRONYM_RES[k]!;
    const m = re.exec(text);
    if (!m || covered(m.index, m.index + m[0].length)) continue;
    const number = /^\s(?:Level\s)?(\d{1,3})(?![\d.,])/.exec(text.slice(m.index + m[0].length));
    const shown = number ? text.slice(m.index, m.index + m[0].length + number[0].length) : m[0];
    const words = [acronym, ...(number ? [/Level/.test(number[0]) ? `level ${number[1]}` : number[1]!] : [])];
    // 'BLS ... through the American Heart Association': the body that issued it, on its entry.
    const issuer = issuerAfter(text.slice(m.index + m[0].length, m.index + m[0].length + 80));
    if (issuer && !issuerOn(pre, words, issuer)) {
      credential(text.slice(m.index, m.index + m[0].length + issuer.end), m.index, [
        [...words, ...issuer.words],
      ]);
      continue;
    }
    credential(shown, m.index, [words]);
  }
}

/** A body that issues credentials ('the American Heart Association', 'the Red Cross'). */
const ISSUER_RE =
  /^[^,;.]{0,40}?\b(?:through|from|issued by|accredited by)\s+the\s+((?:\p{Lu}[\p{L}'’&-]*\s+(?:of\s+)?){0,4}(?:Association|Society|Council|Institute|Board|Cross|Foundation|College|Academy|Agency|Commission|Authority))\b/u;

/** The issuing body told right after a credential, with its words and initials ('AHA'). */
function issuerAfter(rest: string): { words: string[]; initials: string; end: number } | null {
  const m = ISSUER_RE.exec(rest);
  if (!m) return null;
  const names = m[1]!.split(/\s+/).filter((w) => !/^of$/i.test(w));
  return {
    words: names.map((w) => w.toLowerCase()),
    initials: names.map((w) => w[0]!).join(''),
    end: m.index + m[0].length,
  };
}

/**
 * The credential stands on one entry with its issuer, by name or by initials ('BLS (AHA)'); only
 * an entry that names another body ('BLS, American Red Cross') tells against it.
 */
function issuerOn(
  pre: Prepared,
  credential: string[],
  issuer: { words: string[]; initials: string },
): boolean {
  if (backedOn(pre.entries, [...credential, ...issuer.words], pre.lowerEntries) >= 0) return true;
  if (
    issuer.initials.length >= 2 &&
    backedOn(pre.entries, [...credential, issuer.initials.toLowerCase()], pre.lowerEntries) >= 0
  )
    return true;
  const own = backedOn(pre.entries, credential, pre.lowerEntries);
  return own < 0 || !ISSUER_NOUN.test(pre.entries[own]!);
}

const ISSUER_NOUN =
  /\b(?:Association|Society|Council|Institute|Board|Cross|Foundation|College|Academy|Agency|Commission|Authority)\b/;

/**
 * The codes ('CPA1') in a run of three or more letter-and-digit codes, at least two of which the
 * resume gives, that the resume does not give.
 */
function codeListAdded(pre: Prepared, text: string): RegExpExecArray[] {
  const codes = [...text.matchAll(/\b\p{Lu}{2,6}\d{1,3}\b/gu)] as RegExpExecArray[];
  if (codes.length < 3) return [];
  // One run: only capitals, digits, commas and 'and' between neighbours.
  const run = codes.every((c, k) => {
    if (k === 0) return true;
    const prev = codes[k - 1]!;
    const gap = text.slice(prev.index + prev[0].length, c.index);
    return gap.length <= 24 && /^(?:[\p{Lu}\d,&/ ]|\band\b)*$/u.test(gap);
  });
  if (!run) return [];
  const held = codes.filter((c) => resumeHasWord(pre, c[0].toLowerCase()));
  if (held.length < 2) return [];
  return codes.filter((c) => !held.includes(c));
}

/** The places of work a possessive employer names ('Mercy General's cardiac unit'). */
const WORKPLACE_AFTER =
  /^['’]s\s+(?:[\p{L}\d][\p{L}\d/&-]*\s+){0,3}?(?:unit|ward|team|department|store|branch|site|office|clinic|kitchen|floor|warehouse|plant|depot|practice|restaurant|hotel|lab|laboratory|shop|centre|center|campus|division)\b/u;

/** A name told as the owner of the workplace the candidate works in ('on X's unit', 'at X's store'). */
function possessiveWorkplace(text: string, at: number, name: string): boolean {
  return (
    /\b(?:on|at|in|within|inside|from)\s+$/i.test(text.slice(Math.max(0, at - 10), at)) &&
    WORKPLACE_AFTER.test(text.slice(at + name.length, at + name.length + 60))
  );
}

/** A course in numbered parts: 'LETRS Volumes 1 through 4', 'Makaton Levels 1-2'. */
const PARTS_RE =
  /\b((?:\p{Lu}[\p{L}\d&-]*\s){1,3})(?:Volumes|Modules|Units|Levels|Parts|Books|Stages|Tiers)\s(\d{1,2})(?:\s(?:through|to|and|&)\s|\s?[-–]\s?)(\d{1,2})\b/gu;
/** Capitalised words that are no course's name ('I completed ...', 'And Volumes'). */
const PLAIN_PARTS = /^(?:I|And|The|My|Our|Also|Both|All|In|Of)$/;
/** A clause that tells a course as done or held. */
const PARTS_DONE = /\b(?:completed|finished|passed|hold|held|earned|achieved|certified|trained)\b/i;

/**
 * The place told right after an employer ('in Boulder'), when the resume gives the employer's own
 * place on its lines ('Summit Peak Tickets, Denver, CO') and this one only on another role's.
 */
function elsewhereOf(pre: Prepared, p: Position, after: string): { place: string; line: number } | null {
  const m = /^\s+in\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,4})/u.exec(after);
  if (!m) return null;
  const place = m[1]!.toLowerCase();
  const same = pre.positions.filter((q) => q.employer === p.employer);
  const linesOf = (q: Position) => {
    const out: number[] = [];
    for (let l = Math.max(0, q.from - 1); l <= q.to; l++) out.push(l);
    return out;
  };
  const own = same.flatMap(linesOf);
  // Its own lines give a place ('..., Denver, CO'), and not this one.
  if (!own.some((l) => /,\s*\p{Lu}/u.test(pre.resumeLines[l]!))) return null;
  if (own.some((l) => termIn(pre.lowerLines[l]!, pre.lowerLines[l]!, place))) return null;
  for (const q of pre.positions) {
    if (q.employer === p.employer) continue;
    const line = linesOf(q).find((l) => termIn(pre.lowerLines[l]!, pre.lowerLines[l]!, place));
    if (line !== undefined) return { place: m[1]!, line };
  }
  return null;
}
