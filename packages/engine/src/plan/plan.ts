/**
 * The letter's plan: what this letter says, chosen before a word is written (issue 19). From the
 * profile, the posting and the evidence: the strongest requirement -> evidence pairs (relevance
 * first, recency second), the key facts the posting values (licences and certificates it asks for,
 * headline numbers), the posting's explicit asks with the resume's answer when there is one, one
 * notable gap, and the current role first. Every fact is the resume's, with its employer and line;
 * the writer (offline or an AI provider) only turns the plan into prose.
 */
import type {
  EvidenceMatch,
  GenerateRequest,
  JobPosting,
  LetterLength,
  ResumeProfile,
} from '@jobpeel/contract';
import { containsTerm, escapeRegExp } from '../text';
import { shortTitle } from '../understand/posting';
import { UNFINISHED_DEGREE } from '../understand/qualifications';
import { readRequest } from '../understand/read-request';
import { SKILLS, STOP_WORDS } from '../vocabulary';
import { TITLE_NOUNS } from '../vocabulary/resume-words';
import { baseVerb, bulletSentences, type Tense } from './sentences';

export interface PlannedRole {
  title: string;
  employer: string | null;
  current: boolean;
  start: string | null;
  end: string | null;
}

export interface PlannedFact {
  /** The resume's line, as written. */
  source: string;
  /** The line as a first-person sentence in the tense of its role, or null if it cannot be. */
  sentence: string | null;
  role: PlannedRole | null;
  numbers: string[];
  line: number;
}

export interface PlannedEvidence {
  /** The posting's requirement line, as written. */
  requirement: string;
  /** The words the requirement and the fact share ('medication administration'): how a letter names it. */
  term: string;
  kind: EvidenceMatch['requirements'][number]['kind'];
  fact: PlannedFact;
}

export interface LetterPlan {
  /** The job's short name ('Staff Nurse'), without the listing's qualifiers. */
  role: string | null;
  company: string | null;
  locale: 'en-US' | 'en-GB';
  name: string | null;
  currentRole: PlannedRole | null;
  earlierRoles: PlannedRole[];
  evidence: PlannedEvidence[];
  /** Requirements the resume shows only in a list (skills, languages): named, never narrated. */
  listedTerms: string[];
  /** Licences and certificates the posting asks for that the resume holds, as the resume names them. */
  credentials: string[];
  /** Results with numbers not already used as evidence, newest first (more when evidence is short). */
  headlineFacts: PlannedFact[];
  /** Further writable facts, best first: what a longer letter says instead of filler. */
  reserve: PlannedFact[];
  asks: { ask: string; answer: string | null }[];
  /** One must-have the resume does not show, for an honest line when useful. */
  gap: string | null;
  education: {
    degree: string;
    field: string | null;
    institution: string | null;
    year: string | null;
    grade: string | null;
    /** Still being studied for ('in progress, 36 of 60 credits', 'expected 2026'): never told as held. */
    inProgress: boolean;
  } | null;
  /** One duty of the job in the posting's words, as a verb phrase ('run the pass on busy nights'). */
  duty: string | null;
  /** Further duties of the job, for a longer letter. */
  moreDuties: string[];
  /** What the posting says the employer is ('The Plough is a 17th-century country pub ...'), in the letter's voice. */
  companyDetail: string | null;
  /** Facts (by line) paired with a duty of the job they bear on, each duty once. */
  ties: { line: number; duty: string }[];
  /** The resume's own first-person sentences (its summary), quoted only to reach a length. */
  ownWords: string[];
  /** Licences and certificates the resume holds that the posting does not ask for. */
  otherCredentials: string[];
  /** Skills the resume lists that the posting does not name (for a long letter). */
  otherSkills: string[];
  /** Languages the resume lists, as it names them. */
  languages: string[];
}

/** How much each length says: more evidence for longer letters, never more filler. */
export const PLAN_BUDGET: Record<LetterLength, { evidence: number; headline: number; credentials: number }> =
  {
    concise: { evidence: 2, headline: 0, credentials: 1 },
    standard: { evidence: 3, headline: 1, credentials: 3 },
    comprehensive: { evidence: 4, headline: 2, credentials: 4 },
  };

