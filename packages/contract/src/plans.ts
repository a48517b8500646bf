export const plans = ['free', 'standard', 'pro'] as const;
export type Plan = (typeof plans)[number];

/**
 * spec §3: 'active' counts as paid like pro; anything other than pro, active or standard
 * (including a missing status) is free.
 */
export function effectivePlan(status: string | null | undefined): Plan {
  if (status === 'pro' || status === 'active') return 'pro';
  if (status === 'standard') return 'standard';
  return 'free';
}

export const planLabels: Record<Plan, string> = { free: 'Free', standard: 'Standard', pro: 'Pro' };
