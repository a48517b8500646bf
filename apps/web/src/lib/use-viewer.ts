import {
  can,
  type Entitlements,
  effectivePlan,
  limitOf,
  lockBadge,
  minimumPlan,
  type Plan,
  type PlanChoice,
  type PlanFlag,
  type PlanLimit,
  type User,
} from '@jobpeel/contract';
import { useMemo } from 'react';
import { useUser } from './auth';

/**
 * The plan a subscription status gives, read with the contract's rule (`effectivePlan`: 'active'
 * counts as pro, a missing or unknown status such as 'past_due' as free; docs/product.md §2). The one
 * place the web turns a status into a plan: the user's, or the test portal's plan.
 */
export function planOf(subscription: { subscriptionStatus: string | null } | null | undefined): Plan {
  return effectivePlan(subscription?.subscriptionStatus);
}

/**
 * Who is looking, and what their plan allows, from the contract's entitlements table
 * (docs/decisions/0024-entitlements-and-composition-root.md). Gates, badges and limits on the web
 * ask the viewer instead of reading the plan themselves.
 */
export interface Viewer {
  /** The signed-in user; null for visitors (and while the user is loading). */
  user: User | null;
  /** The user's plan; free for visitors. */
  plan: Plan;
  /** Whether the plan has the feature, or allows that choice of it. */
  can(feature: PlanFlag): boolean;
  can<C extends PlanChoice>(feature: C, choice: Entitlements[C][number]): boolean;
  /** The plan's limit; null when it has none. */
  limitOf(limit: PlanLimit): number | null;
  /** The badge of a choice the plan lacks, naming the plan it needs (PRO, STANDARD+); null when allowed. */
  lockBadge<C extends PlanChoice>(feature: C, choice: Entitlements[C][number]): ReturnType<typeof lockBadge>;
}

// The contract's overloads, called with a feature and a choice that belong together (the Viewer's
// own overloads see to that).
const allows = can as (plan: Plan, feature: PlanFlag | PlanChoice, choice?: string) => boolean;
const cheapestWith = minimumPlan as (feature: PlanChoice, choice: string) => Plan;

/** The viewer for a user (null or undefined: a visitor, on the free plan). */
export function viewerOf(user: User | null | undefined): Viewer {
  const plan = planOf(user);
  return {
    user: user ?? null,
    plan,
    can: (feature: PlanFlag | PlanChoice, choice?: string) => allows(plan, feature, choice),
    limitOf: (limit) => limitOf(plan, limit),
    lockBadge: (feature, choice) =>
      allows(plan, feature, choice) ? null : lockBadge(cheapestWith(feature, choice)),
  };
}

/** The signed-in user (GET /api/user, cached for the visit) as a viewer. */
export function useViewer(): Viewer {
  const user = useUser().data;
  return useMemo(() => viewerOf(user), [user]);
}
