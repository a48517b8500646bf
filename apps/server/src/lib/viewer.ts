import { effectivePlan, type Plan } from '@jobpeel/contract';
import type { UserRow } from '../db/schema';

/** Who a request acts for: the signed-in user and the plan their subscription gives them. */
export interface Viewer {
  readonly id: number;
  readonly plan: Plan;
}

/**
 * The one place the server reads a plan off a user row (docs/decisions/0024): the session does it
 * once per request, billing for the rows it has just loaded. Gates then ask the contract's
 * entitlements table what that plan allows.
 */
export function viewerOf(user: Pick<UserRow, 'id' | 'subscription_status'>): Viewer {
  return { id: user.id, plan: effectivePlan(user.subscription_status) };
}
