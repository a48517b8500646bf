import type { CheckLetterRequest, LetterEvidence, SuggestSentenceRequest } from '@jobpeel/contract';
import { requirementEvidence, suggestSentence } from '@jobpeel/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LetterEngine } from '../../integrations/llm/types';
import { AppError, notFound } from '../../lib/app-error';
import { utcDay } from '../../lib/time';
import type { CoverLettersRepository } from '../library/cover-letters.repository';
import { type ClaimChecker, ClaimCheckRefused } from './claim-check-pool';

export const suggestionMessages = {
  notARequirement: "That requirement is not one of this letter's posting",
  noEvidence:
    "Your resume shows nothing for this requirement, so there is no honest sentence to add. Try 'Address honestly' instead.",
  noResume:
    'This letter was written before JobPeel kept the resume it came from. Generate it again to get suggestions.',
} as const;

/** The answer (503) when the check could not run: every thread busy and the queue full, or past its time or memory. */
export const checkUnavailableMessage = 'The claim check is busy right now. Please try again in a moment.';

export interface ClaimCheckServiceDeps {
  db: Db;
  letters: CoverLettersRepository;
  /** The claim check in worker threads (claim-check-pool.ts). */
  checker: ClaimChecker;
  now: () => number;
  /** The app's letter engine: an AI provider writes 'Add' when it can (`suggest`). */
  engine?: Pick<LetterEngine, 'engine' | 'suggest'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The longest sentence a provider's 'Add' may be (the prompt asks for at most 40 words). */
const MAX_SUGGESTION_CHARS = 400;

/**
 * The claim check on demand (issue 20): any letter checked against a pasted resume and posting,
 * and one sentence for a requirement of a stored letter's posting. Nothing here is stored.
 */
export function createClaimCheckService(deps: ClaimCheckServiceDeps) {
  const { db, letters, checker, now } = deps;

  /**
   * The provider's 'Add', or null (the offline sentence stands): no provider, a provider failure,
   * an answer that is not one sentence, or one with a claim the check does not back.
   */
  async function provided(
    letter: { resume_text: string | null; job_description: string; generated_content: string },
    requirement: string,
    plain: string,
  ): Promise<{ sentence: string; engine: string } | null> {
    const engine = deps.engine;
    if (!engine?.suggest) return null;
    const resumeText = letter.resume_text!;
    const postingText = letter.job_description;
    const evidence = requirementEvidence({ requirement, resumeText, postingText });
    if (!evidence) return null;
    let answer: string;
    try {
      answer = await engine.suggest({
        requirement: evidence.requirement,
        evidence: evidence.lines,
        letter: letter.generated_content,
        plain,
      });
    } catch (error) {
      deps.log?.warn({ err: error }, "provider 'Add' failed; the offline sentence is used");
      return null;
    }
    const sentence = answer.replace(/\s+/g, ' ').trim();
    if (!sentence || sentence.length > MAX_SUGGESTION_CHARS || /[\r\n]/.test(answer.trim())) return null;
    // Checked as the body of a letter (a lone short line would read as a sign-off).
    let check: LetterEvidence;
    try {
      check = await checker.check({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nSincerely,\nThe candidate`,
        resumeText,
        postingText,
        asOf: utcDay(now()),
      });
    } catch (error) {
      if (!(error instanceof ClaimCheckRefused)) throw error;
      return null;
    }
    const backed = check.summary.unsupported === 0 && check.summary.misattributed === 0;
    return backed && check.sentences.length === 1 ? { sentence, engine: engine.engine } : null;
  }

  return {
    /** A letter written anywhere, checked as of today, off the event loop; 503 when it cannot run. */
    async check(input: CheckLetterRequest): Promise<LetterEvidence> {
      try {
        return await checker.check({
          letter: input.content,
          resumeText: input.resumeText,
          postingText: input.jobDescription,
          asOf: utcDay(now()),
        });
      } catch (error) {
        if (!(error instanceof ClaimCheckRefused)) throw error;
        if (error.reason !== 'busy')
          deps.log?.warn({ reason: error.reason, letterLength: input.content.length }, 'claim check stopped');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', checkUnavailableMessage);
      }
    },

    /**
     * 'add': a sentence from the resume's own evidence; 'address_gap': one that names the gap and
     * claims nothing. The offline engine writes both (its sentences restate resume lines only);
     * with an AI provider, 'add' is the provider's when every claim in it is backed (provided).
     */
    async suggest(
      userId: number,
      id: number,
      input: SuggestSentenceRequest,
    ): Promise<{ sentence: string; engine: string }> {
      const letter = await letters.findForUser(db, userId, id);
      if (!letter) throw notFound('Cover letter not found');
      if (letter.resume_text === null)
        throw new AppError(400, 'VALIDATION_ERROR', suggestionMessages.noResume, {
          requirement: suggestionMessages.noResume,
        });
      const ask = (action: SuggestSentenceRequest['action']) =>
        suggestSentence({
          action,
          requirement: input.requirement,
          resumeText: letter.resume_text!,
          postingText: letter.job_description,
        });
      const sentence = ask(input.action);
      if (sentence && input.action === 'add') {
        const written = await provided(letter, input.requirement, sentence);
        if (written) return written;
      }
      if (sentence) return { sentence, engine: 'offline' };
      // 'address_gap' answers for every requirement of the posting: without one, it is not the posting's.
      if (input.action === 'address_gap' || ask('address_gap') === null)
        throw notFound(suggestionMessages.notARequirement);
      throw new AppError(400, 'VALIDATION_ERROR', suggestionMessages.noEvidence, {
        requirement: suggestionMessages.noEvidence,
      });
    },
  };
}

export type ClaimCheckService = ReturnType<typeof createClaimCheckService>;
