import {
  can,
  type LetterLength,
  letterLengthInfo,
  minimumPlan,
  planLabels,
  type TemplateStyle,
} from '@jobpeel/contract';
import type { Db } from '../../db/client';
import type { TemplateRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import type { CoverLettersRepository } from '../library/cover-letters.repository';

/**
 * Which templates and lengths a user's plan allows (docs/product.md §2). The server enforces
 * it for generation and presets, whatever the UI shows.
 */
export function createPlanGate(deps: { db: Db; letters: CoverLettersRepository }) {
  const { db, letters } = deps;
  return {
    async check(
      viewer: Viewer,
      settings: { templateId: number; length: LetterLength },
    ): Promise<TemplateRow> {
      const template = await letters.findTemplate(db, settings.templateId);
      if (!template) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Please select a template', {
          templateId: 'Please select a template',
        });
      }
      const { plan } = viewer;
      const style = template.style as TemplateStyle;
      if (!can(plan, 'templateStyles', style)) {
        const needs = planLabels[minimumPlan('templateStyles', style)];
        throw new AppError(
          403,
          'TEMPLATE_LOCKED',
          `The ${template.name} template needs the ${needs} plan. Upgrade your plan to use it.`,
          { templateId: `The ${template.name} template needs the ${needs} plan.` },
        );
      }
      if (!can(plan, 'lengths', settings.length)) {
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
