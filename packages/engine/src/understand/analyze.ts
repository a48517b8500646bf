/**
 * The rule-based analyst: the posting's structure (posting.ts) measured against the resume's
 * profile (resume-profile.ts) by evidence (evidence.ts). Output satisfies jobAnalysisSchema.
 */
import type { JobAnalysis } from '@jobpeel/contract';
import { containsTerm, joinList, normalised, stripInjections, tokenize } from '../text';
import { LANGUAGE_MARKERS } from '../vocabulary';
import { matchEvidence } from './evidence';
import { readPosting, shortTitle } from './posting';
import { readRequest } from './read-request';
import { type ResumeInput, resumeCorpus } from './resume-facts';
import { readResumeProfile } from './resume-profile';

export interface AnalyzeInput extends ResumeInput {
  jobDescription: string;
  companyName?: string | null;
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

export function analyzeJob(input: AnalyzeInput): JobAnalysis {
  const { postingText: job, posting, match } = readRequest(input);
  const { matchedKeywords, missingKeywords } = match;
  const role = shortTitle(posting.title);
  const company = posting.company;
  const matchScore = match.score ?? 0;

  const met = match.requirements.filter((r) => r.met && (r.kind === 'must' || r.kind === 'licence'));
  const asked = match.requirements.filter((r) => r.kind === 'must' || r.kind === 'licence');
  const sentences: string[] = [];
  const target = role
    ? `the ${role} role${company ? ` at ${company}` : ''}`
    : company
      ? `this role at ${company}`
      : 'this role';
  if (match.score === null) {
    sentences.push(`The posting is too short to measure the resume against ${target}.`);
  } else {
    sentences.push(
      `The resume shows ${met.length} of ${asked.length} stated requirements and ${matchedKeywords.length} of ${posting.keywords.length} keywords for ${target} (score ${matchScore}/100).`,
    );
  }
  if (matchedKeywords.length > 0) sentences.push(`It shows ${joinList(matchedKeywords.slice(0, 6))}.`);
  else sentences.push('It shows none of the specific skills the posting names.');
  if (missingKeywords.length > 0)
    sentences.push(
      `It does not mention ${joinList(missingKeywords.slice(0, 6), 'or')}, so the letter leaves those out.`,
    );
  if (match.gaps.length > 0)
    sentences.push(
      `Not shown: ${joinList(match.gaps.slice(0, 3).map((g) => `"${g.length > 80 ? `${g.slice(0, 77)}...` : g}"`))}.`,
    );

  return {
    role,
    company,
    seniority: posting.seniority,
    keyRequirements: [...posting.mustHaves, ...posting.licences].slice(0, 20),
    keywords: posting.keywords,
    language: detectLanguage(job),
    matchScore,
    matchedKeywords,
    missingKeywords,
    analysis: sentences.slice(0, 4).join(' '),
  };
}

/**
 * A model's analysis, kept only where the texts bear it out: the role, company, requirements and
 * keywords must be found in the posting (or the company field); which keywords the resume shows
 * is decided by the evidence matcher, not the model; the score is the engine's explainable one.
 * Values the model invented are replaced by the engine's own reading.
 */
export function groundAnalysis(model: JobAnalysis, input: AnalyzeInput): JobAnalysis {
  const own = analyzeJob(input);
  const job = normalised(stripInjections(input.jobDescription));
  const inJob = (value: string) => value.trim() !== '' && job.includes(normalised(value));
  const company =
    model.company && (inJob(model.company) || model.company === input.companyName)
      ? model.company
      : own.company;
  const keywords = model.keywords.filter(
    (k) => containsTerm(input.jobDescription, k) && (!company || normalised(k) !== normalised(company)),
  );
  const requirements = model.keyRequirements.filter(inJob);
  // Which of the kept keywords the resume shows: the evidence matcher's answer.
  const resume = resumeCorpus(input);
  const profile = readResumeProfile(input.resumeText);
  const posting = readPosting(stripInjections(input.jobDescription), { company });
  const match = matchEvidence(
    profile,
    { ...posting, keywords: keywords.length > 0 ? keywords : posting.keywords },
    resume,
  );
  return {
    ...model,
    role: model.role && inJob(model.role) ? model.role : own.role,
    company,
    keyRequirements: requirements.length > 0 ? requirements : own.keyRequirements,
    keywords: keywords.length > 0 ? keywords : own.keywords,
    matchedKeywords: match.matchedKeywords,
    missingKeywords: match.missingKeywords,
    matchScore: match.score ?? own.matchScore,
  };
}
