/**
 * Resume sections by their headings. A heading is a short line whose words, once decorations and
 * a trailing colon are gone, are one of the phrases below. Everything before the first heading is
 * the header (name, contact, headline).
 */

export type SectionKind =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'certifications'
  | 'qualifications'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'volunteering'
  | 'achievements'
  | 'other';

const PHRASES: Record<Exclude<SectionKind, 'header'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'profile',
    'professional profile',
    'personal profile',
    'career profile',
    'personal statement',
    'objective',
    'career objective',
    'professional objective',
    'about me',
    'about',
    'overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'related experience',
    'employment',
    'employment history',
    'employment record',
    'work history',
    'career history',
    'professional history',
    'career',
    'clinical experience',
    'nursing experience',
    'teaching experience',
    'industry experience',
    'experience highlights',
    'internships',
    'internship experience',
    'relevant employment',
    'early career',
    'earlier career',
    'previous experience',
    'prior experience',
    'other experience',
    'additional experience',
  ],
  education: [
    'education',
    'education and training',
    'education and certifications',
    'education and certification',
    'education and credentials',
    'education and qualifications',
    'education and licensure',
    'academic background',
    'academic history',
    'academic qualifications',
    'academics',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'license',
    'licence',
    'licensure',
    'licenses and certifications',
    'licences and certifications',
    'certifications and licenses',
    'certifications and licences',
    'licensure and certifications',
    'licensure and certification',
    'credentials',
    'accreditations',
    'registrations',
    'professional registration',
    'professional certifications',
    'certifications and training',
    'training and certifications',
  ],
  qualifications: [
    'qualifications',
    'professional qualifications',
    'qualifications and training',
    'qualifications and certifications',
    'licences and training',
    'licenses and training',
    'training and qualifications',
  ],
  skills: [
    'skills',
    'key skills',
    'core skills',
    'technical skills',
    'clinical skills',
    'professional skills',
    'relevant skills',
    'skills summary',
    'skill set',
    'skills and abilities',
    'skills and competencies',
    'skills and tools',
    'skills and interests',
    'competencies',
    'core competencies',
    'key competencies',
    'areas of expertise',
    'expertise',
    'strengths',
    'key strengths',
    'tools',
    'tools and technologies',
    'technologies',
    'technical proficiencies',
    'proficiencies',
    'software',
    'computer skills',
    'it skills',
  ],
  languages: ['languages', 'language skills', 'language'],
  projects: [
    'projects',
    'selected projects',
    'academic projects',
    'personal projects',
    'key projects',
    'portfolio',
  ],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'volunteer',
    'community involvement',
    'community service',
    'volunteering and leadership',
  ],
  achievements: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'awards and honours',
    'honors and awards',
    'achievements',
    'key achievements',
    'selected achievements',
    'notable achievements',
    'accomplishments',
    'key accomplishments',
    'achievements and awards',
  ],
  other: [
    'interests',
    'hobbies',
    'hobbies and interests',
    'references',
    'publications',
    'activities',
    'extracurricular activities',
    'leadership',
    'memberships',
    'affiliations',
    'professional affiliations',
    'professional memberships',
    'additional information',
    'additional',
    'courses',
    'relevant coursework',
    'coursework',
    'training',
    'professional development',
    'continuing education',
    'contact',
    'contact information',
    'personal details',
    'personal information',
  ],
};

const HEADINGS = new Map<string, SectionKind>(
  Object.entries(PHRASES).flatMap(([kind, phrases]) => phrases.map((p) => [p, kind as SectionKind])),
);

/** 'WORK EXPERIENCE', '## Skills:', 'Licenses & Certifications' -> the kind, else null. */
export function headingKind(line: string): SectionKind | null {
  const text = line.trim();
  if (!text || text.length > 48) return null;
  // A heading starts with a capital ('Skills', 'SKILLS'); 'training' alone is a wrapped line.
  if (/^[#*•▪\-–—=_\s]*\p{Ll}/u.test(text)) return null;
  const key = text
    .replace(/^[#*•▪\-–—=_\s]+/, '')
    .replace(/(?<![*=_\s])[*=_\s]+$/, '')
    .replace(/(?<![:：\s])[\s:：]+$/, '')
    .toLowerCase()
    .replace(/(?<!\s)\s*&\s*/g, ' and ')
    .replace(/(?<!\s)\s*\/\s*/g, ' and ')
    .replace(/\s+/g, ' ');
  // 'EXPERIENCE — ANALYTICS': the heading is the part before the dash.
  const head = key.split(/ [–—-] /)[0]!;
  // 'Certifications & Commissions': a known heading joined with another word.
  const firstOfPair = key.split(' and ')[0]!;
  return (
    HEADINGS.get(key) ??
    HEADINGS.get(head) ??
    headingByLastWord(key) ??
    (key.includes(' and ')
      ? (HEADINGS.get(firstOfPair) ??
        headingByLastWord(firstOfPair) ??
        LAST_WORD[firstOfPair] ??
        // 'Tickets & Qualifications': the second word names it as well as the first.
        LAST_WORD[key.split(' and ').at(-1)!] ??
        null)
      : null)
  );
}

/** 'HR EXPERIENCE', 'Hospitality Employment', 'Nursing Licenses': the last word decides. */
const LAST_WORD: Record<string, SectionKind> = {
  experience: 'experience',
  employment: 'experience',
  career: 'experience',
  skills: 'skills',
  competencies: 'skills',
  certifications: 'certifications',
  licenses: 'certifications',
  licences: 'certifications',
  education: 'education',
  projects: 'projects',
  registration: 'certifications',
  involvement: 'volunteering',
  community: 'volunteering',
  // 'Professional Membership & Training': chartered memberships (MCIPD) are credentials.
  membership: 'certifications',
  activities: 'other',
  organizations: 'other',
  organisations: 'other',
  registrations: 'certifications',
  certification: 'certifications',
  qualifications: 'qualifications',
  // UK trades call their cards and certificates 'tickets'.
  tickets: 'certifications',
};

function headingByLastWord(key: string): SectionKind | null {
  const words = key.split(' ');
  if (words.length < 2 || words.length > 4 || /\d/.test(key)) return null;
  return LAST_WORD[words[words.length - 1]!] ?? null;
}

/** 'Skills: Python, SQL' -> the heading's kind and what follows it. */
export function inlineHeading(line: string): { kind: SectionKind; rest: string } | null {
  const colon = line.indexOf(':');
  if (colon < 3 || colon > 40) return null;
  const kind = headingKind(line.slice(0, colon));
  const rest = line.slice(colon + 1).trim();
  return kind && rest ? { kind, rest } : null;
}

export interface Section {
  kind: SectionKind;
  /** Line indices of the section's body (the heading excluded). */
  lines: number[];
}

/** Splits lines into the header and the sections that follow their headings. */
export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: 'header', lines: [] }];
  for (let i = 0; i < lines.length; i++) {
    const kind = headingKind(lines[i]!);
    if (kind) sections.push({ kind, lines: [] });
    else sections[sections.length - 1]!.lines.push(i);
  }
  return sections;
}
