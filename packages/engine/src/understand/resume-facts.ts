/**
 * Facts read from the resume: the only material the writer may state about the candidate.
 * Everything here is copied verbatim from the resume (never rephrased into new claims), so the
 * letter can name employers, titles, degrees and numbers without inventing any.
 */

import type { ProfilePosition } from '@jobpeel/contract';
import {
  balancedBrackets,
  cleanQuoted,
  containsTerm,
  isBullet,
  isInjectionLine,
  isListNoise,
  stripBullet,
  stripInjections,
} from '../text';
import { SKILLS } from '../vocabulary';
import { hasTitleWord } from './classify';
import { readResumeProfile } from './resume-profile';
import { type SectionKind, splitSections } from './sections';

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
const NUMBER_RE = /(?<![\p{L}\d.,])[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|[kKmMbB]\b|million|billion|\+))?/gu;

const SKILLS_LINE_RE =
  /^(?:(?:technical|core|key|other|professional)\s+)?(?:skills|tools|technologies|competencies|software)\s*:(.+)$/i;

/** 'Salesforce, onboarding; CRM' -> items; only short, plain items (no sentences, no brackets). */
function listItems(text: string): string[] {
  return text
    .split(/(?<!\s)\s*[,;|•·]\s*/)
    .map((t) => balancedBrackets(t.trim().replace(/\.$/, '')))
    .filter(
      (t) =>
        t.length >= 2 &&
        t.length <= 40 &&
        t.split(/\s+/).length <= 4 &&
        /^[\p{L}\p{N}][\p{L}\p{N} .+#&/'’-]*$/u.test(t) &&
        !isInjectionLine(t) &&
        !isListNoise(t),
    );
}

function looksLikeName(line: string): boolean {
  const l = line.trim();
  return /^[A-Z][\p{L}'’.-]+(\s+[A-Z][\p{L}'’.-]*){1,3}$/u.test(l) && !hasTitleWord(l) && !HEADING_RE.test(l);
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

/** Sections whose bullets can be results the letter cites. */
const RESULT_SECTIONS = new Set<SectionKind>([
  'header',
  'experience',
  'achievements',
  'projects',
  'volunteering',
]);

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

/**
 * The resume with the form's highlight boxes after it, lines that read as instructions blanked:
 * all of it is resume content, the text every claim is checked against.
 */
export function resumeCorpus(input: ResumeInput): string {
  return (
    [
      input.resumeText,
      input.skillsHighlights,
      input.educationHighlights,
      input.keyAchievements,
      input.experience,
      input.achievements,
    ]
      .filter((s): s is string => !!s?.trim())
      // Blanked, not removed: line numbers stay those of the profile (evidence links to them).
      .map((s) =>
        s
          .split(/\r?\n/)
          .map((line) => (isInjectionLine(line) ? '' : line))
          .join('\n'),
      )
      .join('\n')
  );
}

function readFacts(input: ResumeInput): ResumeFacts {
  const resume = stripInjections(input.resumeText);
  const corpus = resumeCorpus(input);

  // The structured reading of the resume (resume-profile.ts) decides names, positions and
  // degrees; the form's Experience box stands in when the resume text has no positions.
  let profile = readResumeProfile(input.resumeText);
  if (profile.positions.length === 0 && input.experience?.trim()) {
    const fromBox = readResumeProfile(`Experience\n${input.experience}`);
    profile = { ...profile, positions: fromBox.positions };
  }
  const positions: Position[] = profile.positions.map((p) => ({
    title: cleanQuoted(p.title),
    employer: p.employer ? cleanQuoted(p.employer) : null,
    dates: datesOf(p),
  }));

  const achievements: Achievement[] = [];
  const seen = new Set<string>();
  const addAchievement = (raw: string, employer: string | null) => {
    const text = cleanQuoted(raw);
    const words = text.split(/\s+/).length;
    if (words < 4 || words > 45 || !/^[A-Z]/.test(text) || /^(skills|languages)\b/i.test(text)) return;
    // The same result told twice (a job's bullet and again under Key Achievements): once.
    const opening = text.toLowerCase().split(/\s+/).slice(0, 6).join(' ');
    if (isInjectionLine(text) || seen.has(text) || seen.has(opening)) return;
    seen.add(text);
    seen.add(opening);
    achievements.push({ text, employer, hasNumber: /\d/.test(text) });
  };
  // Each result belongs to the position it is listed under, so it is credited to that employer.
  for (const p of profile.positions)
    for (const b of p.bullets) addAchievement(b, p.employer ? cleanQuoted(p.employer) : null);
  // Bullets outside positions (an Achievements section, projects, the form's boxes) have no
  // employer; bullets under Certifications, Education, Skills or Languages are not results.
  const listed: string[] = [];
  const resumeLines = resume.split(/\r?\n/);
  const inPosition = new Set(profile.positions.flatMap((p) => p.bullets));
  for (const section of splitSections(resumeLines)) {
    for (const i of section.lines) {
      const line = resumeLines[i]!.trim();
      const skillsLine = line.match(SKILLS_LINE_RE);
      if (skillsLine) listed.push(...listItems(cleanQuoted(skillsLine[1]!)));
      else if (section.kind === 'skills')
        listed.push(...listItems(cleanQuoted(isBullet(line) ? stripBullet(line) : line)));
      else if (isBullet(line) && RESULT_SECTIONS.has(section.kind) && !inPosition.has(stripBullet(line)))
        addAchievement(stripBullet(line), null);
    }
  }
  for (const box of [input.keyAchievements, input.achievements])
    for (const line of stripInjections(box ?? '').split(/\r?\n/))
      if (line.trim()) addAchievement(stripBullet(line.trim()), null);
  for (const line of stripInjections(input.skillsHighlights ?? '').split(/\r?\n/))
    listed.push(...listItems(cleanQuoted(stripBullet(line.trim()).replace(/^[^:]{2,30}:\s*/, ''))));

  const degrees = profile.education.map((e) => {
    // 'BSc Mathematics' but 'Level 3 Diploma in Warehousing', 'Bachelor of Science in Nursing'.
    const bare = e.degree.replace(/(?<!\s)\s*\((?:Hons|Honours|Honors)\)$/i, '');
    const joiner = /\s/.test(bare) || bare.length > 6 ? ' in ' : ' ';
    const name = e.field && !e.degree.includes(e.field) ? `${e.degree}${joiner}${e.field}` : e.degree;
    return cleanQuoted(e.institution ? `${name}, ${e.institution}` : name);
  });
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
  const profileSkills = [...listed, ...profile.skills];
  const extraSkills = profileSkills.filter(
    (item, i) =>
      profileSkills.findIndex((o) => o.toLowerCase() === item.toLowerCase()) === i &&
      !isInjectionLine(item) &&
      !vocabSkills.some((v) => containsTerm(item, v) || containsTerm(v, item)),
  );

  return {
    name: profile.name ?? findName(input.contactInfo, resume),
    positions,
    employers: [...new Set(positions.map((p) => p.employer).filter((e): e is string => !!e))],
    titles: [...new Set(positions.map((p) => p.title))],
    degrees: [...new Set(degrees)],
    numbers,
    yearsOfExperience: years ? `${years[1]} years` : null,
    skills: [...vocabSkills, ...extraSkills],
    achievements,
    corpus,
  };
}

/** The writer's date pair: ['Mar 2019', 'Present'] or ['2016', '2019']; null when unknown. */
function datesOf(p: ProfilePosition): [string, string] | null {
  if (!p.start) return null;
  if (p.current) return [p.start, 'Present'];
  return p.end ? [p.start, p.end] : null;
}
