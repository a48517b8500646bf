/**
 * Facts read from the resume: the only material the writer may state about the candidate.
 * Everything here is copied verbatim from the resume (never rephrased into new claims), so the
 * letter can name employers, titles, degrees and numbers without inventing any.
 */

import { cleanQuoted, containsTerm, isBullet, isInjectionLine, stripBullet, stripInjections } from '../text';
import { ROLE_WORDS, SKILLS } from '../vocabulary';

export interface Position {
  title: string;
  employer: string | null;
  /** Verbatim date range from the position line, e.g. ['2019', '2024'] or ['Jan 2020', 'Present']. */
  dates: [string, string] | null;
}

export interface Achievement {
  text: string;
  employer: string | null;
  hasNumber: boolean;
}

export interface ResumeFacts {
  name: string | null;
  positions: Position[];
  employers: string[];
  titles: string[];
  degrees: string[];
  numbers: string[];
  yearsOfExperience: string | null;
  /** Vocabulary skills found anywhere, then items from 'Skills: a, b, c' lines, verbatim. */
  skills: string[];
  achievements: Achievement[];
  /** Resume plus highlight sections: the text every claim is checked against. */
  corpus: string;
}

export interface ResumeInput {
  resumeText: string;
  contactInfo?: string | null;
  skillsHighlights?: string | null;
  educationHighlights?: string | null;
  keyAchievements?: string | null;
  experience?: string | null;
  achievements?: string | null;
}

const HEADING_RE =
  /^\s*(professional\s+)?(summary|profile|objective|experience|work experience|employment|employment history|work history|education|skills|technical skills|core skills|certifications?|licenses?|achievements|awards|projects|languages|interests|references|volunteer(ing)?)\s*(?::\s*)?$/i;
