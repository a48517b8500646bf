export const plans = ['free', 'standard', 'pro'] as const;
export type Plan = (typeof plans)[number];

/**
 * docs/product.md §2: 'active' counts as paid like pro; anything other than pro, active or standard
 * (including a missing status) is free.
 */
export function effectivePlan(status: string | null | undefined): Plan {
  if (status && paidStatuses.pro.includes(status)) return 'pro';
  if (status && paidStatuses.standard.includes(status)) return 'standard';
  return 'free';
}

/** The subscription statuses of each paid plan; every other status (or none) is free. */
export const paidStatuses: Record<Exclude<Plan, 'free'>, string[]> = {
  pro: ['pro', 'active'],
  standard: ['standard'],
};

export const planLabels: Record<Plan, string> = { free: 'Free', standard: 'Standard', pro: 'Pro' };
