import {
  can,
  effectivePlan,
  entitlements,
  exportFormats,
  letterLengths,
  limitOf,
  lockBadge,
  minimumPlan,
  type PlanLimit,
  plans,
  seededTemplates,
  templateStyles,
} from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { viewerOf } from '../src/lib/viewer';
import { STATUS_PLANS } from './support/status-plans';

/** The contract's entitlements table (packages/contract/src/entitlements.ts), read by both apps. */
describe('entitlements', () => {
  it('holds the plans as they were before the table (docs/decisions/0024)', () => {
    expect(entitlements).toEqual({
      free: {
        templateStyles: ['formal'],
        lengths: ['standard'],
        dailyLetters: 5,
        weeklyLetters: null,
        savedLetters: 5,
        unsavedRetentionDays: 30,
        exportFormats: [],
        analytics: false,
        keywordInsights: false,
      },
      standard: {
        templateStyles: ['formal', 'technical'],
        lengths: ['standard', 'concise', 'comprehensive'],
        dailyLetters: 50,
        weeklyLetters: 350,
        savedLetters: 50,
        unsavedRetentionDays: 30,
        exportFormats: [],
        analytics: false,
        keywordInsights: false,
      },
      pro: {
        templateStyles: ['formal', 'creative', 'technical'],
        lengths: ['standard', 'concise', 'comprehensive'],
        dailyLetters: null,
        weeklyLetters: null,
        savedLetters: null,
        unsavedRetentionDays: null,
        exportFormats: ['docx', 'txt'],
        analytics: true,
        keywordInsights: true,
      },
    });
  });

  it('never takes anything away on a dearer plan, and the top plan has everything', () => {
    // Not weeklyLetters: Standard's 350 a week is a cap Free lacks, yet more than Free's 5 a day allow.
    const limits: PlanLimit[] = ['dailyLetters', 'savedLetters', 'unsavedRetentionDays'];
    for (const [lower, higher] of [
      ['free', 'standard'],
      ['standard', 'pro'],
    ] as const) {
      for (const style of templateStyles)
        if (can(lower, 'templateStyles', style)) expect(can(higher, 'templateStyles', style)).toBe(true);
      for (const length of letterLengths)
        if (can(lower, 'lengths', length)) expect(can(higher, 'lengths', length)).toBe(true);
      for (const format of exportFormats)
        if (can(lower, 'exportFormats', format)) expect(can(higher, 'exportFormats', format)).toBe(true);
      for (const flag of ['analytics', 'keywordInsights'] as const)
        if (can(lower, flag)) expect(can(higher, flag)).toBe(true);
      for (const limit of limits) {
        const low = limitOf(lower, limit);
        const high = limitOf(higher, limit);
        if (low === null) expect(high).toBeNull();
        else if (high !== null) expect(high).toBeGreaterThanOrEqual(low);
      }
    }
    for (const style of templateStyles) expect(can('pro', 'templateStyles', style)).toBe(true);
    for (const length of letterLengths) expect(can('pro', 'lengths', length)).toBe(true);
    for (const format of exportFormats) expect(can('pro', 'exportFormats', format)).toBe(true);
  });

  it('answers can() for features and for choices', () => {
    expect(plans.map((plan) => can(plan, 'analytics'))).toEqual([false, false, true]);
    expect(plans.map((plan) => can(plan, 'keywordInsights'))).toEqual([false, false, true]);
    expect(plans.map((plan) => can(plan, 'templateStyles', 'formal'))).toEqual([true, true, true]);
    expect(plans.map((plan) => can(plan, 'templateStyles', 'technical'))).toEqual([false, true, true]);
    expect(plans.map((plan) => can(plan, 'templateStyles', 'creative'))).toEqual([false, false, true]);
    expect(plans.map((plan) => can(plan, 'lengths', 'standard'))).toEqual([true, true, true]);
    expect(plans.map((plan) => can(plan, 'lengths', 'concise'))).toEqual([false, true, true]);
    expect(plans.map((plan) => can(plan, 'exportFormats', 'docx'))).toEqual([false, false, true]);
    expect(plans.map((plan) => can(plan, 'exportFormats', 'txt'))).toEqual([false, false, true]);
  });

  it('gives limits as numbers, null for unlimited', () => {
    expect(plans.map((plan) => limitOf(plan, 'dailyLetters'))).toEqual([5, 50, null]);
    expect(plans.map((plan) => limitOf(plan, 'weeklyLetters'))).toEqual([null, 350, null]);
    expect(plans.map((plan) => limitOf(plan, 'savedLetters'))).toEqual([5, 50, null]);
    expect(plans.map((plan) => limitOf(plan, 'unsavedRetentionDays'))).toEqual([30, 30, null]);
  });

  it('names the cheapest plan with a choice, and the badge of a locked one', () => {
    expect(templateStyles.map((style) => minimumPlan('templateStyles', style))).toEqual([
      'free',
      'pro',
      'standard',
    ]);
    expect(letterLengths.map((length) => minimumPlan('lengths', length))).toEqual([
      'free',
      'standard',
      'standard',
    ]);
    expect(exportFormats.map((format) => minimumPlan('exportFormats', format))).toEqual(['pro', 'pro']);
    expect(minimumPlan('analytics')).toBe('pro');
    expect(plans.map(lockBadge)).toEqual([null, 'STANDARD+', 'PRO']);
    // The badges the template picker showed before: creative PRO, technical STANDARD+, formal none.
    expect(seededTemplates.map((t) => lockBadge(minimumPlan('templateStyles', t.style)))).toEqual([
      null,
      null,
      'STANDARD+',
      'STANDARD+',
      'PRO',
      'PRO',
    ]);
  });

  it("reads a user row's plan in one place: the viewer", () => {
    for (const [status, plan] of [...STATUS_PLANS, ['', 'free'] as const]) {
      expect(viewerOf({ id: 7, subscription_status: status })).toEqual({ id: 7, plan });
      expect(effectivePlan(status)).toBe(plan);
    }
  });
});
