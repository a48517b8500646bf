import { type Plan, type PlanCard, paidStatuses, planCards } from '@jobpeel/contract';

/**
 * 'MMMM d, yyyy' in US English, e.g. 'May 15, 2026' (docs/product.md §4 next billing date); '' when invalid.
 */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/**
 * The statuses the product knows: 'free' and the paid plans' statuses (the contract's table); any
 * other (e.g. 'past_due') means the last payment failed.
 */
const knownStatuses = ['free', ...paidStatuses.pro, ...paidStatuses.standard];

export function isPaymentProblem(status: string | null | undefined): boolean {
  return typeof status === 'string' && status !== '' && !knownStatuses.includes(status);
}

/**
 * ?selectedTier= (docs/product.md §4): standard or pro highlight that plan card; missing or
 * unknown means pro.
 */
export function parseSelectedTier(value: string | null): Plan {
  return value === 'free' || value === 'standard' ? value : 'pro';
}

export function planCardOf(tier: string | null | undefined): PlanCard | null {
  return tier === 'standard' || tier === 'pro' ? planCards[tier] : null;
}
