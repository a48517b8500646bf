/**
 * The letter's plan: what this letter says, chosen before a word is written (issue 19). From the
 * profile, the posting and the evidence: the strongest requirement -> evidence pairs (relevance
 * first, recency second), the key facts the posting values (licences and certificates it asks for,
 * headline numbers), the posting's explicit asks with the resume's answer when there is one, one
 * notable gap, and the current role first. Every fact is the resume's, with its employer and line;
 * the writer (offline or an AI provider) only turns the plan into prose.
 */
import type { EvidenceMatch, JobPosting, LetterLength, ResumeProfile } from '@jobpeel/contract';
import { containsTerm } from '../text';
import { bulletSentences, type Tense } from './sentences';

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
  requirement: string;
  kind: EvidenceMatch['requirements'][number]['kind'];
  fact: PlannedFact;
}

export interface LetterPlan {
  role: string | null;
  company: string | null;
  locale: 'en-US' | 'en-GB';
  name: string | null;
  currentRole: PlannedRole | null;
  earlierRoles: PlannedRole[];
  evidence: PlannedEvidence[];
  /** Licences and certificates the posting asks for that the resume holds, as the resume names them. */
  credentials: string[];
  /** Results with numbers not already used as evidence, newest first (more when evidence is short). */
  headlineFacts: PlannedFact[];
  asks: { ask: string; answer: string | null }[];
  /** One must-have the resume does not show, for an honest line when useful. */
  gap: string | null;
  education: string | null;
}

/** How much each length says: more evidence for longer letters, never more filler. */
export const PLAN_BUDGET: Record<LetterLength, { evidence: number; headline: number; credentials: number }> =
  {
    concise: { evidence: 2, headline: 0, credentials: 1 },
    standard: { evidence: 3, headline: 1, credentials: 2 },
    comprehensive: { evidence: 4, headline: 2, credentials: 3 },
  };

const KIND_WEIGHT = { must: 3, licence: 3, keyword: 2, nice: 1, responsibility: 1 } as const;
const NUMBER_RE = /(?<![\p{L}\d.,])[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|[kKmMbB]\b|million|billion|\+))?/gu;

function roleOf(p: ResumeProfile['positions'][number]): PlannedRole {
  return { title: p.title, employer: p.employer, current: p.current, start: p.start, end: p.end };
}

/** 'This posting is in US English' from its spelling and places; British unless it says US. */
function localeOf(posting: JobPosting, text: string): 'en-US' | 'en-GB' {
  const gb = (
    text.match(/\b(?:organis|colour|behaviour|centre|programme|labour|licence|favour|analys)\w*/gi) ?? []
  ).length;
  const us = (
    text.match(/\b(?:organiz|color|behavior|center|program\b|labor|license|favor|analyz)\w*/gi) ?? []
  ).length;
  if (gb !== us) return gb > us ? 'en-GB' : 'en-US';
  return /\b(?:UK|England|Scotland|Wales|London|£)/.test(text) ||
    /, (?:UK|England)$/.test(posting.location ?? '')
    ? 'en-GB'
    : 'en-US';
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

  // Every requirement -> evidence pair, scored: the requirement's weight, then a fact that can be
  // written as a sentence, has numbers, and comes from a recent role.
  const resumeLines = input.resumeText.replace(/\r\n?/g, '\n').split('\n');
  /** The line a bullet of position k was read from (within the position's lines). */
  const lineOf = (k: number, bullet: string) => {
    const [from, to] = positions[k]!.lines;
    for (let i = from; i <= to; i++) if (resumeLines[i]?.includes(bullet)) return i;
    return from;
  };
  const bullets = positions.flatMap((p, k) =>
    p.bullets.map((text) => ({ text, position: k, line: lineOf(k, text) })),
  );

  const candidates: (PlannedEvidence & { score: number })[] = [];
  for (const r of match.requirements) {
    if (!r.met) continue;
    // The lines the matcher found, and every bullet of a job that says the same words: a skills
    // line proves a skill, but a sentence needs a result or a duty.
    const wordings = [...new Set(r.evidence.map((e) => e.matched).filter((m) => m.length < 60))];
    const found = [
      ...r.evidence.map((e) => ({ text: e.text, position: e.position, line: e.line })),
      ...bullets.filter((b) => wordings.some((w) => containsTerm(b.text, w))),
    ];
    for (const e of found) {
      const fact = factAt(e.line, e.text, e.position);
      if (!fact.sentence) continue;
      const recency = e.position === null ? 0 : Math.max(0, 2 - e.position);
      const score = KIND_WEIGHT[r.kind] * 10 + (fact.numbers.length > 0 ? 4 : 0) + recency * 2;
      candidates.push({ requirement: r.text, kind: r.kind, fact, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.fact.line - b.fact.line);
  const evidence: PlannedEvidence[] = [];
  for (const c of candidates) {
    if (evidence.length >= budget.evidence) break;
    // One fact proves one requirement, and a requirement is proved once.
    if (evidence.some((e) => e.fact.line === c.fact.line || e.requirement === c.requirement)) continue;
    evidence.push({ requirement: c.requirement, kind: c.kind, fact: c.fact });
  }

  const credentials = profile.certifications
    .filter((c) => posting.licences.some((l) => containsTerm(l, c.name) || containsTerm(c.name, l)))
    .map((c) => c.name)
    .slice(0, budget.credentials);

  const used = new Set(evidence.map((e) => e.fact.line));
  const headlineFacts = bullets
    .map((b) => factAt(b.line, b.text, b.position))
    .filter(
      (f) =>
        f.numbers.length > 0 &&
        f.sentence &&
        !used.has(f.line) &&
        !evidence.some((e) => e.fact.source === f.source),
    )
    .slice(0, budget.headline + Math.max(0, budget.evidence - evidence.length));

  // An ask is answered only by something the resume has: a portfolio or profile link.
  const links = profile.contact.links;
  const asks = posting.asks.map((ask) => ({
    ask,
    answer: /\b(?:portfolio|link|website|github|samples?)\b/i.test(ask) ? (links[0] ?? null) : null,
  }));

  const gap = match.gaps.find((g) => !/\b(?:degree|years?)\b/i.test(g)) ?? match.gaps[0] ?? null;
  const degree = profile.education[0];
  return {
    role: posting.title,
    company: posting.company,
    locale: localeOf(posting, input.postingText),
    name: profile.name,
    currentRole: current ? roleOf(current) : null,
    earlierRoles: positions
      .filter((p) => p !== current)
      .slice(0, 2)
      .map(roleOf),
    evidence,
    credentials,
    headlineFacts,
    asks,
    gap,
    education: degree
      ? [degree.degree, degree.field].filter(Boolean).join(' ') +
        (degree.institution ? `, ${degree.institution}` : '')
      : null,
  };
}
