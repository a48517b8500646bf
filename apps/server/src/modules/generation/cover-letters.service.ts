import {
  type ClaimRepair,
  type CoverLetter,
  DAILY_LIMIT_MESSAGE,
  type GenerateRequest,
  type LetterEvidence,
  limitOf,
  minimumPlan,
  recipientText,
  type Template,
  type TemplateStyle,
} from '@jobpeel/contract';
import { resumeCorpus } from '@jobpeel/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CoverLetterRow } from '../../db/schema';
import { EngineError, type LetterEngine } from '../../integrations/llm/types';
import { AppError } from '../../lib/app-error';
import type { ProcessIdentity } from '../../lib/process-identity';
import type { Viewer } from '../../lib/viewer';
import { toCoverLetterView } from '../library/cover-letter-view';
import type { CoverLettersRepository } from '../library/cover-letters.repository';
import { evidenceJson, type LetterCheck, type LetterFacts } from '../library/letter-check';
import { applyRewrites, criticalFlagCount, flaggedSentences } from './letter-evidence';
import type { PlanGate } from './plan-gate';
import type { QuotaRepository } from './quota.repository';

export interface CoverLettersServiceDeps {
  db: Db;
  letters: CoverLettersRepository;
  quota: QuotaRepository;
  engine: LetterEngine;
  /** The claim check, off the event loop; null when it could not run (the letter is stored anyway). */
  checkText: LetterCheck;
  gate: PlanGate;
  now: () => number;
  /** Recorded on each reservation, so the next run of this process can give back what it left. */
  owner: ProcessIdentity;
  /** Runs after each stored letter (referral completion); its failure never fails the letter. */
  onLetterGenerated?: (userId: number) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

interface CheckedDraft {
  text: string;
  evidence: LetterEvidence | null;
  claimRepair?: ClaimRepair;
}

export function createCoverLettersService(deps: CoverLettersServiceDeps) {
  const { db, letters, quota, engine, checkText, gate, now } = deps;

  /** Refunds each reservation in its own transaction; each one happens once, whoever runs it. */
  async function refundAll(ledgerIds: number[]): Promise<number> {
    let refunded = 0;
    for (const ledgerId of ledgerIds) {
      if (await db.transaction().execute((tx) => quota.refund(tx, ledgerId))) refunded += 1;
    }
    return refunded;
  }

  /**
   * An AI letter with critical claims flagged gets ONE repair call for those sentences (issue 20,
   * docs/decisions/0023). A provider failure keeps the first draft with its flags visible; a
   * cancel still cancels. A repair that leaves more flags than the draft had is not used.
   */
  async function repairClaims(
    draft: CheckedDraft,
    facts: LetterFacts & { resume_text: string },
    signal: AbortSignal | undefined,
    onRepairing?: (sentences: number) => void,
  ): Promise<CheckedDraft> {
    const flaggedBefore = criticalFlagCount(draft.evidence);
    if (flaggedBefore === 0 || !draft.evidence || engine.engine === 'offline' || !engine.repair) return draft;
    const kept = {
      ...draft,
      claimRepair: { attempted: true, flaggedBefore, flaggedAfter: flaggedBefore, sentencesRewritten: 0 },
    };
    const flagged = flaggedSentences(draft.text, draft.evidence);
    // The repair call takes a while: the stream tells the user why the letter is not done yet.
    onRepairing?.(flagged.length);
    let rewrites: Awaited<ReturnType<NonNullable<LetterEngine['repair']>>>;
    try {
      rewrites = await engine.repair(
        {
          letter: draft.text,
          sentences: flagged,
          resumeText: facts.resume_text,
          postingText: facts.job_description,
        },
        signal,
      );
    } catch (error) {
      if (signal?.aborted) throw new EngineError('cancelled', 'Generation was cancelled.');
      deps.log?.warn({ err: error }, 'claim repair failed; the first draft is kept with its flags');
      return kept;
    }
    if (signal?.aborted) throw new EngineError('cancelled', 'Generation was cancelled.');
    const repaired = applyRewrites(draft.text, draft.evidence, flagged, rewrites);
    if (repaired.rewritten === 0) return kept;
    const evidence = await checkText(repaired.text, facts);
    // A repair that could not be checked is not used: the first draft's flags stay visible.
    if (evidence === null) return kept;
    const flaggedAfter = criticalFlagCount(evidence);
    if (flaggedAfter > flaggedBefore) return kept;
    return {
      text: repaired.text,
      evidence,
      claimRepair: { attempted: true, flaggedBefore, flaggedAfter, sentencesRewritten: repaired.rewritten },
    };
  }

  return {
    async listTemplates(): Promise<Template[]> {
      const templates = await letters.listTemplates(db);
      return templates.map((t) => {
        const style = t.style as TemplateStyle;
        // minPlan: the cheapest plan whose entitlements include the template's style.
        return { id: t.id, name: t.name, metadata: { style, minPlan: minimumPlan('templateStyles', style) } };
      });
    },

    /**
     * Gives back letters reserved by generations that never finished nor failed in a running
     * process: the process died mid-generation. `abandonedAfterMs` must be far longer than a
     * generation can take. Each refund happens once, whichever process runs the sweep.
     */
    async refundAbandoned(abandonedAfterMs: number): Promise<number> {
      return refundAll(await quota.listOpenBefore(db, now() - abandonedAfterMs));
    },

    /**
     * At start: gives back at once the letters this process's previous run reserved and never
     * finished (it was killed or crashed mid-generation), instead of after the sweep's cutoff.
     */
    async refundPreviousRun(): Promise<number> {
      return refundAll(await quota.listOpenFromPreviousRuns(db, deps.owner));
    },

    /**
     * Generates one letter: gate by plan, reserve a letter atomically, run analyst and writer,
     * check its claims (and repair an AI letter's, once), store the letter with its evidence.
     * Any failure after the reservation refunds it. `onChunk` receives the letter as it is
     * written; the stored text can differ from it when a repair rewrote sentences. Returns the
     * stored letter as the viewer's plan shows it.
     */
    async generate(
      viewer: Viewer,
      request: GenerateRequest,
      options: {
        signal?: AbortSignal;
        onChunk?: (text: string) => void;
        /** Before the repair call of an AI letter: how many sentences it asks to rewrite. */
        onRepairing?: (sentences: number) => void;
      } = {},
    ): Promise<CoverLetter> {
      const template = await gate.check(viewer, request);
      const limits = {
        daily: limitOf(viewer.plan, 'dailyLetters'),
        weekly: limitOf(viewer.plan, 'weeklyLetters'),
      };
      const reservation = await db
        .transaction()
        .execute((tx) => quota.reserve(tx, viewer.id, limits, now(), deps.owner));
      if (!reservation) throw new AppError(429, 'DAILY_LIMIT_REACHED', DAILY_LIMIT_MESSAGE);

      let letter: CoverLetterRow;
      try {
        const analysis = await engine.analyze(request, options.signal);
        let text = '';
        for await (const chunk of engine.write(
          {
            request,
            analysis,
            template: { id: template.id, name: template.name, style: template.style as TemplateStyle },
          },
          options.signal,
        )) {
          text += chunk;
          options.onChunk?.(chunk);
        }
        if (options.signal?.aborted) throw new EngineError('cancelled', 'Generation was cancelled.');
        text = text.trim();
        if (!text)
          throw new EngineError('invalid_output', 'The writer returned an empty letter. Please try again.');

        const at = now();
        const facts = {
          resume_text: resumeCorpus(request),
          job_description: request.jobDescription,
          created_at: at,
        };
        const draft = await repairClaims(
          { text, evidence: await checkText(text, facts) },
          facts,
          options.signal,
          options.onRepairing,
        );
        letter = await db.transaction().execute(async (tx) => {
          const row = await letters.insert(tx, {
            user_id: viewer.id,
            title: [analysis.role, analysis.company].filter(Boolean).join(' at ') || null,
            template_id: template.id,
            job_description: request.jobDescription,
            job_url: request.jobUrl ?? null,
            generated_content: draft.text,
            content: null,
            resume_text: facts.resume_text,
            evidence: evidenceJson(draft.evidence),
            length: request.length,
            recipient:
              recipientText(request.recipient, request.companyName, request.customRecipient) ||
              request.recipient,
            metadata: JSON.stringify({
              analysis: analysis.analysis,
              keywords: analysis.keywords,
              matchScore: analysis.matchScore,
              missingKeywords: analysis.missingKeywords,
              role: analysis.role,
              company: analysis.company,
              engine: engine.engine,
              model: engine.model,
              ...(draft.claimRepair ? { claimRepair: draft.claimRepair } : {}),
            }),
            created_at: at,
            updated_at: at,
          });
          await quota.complete(tx, reservation.ledgerId);
          return row;
        });
        await deps.onLetterGenerated?.(viewer.id).catch((err) => {
          deps.log?.error({ err, userId: viewer.id }, 'after-letter hook failed');
        });
      } catch (error) {
        await db.transaction().execute((tx) => quota.refund(tx, reservation.ledgerId));
        if (error instanceof EngineError) {
          const status =
            error.failure === 'timeout'
              ? 504
              : error.failure === 'rate_limited'
                ? 503
                : error.failure === 'cancelled'
                  ? 499
                  : 502;
          throw new AppError(status, 'GENERATION_FAILED', error.message);
        }
        throw error;
      }
      return toCoverLetterView(letter, viewer.plan);
    },
  };
}

export type CoverLettersService = ReturnType<typeof createCoverLettersService>;
