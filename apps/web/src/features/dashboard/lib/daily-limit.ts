import { limitOf, type Plan } from '@jobpeel/contract';

/** '{used} / {limit}', or 'Unlimited'. */
export function dailyLimitLabel(plan: Plan, used: number): string {
  const limit = limitOf(plan, 'dailyLetters');
  return limit === null ? 'Unlimited' : `${used} / ${limit}`;
}

/** docs/product.md §3: a day is the UTC calendar day. e.g. '5h 12m'. */
export function timeUntilUtcMidnight(now: Date = new Date()): string {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const minutes = Math.max(1, Math.ceil((next - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}