/** A line about a credential still to come ('NCLEX-RN: exam scheduled'): nothing held yet. */
export const PENDING =
  /\b(?:scheduled|pending|in progress|expected|anticipated|candidate|applied|applying|studying|working towards|eligible)\b/i;
/** A credential's name in progress: the words above, or a note after a colon. */
export const IN_PROGRESS = new RegExp(`${PENDING.source}|:`, 'i');

export const GENERIC_EMPLOYER =
  /^(?:the |our |this )?(?:school|company|trust|business|team|organi[sz]ation|employer|client|practice|firm|group|store|branch|hospital|home|academy|college|council|department|agency)$/i;

const KIND_WEIGHT = { must: 3, licence: 3, keyword: 2, nice: 1, responsibility: 1 } as const;
const NUMBER_RE = /(?<![\p{L}\d.,])[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|[kKmMbB]\b|million|billion|\+))?/gu;

function roleOf(p: ResumeProfile['positions'][number]): PlannedRole {
  return { title: p.title, employer: p.employer, current: p.current, start: p.start, end: p.end };
}

/**
 * 'This posting is in US English': places, money and paperwork weigh three, each spelling one
 * ('organise' or 'organize'); a tie is US English.
 */
export function localeOf(posting: JobPosting, text: string): 'en-US' | 'en-GB' {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const gb =
    count(
      // 'analysis' is both; only 'analyse', 'modelling' and the like tell the two apart.
      /\b(?:organis|colour|behaviour|centre|programme|labour|licence|favour|specialis|recognis)\w*|\banalys(?:e|ed|es|ing)\b|\bmodell(?:ing|ed)\b/gi,
    ) +
    3 *
      count(
        /£|\b(?:UK|United Kingdom|England|Scotland|Wales|Northern Ireland|London|NHS|Ltd|CV|per annum|National Insurance|DBS|GCSEs?|A-levels?)\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/g,
      );
  const us =
    count(
      /\b(?:organiz|color|behavior|center|labor|favor|analyz|specializ|recogniz)\w*|\bmodel(?:ing|ed)\b/gi,
    ) +
    3 *
      count(
        /\$\d|\b(?:401\(k\)|PTO|USA|United States|Inc\.|LLC|resumes?|Equal Opportunity Employer|ZIP)\b|,\s[A-Z]{2}\s\d{5}\b/g,
      ) +
    (/,\s(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\b/.test(
      `${posting.location ?? ''}\n${text}`,
    )
      ? 3
      : 0);
  return gb > us ? 'en-GB' : 'en-US';
}

/**
 * A requirement's matched words as a letter writes them mid-sentence: as the posting writes them
 * when it does ('PostgreSQL', 'medication administration'), a capitalised common word lowered
 * ('Wound care' at the head of a line -> 'wound care'); acronyms and names keep their capitals.
 */
function termFor(matched: string, postingText: string, postingWords: ReadonlySet<string>): string | null {
  // 'Water Regulations (WRAS), 2021': the year the resume notes is not part of the term.
  const t = matched
    .trim()
    .replace(/,? ?(?:19|20)\d{2}$/, '')
    .replace(/(?<![.;:,\s])[.;:,\s]+$/, '');
  if (!t || t.length > 60) return null;
  const lower = t.toLowerCase();
  const known = CANONICAL.get(lower);
  if (known) return known;
  // The term as the posting writes it, found as a whole word ('EPA', not the 'epa' in 'prepare').
  const found = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(t)}(?![\\p{L}\\d])`, 'iu').exec(postingText);
  const asWritten = found ? found[0] : t;
  // A leading capital ('Wound care' at the head of a line) is lowered when the posting also
  // writes the word in lower case; 'EHR', 'McKesson' and unknown names keep theirs.
  const first = lower.split(/[\s-]/)[0]!;
  // Only a term whose other words are in lower case: 'Water Regulations' is a name.
  const lowerElsewhere = postingWords.has(first) && !/\s[\p{Lu}]/u.test(asWritten);
  return lowerElsewhere
    ? asWritten.replace(/^[A-Z](?=[a-z]*(?:[\s-]|$))/, (c) => c.toLowerCase())
    : asWritten;
}

/**
 * A resume's list item mid-sentence: 'Safe patient handling' -> 'safe patient handling'; names
 * ('Pyxis', 'Microsoft Excel', 'IV pumps') keep their capitals.
 */
function listCase(item: string): string {
  const known = CANONICAL.get(item.toLowerCase());
  if (known) return known;
  return /^[A-Z][a-z]+(?: (?:[a-z][\p{Ll}-]*|&))+$/u.test(item) &&
    !CANONICAL.has(item.split(' ')[0]!.toLowerCase())
    ? item.charAt(0).toLowerCase() + item.slice(1)
    : item;
}

/** The vocabulary's own casing of a skill or domain term, by its lower-case form. */
const CANONICAL = new Map(SKILLS.map((s) => [s.toLowerCase(), s]));
const SKILL_TERMS = [...new Set(SKILLS)];

/** The words a text writes in lower case. */
function tokenSet(text: string): Set<string> {
  return new Set(text.match(/(?<![\p{L}])[\p{Ll}][\p{Ll}'-]*/gu) ?? []);
}

/** Plans one letter. Pure: the same inputs give the same plan. */
export function planLetter(input: {
  profile: ResumeProfile;
  posting: JobPosting;
  match: EvidenceMatch;
  resumeText: string;
  postingText: string;
  length: LetterLength;
}): LetterPlan {
  const { profile, posting, match, length } = input;
  const budget = PLAN_BUDGET[length];
  const positions = profile.positions;
  const current = positions.find((p) => p.current) ?? positions[0] ?? null;

  const factAt = (line: number, text: string, position: number | null): PlannedFact => {
    const owner = position !== null ? positions[position] : undefined;
    const tense: Tense = owner?.current ? 'current' : 'past';
    return {
      source: text,
      sentence: owner ? bulletSentences(text, tense) : null,
      role: owner ? roleOf(owner) : null,
      numbers: text.match(NUMBER_RE) ?? [],
      line,
    };
  };

  const resumeLines = input.resumeText.replace(/\r\n?/g, '\n').split('\n');
  /** The line a bullet of position k was read from (within the position's lines). */
  const lineOf = (k: number, bullet: string) => {
    const [from, to] = positions[k]!.lines;
    const head = bullet.slice(0, 40);
    for (let i = from; i <= to; i++) if (resumeLines[i]?.includes(head)) return i;
    return from;
  };
  const bullets = positions.flatMap((p, k) =>
    p.bullets.map((text) => ({ text, position: k, line: lineOf(k, text) })),
  );
  /** A matched line is one line of a bullet that may wrap: the whole bullet is the fact. */
  const wholeBullet = (text: string, position: number | null) => {
    if (position === null) return text;
    const t = text.trim().replace(/^[-–—•*·▪]\s*/, '');
    return positions[position]?.bullets.find((b) => b.includes(t) || t.includes(b)) ?? text;
  };

  // Every requirement -> evidence pair, scored: the requirement's weight, then a fact that can be
  // written as a sentence, has numbers, and comes from a recent role.
  const candidates: (PlannedEvidence & { score: number })[] = [];
  const postingText = input.postingText;
  const postingWords = tokenSet(postingText);
  const listed: string[] = [];
  for (const r of match.requirements) {
    if (!r.met) continue;
    // The lines the matcher found, and every bullet of a job that says the same words: a skills
    // line proves a skill, but a sentence needs a result or a duty.
    const wordings = [...new Set(r.evidence.map((e) => e.matched).filter((m) => m.length < 60))];
    const found = [
      ...r.evidence.map((e) => ({
        text: wholeBullet(e.text, e.position),
        position: e.position,
        line: e.line,
      })),
      ...bullets.filter((b) => wordings.some((w) => containsTerm(b.text, w))),
    ];
    let narrated = false;
    for (const e of found) {
      const fact = factAt(e.line, e.text, e.position);
      if (!fact.sentence) continue;
      const term = termFor(
        wordings.find((w) => containsTerm(e.text, w)) ?? wordings[0] ?? '',
        postingText,
        postingWords,
      );
      if (!term) continue;
      narrated = true;
      const recency = e.position === null ? 0 : Math.max(0, 2 - e.position);
      const score = KIND_WEIGHT[r.kind] * 10 + (fact.numbers.length > 0 ? 4 : 0) + recency * 2;
      candidates.push({ requirement: r.text, term, kind: r.kind, fact, score });
    }
    if (!narrated && r.kind !== 'licence') {
      const term = wordings[0] ? termFor(wordings[0], postingText, postingWords) : null;
      if (term && term.split(/\s+/).length <= 4) listed.push(term);
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.fact.line - b.fact.line);
  const evidence: PlannedEvidence[] = [];
  const sameFact = (a: PlannedFact, b: PlannedFact) =>
    a.line === b.line || a.source.includes(b.source.slice(0, 40)) || b.source.includes(a.source.slice(0, 40));
  for (const c of candidates) {
    if (evidence.length >= budget.evidence) break;
    // One fact proves one requirement, and a requirement (or its words) is proved once.
    if (
      evidence.some(
        (e) =>
          sameFact(e.fact, c.fact) ||
          e.requirement === c.requirement ||
          e.term.toLowerCase() === c.term.toLowerCase(),
      )
    )
      continue;
    evidence.push({ requirement: c.requirement, term: c.term, kind: c.kind, fact: c.fact });
  }

  // Only the credentials the posting asks for are used.
  const credentials = heldCredentials(profile, input.resumeText)
    .filter((c) => /^[\p{Lu}\d]/u.test(c.name))
    .filter((c) => posting.licences.some((l) => containsTerm(l, c.name) || containsTerm(c.name, l)))
    .map((c) => c.name)
    // Those a must-have line names come first ('Valid Ohio driver's license' under Requirements).
    .map((name, order) => ({
      name,
      order,
      must: posting.mustHaves.some(
        (m) => containsTerm(m, name) || containsTerm(name, m) || sharesAcronym(m, name),
      )
        ? 0
        : 1,
    }))
    .sort((a, b) => a.must - b.must || a.order - b.order)
    .map((c) => c.name)
    .slice(0, budget.credentials);

  // The rest of the resume's writable bullets, best first: numbers, then recency.
  const rest = bullets
    .map((b) => factAt(b.line, b.text, b.position))
    .filter((f) => f.sentence && !evidence.some((e) => sameFact(e.fact, f)))
    .map((f, order) => ({ f, order }))
    .sort((a, b) => Number(b.f.numbers.length > 0) - Number(a.f.numbers.length > 0) || a.order - b.order)
    .map((x) => x.f);
  // Volunteering is experience too: its bullets, with their organisation, come last.
  for (const v of profile.volunteering)
    for (const b of v.bullets) {
      const sentence = bulletSentences(b, v.current ? 'current' : 'past');
      if (sentence)
        rest.push({
          source: b,
          sentence,
          role: roleOf(v),
          numbers: b.match(NUMBER_RE) ?? [],
          line: v.lines[0] + 1000,
        });
    }
  const headlineCount = budget.headline + Math.max(0, budget.evidence - evidence.length);
  const headlineFacts = rest.filter((f) => f.numbers.length > 0).slice(0, headlineCount);
  const reserve = rest.filter((f) => !headlineFacts.includes(f));

  // An ask is answered only by something the resume has: a portfolio or profile link.
  const links = profile.contact.links;
  const asks = posting.asks.map((ask) => ({
    ask,
    answer: /\b(?:portfolio|link|website|github|samples?)\b/i.test(ask) ? (links[0] ?? null) : null,
  }));

  // A gap worth naming is a stated must-have or licence the resume does not show, and no credential
  // the resume holds covers it ('Active RN license' beside 'Registered Nurse (RN) License').
  const stated = [...posting.mustHaves, ...posting.licences];
  const covered = (g: string) =>
    profile.certifications.some((c) => {
      const acronyms = c.name.match(/\b[A-Z]{2,6}\b/g) ?? [];
      return acronyms.some((a) => new RegExp(`\\b${a}\\b`).test(g)) || containsTerm(g, c.name);
    });
  const gaps = match.gaps.filter((g) => stated.some((m) => m === g || containsTerm(m, g)) && !covered(g));
  // Years and degrees are not gaps a letter can promise to close.
  const gap = gaps.find((g) => !/\b(?:degree|years?|months?)\b|\d/i.test(g)) ?? null;
  // Duties: the posting's responsibilities, and any 'You will ...' sentence elsewhere in it.
  const youWill = postingText
    .split(/(?<=[.!?])\s+|\n/)
    .map((t) => t.trim())
    .filter((t) => /^(?:you will|you['’]ll)\s/i.test(t));
  const dutySources = [
    ...posting.responsibilities,
    ...youWill.filter((t) => !posting.responsibilities.includes(t)),
  ];
  const degree = profile.education[0];
  const evidenceTerms = new Set(evidence.map((e) => e.term.toLowerCase()));
  return {
    role: shortTitle(posting.title),
    // 'the school', 'the Trust': a posting's way of referring to itself, not a name.
    company: posting.company && !GENERIC_EMPLOYER.test(posting.company) ? posting.company : null,
    locale: localeOf(posting, postingText),
    name: profile.name,
    currentRole: current ? roleOf(current) : null,
    earlierRoles: positions
      .filter((p) => p !== current)
      .slice(0, 3)
      .map(roleOf),
    evidence,
    listedTerms: [...new Set(listed)].filter((t) => !evidenceTerms.has(t.toLowerCase())).slice(0, 4),
    credentials,
    headlineFacts,
    reserve,
    asks,
    gap,
    education: degree
      ? {
          degree: degree.degree,
          field: degree.field,
          institution: degree.institution,
          year: degree.year,
          grade: degree.grade,
          inProgress: resumeLines
            .slice(degree.lines[0], degree.lines[1] + 1)
            .some((line) => UNFINISHED_DEGREE.test(line)),
        }
      : null,
    duty: dutyOf(dutySources, input.resumeText),
    companyDetail: companyDetailOf(postingText, posting.company),
    ties: tiesOf(
      [...evidence.map((e) => e.fact), ...headlineFacts, ...reserve],
      dutySources,
      input.resumeText,
    ),
    ownWords: ownWordsOf(profile.summary),
    otherCredentials: profile.certifications
      .map((c) => credentialName(c.name))
      .filter((n) => !credentials.includes(n) && !IN_PROGRESS.test(n) && n.split(/\s+/).length <= 8)
      // 'clean MVR' is a note on the line, not a credential.
      .filter((n) => /^[\p{Lu}\d]/u.test(n))
      .slice(0, 4),
    otherSkills: profile.skills
      .map(listCase)
      .filter((k) => k.split(/\s+/).length <= 4 && !/[:()]/.test(k) && !containsTerm(postingText, k))
      .filter((k) => !listed.some((t) => containsTerm(t, k)))
      .slice(0, 5),
    languages: profile.languages.map((l) => l.language),
    moreDuties: dutySources
      .map((r) => dutyOf([r], input.resumeText))
      .filter((d): d is string => d !== null && d !== dutyOf(dutySources, input.resumeText))
      .slice(0, 8),
  };
}

/**
 * The summary's sentences as the candidate's own: 'I ...' sentences as written; 'Retail supervisor
 * with 5 years on the shop floor' -> 'I am a retail supervisor with 5 years on the shop floor';
 * a list of strengths -> 'My {resume} highlights ...'. Anything else is left out.
 */
function ownWordsOf(summary: string | null): string[] {
  const out: string[] = [];
  for (const raw of (summary ?? '').split(/(?<=[.!?])\s+/)) {
    const t = raw.trim();
    const words = t.split(/\s+/);
    if (!/[.!]$/.test(t) || words.length > 30 || words.length < 4) continue;
    if (/^I\s[a-z]/.test(t)) {
      out.push(t);
      continue;
    }
    const head = words.slice(0, 4).map((w) => w.toLowerCase().replace(/[^a-z-]/g, ''));
    const titleAt = head.findIndex((w) => TITLE_NOUNS.has(w));
    const body = t.replace(/[.!]$/, '');
    if (
      titleAt >= 0 &&
      words[titleAt + 1] === 'with' &&
      !/[,;:]/.test(words.slice(0, titleAt + 1).join(' '))
    ) {
      const lowered = /^[A-Z][a-z]/.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body;
      out.push(
        `I am ${/^[aeiou]/i.test(lowered) || /^[AEFHILMNORSX][A-Z]/.test(lowered) ? 'an' : 'a'} ${lowered}.`,
      );
    } else if (
      /^[A-Z][a-z-]+\b/.test(t) &&
      /,[^,]{1,80}\band\b/.test(t) &&
      !/[:;]/.test(t) &&
      // 'Key person for ..., confident leading ...': adjectives about the writer are no list of strengths.
      !/\b(?:interested|confident|ready|looking|keen|eager|passionate|seeking|motivated|enthusiastic)\b/i.test(
        t,
      ) &&
      !/\b(?:is|are|was|were|am)\b/.test(t)
    ) {
      out.push(`My {resume} highlights ${body.charAt(0).toLowerCase()}${body.slice(1)}.`);
    }
  }
  return out;
}

/**
 * The posting's own description of the employer: the first sentence that opens with its name (or
 * the name's first word) and 'is a' / 'is an' / 'is the', up to 30 words, in the reader's voice
 * ('our' -> 'your'). Null when there is none or it speaks as 'we'.
 */
function companyDetailOf(postingText: string, company: string | null): string | null {
  if (!company) return null;
  const names = [
    company,
    company.split(/(?<!\s)\s+(?:at|Ltd|Limited|Inc|LLC|PLC)\b/)[0]!,
    company
      .split(/\s+/)
      .slice(0, company.startsWith('The ') ? 2 : 1)
      .join(' '),
  ];
  for (const line of postingText.split('\n').slice(0, 80)) {
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[\p{Lu}])/u)) {
      const t = sentence.trim();
      const name = names.find((n) => n.length >= 3 && t.startsWith(`${n} is `));
      if (!name) continue;
      const words = t.split(/\s+/);
      if (words.length > 30 || !/\.$/.test(t) || !/^\S+(?: \S+){0,5} is (?:a|an|the|one)\b/.test(t)) continue;
      const voiced = t
        .replace(/\.$/, '')
        .replace(/\bours\b/g, 'yours')
        .replace(/\bour\b/g, 'your')
        .replace(/\bOur\b/g, 'Your');
      if (/\b(?:[Ww]e|us|[Yy]ou|you'll|we're)\b/.test(voiced.replace(/\b[Yy]our\b/g, ''))) continue;
      // The equal-opportunity line describes every employer; it says nothing of this one.
      if (/\b(?:equal opportunit|opportunity employer|E-Verify|affirmative action)/i.test(voiced)) continue;
      return voiced;
    }
  }
  return null;
}

/**
 * The credentials a resume holds: its certificates, and licences written anywhere ('Bilingual •
 * Valid Texas driver's license, clean record • ServSafe'), each as written (`raw`) and without its
 * notes (`name`). One in progress ('exam scheduled', 'expected 2026') is not held.
 */
export function heldCredentials(profile: ResumeProfile, resumeText: string): { raw: string; name: string }[] {
  return [
    ...profile.certifications.filter((c) => !IN_PROGRESS.test(c.expires ?? '')).map((c) => c.name),
    ...licenceSegments(resumeText).filter(
      (name) => !profile.certifications.some((c) => containsTerm(c.name, name) || containsTerm(name, c.name)),
    ),
  ]
    .filter((raw) => !IN_PROGRESS.test(raw))
    .map((raw) => ({ raw, name: credentialName(raw) }));
}

/**
 * A credential's name without the notes written beside it: 'Full UK driving licence – clean',
 * 'Full UK driving licence and own car' -> 'Full UK driving licence'.
 */
export function credentialName(raw: string): string {
  return raw
    .replace(/(?<![\s,])[\s,]+(?:and|with|plus|&) own (?:car|vehicle|transport|van|tools)$/i, '')
    .replace(/ [–—-] [a-z][a-z ]{0,30}$/, '');
}

/** 'Active RN license' and 'Registered Nurse (RN) License' name the same licence. */
export function sharesAcronym(a: string, b: string): boolean {
  const acronyms = new Set(a.match(/\b[A-Z]{2,6}\b/g) ?? []);
  return (b.match(/\b[A-Z]{2,6}\b/g) ?? []).some((x) => acronyms.has(x));
}

/** Short licence phrases on any line of the resume: the part of a list item before its first comma. */
function licenceSegments(resumeText: string): string[] {
  const out: string[] = [];
  for (const line of resumeText.split('\n')) {
    if (line.length > 200) continue;
    for (const item of line.split(/[•·|;]|\.\s/)) {
      const name = item
        .split(/,| [–—-] /)[0]!
        .trim()
        .replace(/^[-*▪]\s?/, '');
      const words = name.split(/\s+/).length;
      if (words >= 2 && words <= 8 && /\b(?:licen[cs]e|licen[cs]ed)\b/i.test(name) && /^[\p{Lu}]/u.test(name))
        out.push(name);
    }
  }
  return [...new Set(out)];
}

/** Content words of 5+ letters, crudely stemmed: what a fact and a duty must share to be tied. */
function stems(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{5,}/gu) ?? [])
      .filter((w) => !STOP_WORDS.has(w))
      .map((w) => w.replace(/(?:ing|ed|es|s|ment|ion)$/, '')),
  );
}

/** Each fact with a duty of the posting that shares a content word with it; a duty is used once. */
function tiesOf(
  facts: readonly PlannedFact[],
  responsibilities: readonly string[],
  resume: string,
): { line: number; duty: string }[] {
  const duties = responsibilities
    .map((r) => dutyOf([r], resume))
    .filter((d): d is string => d !== null)
    .map((d) => ({ d, words: stems(d) }));
  const used = new Set<string>();
  const out: { line: number; duty: string }[] = [];
  for (const f of facts) {
    const words = stems(f.source);
    // Two shared words at least: 'repair time' and 'repair cylinders' are not the same work.
    const match = duties.find((x) => !used.has(x.d) && [...x.words].filter((w) => words.has(w)).length >= 2);
    if (!match) continue;
    used.add(match.d);
    out.push({ line: f.line, duty: match.d });
  }
  return out;
}

/** The first duty of the posting that opens with a verb, short enough to quote in a sentence. */
function dutyOf(responsibilities: readonly string[], resume = ''): string | null {
  for (const r of responsibilities.flatMap((x) => x.split(/(?<=[.!?])\s+(?=[\p{Lu}])/u))) {
    // 'You will own a book of accounts' -> 'own a book of accounts'.
    const t = r
      .trim()
      .replace(/^(?:you will|you['’]ll|you would|you['’]d)\s+(?:also\s+)?/i, '')
      // 'treat homes with respect – many residents are elderly': the duty ends at the dash.
      .replace(/\s[–—-]\s.*$/, '')
      .replace(/(?<![.;,\s])[.;,\s]+$/, '');
    const words = t.split(/\s+/);
    if (words.length < 3 || words.length > 18 || /[:;?!"]|\. /.test(t)) continue;
    const base = baseVerb(words[0]!);
    if (!base) continue;
    // 'Welcoming members and handling transactions' -> 'welcome members and handle transactions'.
    if (/ing$/i.test(words[0]!))
      for (let k = 1; k < words.length; k++)
        if (/^(?:and|or)$/.test(words[k - 1]!) && /^[a-z]+ing$/.test(words[k]!))
          words[k] = baseVerb(words[k]!) ?? words[k]!;
    // The posting's voice turned to the candidate's: 'your truck' is mine, 'our clients' are yours.
    const duty = [base, ...words.slice(1)]
      .join(' ')
      .replace(/\byour\b/gi, 'my')
      .replace(/\bours\b/gi, 'yours')
      .replace(/\bour\b/gi, 'your');
    if (/\b(?:you|we|us|you'll|you’ll|we're|we’re)\b/i.test(duty)) continue;
    // A duty naming a skill the resume lacks is left out: beside the writer's name it reads as a claim.
    if (resume && SKILL_TERMS.some((k) => containsTerm(duty, k) && !containsTerm(resume, k))) continue;
    return duty;
  }
  return null;
}

/**
 * The plan for one generation request: the request's resume and posting read (understand), then
 * planned. The offline writer and the AI providers' prompt both start from it.
 */
export function planForRequest(request: GenerateRequest): LetterPlan {
  const { postingText, posting, resumeText, profile, match } = readRequest(request);
  return planLetter({
    profile,
    posting,
    match,
    resumeText,
    postingText,
    length: request.length ?? 'standard',
  });
}
