import { type Plan, planQuotas } from '@jobpeel/contract';

/** Daily letter allowance per plan (spec §9); null means unlimited. */
export const dailyLetterLimits: Record<Plan, number | null> = {
  free: planQuotas.free.daily,
  standard: planQuotas.standard.daily,
  pro: planQuotas.pro.daily,
};

/** '{used} / {limit}', or 'Unlimited'. */
export function dailyLimitLabel(plan: Plan, used: number): string {
  const limit = dailyLetterLimits[plan];
  return limit === null ? 'Unlimited' : `${used} / ${limit}`;
}

/** decisions.md Plans: a day is the UTC calendar day. e.g. '5h 12m'. */
export function timeUntilUtcMidnight(now: Date = new Date()): string {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const minutes = Math.max(1, Math.ceil((next - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}
