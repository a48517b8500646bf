import {
  boxShape,
  RESUME_MAX_LENGTH,
  type ResumeSections,
  resumeHighlightBoxes,
  resumeHighlightKeys,
  SECTION_MAX_LENGTH,
} from '@jobpeel/contract';
import { withoutControlCharacters } from '../../lib/control-characters';

/**
 * Tidies text from any extractor: ligatures, soft hyphens, private-use icon glyphs and
 * '(cid:123)' placeholders go; runs of spaces shrink; at most one blank line in a row. Control
 * characters go too (lib/control-characters.ts).
 */
export function cleanResumeText(raw: string): string {
  return withoutControlCharacters(raw)
    .normalize('NFKC') // 'ﬁ' -> 'fi', full-width forms -> ASCII
    .replace(/\u00ad/g, '') // soft hyphens
    .replace(/\(cid:\d+\)/g, ' ')
    .replace(/[\uE000-\uF8FF\uFFFD]/g, ' ') // icon fonts, replacement characters
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u2000-\u200b\u3000]+/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type SectionKey = keyof ResumeSections;

/** Headings and the box they fill; 'other' headings end a section without filling a box. */
const HEADINGS: [RegExp, SectionKey | 'other'][] = [
  [
    /^(technical |core |key |professional |relevant )?(skills|skill set|skills (and|&) abilities|skills summary|competencies|core competencies|technologies|tools|technical proficienc(y|ies)|areas of expertise|expertise)$/,
    'skillsHighlights',
  ],
  [
    /^(education|education (and|&) training|academic background|academic qualifications|qualifications|certifications?|certifications (and|&) licenses|education (and|&) certifications?|training)$/,
    'educationHighlights',
  ],
  [
    /^(key |notable |selected )?(achievements|accomplishments|awards|honors|honours|awards (and|&) (honors|honours|achievements)|achievements (and|&) awards)$/,
    'keyAchievements',
  ],
  [
    /^(relevant |professional |work |employment |career |industry )?(experience|history|employment|employment history|work history|career history)$/,
    'experience',
  ],
  [
    /^(professional |career |personal |profile )?(summary|profile|objective|about me|projects?|projects? experience|academic projects|personal projects|languages|interests|hobbies|references|volunteer(ing)?( experience)?|publications|contact|contact information|personal information|activities|leadership|extracurricular activities)$/,
    'other',
  ],
];

/** 'SKILLS', 'Skills:', 'Work Experience' -> the box it opens, or null for an ordinary line. */
function headingOf(line: string): SectionKey | 'other' | null {
  const text = line
    .replace(/[:：]\s*$/, '')
    .replace(/^[#*•▪\-–—\s]+/, '')
    .trim()
    .toLowerCase();
  if (!text || text.length > 40) return null;
  for (const [pattern, key] of HEADINGS) if (pattern.test(text)) return key;
  return null;
}

/** 'Skills: Python, SQL' on one line: the heading and what follows it. */
function inlineHeading(line: string): { key: SectionKey | 'other'; rest: string } | null {
  const match = line.match(/^([^:：]{3,40})[:：](.+)$/);
  if (!match) return null;
  const key = headingOf(match[1]!);
  return key ? { key, rest: match[2]!.trim() } : null;
}

const EMAIL_RE = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE_RE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const LINK_RE = /\b(?:https?:\/\/|www\.|linkedin\.com|github\.com)\S+/i;

function isContactLine(line: string): boolean {
  return EMAIL_RE.test(line) || PHONE_RE.test(line) || LINK_RE.test(line);
}

function cap(text: string, max: number, warnings: string[], what: string): string {
  if (text.length <= max) return text;
  warnings.push(`${what} was longer than ${max.toLocaleString('en-US')} characters and was shortened.`);
  return text.slice(0, max).trimEnd();
}

export interface StructuredResume {
  content: string;
  contactInfo: string;
  sections: ResumeSections;
  warnings: string[];
}

/**
 * Splits a resume into the form's boxes: the contact block at the top (name, email, phone,
 * links), and the Skills, Education, Achievements and Experience sections by their headings.
 * The full text stays the resume content; the boxes repeat the parts they found.
 */
export function structureResume(rawText: string, warnings: string[] = []): StructuredResume {
  const text = cleanResumeText(rawText);
  const lines = text.split('\n');
  const collected = boxShape(resumeHighlightKeys, (): string[] => []);
  const contact: string[] = [];
  let current: SectionKey | 'other' | 'header' = 'header';

  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    const inline = inlineHeading(line);
    if (inline) {
      current = inline.key;
      if (inline.key !== 'other') collected[inline.key].push(inline.rest);
      continue;
    }
    if (current === 'header') {
      // The top block: the name and contact lines, until the first paragraph of prose.
      if (line && (contact.length === 0 || isContactLine(line) || line.length <= 60)) contact.push(line);
      continue;
    }
    if (current !== 'other') collected[current].push(line);
  }

  // Contact details printed elsewhere (a footer, a sidebar) still belong in the contact box.
  for (const pattern of [EMAIL_RE, PHONE_RE]) {
    const found = text.match(pattern)?.[0];
    if (found && !contact.some((line) => line.includes(found))) contact.push(found);
  }

  const content = cap(text, RESUME_MAX_LENGTH, warnings, 'The resume text');
  const contactInfo = cap(contact.join('\n').trim(), SECTION_MAX_LENGTH, warnings, 'The contact block');
  const sections = {} as ResumeSections;
  for (const { key, section } of resumeHighlightBoxes) {
    const found = collected[key]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    sections[key] = cap(found, SECTION_MAX_LENGTH, warnings, `The ${section} section`);
  }
  return { content, contactInfo, sections, warnings };
}

/** OCR often drops the dot before a domain's ending ('name@examplecom'): put it back. */
export function repairOcrEmails(text: string): string {
  return text.replace(
    /\b([\w.+-]+@)([a-z0-9-]{2,})(com|org|net|edu|io|co|gov)(?![.\w])/gi,
    (whole, local: string, domain: string, tld: string) =>
      domain.includes('.') ? whole : `${local}${domain}.${tld}`,
  );
}
