import { type Plan, type PlanCard, planCards, plans } from '@jobpeel/contract';

/**
 * What a plan's card leaves unsaid, for the comparison table's empty cells (docs/product.md
 * §2 and §3). The cards list what sets each plan apart; the table needs every cell filled.
 */
const unlisted: Partial<Record<Plan, Record<string, string>>> = {
  free: { Tones: 'Basic formal tones', Exports: 'PDF', Insights: 'Match score and keywords' },
  standard: { Support: 'Standard', Exports: 'PDF', Insights: 'Match score and keywords' },
  pro: {
    'Letter length': 'Concise, standard and comprehensive',
    'Resume parsing and PDF export': 'Included',
  },
};

export interface ComparisonRow {
  feature: string;
  values: Record<Plan, string>;
}

export const planList: PlanCard[] = plans.map((plan) => planCards[plan]);

/** One row per feature any plan lists, in the order they first appear. */
export function comparisonRows(): ComparisonRow[] {
  const names = [...new Set(planList.flatMap((card) => card.features.map((feature) => feature.name)))];
  return names.map((feature) => {
    const values = {} as Record<Plan, string>;
    for (const card of planList) {
      values[card.tier] =
        card.features.find((item) => item.name === feature)?.value ??
        unlisted[card.tier]?.[feature] ??
        'Not included';
    }
    return { feature, values };
  });
}

/** Where each plan's button leads: sign-up, carrying the chosen paid plan (docs/product.md §4 /auth). */
export function planSignUpPath(plan: Plan): string {
  return plan === 'free' ? '/auth' : `/auth?plan=${plan}`;
}
