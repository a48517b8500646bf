/**
 * The rule-based analyst: reads a job posting (title, company, seniority, requirements,
 * keywords) and measures the resume against it. Output satisfies jobAnalysisSchema.
 */
import type { JobAnalysis } from '@jobpeel/contract';
import {
  containsTerm,
  countOccurrences,
  isBullet,
  joinList,
  stripBullet,
  stripInjections,
  tokenize,
} from '../text';
import { LANGUAGE_MARKERS, ROLE_WORDS, SKILLS, STOP_WORDS } from '../vocabulary';
import { extractResumeFacts, type ResumeInput } from './resume-facts';

export interface AnalyzeInput extends ResumeInput {
  jobDescription: string;
  companyName?: string | null;
}

const SKILL_LIST = [...new Set(SKILLS)];

const REQUIREMENT_HEADING_RE =
  /^\s*(requirements?|qualifications?|minimum qualifications|preferred qualifications|what you(?:'|’)ll (?:bring|need|do)|what we(?:'|’)re looking for|what you bring|who you are|you have|you will|responsibilities|key responsibilities|duties|the role|must[- ]haves?|nice to have|skills(?: required)?|about you)\b/i;
const OTHER_HEADING_RE =
  /^\s*(about|benefits|perks|what we offer|compensation|how to apply|salary|location)\b/i;

