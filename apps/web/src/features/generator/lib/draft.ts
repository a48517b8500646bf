import {
  boxShape,
  can,
  emptyResumeBoxes,
  type GenerateRequest,
  type LetterLength,
  letterLengthInfo,
  letterLengths,
  minimumPlan,
  type Plan,
  type Preset,
  planLabels,
  type Recipient,
  type ResumeBoxes,
  recipients,
  recipientText,
  resumeBoxKeys,
  resumeSectionKeys,
  seededTemplates,
  type TemplateStyle,
} from '@jobpeel/contract';
import type { Resolver } from 'react-hook-form';
import { readStorage, removeStorage, sessionKeys, writeStorage } from '@/lib/storage';

/** Everything the generator form holds; text fields are kept exactly as typed. */
export interface GeneratorDraft extends ResumeBoxes {
  /** The chosen template id as text ('' = none chosen). */
  templateId: string;
  length: LetterLength;
  recipient: Recipient;
  customRecipient: string;
  companyName: string;
  jobDescription: string;
}

/** docs/product.md §3 Defaults: recipient hiring_manager, length standard, templateId 1. */
export const defaultDraft: GeneratorDraft = {
  templateId: '1',
  length: 'standard',
  recipient: 'hiring_manager',
  customRecipient: recipientText('hiring_manager'),
  companyName: '',
  jobDescription: '',
  ...emptyResumeBoxes,
};

/**
 * docs/product.md §5 Recipient rules: choosing a recipient other than custom sets the custom recipient text.
 */
export function withRecipient(draft: GeneratorDraft, recipient: Recipient): GeneratorDraft {
  if (recipient === 'custom') return { ...draft, recipient };
  return { ...draft, recipient, customRecipient: recipientText(recipient, draft.companyName) };
}

/** docs/product.md §5: while the recipient is company, the company name mirrors into the custom recipient. */
export function withCompanyName(draft: GeneratorDraft, companyName: string): GeneratorDraft {
  if (draft.recipient !== 'company') return { ...draft, companyName };
  return { ...draft, companyName, customRecipient: recipientText('company', companyName) };
}

/** The parts of a template the preset rules need (the templates query, or the seeded list). */
interface TemplateInfo {
  id: number;
  name: string;
  metadata?: { style?: TemplateStyle };
}

export interface PresetOutcome {
  draft: GeneratorDraft;
  /** Why a field kept its current value (locked for the plan, or gone); empty when all applied. */
  notes: string[];
}

/**
 * docs/product.md §6 Settings preset: sets template, length, recipient and custom recipient. A template or
 * length the plan cannot use (docs/product.md §2) keeps the form's current value, with a note saying why.
 */
export function withPreset(
  draft: GeneratorDraft,
  preset: Pick<Preset, 'templateId' | 'length' | 'recipient' | 'customRecipient'>,
  plan: Plan,
  templates: readonly TemplateInfo[] = seededTemplates.map(({ id, name, style }) => ({
    id,
    name,
    metadata: { style },
  })),
): PresetOutcome {
  const notes: string[] = [];
  let next: GeneratorDraft = { ...draft };

  const template = templates.find((t) => t.id === preset.templateId);
  const style = template?.metadata?.style ?? 'formal';
  if (!template) {
    notes.push("This preset's template is no longer available; your current template was kept.");
  } else if (!can(plan, 'templateStyles', style)) {
    const needs = planLabels[minimumPlan('templateStyles', style)];
    notes.push(`The ${template.name} template needs the ${needs} plan; your current template was kept.`);
  } else {
    next.templateId = String(template.id);
  }

  if (can(plan, 'lengths', preset.length)) {
    next.length = preset.length;
  } else {
    const label = letterLengthInfo[preset.length].label;
    const needs = planLabels[minimumPlan('lengths', preset.length)];
    notes.push(`The ${label} length needs the ${needs} plan; your current length was kept.`);
  }

  next = withRecipient(next, preset.recipient);
  if (preset.recipient === 'custom') next.customRecipient = preset.customRecipient ?? '';
  return { draft: next, notes };
}

const blankToNull = (value: string) => (value.trim() ? value : null);

/** The request body (docs/product.md §6 fields, §7 submission flags). */
export function toGenerateRequest(draft: GeneratorDraft): Record<keyof GenerateRequest, unknown> {
  return {
    templateId: draft.templateId === '' ? undefined : Number(draft.templateId),
    jobUrl: null,
    jobDescription: draft.jobDescription,
    resumeText: draft.resumeText,
    ...boxShape(resumeSectionKeys, (key) => blankToNull(draft[key])),
    achievements: null,
    recipient: draft.recipient,
    customRecipient: draft.recipient === 'none' ? null : draft.customRecipient,
    companyName: blankToNull(draft.companyName),
    length: draft.length,
    includeRecipient: true,
    includeEducation: draft.educationHighlights.trim().length > 0,
    includeSkills: draft.skillsHighlights.trim().length > 0,
    includeAchievements: draft.keyAchievements.trim().length > 0,
  };
}

/**
 * The form's check: the request the draft becomes, parsed with the contract's generate-request
 * schema (lib/draft-check.ts). Loaded with the first submit, not with the form: building the schema
 * and zod while /create hydrates was a long task on a phone (docs/decisions/0028).
 */
export const draftResolver: Resolver<GeneratorDraft> = async (draft, context, options) =>
  (await import('./draft-check')).checkDraft(draft, context, options);

/** Keeps the draft for the trip to /auth and back (docs/product.md §5). */
export function saveDraft(draft: GeneratorDraft): void {
  writeStorage('session', sessionKeys.generatorDraft, JSON.stringify(draft));
}

export function clearSavedDraft(): void {
  removeStorage('session', sessionKeys.generatorDraft);
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The kept draft, if any; unknown or malformed values fall back to the defaults. */
export function readSavedDraft(): GeneratorDraft | null {
  const raw = readStorage('session', sessionKeys.generatorDraft);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const d = defaultDraft;
  return {
    templateId: text(v.templateId, d.templateId),
    length: letterLengths.find((l) => l === v.length) ?? d.length,
    recipient: recipients.find((r) => r === v.recipient) ?? d.recipient,
    customRecipient: text(v.customRecipient, d.customRecipient),
    companyName: text(v.companyName, d.companyName),
    jobDescription: text(v.jobDescription, d.jobDescription),
    ...boxShape(resumeBoxKeys, (key) => text(v[key], d[key])),
  };
}
