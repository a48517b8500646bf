import {
  canUseLength,
  canUseTemplateStyle,
  DAILY_LIMIT_MESSAGE,
  effectivePlan,
  type GenerateRequest,
  letterLengthInfo,
  planLabels,
  planQuotas,
  recipientText,
  type TemplateStyle,
} from '@jobpeel/contract';
import type { Db } from '../../db/client';
import type { CoverLetterRow, TemplateRow, UserRow } from '../../db/schema';
import { EngineError, type LetterEngine } from '../../integrations/llm/types';
import { AppError, notFound } from '../../lib/app-error';
import type { CoverLettersRepository } from './cover-letters.repository';
import type { QuotaRepository } from './quota.repository';

export interface CoverLettersServiceDeps {
  db: Db;
  letters: CoverLettersRepository;
  quota: QuotaRepository;
  engine: LetterEngine;
  now: () => number;
}

const TEMPLATE_PLAN: Record<TemplateStyle, string> = {
  formal: 'Free',
  technical: 'Standard',
  creative: 'Pro',
};

export function createCoverLettersService(deps: CoverLettersServiceDeps) {
  const { db, letters, quota, engine, now } = deps;

  /** Plan gating is the server's job, whatever the UI shows (decisions.md Templates). */
  async function checkAccess(user: UserRow, request: GenerateRequest): Promise<TemplateRow> {
    const template = await letters.findTemplate(db, request.templateId);
    if (!template) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Please select a template', {
        templateId: 'Please select a template',
      });
    }
    const plan = effectivePlan(user.subscription_status);
    const style = template.style as TemplateStyle;
    if (!canUseTemplateStyle(plan, style)) {
      throw new AppError(
        403,
        'TEMPLATE_LOCKED',
        `The ${template.name} template needs the ${TEMPLATE_PLAN[style]} plan. Upgrade your plan to use it.`,
        { templateId: `The ${template.name} template needs the ${TEMPLATE_PLAN[style]} plan.` },
      );
    }
    if (!canUseLength(plan, request.length)) {
      const label = letterLengthInfo[request.length].label;
      throw new AppError(
        403,
        'LENGTH_LOCKED',
        `The ${label} length needs the Standard or Pro plan. Your ${planLabels[plan]} plan includes the Standard length.`,
        { length: `The ${label} length needs the Standard or Pro plan.` },
      );
    }
    return template;
  }

  return {
    listTemplates: () => letters.listTemplates(db),

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
      const template = await checkAccess(user, request);
      const limits = planQuotas[effectivePlan(user.subscription_status)];
      const reservation = await db.transaction().execute((tx) => quota.reserve(tx, user.id, limits, now()));
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

    list: (userId: number) => letters.listForUser(db, userId),

    async get(userId: number, id: number): Promise<CoverLetterRow> {
      const letter = await letters.findForUser(db, userId, id);
      if (!letter) throw notFound('Cover letter not found');
      return letter;
    },
  };
}

export type CoverLettersService = ReturnType<typeof createCoverLettersService>;
