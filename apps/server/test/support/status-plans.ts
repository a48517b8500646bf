import type { Plan } from '@jobpeel/contract';

/**
 * Subscription statuses as the users table stores them and the plan each gives (docs/decisions/0024):
 * 'active' is the old name of Pro; past_due, canceled and any unknown status are free.
 */
export const STATUS_PLANS: readonly [status: string, plan: Plan][] = [
  ['free', 'free'],
  ['standard', 'standard'],
  ['pro', 'pro'],
  ['active', 'pro'],
  ['past_due', 'free'],
  ['canceled', 'free'],
];
