/**
 * The structured job posting: title, company, location, seniority, what the job involves, what
 * it requires, what it would like, the licences it asks for, what it asks applicants to do, and
 * the keywords that matter, with the boilerplate (benefits, legal text, navigation, other jobs)
 * set apart. Every value is text found in the posting.
 */
import type { JobPosting } from '@jobpeel/contract';
import { countOccurrences, countWords, isBullet, isInjectionLine, stripBullet } from '../text';
import { STOP_WORDS } from '../vocabulary';
import { CERTIFICATE_WORDS, TITLE_NOUNS } from '../vocabulary/resume-words';
import { classifyPostingLines } from './boilerplate';
import { classifyPart, findLocation, hasTitleWord, isLocation } from './classify';
import { findSkills, listedTerms } from './keywords';

export interface PostingHints {
  /** From the page's structured data (JSON-LD, an ATS API) or the form, when known. */
  company?: string | null;
  title?: string | null;
  location?: string | null;
}

type Block = 'intro' | 'responsibilities' | 'must' | 'nice' | 'about' | 'apply' | 'other';

const BLOCK_HEADINGS: [RegExp, Block][] = [
  [
    /^(?:(?:key |main |your |the |core )?(?:responsibilities|duties|accountabilities)(?: of the (?:job|role|post|position))?|what you(?:'|’)?ll (?:do|be doing)|what you will (?:do|be doing)|the role|about the role|the job|your role|role overview|in this role(?: you will)?|day[- ]to[- ]day|a typical day|what the job involves|job description|position summary|overview of the role|the opportunity)$/i,
    'responsibilities',
  ],
  [
    /^(?:nice to haves?|nice-to-haves?|bonus(?: points)?|preferred(?: qualifications| skills| experience)?|desirable(?: criteria| skills)?|pluses|it(?:'|’)?s a plus if|extra credit|even better if|great to have|would be great)$/i,
    'nice',
  ],
  [
    /^(?:(?:minimum |basic |required |essential |key |the )?(?:requirements|qualifications|criteria|skills(?: and experience)?|experience)|must[- ]haves?|what (?:we(?:'|’)?re|we are) looking for|what you(?:'|’)?ll (?:need|bring)|what you (?:need|bring|have)|who you are|about you|you have|you are|you might be a fit if|you(?:'|’)?ll be a fit if|is this you|requirements and qualifications|skills and qualifications|essential criteria|person specification|what we need|you should have|to be successful(?: in this role)?(?: you will need)?)$/i,
    'must',
  ],
  [/^(?:how to apply|to apply|application process|next steps|apply)$/i, 'apply'],
  [
    /^(?:about (?:us|the company|the team|the organi[sz]ation)|who we are|our (?:company|story|mission)|company overview)$/i,
    'about',
  ],
];

function headingText(line: string): string | null {
  const bare = line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/[*_]{2}/g, '')
    .replace(/[:：]$/, '')
    .trim();
  if (!bare || bare.length > 60 || isBullet(line) || /[.!?;,]$/.test(bare)) return null;
  return bare.split(/\s+/).length <= 8 ? bare : null;
}

function blockOf(line: string): Block | null {
  const heading = headingText(line);
  if (!heading) return null;
  for (const [re, block] of BLOCK_HEADINGS) if (re.test(heading)) return block;
  return null;
}

// -- Title -----------------------------------------------------------------------------------

const TITLE_LABEL =
  /^(?:job title|position title|job position|title|position|role|vacancy|job)[ \t]*[:：–—-][ \t]*(\S.{0,100})$/i;
const HIRING =
  /\b(?:hiring|seeking|looking for|recruiting)\s+(?:an?|our next|a new|an experienced|experienced)\s+(\S[^.,;:!?()\n]{2,80})/i;

function isTitleLike(text: string): boolean {
  // 'Child Welfare Social Worker II – Ongoing Services': the part before a dash decides.
  const head = text.split(/\s[|·•–—-]\s/)[0]!.trim();
  if (head !== text) return isTitleLike(head);
  const words = text.split(/\s+/);
  if (words.length > 10 || /[.!?]$/.test(text) || /[@]|https?:/.test(text)) return false;
  return classifyPart(text) === 'title' || (hasTitleWord(text) && words.length <= 7);
}

/**
 * 'Electrician (Journeyman) - $38/hr - Nashville, TN' -> 'Electrician (Journeyman)': pay, places
 * and 'at Company' go; a qualifier that belongs to the job ('– Ongoing Services') stays.
 */
function tidyTitle(raw: string): string {
  const at = /\s(?:at|@)\s/i.exec(raw);
  const text = (at ? raw.slice(0, at.index) : raw).replace(/^[A-Z][\w&' ]{1,40} is hiring[:!]?\s+/i, '');
  const segments = text.split(/\s[|·•]\s|\s[–—-]\s/);
  const kept = [segments[0]!];
  for (const segment of segments.slice(1)) {
    const t = segment.trim();
    if (
      /[$£€]|(?<!\d)\d+\s*(?:\/\s*(?:hr|hour)|k\b|per\b)/i.test(t) ||
      isLocation(t) ||
      findLocation(t) ||
      /^(?:remote|hybrid|on-?site)\b/i.test(t)
    )
      break;
    kept.push(t);
  }
  const last = kept[kept.length - 1]!;
  return text
    .slice(0, text.indexOf(last, text.indexOf(kept[0]!)) + last.length)
    .replace(/(?<![.,:;!])[.,:;!]+$/, '')
    .trim();
}

function findTitle(lines: string[], kinds: (string | null)[], hints: PostingHints): string | null {
  if (hints.title?.trim()) return hints.title.trim();
  for (const line of lines) {
    const label = TITLE_LABEL.exec(line.trim());
    if (label && isTitleLike(tidyTitle(label[1]!))) return tidyTitle(label[1]!);
  }
  // The first real line that reads as a title (skipping navigation and the company's name).
  let seen = 0;
  for (let i = 0; i < lines.length && seen < 6; i++) {
    const line = lines[i]!.trim();
    if (!line || kinds[i]) continue;
    seen++;
    // 'Home / Careers / Nursing / RN – Med/Surg': a breadcrumb's last step is the page.
    const crumbs = line.split(/\s[/>›»]\s/);
    const candidate = tidyTitle(
      (crumbs.length >= 3 ? crumbs[crumbs.length - 1]! : line).replace(/^#{1,6}\s+/, ''),
    );
    // A sentence ('We're hiring a Data Analyst to join the team.') is not a title line.
    if (/[.!?]$/.test(line) || /\b(?:we|we're|we’re|our|you|your|join|is|are)\b/i.test(candidate)) continue;
    if (candidate && isTitleLike(candidate) && !blockOf(line)) return candidate;
  }
  const hiring = HIRING.exec(lines.join('\n'));
  if (hiring) {
    const words = hiring[1]!.split(/\s+/);
    // 'a Mid-Market Account Executive to join' -> up to the title's head noun.
    let end = -1;
    words.forEach((w, k) => {
      if (k < 7 && TITLE_NOUNS.has(w.toLowerCase().replace(/[^a-z-]/g, ''))) end = k;
    });
    if (end >= 0) {
      const found = words.slice(0, end + 1).join(' ');
      return /\p{Lu}/u.test(found) ? found : found.replace(/(?<![\p{L}'’])\p{L}/gu, (c) => c.toUpperCase());
    }
  }
  return null;
}

// -- Company ---------------------------------------------------------------------------------

const NOT_A_COMPANY =
  /^(?:us|you|our|we|this|that|the|a|an|your|their|its|my|team|role|position|job|company|the team|the role|the company|our team|our company|here|home|careers|jobs|all|everyone|people|this role|this position|the opportunity|the job)$/i;

function tidyCompany(raw: string): string | null {
  if (/^(?:our|your|their|us|a|an|this|that|these|my)\b/i.test(raw.trim())) return null;
  const name = raw
    .trim()
    .replace(/['’]s$/, '')
    .replace(/(?<![.,:;!])[.,:;!]+$/, '')
    .trim();
  if (!name || name.length > 70 || name.split(/\s+/).length > 7) return null;
  if (NOT_A_COMPANY.test(name) || STOP_WORDS.has(name.toLowerCase())) return null;
  if (classifyPart(name) === 'title' || /\d{3}/.test(name)) return null;
  return name;
}

/** A name: one to five words, each capitalised or joined by '&', 'and', 'of'. Case kept. */
const NAME = "[\\p{L}\\d][\\p{L}\\d&'’.-]*(?:[ \\t](?:[\\p{L}\\d][\\p{L}\\d&'’.-]*|&|and|of)){0,6}";
const COMPANY_CUES: RegExp[] = [
  new RegExp(
    `^[ \\t]{0,4}(?:company|employer|organi[sz]ation|hiring company|client)[ \\t]{0,4}[:：][ \\t]{0,4}(${NAME})`,
    'imu',
  ),
  new RegExp(`^[ \\t]{0,4}(?:#{1,6}[ \\t]{0,4})?about[ \\t]{1,4}(${NAME})[ \\t]{0,4}:?[ \\t]{0,4}$`, 'imu'),
  new RegExp(
    `(?:^|[.!?][ \\t]{1,4}|\\n)at[ \\t]{1,4}(${NAME}),[ \\t]{1,4}(?:we|our|you|everyone|people)\\b`,
    'iu',
  ),
  new RegExp(
    `(?:^|[.!?][ \\t]{1,4}|\\n)(${NAME})[ \\t]{1,4}(?:is|are)[ \\t]{1,4}(?:hiring|looking|seeking|recruiting|growing|an equal)`,
    'iu',
  ),
  new RegExp(
    `\\bjoin[ \\t]{1,4}(?:the[ \\t]{1,4}team[ \\t]{1,4}at[ \\t]{1,4}|us[ \\t]{1,4}at[ \\t]{1,4})?(${NAME})`,
    'iu',
  ),
  new RegExp(
    `^[ \\t]{0,4}the[ \\t]{1,4}(${NAME})[ \\t]{1,4}(?:recruitment|recruiting|talent(?: acquisition)?|hiring|people|hr)[ \\t]{1,4}team\\b`,
    'imu',
  ),
  new RegExp(`(?:^|[.!?][ \\t]{1,4})(${NAME})[ \\t]{1,4}is[ \\t]{1,4}an?[ \\t]{1,4}equal`, 'imu'),
  // A careers page's header: 'Fennel | Careers', 'Copperleaf Brewing Co. / Jobs'.
  new RegExp(
    `^[ \\t]{0,4}(${NAME})[ \\t]{0,4}(?:[|/·–—-][ \\t]{0,4})?(?:careers|jobs|early careers|job board|open roles)[ \\t]{0,4}$`,
    'imu',
  ),
  new RegExp(`\\b(?:we(?:'|’)re|we[ \\t]{1,4}are)[ \\t]{1,4}(${NAME})[.!]`, 'u'),
  new RegExp(
    `^[ \\t]{0,4}(?:jobs|careers|open roles|vacancies|work)[ \\t]{1,4}at[ \\t]{1,4}(${NAME})`,
    'imu',
  ),
  new RegExp(
    `(?:^|[.!?][ \\t]{1,4})(${NAME})[ \\t]{1,4}(?:has[ \\t]{1,4}been|was[ \\t]{1,4}founded|has[ \\t]{1,4}(?:protected|built|served|helped|grown))\\b`,
    'mu',
  ),
];

/** Trailing words that are part of the sentence, not the name ('Acme is hiring' caught 'Acme'). */
const NAME_TAIL =
  /(?<![ \t])[ \t]+(?:we|our|is|are|has|and|of|&|to|for|in|on|at|the|team|recruitment|talent|hiring|early)$/i;

/** 'X is an 11–18 school', 'X is proud to be': a description; the name must look like one. */
const DESCRIBED = new RegExp(
  `(?:^|[.!?][ \\t]{1,4})(${NAME})[ \\t]{1,4}(?:is|are)[ \\t]{1,4}(?:a|an|the|one[ \\t]{1,4}of|committed|proud|dedicated|based|part[ \\t]{1,4}of)\\b`,
  'gmu',
);

/** 'Python', 'Salesforce': a skill named alone is not a company ('Python is a plus'). */
function isOnlySkill(name: string): boolean {
  return findSkills(name).some((skill) => skill.toLowerCase() === name.toLowerCase());
}

/** The name as the posting mostly writes it: 'Quillmark' over 'QUILLMARK' and 'quillmark'. */
function preferredCasing(name: string, text: string): string {
  const re = new RegExp(
    `(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`,
    'giu',
  );
  const variants = [...text.matchAll(re)].map((m) => m[0]);
  const mixed = variants.filter((v) => /\p{Lu}/u.test(v) && v !== v.toUpperCase());
  return mixed[0] ?? variants.find((v) => /\p{Lu}/u.test(v)) ?? name;
}

function findCompany(text: string, hints: PostingHints, title: string | null): string | null {
  if (hints.company?.trim()) return hints.company.trim();
  const name = findCompanyCue(text, title);
  return name ? withPlace(fullName(preferredCasing(name, text), text), text) : null;
}

function findCompanyCue(text: string, title: string | null): string | null {
  // 'Financial Analyst at Harbor & Vale Capital' as one of the first lines.
  for (const line of text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 6)) {
    const at = /\s(?:at|@)\s/.exec(line);
    if (!at || !isTitleLike(line.slice(0, at.index).trim())) continue;
    const name = tidyCompany(line.slice(at.index + at[0].length).split(/\s[|·•–—-]\s/)[0]!);
    if (name && /^[\p{Lu}\d]/u.test(name)) return name;
  }
  // The employer's name on a line of its own under (or above) the title: 'Ashcombe Primary School,
  // Ashcombe Road, Bristol BS5', 'Calloway Process Systems Ltd'.
  const head = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4);
  for (const line of head) {
    if (title && line.toLowerCase().includes(title.toLowerCase())) continue;
    const first = line.split(/\s?[,|·•–—]\s|\s-\s/)[0]!.trim();
    const words = first.split(/\s+/);
    if (words.length < 2 || words.length > 6 || !/^[\p{Lu}]/u.test(first) || /[:?!]/.test(first)) continue;
    // A heading ('ABOUT THE INN', 'Company Description', 'Greyfriars Early Careers') is not the name.
    if (/^(?:at|in|on|for|with|by|from|join|we|our|you|your)\b/i.test(first)) continue;
    if (
      first === first.toUpperCase() ||
      /\b(?:about|description|careers?|jobs?|overview|team|hiring|early|vacanc(?:y|ies))\b/i.test(first)
    )
      continue;
    if (classifyPart(first) === 'org' && words.every((w) => /^[\p{Lu}&(]|^(?:of|and|the|for|at)$/u.test(w)))
      return first;
  }
  for (const cue of COMPANY_CUES) {
    for (const m of text.matchAll(new RegExp(cue.source, `${cue.flags.replace('g', '')}g`))) {
      let raw = m[1]!;
      for (let k = 0; k < 3 && NAME_TAIL.test(raw); k++) raw = raw.replace(NAME_TAIL, '');
      const name = tidyCompany(raw);
      if (!name) continue;
      if (title && name.toLowerCase() === title.toLowerCase()) continue;
      if (isOnlySkill(name) && countOccurrences(text, name) < 3) continue;
      // A lower-case cue must name a capitalised company, or one written the same way elsewhere.
      if (!/^[\p{Lu}\d]/u.test(name) && countOccurrences(text, name) < 2) continue;
      return name;
    }
  }
  for (const m of text.matchAll(DESCRIBED)) {
    const name = tidyCompany(m[1]!.replace(NAME_TAIL, ''));
    if (!name || !/^[\p{Lu}\d]/u.test(name) || isOnlySkill(name)) continue;
    if (classifyPart(name) === 'org' || countOccurrences(text, name) >= 2) return name;
  }
  return null;
}

/**
 * 'The Plough' -> 'The Plough at Ashby Wold' when a line near the top names it so: venues are
 * often known by name and place together.
 */
function withPlace(name: string, text: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = text.split('\n').slice(0, 6).join('\n');
  const m = new RegExp(
    `^[ \\t]*${escaped} at((?:[ \\t]+[\\p{Lu}][\\p{L}'’-]*){1,3})(?=[ \\t]*(?:[–—|,-]|$))`,
    'mu',
  ).exec(head);
  return m ? `${name} at${m[1]}` : name;
}

/** 'Copperleaf' -> 'Copperleaf Brewing Co.' when the posting writes the longer name too. */
function fullName(name: string, text: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(
    `(?<![\\p{L}\\d])${escaped}((?:[ \\t]+[\\p{Lu}][\\p{L}&'’.-]*){1,3}(?:,[ \\t]+(?:Inc|LLC|Ltd|Co|Corp|PLC)(?![\\p{L}])\\.?)?|,[ \\t]+(?:Inc|LLC|Ltd|Co|Corp|PLC)(?![\\p{L}])\\.?)`,
    'gu',
  );
  let best = name;
  for (const m of text.matchAll(re)) {
    const longer = m[0].replace(
      /(?<![ \t])[ \t]+(?:careers|jobs|early|is|are|has|team|recruitment|hiring)\b.*$/i,
      '',
    );
    const legal = /(?:Inc|LLC|Ltd|Co|Corp|PLC)\.?$/.test(longer);
    // The longer name must be how the posting names itself: with a legal suffix, or written twice.
    if (
      longer.length > best.length &&
      (legal || (classifyPart(longer) === 'org' && countOccurrences(text, longer) >= 2))
    )
      best = longer;
  }
  return best;
}

// -- Licences and asks -----------------------------------------------------------------------

const LICENCE_PHRASE =
  /\b((?:[\p{Lu}][\p{L}\d/&'’-]*[ \t]+){0,3}(?:licen[cs]e|licensure|certification|certificate|registration|card|check))\b/giu;
const LICENCE_ACRONYMS = [...CERTIFICATE_WORDS]
  .filter((w) => /^[a-z\d-]{2,8}$/.test(w) && w.length <= 6)
  .map((w) => [w, new RegExp(`(?<![\\p{L}\\d-])${w.replace(/-/g, '\\-')}(?![\\p{L}\\d-])`, 'iu')] as const);

/** Capitals beside a licence word that are not licences: places, levels, organisations' words. */
const NOT_LICENCES = new Set([
  'US',
  'USA',
  'UK',
  'EU',
  'OR',
  'AND',
  'THE',
  'NEW',
  'ID',
  'EEO',
  'HR',
  'IT',
  'DOT',
  'DMV',
  'AM',
  'PM',
  'OK',
]);

function findLicences(items: string[]): string[] {
  const found: string[] = [];
  const add = (s: string) => {
    const t = s.trim();
    if (t && !found.some((f) => f.toLowerCase() === t.toLowerCase())) found.push(t);
  };
  for (const item of items) {
    for (const m of item.matchAll(LICENCE_PHRASE)) {
      const phrase = m[1]!.trim();
      if (phrase.split(/\s+/).length >= 2 || /^[\p{Lu}]{2,}/u.test(phrase)) add(phrase);
    }
    // 'SHRM-CP or PHR certification', 'LBSW or LMSW licensure': acronyms beside a licence word.
    if (
      /\b(?:licen[cs](?:e|ed|ure)|certifi(?:cation|ed|cate)|registration|registered|credential)/i.test(item)
    )
      for (const m of item.matchAll(
        /(?<![\p{L}\d-])[A-Z][A-Za-z]?[A-Z]{1,5}(?:-[A-Z]{1,3})?(?![\p{L}\d-])/gu,
      ))
        if (!NOT_LICENCES.has(m[0])) add(m[0]);
    for (const [acronym, re] of LICENCE_ACRONYMS) {
      if (!item.toLowerCase().includes(acronym)) continue;
      const m = re.exec(item);
      // Acronyms must be written as acronyms ('BLS', not 'bls' inside prose).
      if (m && m[0] === m[0].toUpperCase() && /[A-Z]/.test(m[0])) add(m[0]);
    }
  }
  return found.slice(0, 12);
}

const ASK =
  /\b(?:please\s+)?((?:include|attach|send|share|provide|submit|tell us|let us know|mention|explain|describe|state|give us|link to|add a link|upload|note|pick|choose|answer|quote|confirm|list|outline|we(?:'|’)?d (?:also )?love to hear|we would (?:also )?love to hear)\b(?:[^.!?\n]|[.!?](?=[^\s])){3,240})/gi;
const ASK_CONTEXT =
  /\b(?:cover(?:ing)? letter|application|apply|applying|portfolio|samples?|examples?|case stud(?:y|ies)|statement|note|links?|cv|resume|résumé|why|availability|available|start|notice period|salary expectations?|references|transcripts?|subject line|reference|proud|a time you)\b/i;

/** A line that asks something of the applicant rather than stating a requirement. */
function isAsk(item: string): boolean {
  const m =
    /^(?:please\s+)?(?:include|attach|send|share|provide|submit|tell us|let us know|mention|upload|apply|to apply)\b/i.exec(
      item,
    );
  return !!m && ASK_CONTEXT.test(item);
}

function findAsks(text: string): string[] {
  const asks: string[] = [];
  for (const m of text.matchAll(ASK)) {
    const ask = m[1]!.trim().replace(/\s+/g, ' ');
    if (!ASK_CONTEXT.test(ask)) continue;
    const lower = ask.charAt(0).toLowerCase() + ask.slice(1);
    if (!asks.includes(lower)) asks.push(lower);
  }
  return asks.slice(0, 6);
}

// -- Seniority -------------------------------------------------------------------------------

function seniorityOf(title: string | null, text: string): JobPosting['seniority'] {
  const t = (title ?? '').toLowerCase();
  if (/\b(?:chief|vp|vice president|director|head of|cfo|cto|ceo|coo)\b/.test(t)) return 'executive';
  if (/\b(?:lead|principal|staff|manager|supervisor)\b/.test(t)) return 'lead';
  if (/\b(?:senior|sr\.?)\b/.test(t)) return 'senior';
  if (/\b(?:junior|jr\.?|entry|intern|graduate|trainee|apprentice|assistant)\b/.test(t)) return 'entry';
  const years = /\b(\d{1,2})\+?\s*(?:-\s*\d{1,2}\s*)?years?\b/i.exec(text);
  if (years) {
    const n = Number(years[1]);
    if (n >= 7) return 'senior';
    if (n >= 3) return 'mid';
    return 'entry';
  }
  if (/\bentry[- ]level\b|\bgraduate\b|\bno experience (?:needed|required)\b/i.test(text)) return 'entry';
  return title ? 'mid' : 'unknown';
}

// -- The posting -----------------------------------------------------------------------------

/** 'Remote (US time zones)', 'Remote - UK', 'Fully remote' as the posting writes it. */
function remoteLocation(text: string): string | null {
  const m =
    /\b(?:fully\s+)?remote(?:[ \t]*\([^()\n]{1,40}\)|[ \t]+[–—-][ \t]+(?:US|USA|UK|EU|Canada|Europe|EMEA|Americas|worldwide|anywhere))?/i.exec(
      text,
    );
  if (!m) return null;
  return m[0].charAt(0).toUpperCase() + m[0].slice(1);
}

/** Sentences of a prose paragraph, for postings without bullets. */
function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3);
}

const clip = (s: string) => (s.length > 220 ? `${s.slice(0, 217).trimEnd()}...` : s);

/**
 * The job's name for a sentence ('the Registered Nurse position'): the title without the
 * qualifiers a listing adds ('Registered Nurse - Medical/Surgical Unit', 'Account Executive
 * (Mid-Market)').
 */
export function shortTitle(title: string | null): string | null {
  if (!title) return null;
  const head = title.split(/\s[|·•–—-]\s|\(/)[0]!.trim();
  return head && isTitleLike(head) ? head : title;
}

/** Reads a posting's text into its structure. Pure and deterministic; linear in the text. */
export function readPosting(rawText: string, hints: PostingHints = {}): JobPosting {
  // Blank lines carry nothing here (no line numbers are kept): runs of them become one.
  const allLines = rawText
    .replace(/\r\n?/g, '\n')
    .replace(/\n(?:[ \t]*\n){2,}/g, '\n\n')
    .split('\n');
  const kinds = classifyPostingLines(allLines.join('\n'));
  const lines = allLines.map((l, i) => (isInjectionLine(l) ? '' : kinds[i] ? '' : l));
  const boilerplate = allLines.filter((l, i) => kinds[i] && l.trim()).map((l) => l.trim());
  const body = lines.join('\n');

  const blocks: Record<Block, string[]> = {
    intro: [],
    responsibilities: [],
    must: [],
    nice: [],
    about: [],
    apply: [],
    other: [],
  };
  let block: Block = 'intro';
  // A bulleted list ends at a blank line followed by plain text ('Physical Requirements: ...',
  // 'Posted 5 days ago'): that paragraph is not one more requirement.
  let bulleted = false;
  let afterBlank = false;
  for (const raw of lines) {
    let line = raw.trim();
    if (!line) {
      afterBlank = true;
      continue;
    }
    const blankBefore = afterBlank;
    afterBlank = false;
    if (bulleted && blankBefore && !isBullet(line) && block !== 'intro') {
      block = 'other';
      bulleted = false;
    }
    // 'What we're looking for: • 2+ years ... • A track record ...' on one line.
    const colon = line.indexOf(':');
    if (colon > 2 && colon < 60) {
      const inline = blockOf(line.slice(0, colon));
      if (inline) {
        block = inline;
        bulleted = false;
        line = line.slice(colon + 1).trim();
      }
    }
    if (line.split(' • ').length > 2) {
      blocks[block].push(
        ...line
          .split(/ • |^• /)
          .map((t) => clip(t.trim()))
          .filter((t) => t.split(/\s+/).length >= 2),
      );
      continue;
    }
    const heading = blockOf(line);
    if (heading) {
      block = heading;
      bulleted = false;
      continue;
    }
    if (
      !isBullet(line) &&
      headingText(line) &&
      /^[\p{Lu}]/u.test(line) &&
      line.split(/\s+/).length <= 5 &&
      !hasTitleWord(line)
    ) {
      // An unknown short heading ('Benefits' is boilerplate already): what follows is 'other'.
      if (block !== 'intro') block = 'other';
      continue;
    }
    if (isBullet(line)) bulleted = true;
    const items = isBullet(line) ? [stripBullet(line)] : sentences(line);
    // An ask of the applicant ('Please include a link to your portfolio') is not a requirement.
    blocks[block].push(...items.filter((item) => !isAsk(item)).map(clip));
  }

  const title = findTitle(lines, kinds, hints);
  // Boilerplate names the company too ('Fennel is an equal opportunity employer').
  const company = findCompany(allLines.filter((l) => !isInjectionLine(l)).join('\n'), hints, title);
  const locationLabel =
    /^[ \t]*(?:location|based in|job location|work location)[ \t]*[:：][ \t]*(\S.{0,80})$/im.exec(body);
  const headLines = lines.filter((l) => l.trim()).slice(0, 8);
  const location =
    hints.location?.trim() ||
    locationLabel?.[1]?.trim() ||
    headLines.map((l) => findLocation(l)?.text).find(Boolean) ||
    remoteLocation(headLines.join('\n'));

  // With no requirement headings, bullets anywhere (and then prose) are the requirements.
  const requirementItems = [...blocks.must, ...blocks.nice];
  const fallback = requirementItems.length === 0 ? [...blocks.intro, ...blocks.other] : [];
  const mustHaves = (blocks.must.length > 0 ? blocks.must : fallback).slice(0, 25);
  // Keywords come from what the job involves and requires; the company's own description (its
  // customers, its products) only when the posting has nothing else.
  const described = [...blocks.responsibilities, ...mustHaves, ...blocks.nice];
  const keywordSource = (
    described.length >= 3 ? described : [...described, ...blocks.intro, ...blocks.other]
  ).join('\n');
  const exclude = [company, ...(company ? company.split(/\s+/) : [])].filter((x): x is string => !!x);
  const keywords = rankKeywords(keywordSource, [...mustHaves, ...blocks.nice].join('\n'), exclude);

  const wordCount = countWords(body);
  return {
    title,
    company,
    location: location || null,
    seniority: seniorityOf(title, body),
    responsibilities: blocks.responsibilities.slice(0, 25),
    mustHaves,
    niceToHaves: blocks.nice.slice(0, 20),
    licences: findLicences([
      ...mustHaves,
      ...blocks.nice,
      ...blocks.responsibilities,
      ...blocks.intro,
      ...blocks.other,
    ]),
    asks: findAsks(body),
    keywords,
    boilerplate: boilerplate.slice(0, 200),
    wordCount,
  };
}

/** Keywords, most important first: vocabulary skills and listed terms, requirements weighing more. */
function rankKeywords(text: string, requirements: string, exclude: string[]): string[] {
  const excluded = new Set(exclude.map((e) => e.toLowerCase()));
  const candidates = new Map<string, number>();
  const add = (term: string, weight: number) => {
    const key = term.toLowerCase();
    if (excluded.has(key)) return;
    const existing = [...candidates.keys()].find((k) => k.toLowerCase() === key);
    candidates.set(existing ?? term, (candidates.get(existing ?? term) ?? 0) + weight);
  };
  for (const skill of findSkills(text))
    add(skill, 1 + countOccurrences(text, skill) + 2 * countOccurrences(requirements, skill));
  for (const term of listedTerms(requirements)) add(term, 1.5);
  // A term inside a longer one that also matched ('React' in 'React Native') is one keyword.
  const terms = [...candidates.keys()];
  const kept = terms.filter(
    (t) =>
      !terms.some(
        (o) =>
          o !== t &&
          o.length > t.length &&
          o.toLowerCase().includes(t.toLowerCase()) &&
          (candidates.get(o) ?? 0) >= (candidates.get(t) ?? 0),
      ),
  );
  return kept
    .sort((a, b) => (candidates.get(b) ?? 0) - (candidates.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, 20);
}
