import type { LetterLength, TemplateStyle } from './generation';
import type { ExportFormat } from './library';
import { type Plan, plans } from './plans';

/**
 * What one plan includes. The server enforces it and the web shows it, both from this table
 * (docs/decisions/0024-entitlements-and-composition-root.md). Lists name the choices the plan
 * allows; a null limit means unlimited.
 */
export interface Entitlements {
  /** The template styles it can write with (a template's style is its tone). */
  templateStyles: readonly TemplateStyle[];
  lengths: readonly LetterLength[];
  /** Letters per UTC calendar day. */
  dailyLetters: number | null;
  /** Letters in any rolling 7 days. */
  weeklyLetters: number | null;
  /** Letters kept in the library with Save. */
  savedLetters: number | null;
  /** Days an unsaved letter is kept before the clean-up removes it. */
  unsavedRetentionDays: number | null;
  /** The server's downloads; PDF is printed by the browser, on every plan. */
  exportFormats: readonly ExportFormat[];
  /** The analytics dashboard (GET /api/analytics). */
  analytics: boolean;
  /** Keyword suggestions: the posting's keywords the resume lacks, in the letter's analysis. */
  keywordInsights: boolean;
}

export const entitlements: Readonly<Record<Plan, Entitlements>> = {
  free: {
    templateStyles: ['formal'],
    lengths: ['standard'],
    dailyLetters: 5,
    weeklyLetters: null,
    savedLetters: 5,
    unsavedRetentionDays: 30,
    exportFormats: [],
    analytics: false,
    keywordInsights: false,
  },
  standard: {
    templateStyles: ['formal', 'technical'],
    lengths: ['standard', 'concise', 'comprehensive'],
    dailyLetters: 50,
    weeklyLetters: 350,
    savedLetters: 50,
    unsavedRetentionDays: 30,
    exportFormats: [],
    analytics: false,
    keywordInsights: false,
  },
  pro: {
    templateStyles: ['formal', 'creative', 'technical'],
    lengths: ['standard', 'concise', 'comprehensive'],
    dailyLetters: null,
    weeklyLetters: null,
    savedLetters: null,
    unsavedRetentionDays: null,
    exportFormats: ['docx', 'txt'],
    analytics: true,
    keywordInsights: true,
  },
};

type KeysOf<T> = { [K in keyof Entitlements]: Entitlements[K] extends T ? K : never }[keyof Entitlements];
/** A feature a plan has or lacks. */
export type PlanFlag = KeysOf<boolean>;
/** A feature with choices, some of which a plan allows. */
export type PlanChoice = KeysOf<readonly unknown[]>;
/** A number a plan is held to (null: unlimited). */
export type PlanLimit = KeysOf<number | null>;

/** Whether the plan has the feature, or allows that choice of it. */
export function can(plan: Plan, feature: PlanFlag): boolean;
export function can<C extends PlanChoice>(plan: Plan, feature: C, choice: Entitlements[C][number]): boolean;
export function can(plan: Plan, feature: PlanFlag | PlanChoice, choice?: string): boolean {
  return allows(plan, feature, choice);
}

function allows(plan: Plan, feature: PlanFlag | PlanChoice, choice?: string): boolean {
  const value = entitlements[plan][feature];
  return typeof value === 'boolean' ? value : (value as readonly string[]).includes(choice as string);
}

/** The plan's limit; null when it has none. */
export function limitOf(plan: Plan, limit: PlanLimit): number | null {
  return entitlements[plan][limit];
}

/**
 * The cheapest plan with the feature or choice (`plans` runs cheapest first), which is what
 * upgrade messages and badges name. The top plan has everything (the table's test holds it).
 */
export function minimumPlan(feature: PlanFlag): Plan;
export function minimumPlan<C extends PlanChoice>(feature: C, choice: Entitlements[C][number]): Plan;
export function minimumPlan(feature: PlanFlag | PlanChoice, choice?: string): Plan {
  return plans.find((plan) => allows(plan, feature, choice)) ?? 'pro';
}

/** The badge of a choice the plan lacks: the plan it needs, '+' when higher plans have it too. */
export function lockBadge(needs: Plan): 'PRO' | 'STANDARD+' | null {
  if (needs === 'pro') return 'PRO';
  if (needs === 'standard') return 'STANDARD+';
  return null;
}
