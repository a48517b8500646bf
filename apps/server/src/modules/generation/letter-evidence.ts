import { criticalClaimKinds, type LetterEvidence } from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FlaggedSentence, SentenceRewrite } from '../../integrations/llm/types';
import { utcDay } from '../../lib/time';
import type { LetterCheck } from '../library/letter-check';
import { type ClaimChecker, ClaimCheckRefused } from './claim-check-pool';

const critical = new Set<string>(criticalClaimKinds);

/**
 * The claim check of a letter's text, against the resume it was written from and its posting,
 * tenure measured to the day the letter was written (a letter does not age into a false claim).
 * It runs in a worker thread (claim-check-pool.ts). Null without a resume, and null too when the
 * check could not run (queue full, past its time or memory): the letter change it belongs to is
 * never failed for it, the letter is stored without evidence and a warning is logged.
 */
export function createLetterCheck(checker: ClaimChecker, log?: Pick<FastifyBaseLogger, 'warn'>): LetterCheck {
  return async (text, facts) => {
    if (facts.resume_text === null) return null;
    try {
      return await checker.check({
        letter: text,
        resumeText: facts.resume_text,
        postingText: facts.job_description,
        asOf: utcDay(facts.created_at),
      });
    } catch (error) {
      if (!(error instanceof ClaimCheckRefused)) throw error;
      log?.warn(
        { reason: error.reason, letterLength: text.length },
        'claim check stopped; the letter is kept without evidence',
      );
      return null;
    }
  };
}

const isFlaggedCritical = (c: LetterEvidence['sentences'][number]['claims'][number]) =>
  critical.has(c.kind) && c.status !== 'supported';

/** How many critical claims (employer, title, tenure, number, degree, certification) are flagged. */
export function criticalFlagCount(evidence: LetterEvidence | null): number {
  if (!evidence) return 0;
  return evidence.sentences.reduce((n, s) => n + s.claims.filter(isFlaggedCritical).length, 0);
}

/** The sentences a repair call is asked to rewrite, with their flagged critical claims. */
export function flaggedSentences(text: string, evidence: LetterEvidence): FlaggedSentence[] {
  return evidence.sentences.flatMap((s, index) => {
    const claims = s.claims.filter(isFlaggedCritical);
    if (claims.length === 0) return [];
    return [
      {
        index,
        text: text.slice(s.start, s.end),
        claims: claims.map((c) => ({
          text: c.text,
          kind: c.kind,
          status: c.status,
          reason: c.reason,
          sources: c.sources,
        })),
      },
    ];
  });
}

/** A rewritten sentence longer than this is not a rewrite of one sentence. */
const MAX_SENTENCE_LENGTH = 1000;

/**
 * Puts the rewritten sentences in place by their offsets. Only flagged sentences are replaced;
 * an empty or overlong answer keeps the original, and line breaks inside one become spaces (the
 * letter's paragraphs stay as they were).
 */
export function applyRewrites(
  text: string,
  evidence: LetterEvidence,
  flagged: FlaggedSentence[],
  rewrites: SentenceRewrite[],
): { text: string; rewritten: number } {
  const allowed = new Set(flagged.map((f) => f.index));
  const chosen = new Map<number, string>();
  for (const r of rewrites) {
    const sentence = r.text.replace(/\s+/g, ' ').trim();
    if (!allowed.has(r.index) || chosen.has(r.index)) continue;
    if (!sentence || sentence.length > MAX_SENTENCE_LENGTH) continue;
    const s = evidence.sentences[r.index]!;
    if (sentence === text.slice(s.start, s.end)) continue;
    chosen.set(r.index, sentence);
  }
  // From the end, so earlier offsets stay valid.
  let result = text;
  for (const index of [...chosen.keys()].sort((a, b) => b - a)) {
    const s = evidence.sentences[index]!;
    result = result.slice(0, s.start) + chosen.get(index)! + result.slice(s.end);
  }
  return { text: result, rewritten: chosen.size };
}