const ROLE_LABEL_RE = /^[ \t]*(?:job[ \t]+title|title|position|role|vacancy)[ \t]*:\s*(\S.*)$/im;
const HIRING_RE =
  /\b(?:hiring|seeking|looking for|recruiting)\s+(?:an?|our\s+(?:next|new)|a\s+new)\s+([A-Za-z][\w/&+ -]{2,60}?)(?=\s+(?:to|who|with|at|in|for|that|and|on)\b|[.,:;!(\n]|$)/i;

/** 'Senior Software Engineer - Acme' -> 'Senior Software Engineer' (company parts removed). */
function cleanRole(raw: string): string {
  const bracket = raw.search(/[(|]/);
  return (bracket >= 0 ? raw.slice(0, bracket) : raw)
    .replace(/(?<!\s)\s+(?:at|@)\s.*$/i, '')
    .replace(/(?<!\s)\s+[–—-]\s.*$/, '')
    .replace(/(?<![.,:;!])[.,:;!]+$/, '')
    .trim();
}

function titleCaseIfLower(s: string): string {
  return /[A-Z]/.test(s) ? s : s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function isRoleLike(s: string): boolean {
  const words = s.toLowerCase().split(/[^a-z]+/);
  return ROLE_WORDS.some((w) => words.includes(w));
}

export function detectRole(job: string): string | null {
  const label = job.match(ROLE_LABEL_RE);
  if (label) {
    const r = cleanRole(label[1]!);
    if (r && r.split(/\s+/).length <= 8) return r;
  }
  const lines = job.split(/\r?\n/).map((l) => l.trim());
  const first = lines.find((l) => l);
  if (first && first.split(/\s+/).length <= 10 && isRoleLike(first) && !/[.!?]$/.test(first)) {
    const r = cleanRole(first.replace(/^(job|position|vacancy)\s*[:-]\s*/i, ''));
    if (r && isRoleLike(r) && r.split(/\s+/).length <= 7) return r;
  }
  const hiring = job.match(HIRING_RE);
  if (hiring && isRoleLike(hiring[1]!)) return titleCaseIfLower(cleanRole(hiring[1]!));
  return null;
}

// Names stay on one line: [ \t] rather than \s, so a heading never glues onto the next line.
// A name starts at a word's start and has at most eight words, so each word is read by at most
// eight attempts: linear on a line of capitalised words (docs/decisions/0016).
const COMPANY_NAME = "(?<![\\w&'’.-])[A-Z][\\w&'’.-]*(?:[ \\t]+(?:[A-Z][\\w&'’.-]*|of|&|and)){0,7}";

export function detectCompany(job: string): string | null {
  const patterns = [
    new RegExp(`^[ \\t]*(?:company|employer|organi[sz]ation)[ \\t]*:\\s*(${COMPANY_NAME})`, 'm'),
    new RegExp(`^[ \\t]*about[ \\t]+(${COMPANY_NAME})[ \\t]*(?::[ \\t]*)?$`, 'm'),
    new RegExp(`(${COMPANY_NAME})\\s+is\\s+(?:hiring|looking|seeking|recruiting)`),
    new RegExp(`\\bjoin\\s+(${COMPANY_NAME})`),
    new RegExp(`\\b(?:at|@)\\s+(${COMPANY_NAME})`),
  ];
  for (const re of patterns) {
    for (const m of job.matchAll(new RegExp(re.source, `${re.flags}g`))) {
      const name = m[1]
        ?.trim()
        .replace(/(?<![.,])[.,]+$/, '')
        .replace(/(?<!\s)\s+(?:&|and|of)$/, '');
      if (!name) continue;
      const lower = name.toLowerCase();
      if (/^(us|you|our|we|this|a|an|the (?:role|team|position|job))\b/.test(lower)) continue;
      if (/^(role|team|position|job|the)$/.test(lower) || isRoleLike(name)) continue;
      return name;
    }
  }
  return null;
}

function detectSeniority(role: string | null, job: string): JobAnalysis['seniority'] {
  const r = (role ?? '').toLowerCase();
  if (/\b(chief|vp|vice president|director|head of|cfo|cto|ceo|coo)\b/.test(r)) return 'executive';
  if (/\b(lead|principal|staff|manager|supervisor)\b/.test(r)) return 'lead';
  if (/\b(senior|sr\.?)\b/.test(r)) return 'senior';
  if (/\b(junior|jr\.?|entry|intern|graduate|trainee|assistant)\b/.test(r)) return 'entry';
  const years = job.match(/\b(\d{1,2})\+?\s*(?:-\s*\d+\s*)?years?\b/i);
  if (years) {
    const n = Number(years[1]);
    if (n >= 7) return 'senior';
    if (n >= 3) return 'mid';
    return 'entry';
  }
  if (/\bentry[- ]level\b/i.test(job)) return 'entry';
  return role ? 'mid' : 'unknown';
}

/** Bullets under requirement headings; any bullet when the posting has no such heading. */
function detectRequirements(job: string): string[] {
  const out: string[] = [];
  const anyBullets: string[] = [];
  let inRequirements = false;
  for (const raw of job.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!isBullet(line) && line.length < 70) {
      if (REQUIREMENT_HEADING_RE.test(line)) {
        inRequirements = true;
        continue;
      }
      if (OTHER_HEADING_RE.test(line) || /:$/.test(line)) {
        inRequirements = false;
        continue;
      }
    }
    if (isBullet(line)) {
      const text = stripBullet(line).slice(0, 200);
      if (text.length < 3) continue;
      (inRequirements ? out : anyBullets).push(text);
    }
  }
  return (out.length > 0 ? out : anyBullets).slice(0, 20);
}

function detectLanguage(text: string): string {
  const tokens = tokenize(text);
  let best = 'en';
  let bestScore = 0;
  for (const [lang, markers] of Object.entries(LANGUAGE_MARKERS)) {
    const set = new Set(markers);
    const score = tokens.filter((t) => set.has(t)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Keywords: vocabulary skills found in the posting, ranked by frequency (requirements count
 * double), then frequent meaningful words that survive the stop-word list.
 */
function detectKeywords(job: string, requirements: string[], exclude: string[]): string[] {
  const reqText = requirements.join('\n');
  const lowerJob = job.toLowerCase();
  const found = SKILL_LIST.filter((s) => containsTerm(job, s))
    // Drop a skill contained in a longer one that also matched ('React' inside 'React Native').
    .filter(
      (s, _, all) =>
        !all.some(
          (o) =>
            o !== s &&
            o.length > s.length &&
            containsTerm(o, s) &&
            countOccurrences(job, o) >= countOccurrences(job, s),
        ),
    )
    .map((s) => ({
      s,
      score:
        countOccurrences(job, s) +
        countOccurrences(reqText, s) +
        1 / (1 + lowerJob.indexOf(s.toLowerCase()) / 1000),
    }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.s)
    .slice(0, 18);

  const skip = new Set([...exclude.flatMap((e) => tokenize(e)), ...found.flatMap((f) => tokenize(f))]);
  const freq = new Map<string, number>();
  for (const t of tokenize(job)) {
    if (t.length < 4 || STOP_WORDS.has(t) || skip.has(t) || /\d/.test(t)) continue;
    freq.set(t, (freq.get(t) ?? 0) + 1);
  }
  const terms = [...freq.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([t]) => t)
    .slice(0, 6);
  return [...found, ...terms].slice(0, 24);
}

export function analyzeJob(input: AnalyzeInput): JobAnalysis {
  const job = stripInjections(input.jobDescription);
  const facts = extractResumeFacts(input);
  const role = detectRole(job);
  const company = input.companyName?.trim() || detectCompany(job);
  const keyRequirements = detectRequirements(job);
  const keywords = detectKeywords(job, keyRequirements, [role ?? '', company ?? '']);
  const matchedKeywords = keywords.filter((k) => containsTerm(facts.corpus, k));
  const missingKeywords = keywords.filter((k) => !matchedKeywords.includes(k));

  // Skills weigh double: a matching 'Kubernetes' says more than a matching 'platform'.
  const isSkill = (k: string) => SKILL_LIST.includes(k);
  const weight = (k: string) => (isSkill(k) ? 2 : 1);
  const total = keywords.reduce((n, k) => n + weight(k), 0);
  const got = matchedKeywords.reduce((n, k) => n + weight(k), 0);
  let ratio = total > 0 ? got / total : 0.3;
  if (role && facts.titles.some((t) => tokenize(role).some((w) => w.length > 3 && tokenize(t).includes(w)))) {
    ratio = Math.min(1, ratio + 0.1);
  }
  const matchScore = Math.max(0, Math.min(100, Math.round(5 + ratio * 90)));

  const matchedSkills = matchedKeywords.filter(isSkill);
  const missingSkills = missingKeywords.filter(isSkill);
  const sentences: string[] = [];
  const target = role
    ? `the ${role} role${company ? ` at ${company}` : ''}`
    : company
      ? `this role at ${company}`
      : 'this role';
  sentences.push(
    `The resume matches ${matchedKeywords.length} of ${keywords.length} keywords for ${target} (score ${matchScore}/100).`,
  );
  if (matchedSkills.length > 0) sentences.push(`It shows ${joinList(matchedSkills.slice(0, 6))}.`);
  else sentences.push('It shows none of the specific skills the posting names.');
  if (missingSkills.length > 0)
    sentences.push(
      `It does not mention ${joinList(missingSkills.slice(0, 6), 'or')}, so the letter leaves those out.`,
    );
  if (keyRequirements.length > 0)
    sentences.push(
      `The posting lists ${keyRequirements.length} requirement${keyRequirements.length === 1 ? '' : 's'}.`,
    );

  return {
    role,
    company,
    seniority: detectSeniority(role, job),
    keyRequirements,
    keywords,
    language: detectLanguage(job),
    matchScore,
    matchedKeywords,
    missingKeywords,
    analysis: sentences.slice(0, 4).join(' '),
  };
}
