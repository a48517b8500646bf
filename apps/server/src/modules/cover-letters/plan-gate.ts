import {
  canUseLength,
  canUseTemplateStyle,
  effectivePlan,
  type LetterLength,
  letterLengthInfo,
  planLabels,
  type TemplateStyle,
} from '@jobpeel/contract';
import type { Db } from '../../db/client';
import type { TemplateRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CoverLettersRepository } from './cover-letters.repository';

const TEMPLATE_PLAN: Record<TemplateStyle, string> = {
  formal: 'Free',
  technical: 'Standard',
  creative: 'Pro',
};

/**
 * Which templates and lengths a user's plan allows (decisions.md Templates). The server enforces
 * it for generation and presets, whatever the UI shows.
 */
export function createPlanGate(deps: { db: Db; letters: CoverLettersRepository }) {
  const { db, letters } = deps;
  return {
    async check(user: UserRow, settings: { templateId: number; length: LetterLength }): Promise<TemplateRow> {
      const template = await letters.findTemplate(db, settings.templateId);
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
      if (!canUseLength(plan, settings.length)) {
        const label = letterLengthInfo[settings.length].label;
        throw new AppError(
          403,
          'LENGTH_LOCKED',
          `The ${label} length needs the Standard or Pro plan. Your ${planLabels[plan]} plan includes the Standard length.`,
          { length: `The ${label} length needs the Standard or Pro plan.` },
        );
      }
      return template;
    },
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;
