/**
 * The claim check (issue 20): a letter's sentences, the claims in them (employers, titles,
 * tenure, numbers, degrees, certificates and licences, skills), and for each claim the resume or
 * posting lines that back it. Status: 'supported', 'misattributed' (the fact exists, under another
 * employer than the sentence gives it) or 'unsupported' (in neither text, or only in the posting
 * but claimed as the candidate's). Pure and linear in the texts; the resume's side is prepared
 * once and reused while the letter changes (the browser re-checks as the user types).
 */
import type { claimKinds, claimStatuses, ResumeProfile } from '@jobpeel/contract';
import { containsTerm, escapeRegExp, normalised } from '../text';
import { DEGREE_RE } from '../understand/qualifications';
import { readResumeProfile } from '../understand/resume-profile';
import { SKILLS, STOP_WORDS } from '../vocabulary';
import { CERTIFICATE_WORDS, TITLE_NOUNS } from '../vocabulary/resume-words';

export type ClaimKind = (typeof claimKinds)[number];
export type ClaimStatus = (typeof claimStatuses)[number];

/** Kinds whose failure is critical: a wrong one makes the letter false, not merely weak. */
export const CRITICAL_KINDS: ReadonlySet<ClaimKind> = new Set([
  'employer',
  'title',
  'tenure',
  'number',
  'degree',
  'certification',
]);

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
  employer: string | null;
  /** Lower-case forms a letter may name the employer by ('oakfield inns ltd', 'oakfield inns', 'oakfield'). */
  forms: string[];
  from: number;
  to: number;
  startMonths: number | null;
  endMonths: number | null;
}

interface Prepared {
  resumeLines: string[];
  postingLines: string[];
  lowerResume: string;
  lowerPosting: string;
  positions: Position[];
  profile: ResumeProfile;
  resumeNumbers: Map<string, number[]>;
  postingNumbers: Map<string, number[]>;
  /** Years of experience the resume states in words ('6 years' UK payroll'). */
  statedYears: number[];
  /** Each resume line's content words, stemmed: what a sentence is matched to its bullet by. */
  lineStems: string[][];
  /** The levels of every degree the resume names ('bachelor', 'diploma'). */
  degreeLevels: Set<string>;
  asOfMonths: number;
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

const NUMBER_RE =
  /(?<![\p{L}\d.-])([$£€]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|[kK](?![\p{L}])|[mM](?![\p{L}])|million|billion))?(?![\p{L}\d])/gu;

/** '$310K' and '$310,000' are one number: 310000; '12.07%' is '12.07%'. */
function numberKeys(
  text: string,
): { key: string; value: number; percent: boolean; start: number; end: number }[] {
  const out: { key: string; value: number; percent: boolean; start: number; end: number }[] = [];
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
    });
  }
  return out;
}

/** A phone number: '(614) 555-0143', '614-555-0143', '07700 900355', '+44 7700 900355'. */
const PHONE_RE = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b0\d{4}\s?\d{6}\b|\+\d{1,3}[\s\d]{8,14}\d/;

