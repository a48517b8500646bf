import {
  DAILY_LIMIT_MESSAGE,
  effectivePlan,
  type GenerateRequest,
  planQuotas,
  recipientText,
  type TemplateStyle,
} from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CoverLetterRow, UserRow } from '../../db/schema';
import { EngineError, type LetterEngine } from '../../integrations/llm/types';
import { AppError } from '../../lib/app-error';
import type { ProcessIdentity } from '../../lib/process-identity';
import type { CoverLettersRepository } from './cover-letters.repository';
import type { PlanGate } from './plan-gate';
import type { QuotaRepository } from './quota.repository';

export interface CoverLettersServiceDeps {
  db: Db;
  letters: CoverLettersRepository;
  quota: QuotaRepository;
  engine: LetterEngine;
  gate: PlanGate;
  now: () => number;
  /** Recorded on each reservation, so the next run of this process can give back what it left. */
  owner: ProcessIdentity;
  /** Runs after each stored letter (referral completion); its failure never fails the letter. */
  onLetterGenerated?: (userId: number) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export function createCoverLettersService(deps: CoverLettersServiceDeps) {
  const { db, letters, quota, engine, gate, now } = deps;

  /** Refunds each reservation in its own transaction; each one happens once, whoever runs it. */
  async function refundAll(ledgerIds: number[]): Promise<number> {
    let refunded = 0;
    for (const ledgerId of ledgerIds) {
      if (await db.transaction().execute((tx) => quota.refund(tx, ledgerId))) refunded += 1;
    }
    return refunded;
  }

  return {
    listTemplates: () => letters.listTemplates(db),

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
     * store the letter. Any failure after the reservation refunds it. `onChunk` receives the
     * letter as it is written.
     */
    async generate(
      user: UserRow,
      request: GenerateRequest,
      options: { signal?: AbortSignal; onChunk?: (text: string) => void } = {},
    ): Promise<CoverLetterRow> {
      const template = await gate.check(user, request);
      const limits = planQuotas[effectivePlan(user.subscription_status)];
      const reservation = await db
        .transaction()
        .execute((tx) => quota.reserve(tx, user.id, limits, now(), deps.owner));
      if (!reservation) throw new AppError(429, 'DAILY_LIMIT_REACHED', DAILY_LIMIT_MESSAGE);

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
        const letter = await db.transaction().execute(async (tx) => {
          const row = await letters.insert(tx, {
            user_id: user.id,
            title: [analysis.role, analysis.company].filter(Boolean).join(' at ') || null,
            template_id: template.id,
            job_description: request.jobDescription,
            job_url: request.jobUrl ?? null,
            generated_content: text,
            content: null,
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
            }),
            created_at: at,
            updated_at: at,
          });
          await quota.complete(tx, reservation.ledgerId);
          return row;
        });
        await deps.onLetterGenerated?.(user.id).catch((err) => {
          deps.log?.error({ err, userId: user.id }, 'after-letter hook failed');
        });
        return letter;
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
    },
  };
}

export type CoverLettersService = ReturnType<typeof createCoverLettersService>;
