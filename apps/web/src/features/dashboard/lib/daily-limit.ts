import type { Plan } from '@jobpeel/contract';

/** Daily letter allowance per plan (spec §9); null means unlimited. */
export const dailyLetterLimits: Record<Plan, number | null> = { free: 5, standard: 50, pro: null };

export function dailyLimitLabel(plan: Plan): string {
  const limit = dailyLetterLimits[plan];
  return limit === null ? 'Unlimited' : String(limit);
}