function indexNumbers(lines: readonly string[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  lines.forEach((line, i) => {
    // Contact lines (phone numbers, postcodes) hold no claims.
    if (line.includes('@') || PHONE_RE.test(line)) return;
    for (const n of numberKeys(line)) {
      const list = map.get(n.key) ?? [];
      list.push(i);
      map.set(n.key, list);
    }
  });
  return map;
}

const prepared = new Map<string, Prepared>();

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
  const positions: Position[] = [...profile.positions, ...profile.volunteering].map((p) => ({
    title: p.title,
    employer: p.employer,
    forms: p.employer ? employerForms(p.employer) : [],
    from: p.lines[0],
    to: p.lines[1],
    startMonths: monthsOf(p.start, asOfMonths),
    endMonths: p.current ? asOfMonths : monthsOf(p.end, asOfMonths),
  }));
  const statedYears = [
    ...resumeText.matchAll(
      /(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s?(?:years?|yrs)['’]?/gi,
    ),
  ].map((m) => SPELLED[m[1]!.toLowerCase()] ?? Number(m[1]));
  const out: Prepared = {
    resumeLines,
    postingLines,
    lowerResume: resumeText.toLowerCase(),
    lowerPosting: postingText.toLowerCase(),
    positions,
    profile,
    resumeNumbers: indexNumbers(resumeLines),
    postingNumbers: indexNumbers(postingLines),
    statedYears,
    lineStems: resumeLines.map(contentStems),
    degreeLevels: new Set(
      resumeLines.flatMap((l) =>
        [...l.matchAll(new RegExp(DEGREE_RE.source, 'gu'))].map((m) => degreeLevel(m[0])),
      ),
    ),
    asOfMonths,
  };
  if (prepared.size >= 8) prepared.delete(prepared.keys().next().value!);
  prepared.set(key, out);
  return out;
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
        /^\s+(?:(?:I|In|My|The|At|This|That|Since|Before|After|During|Your|We|It|As|From|When|While|With|For|On|Thank)\b|\p{Lu}\p{Ll}+,)/u.test(
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
  /\b(?:your (?:posting|advert|ad|listing|job description|requirements?|need|needs|team|techs|clinic|kitchen|customers|members|residents|pupils|patients)|you (?:ask|list|need|want|require|mention|describe|are looking|['’]re looking|use|run|follow)|the (?:posting|role|job|advert) (?:asks|requires|mentions|needs|calls)|asks? for|would (?:like|love|welcome)|look(?:ing)? forward|chance to|keen to|hope to|eager to|glad to read|as your|expect to|pick up|learn|if\b|will\b)\b/i;
/** Reading, wishing and the future: what follows is not a claim of experience. */
const WISH_FRAME =
  /\b(?:would\b|appl(?:y|ying)\s+(?:for|to)|my application|glad to (?:read|see)|interested to (?:read|see)|(?:reading|read|noted?|see|saw) that|drew me|would (?:like|love|welcome|enjoy|be)|look(?:ing)? forward|chance to|keen to|hope to|eager to|expect to|plan to|I['’]d\b|I will\b|I['’]ll\b)/i;

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

/** A clause that admits a lack ('I haven't used Tripleseat'): it claims nothing. */
const ADMISSION =
  /\b(?:can['’]t claim|cannot claim|not yet|yet to|(?:have|has|do|does|did|am|is) not|haven['’]t|hasn['’]t|don['’]t|doesn['’]t|didn['’]t|isn['’]t|never|no experience|lack)\b/i;

function clausesOf(sentence: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let begin = 0;
  for (const m of sentence.matchAll(/;\s|:\s|,\s(?:and|but|so)\s|\s(?:and|but)\s(?=I\b)/g)) {
    out.push({ text: sentence.slice(begin, m.index), offset: begin });
    begin = m.index + m[0].length;
  }
  out.push({ text: sentence.slice(begin), offset: begin });
  return out;
}

// -- Claims --------------------------------------------------------------------------------------

/** Numbers in words: 'one' only counts in tenure ('one year'), where it cannot mean 'a'. */
const SPELLED: Record<string, number> = { one: 1 };
const NUMBER_WORDS: Record<string, number> = {
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
const SPELLED_RE = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'gi');

const APPROX =
  /\b(?:about|around|roughly|nearly|almost|approximately|close to|some|over|more than|upwards of|under|less than|just under|just over)\s*$/i;

const SKILL_TERMS_LOWER = [...new Set(SKILLS.map((s) => s.toLowerCase()))].filter((s) => s.length >= 2);
const CERT_ACRONYM_RES = [...CERTIFICATE_WORDS]
  .filter((w) => /^[a-z\d-]{2,8}$/.test(w) && w.length <= 6)
  .map((w) => [w, new RegExp(`(?<![\\p{L}\\d-])${w.toUpperCase()}(?![\\p{L}\\d-])`, 'u')] as const);

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
    // The employers this sentence names; else the ones the paragraph last named.
    const named = pre.positions.filter((p) => p.forms.some((f) => containsTerm(lower, f)));
    if (named.length > 0) context = named;
    const owners =
      named.length > 0 ? named : /^(?:there|in that|in the same|i also|also)\b/i.test(s.text) ? context : [];

    for (const clause of clausesOf(s.text)) {
      const text = clause.text;
      const framed = WISH_FRAME.test(text) || (POSTING_FRAME.test(text) && !/^I\b/.test(text.trim()));
      // Employers this clause names itself: tenure is measured against them.
      const clauseOwners = pre.positions.filter((p) =>
        p.forms.some((f) => containsTerm(text.toLowerCase(), f)),
      );
      const admits = ADMISSION.test(text);
      // The writer, or the team they speak for ('our average transaction value').
      const firstPerson = /\b(?:I|I['’](?:ve|m|d))\b|\b(?:my|me|our|we)\b/i.test(text);

      // Employers named with at/with/for that neither text has.
      for (const m of text.matchAll(
        /\b(?:[Aa]t|[Ww]ith|[Ff]or|[Jj]oined)\s+((?:the\s+)?(?:\p{Lu}[\p{L}&'’.-]*\s?){1,5})/gu,
      )) {
        // 'Saltbox Snacks Ltd. Most ...': a name ends where a sentence does.
        const name = m[1]!.trim().split(/\.\s/)[0]!.replace(/[.,]$/, '');
        if (!firstPerson || framed || name.split(/\s+/).length < 2) continue;
        const n = name
          .toLowerCase()
          .replace(/^the /, '')
          .replace(/['’]s\b.*$/, '');
        if (pre.positions.some((p) => p.forms.some((f) => n.startsWith(f)))) continue;
        if (pre.lowerResume.includes(n)) continue;
        // The employer the letter is written to, named as a place the candidate worked ('I
        // started with Buckeye Comfort'): only the posting has it.
        const pastWork =
          /\b(?:I|I['’]ve|I have)\s+(?:\w+\s+){0,2}?(?:worked|started|spent|ran|led|managed|joined|served|began|trained)\b/.test(
            before(text, m.index ?? 0),
          );
        // The employer written to is named as a workplace only in a clause that tells experience.
        if (pre.lowerPosting.includes(n) && !pastWork) continue;
        add({
          text: name,
          kind: 'employer',
          status: 'unsupported',
          sources: [],
          reason: `"${name}" is not in the resume`,
          at: clause.offset + (m.index ?? 0) + m[0].indexOf(m[1]!),
          length: name.length,
        });
      }

      // Titles: 'as a payroll officer', 'worked as Junior Sous Chef at ...'.
      for (const m of text.matchAll(
        /\b(?:[Aa]s|am|I['’]m|was|been|(?:promoted|moved up|rose|stepped up) to)\s+(?:an?\s+|the\s+|my\s+|our\s+)?((?:[\p{L}&/-]+\s){0,4}?[\p{L}-]+)(?=\s+(?:at|with|for|in|on|since|from|and|,)|[.,;:]|$)/gu,
      )) {
        const phrase = m[1]!
          .toLowerCase()
          .replace(/^(?:currently|now|also|still|formerly|then|already)\s+/, '')
          .replace(/^(?:an?|the|my)\s+/, '');
        const words = phrase.split(/\s+/);
        // The job applied for ('as a Senior Care Assistant') and titles the resume writes anywhere
        // ('Lead designer on 11 cells') are not claims to check against the roles.
        if (
          /\byour\b/.test(phrase) ||
          containsTerm(pre.lowerPosting, phrase) ||
          containsTerm(pre.lowerResume, phrase)
        ) {
          if (!containsTerm(pre.lowerPosting, phrase) && containsTerm(pre.lowerResume, phrase)) continue;
          if (/\byour\b/.test(phrase)) continue;
        }
        const last = words[words.length - 1]!;
        // 'twelve servers', 'store managers': people, not a title held.
        if (/[^s]s$/.test(last) && TITLE_NOUNS.has(last.slice(0, -1))) continue;
        const head = last.replace(/s$/, '');
        if (!TITLE_NOUNS.has(head) || /\byour\b/.test(before(text, m.index ?? 0).slice(-12)) || framed)
          continue;
        const content = words.filter((w) => !STOP_WORDS.has(w) && w.length > 1);
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
        // 'grade-level PBIS lead' for 'PBIS grade-level lead': every word on one line of the resume.
        const onOneLine = pre.resumeLines.some((l) => {
          const line = l.toLowerCase();
          return content.every((w) => line.includes(w));
        });
        const headline =
          containsTerm(pre.profile.headline ?? '', phrase) || containsTerm(pre.profile.summary ?? '', phrase);
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
        const here =
          owners.length > 0 ? held.filter((p) => owners.some((o) => o.employer === p.employer)) : held;
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
      }

      // Tenure: 'five years', 'more than six years', 'since 2019'.
      for (const m of text.matchAll(
        /\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?:\s+and\s+a\s+half)?\+?\s+(?:full\s+)?(?:years?|yrs)\b/gi,
      )) {
        if (framed || !firstPerson) continue;
        const raw = m[1]!.toLowerCase();
        const claimed = (SPELLED[raw] ?? Number(raw)) + (/and a half/i.test(m[0]) ? 0.5 : 0);
        const preceding = before(text, m.index ?? 0);
        const loose = /\b(?:nearly|almost|close to|about|around)\s*$/i.test(preceding);
        const tenureOwners =
          clauseOwners.length > 0
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
        const best =
          tenureOwners.length > 0 ? employerSpan : Math.max(career, ...spans, ...pre.statedYears, 0);
        const ok = claimed <= best + (loose ? 1 : 0.25);
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
      for (const m of text.matchAll(
        /\bsince\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?\s+)?((?:19|20)\d{2})\b/gi,
      )) {
        if (framed) continue;
        const year = Number(m[1]);
        const pool =
          owners.length > 0
            ? pre.positions.filter((p) => owners.some((o) => o.employer === p.employer))
            : pre.positions;
        const ok = pool.some((p) => p.startMonths !== null && Math.floor(p.startMonths / 12) === year);
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

      // Numbers, money and percentages; a phone number is none of them.
      const phone = new RegExp(PHONE_RE.source, 'g');
      const phones = [...text.matchAll(phone)].map((m) => [m.index, m.index + m[0].length] as const);
      for (const n of numberKeys(text)) {
        if (phones.some(([a, b]) => n.start >= a - 1 && n.end <= b + 1)) continue;
        if (n.value >= 1900 && n.value <= 2100 && !n.percent) {
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
        if (/^\s?\+?\s+(?:full\s+)?(?:years?|yrs)\b/i.test(text.slice(n.end))) continue;
        if (/(?:19|20)\d{2}[–—/-]$/.test(text.slice(Math.max(0, n.start - 5), n.start))) continue;
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
        if (lines.length === 0) {
          // A number the posting gives ('Year 1', 'a 48-hour service level') is the posting's,
          // unless it is told as the candidate's result.
          if (
            job.length > 0 &&
            (framed ||
              !firstPerson ||
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
          } else if (firstPerson || owners.length > 0) {
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

      // Numbers in words ('six English learners', 'fourteen dishes'), not tenure.
      if (firstPerson && !framed)
        for (const m of text.matchAll(SPELLED_RE)) {
          const word = m[1]!.toLowerCase();
          // 'one-week-in-six': part of a compound, not a count.
          if (/-$/.test(before(text, m.index ?? 0)) || text[(m.index ?? 0) + m[0].length] === '-') continue;
          if (
            /^\s+(?:(?:full\s+)?(?:years?|yrs|months?|weeks?|days?)|of\s+(?:the|my|our|them|us)|or|to)\b/i.test(
              text.slice((m.index ?? 0) + m[0].length),
            )
          )
            continue;
          const value = NUMBER_WORDS[word]!;
          if (pre.resumeNumbers.has(String(value)) || new RegExp(`\\b${word}\\b`, 'i').test(input.resumeText))
            continue;
          if (
            pre.postingNumbers.has(String(value)) ||
            new RegExp(`\\b${word}\\b`, 'i').test(input.postingText)
          )
            continue;
          add({
            text: m[1]!,
            kind: 'number',
            status: 'unsupported',
            sources: [],
            reason: 'not in the resume',
            at: clause.offset + (m.index ?? 0),
            length: m[1]!.length,
          });
        }

      if (framed || admits || !firstPerson) continue;

      // A fact told of one employer that the resume lists under another ('at Larkspur Meadows, I
      // send a weekly family newsletter ...'): the best-matching bullet decides.
      if (owners.length > 0) {
        const words = contentStems(text);
        let best: { position: Position; shared: number; line: number } | null = null;
        for (const p of pre.positions)
          for (let line = p.from; line <= p.to; line++) {
            if (pre.resumeLines[line]!.length < 20) continue;
            const shared = pre.lineStems[line]!.filter((w) => words.includes(w)).length;
            if (shared >= 3 && (!best || shared > best.shared)) best = { position: p, shared, line };
          }
        // Only an employer named as a workplace ('at X', 'with X'), not one the sentence mentions in passing.
        const asWorkplace = owners.some((o) =>
          o.forms.some((f) =>
            new RegExp(`\\b(?:at|with|for|joined)\\s+(?:the\\s+)?${escapeRegExp(f)}`, 'i').test(text),
          ),
        );
        if (
          best &&
          asWorkplace &&
          !owners.some((o) => o.employer === best.position.employer) &&
          best.position.employer
        ) {
          const named = owners[0]!;
          const form = named.forms.find((f) => containsTerm(lower, f)) ?? named.employer ?? '';
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

      // Schools the resume does not name ('my degree is from the University of Arizona').
      for (const m of text.matchAll(
        /\b((?:the\s+)?(?:University|College|Institute)\s+of\s+(?:\p{Lu}[\p{L}'’-]*\s?){1,3}|(?:\p{Lu}[\p{L}'’-]*\s){1,3}(?:University|College|Institute|Academy))/gu,
      )) {
        const name = m[1]!.trim().replace(/^(?:(?:the|at|in|for|from|with|since|and)\s+)+/i, '');
        if (pre.lowerResume.includes(name.toLowerCase()) || pre.lowerPosting.includes(name.toLowerCase()))
          continue;
        add({
          text: name,
          kind: 'degree',
          status: 'unsupported',
          sources: [],
          reason: `the resume names no ${name}`,
          at: clause.offset + (m.index ?? 0) + m[0].indexOf(name),
          length: name.length,
        });
      }

      // Degrees: the level and the field must be the resume's.
      const degree = DEGREE_RE.exec(text);
      // 'AA Rosette', 'BS 8888': a bare short acronym is a degree only where a degree is spoken of.
      const bare = degree && /^[A-Z]{2,3}\.?$/.test(degree[0]);
      const spoken =
        degree &&
        (!bare ||
          /\b(?:an?|my|the)\s+$/i.test(before(text, degree.index)) ||
          /^\.?\s+(?:in|degree|from)\b/.test(text.slice(degree.index + degree[0].length)));
      if (degree && spoken) {
        const level = degreeLevel(degree[0]);
        const sameLevel = pre.degreeLevels.has(level);
        const field = /\bin\s+((?:\p{Lu}[\p{L}&]*\s?(?:and\s|&\s)?){1,4})/u
          .exec(text.slice(degree.index))?.[1]
          ?.trim();
        const fieldOk =
          !field ||
          field
            .split(/\s+/)
            .every((w) => /^(?:and|&)$/i.test(w) || pre.lowerResume.includes(w.toLowerCase()));
        const ok = sameLevel && fieldOk;
        add({
          text: degree[0],
          kind: 'degree',
          status: ok ? 'supported' : 'unsupported',
          sources: ok
            ? sourcesAt(
                pre,
                pre.profile.education.slice(0, 1).map((e) => e.lines[0]),
                'resume',
              )
            : [],
          ...(ok ? {} : { reason: 'the resume gives another degree' }),
          at: clause.offset + degree.index,
          length: degree[0].length,
        });
      }

      // Certificates and licences: acronyms, and 'X certification' / 'X licence' phrases.
      for (const m of text.matchAll(
        /\b((?:[\p{L}\d][\p{L}\d&/-]*\s){0,4}(?:[Cc]ertification|[Cc]ertificate|[Cc]ertified|[Ll]icen[cs]e|[Rr]egistration|[Cc]ard)(?:\s(?:in|of)\s(?:\p{Lu}[\p{L}&-]*\s?){1,4})?)/gu,
      )) {
        const phrase = m[1]!.trim();
        const words = phrase.split(/\s+/);
        const noun = words.findIndex((w) =>
          /^(?:certification|certificate|certified|licen[cs]e|registration|card)$/i.test(w),
        );
        // Capitalised words and acronyms anywhere; a lower-case word only right before the noun
        // ('contractor license'), and no verb ('completed', 'earning').
        const distinctive = words.filter(
          (w, k) =>
            k !== noun &&
            !/^(?:Valid|Current|Full|Clean|Active|Universal|I|My|The|A|An|In|Of)$/.test(w) &&
            (/^[\p{Lu}\d]/u.test(w) ||
              (k === noun - 1 && w.length >= 5 && !STOP_WORDS.has(w) && !/(?:ed|ing)$/.test(w))),
        );
        if (distinctive.length === 0) continue;
        const ok = distinctive.every((w) => containsTerm(input.resumeText, w));
        add({
          text: phrase,
          kind: 'certification',
          status: ok ? 'supported' : 'unsupported',
          sources: ok ? sourcesAt(pre, linesWith(pre.resumeLines, distinctive[0]!), 'resume') : [],
          ...(ok ? {} : { reason: 'not in the resume' }),
          at: clause.offset + (m.index ?? 0),
          length: phrase.length,
        });
      }
      for (const [acronym, re] of CERT_ACRONYM_RES) {
        if (!text.includes(acronym.toUpperCase())) continue;
        const m = re.exec(text);
        if (!m) continue;
        if (claims.some((c) => c.kind === 'certification' && c.text.includes(m[0]))) continue;
        const ok = new RegExp(`(?<![\\p{L}\\d-])${acronym}(?![\\p{L}\\d-])`, 'iu').test(input.resumeText);
        add({
          text: m[0],
          kind: 'certification',
          status: ok ? 'supported' : 'unsupported',
          sources: ok ? sourcesAt(pre, linesWith(pre.resumeLines, m[0]), 'resume') : [],
          ...(ok ? {} : { reason: 'not in the resume' }),
          at: clause.offset + m.index,
          length: m[0].length,
        });
      }

      // Names and terms only the posting has, claimed as the candidate's ('run controlled drug
      // checks', 'Moody's CreditLens'): capitalised names and posting phrases the resume lacks.
      const verb = EXPERIENCE_VERB.exec(text);
      for (const m of verb
        ? text.slice(verb.index).matchAll(/\b(\p{Lu}[\p{Ll}\p{Lu}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2})/gu)
        : []) {
        m.index = (m.index ?? 0) + verb!.index;
        const name = m[1]!;
        const l = name.toLowerCase();
        if (
          name.length < 3 ||
          /^(?:I|I['’]\w+|My|The|At|In|On|For|With|And|But|Before|After|During|Since|When|While|This|That|There|Then|Our|Your|Level)$/.test(
            name,
          )
        )
          continue;
        if (pre.lowerResume.includes(l) || containsTerm(input.resumeText, name)) continue;
        if (claims.some((c) => c.text.includes(name) || name.includes(c.text))) continue;
        if (pre.positions.some((p) => p.forms.some((f) => l.startsWith(f) || f.startsWith(l)))) continue;
        // Months, days, places of the resume's own header are not claims.
        if (
          /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(
            name,
          )
        )
          continue;
        add({
          text: name,
          kind: 'skill',
          status: 'unsupported',
          sources: [],
          reason: pre.lowerPosting.includes(l) ? 'only the posting names it' : 'not in the resume',
          at: clause.offset + (m.index ?? 0),
          length: name.length,
        });
      }

      // Work the posting names and the resume does not, told as the candidate's ('run controlled
      // drug checks', 'on packaged rooftop units'): two content words in a row, found in the
      // posting and nowhere in the resume.
      {
        const words = (text.toLowerCase().match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? []).filter(
          (w) => !STOP_WORDS.has(w),
        );
        for (let k = 0; k + 1 < words.length; k++) {
          const pair = `${words[k]} ${words[k + 1]}`;
          if (!pre.lowerPosting.includes(pair) || pre.lowerResume.includes(pair)) continue;
          if (pre.lowerResume.includes(words[k]!) && pre.lowerResume.includes(words[k + 1]!)) continue;
          if (claims.some((c) => c.text.toLowerCase().includes(words[k]!))) continue;
          const at = text.toLowerCase().indexOf(pair);
          if (at < 0) continue;
          // 'your needs-based conversations', 'your 48-hour service level': the posting's own.
          if (/\b(?:your|you|the)\s+(?:[\p{L}\d-]+\s+){0,1}$/iu.test(before(text, at))) continue;
          add({
            text: text.slice(at, at + pair.length),
            kind: 'skill',
            status: 'unsupported',
            sources: sourcesAt(pre, linesWith(pre.postingLines, pair), 'job'),
            reason: 'only the posting names it',
            at: clause.offset + at,
            length: pair.length,
          });
          break;
        }
      }

      // Skills and tools: the resume must have them (the posting naming them is not enough).
      const lowerClause = text.toLowerCase();
      for (const skill of SKILL_TERMS_LOWER) {
        if (!lowerClause.includes(skill) || !containsTerm(text, skill)) continue;
        if (claims.some((c) => c.text.toLowerCase().includes(skill.toLowerCase()))) continue;
        if (containsTerm(input.resumeText, skill)) continue;
        const at = text.toLowerCase().indexOf(skill.toLowerCase());
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

/** A verb of having done or knowing something: names after it are the candidate's claims. */
const EXPERIENCE_VERB =
  /\b(?:I|I['’]ve)\s+(?:have\s+|also\s+|regularly\s+|now\s+)?(?:use[ds]?|using|run|ran|work(?:ed)?\s+(?:in|with|on)|built|manage[ds]?|operate[ds]?|trained\s+(?:on|in)|hold|held|know|completed|service[ds]?|fitted|installed|programmed|taught)\b/;

/** Content words of a text, crudely stemmed: what a sentence and a bullet share. */
function contentStems(text: string): string[] {
  return [
    ...new Set(
      (text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
        .filter((w) => !STOP_WORDS.has(w))
        .map((w) => w.replace(/(?:ing|ed|es|s)$/, '')),
    ),
  ];
}

/** 'BSc', 'B.S.', 'Bachelor of Science' -> 'bachelor'; 'MEng', 'Master' -> 'master'. */
function degreeLevel(text: string): string {
  const t = text.replace(/\./g, '').toLowerCase();
  if (/\b(?:phd|doctor|doctorate|edd|psyd|md|dvm|dds)\b/.test(t)) return 'doctor';
  if (/\b(?:master|msc|ms|ma|meng|med|mba|mfa|mcom|mph|msw|msn|llm|mpa|mpp)\b/.test(t)) return 'master';
  if (/\b(?:bachelor|bsc|bs|ba|beng|bed|bba|bfa|bcom|bsn|bsw|llb)\b/.test(t)) return 'bachelor';
  if (/\b(?:associate|aas|aa|as|asn|adn)\b/.test(t)) return 'associate';
  if (/\bfoundation degree\b/.test(t)) return 'foundation';
  if (/\b(?:diploma|hnd|hnc|btec|nvq|pgce|pgde|certificate)\b/.test(t)) return 'diploma';
  if (/\b(?:gcses?|a[- ]levels?|ged|high school)\b/.test(t)) return 'school';
  return t;
}