const DEGREE_RE =
  /\b(bachelor|master|doctor|ph\.?d|mba|m\.?b\.?a|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|m\.?a\.?|bsn|msn|associate(?:'s)? degree|associate of|diploma|b\.?ed|m\.?ed|pgce|degree)\b/i;
const DATE_TAIL_RE =
  /(?<![\s,(|–—-])[\s,(|–—-]*((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(19|20)\d{2}\s*([–—-]|to)\s*(((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(19|20)\d{2}|present|current|now)\)?\s*$/i;
const SINGLE_YEAR_TAIL_RE = /(?<![\s,(|–—-])[\s,(|–—-]*(19|20)\d{2}\)?\s*$/;
const NUMBER_RE = /(?<![\p{L}\d.,])[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|[kKmMbB]\b|million|billion|\+))?/gu;

function hasRoleWord(s: string): boolean {
  const words = s.toLowerCase().split(/[^a-z]+/);
  return ROLE_WORDS.some((w) => words.includes(w));
}

const SKILLS_LINE_RE =
  /^(?:(?:technical|core|key|other|professional)\s+)?(?:skills|tools|technologies|competencies|software)\s*:(.+)$/i;

/** 'Salesforce, onboarding; CRM' -> items; only short, plain items (no sentences, no brackets). */
function listItems(text: string): string[] {
  return text
    .split(/(?<!\s)\s*[,;|•·]\s*/)
    .map((t) => t.trim().replace(/\.$/, ''))
    .filter(
      (t) =>
        t.length >= 2 &&
        t.length <= 40 &&
        t.split(/\s+/).length <= 4 &&
        /^[\p{L}\p{N}][\p{L}\p{N} .+#&/'’-]*$/u.test(t) &&
        !isInjectionLine(t),
    );
}

function readDates(line: string): [string, string] | null {
  const m = line.match(DATE_TAIL_RE);
  if (!m) return null;
  const [from, to] = m[0]
    .replace(/^[\s,(|–—-]+|\)\s*$/g, '')
    .split(/(?<!\s)\s*(?:[–—-]|\bto\b)\s*/i)
    .map((x) => x.trim());
  return from && to ? [from, to] : null;
}

function stripDates(line: string): string {
  return line.replace(DATE_TAIL_RE, '').replace(SINGLE_YEAR_TAIL_RE, '').trim();
}

/** 'Title, Employer' / 'Title — Employer' / 'Title at Employer' / 'Employer | Title'. */
function parsePosition(line: string): Position | null {
  const body = stripDates(line);
  if (!body || body.length > 120 || /[.!?]$/.test(body)) return null;
  // The first ' at ' splits (a search, not /^(.+?)\s+at\s+(.+)$/, which backtracks on long lines).
  const at = /\sat\s/.exec(body);
  const parts = at
    ? [body.slice(0, at.index), body.slice(at.index + at[0].length)]
    : body.split(/(?<!\s)\s*(?:,|\||\s[–—-]\s)\s*/).filter(Boolean);
  if (parts.length < 2)
    return hasRoleWord(body) && body.split(/\s+/).length <= 6
      ? { title: body, employer: null, dates: readDates(line) }
      : null;
  const [a, b] = [parts[0]!.trim(), parts[1]!.trim()];
  const capitalised = (s: string) => /^[A-Z0-9]/.test(s);
  if (!capitalised(a) || !capitalised(b)) return null;
  const dates = readDates(line);
  if (hasRoleWord(a) && !hasRoleWord(b)) return { title: a, employer: b, dates };
  if (hasRoleWord(b) && !hasRoleWord(a)) return { title: b, employer: a, dates };
  if (hasRoleWord(a)) return { title: a, employer: b, dates };
  return null;
}

function looksLikeName(line: string): boolean {
  const l = line.trim();
  return /^[A-Z][\p{L}'’.-]+(\s+[A-Z][\p{L}'’.-]*){1,3}$/u.test(l) && !hasRoleWord(l) && !HEADING_RE.test(l);
}

function findName(contactInfo: string | null | undefined, resume: string): string | null {
  for (const source of [contactInfo ?? '', resume]) {
    const labelled = source.match(/^[ \t]*name[ \t]*:\s*(\S.*)$/im);
    if (labelled && looksLikeName(labelled[1]!)) return labelled[1]!.trim();
    const first = source.split(/\r?\n/).find((l) => l.trim());
    // The first line often carries contact details too: 'Jane Doe | jane@x.com | 555-0100'.
    const head = first?.split(/(?<!\s)\s*[|•·,]\s*/)[0]?.trim();
    if (head && looksLikeName(head)) return head;
  }
  return null;
}

const factsCache = new Map<string, ResumeFacts>();

/** Memoised: the analyst and the writer read the same resume for one letter. */
export function extractResumeFacts(input: ResumeInput): ResumeFacts {
  const key = JSON.stringify([
    input.resumeText,
    input.contactInfo,
    input.skillsHighlights,
    input.educationHighlights,
    input.keyAchievements,
    input.experience,
    input.achievements,
  ]);
  const cached = factsCache.get(key);
  if (cached) return cached;
  const facts = readFacts(input);
  if (factsCache.size >= 32) factsCache.delete(factsCache.keys().next().value!);
  factsCache.set(key, facts);
  return facts;
}

function readFacts(input: ResumeInput): ResumeFacts {
  const resume = stripInjections(input.resumeText);
  const extras = [
    input.skillsHighlights,
    input.educationHighlights,
    input.keyAchievements,
    input.experience,
    input.achievements,
  ]
    .filter((s): s is string => !!s?.trim())
    .map(stripInjections);
  const corpus = [resume, ...extras].join('\n');

  const positions: Position[] = [];
  const degrees: string[] = [];
  const achievements: Achievement[] = [];
  const listed: string[] = [];
  let section = '';
  let currentEmployer: string | null = null;

  const lines = corpus.split(/\r?\n/);
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const heading = line.match(HEADING_RE);
    if (heading) {
      section = heading[2]!.toLowerCase();
      continue;
    }
    const inEducation = section === 'education';
    const skillsLine = line.match(SKILLS_LINE_RE);
    if (skillsLine) {
      listed.push(...listItems(cleanQuoted(skillsLine[1]!)));
      continue;
    }
    if (section === 'skills' || section === 'technical skills' || section === 'core skills') {
      listed.push(...listItems(cleanQuoted(isBullet(line) ? stripBullet(line) : line)));
      continue;
    }
    if (isBullet(line)) {
      const text = cleanQuoted(stripBullet(line));
      const words = text.split(/\s+/).length;
      if (words >= 4 && words <= 45 && /^[A-Z]/.test(text) && !/^(skills|languages)\b/i.test(text)) {
        if (inEducation && DEGREE_RE.test(text)) degrees.push(stripDates(text));
        else if (section !== 'skills' && section !== 'languages')
          achievements.push({ text, employer: currentEmployer, hasNumber: /\d/.test(text) });
      }
      continue;
    }
    // A degree line needs no Education heading when it names a school or starts with the degree.
    const startsWithDegree =
      /^[A-Z]/.test(line) &&
      line.search(DEGREE_RE) === 0 &&
      line.split(/\s+/).length <= 12 &&
      !/[.!?]$/.test(line) &&
      !hasRoleWord(line);
    if (
      DEGREE_RE.test(line) &&
      (inEducation || startsWithDegree || /\b(university|college|school|institute)\b/i.test(line))
    ) {
      degrees.push(cleanQuoted(stripDates(line)));
      continue;
    }
    if (
      section === 'experience' ||
      section === 'work experience' ||
      section.startsWith('employment') ||
      section === 'work history' ||
      section === ''
    ) {
      const pos = parsePosition(line);
      if (pos) {
        positions.push({
          title: cleanQuoted(pos.title),
          employer: pos.employer ? cleanQuoted(pos.employer) : null,
          dates: pos.dates,
        });
        currentEmployer = pos.employer ? cleanQuoted(pos.employer) : currentEmployer;
      }
    }
  }

  const name = findName(input.contactInfo, resume);
  // The name line ('Maria Santos, RN') can look like 'Title, Employer'; it is not a position.
  const filteredPositions = positions.filter(
    (p) => !name || (!p.title.includes(name) && !p.employer?.includes(name)),
  );
  // Only 'N years of experience' / 'N years in ...' counts; 'a club ... for 4 years' does not.
  const years = corpus.match(
    /\b(\d{1,2})\+?\s+years?\s+(?:of\s+)?(?:professional\s+|relevant\s+|hands-on\s+|industry\s+)?(?:experience|in\s)/i,
  );
  const numbers = [...new Set(corpus.match(NUMBER_RE) ?? [])];
  const found = [...new Set(SKILLS)].filter((s) => containsTerm(corpus, s));
  // 'onboarding' inside a matched 'customer onboarding' is one skill, not two.
  const vocabSkills = found.filter(
    (s) => !found.some((o) => o !== s && o.length > s.length && containsTerm(o, s)),
  );
  // Listed items the vocabulary does not already cover, as the resume spells them.
  const extraSkills = listed.filter(
    (item, i) =>
      listed.findIndex((o) => o.toLowerCase() === item.toLowerCase()) === i &&
      !vocabSkills.some((v) => containsTerm(item, v) || containsTerm(v, item)),
  );
  const skills = [...vocabSkills, ...extraSkills];

  return {
    name,
    positions: filteredPositions,
    employers: [...new Set(filteredPositions.map((p) => p.employer).filter((e): e is string => !!e))],
    titles: [...new Set(filteredPositions.map((p) => p.title))],
    degrees: [...new Set(degrees)],
    numbers,
    yearsOfExperience: years ? `${years[1]} years` : null,
    skills,
    achievements,
    corpus,
  };
}
