import {
  canUseLength,
  canUseTemplateStyle,
  type GenerateRequest,
  type LetterLength,
  letterLengthInfo,
  letterLengths,
  type Plan,
  type Preset,
  type Recipient,
  recipients,
  recipientText,
  seededTemplates,
  type TemplateStyle,
} from '@jobpeel/contract';
import { readStorage, removeStorage, sessionKeys, writeStorage } from '@/lib/storage';

/** Everything the generator form holds; text fields are kept exactly as typed. */
export interface GeneratorDraft {
  /** The chosen template id as text ('' = none chosen). */
  templateId: string;
  length: LetterLength;
  recipient: Recipient;
  customRecipient: string;
  companyName: string;
  jobDescription: string;
  resumeText: string;
  contactInfo: string;
  skillsHighlights: string;
  educationHighlights: string;
  keyAchievements: string;
  experience: string;
}

/** spec §9 Defaults: recipient hiring_manager, length standard, templateId 1. */
export const defaultDraft: GeneratorDraft = {
  templateId: '1',
  length: 'standard',
  recipient: 'hiring_manager',
  customRecipient: recipientText('hiring_manager'),
  companyName: '',
  jobDescription: '',
  resumeText: '',
  contactInfo: '',
  skillsHighlights: '',
  educationHighlights: '',
  keyAchievements: '',
  experience: '',
};

/** spec §4 Recipient rules: choosing a recipient other than custom sets the custom recipient text. */
export function withRecipient(draft: GeneratorDraft, recipient: Recipient): GeneratorDraft {
  if (recipient === 'custom') return { ...draft, recipient };
  return { ...draft, recipient, customRecipient: recipientText(recipient, draft.companyName) };
}

/** spec §4: while the recipient is company, the company name mirrors into the custom recipient. */
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

/** The plan a locked template style or length asks for, as named in the plan badges. */
const styleNeeds: Record<TemplateStyle, string> = { formal: 'Free', technical: 'Standard', creative: 'Pro' };

export interface PresetOutcome {
  draft: GeneratorDraft;
  /** Why a field kept its current value (locked for the plan, or gone); empty when all applied. */
  notes: string[];
}

/**
 * spec §3 Settings preset: sets template, length, recipient and custom recipient. A template or
 * length the plan cannot use (spec §6) keeps the form's current value, with a note saying why.
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
  if (!template) {
    notes.push("This preset's template is no longer available; your current template was kept.");
  } else if (!canUseTemplateStyle(plan, template.metadata?.style)) {
    const needs = styleNeeds[template.metadata?.style ?? 'formal'];
    notes.push(`The ${template.name} template needs the ${needs} plan; your current template was kept.`);
  } else {
    next.templateId = String(template.id);
  }

  if (canUseLength(plan, preset.length)) {
    next.length = preset.length;
  } else {
    const label = letterLengthInfo[preset.length].label;
    notes.push(`The ${label} length needs the Standard plan; your current length was kept.`);
  }

  next = withRecipient(next, preset.recipient);
  if (preset.recipient === 'custom') next.customRecipient = preset.customRecipient ?? '';
  return { draft: next, notes };
}

const blankToNull = (value: string) => (value.trim() ? value : null);

/** The request body (spec §3 fields, §5 submission flags). */
export function toGenerateRequest(draft: GeneratorDraft): Record<keyof GenerateRequest, unknown> {
  return {
    templateId: draft.templateId === '' ? undefined : Number(draft.templateId),
    jobUrl: null,
    jobDescription: draft.jobDescription,
    resumeText: draft.resumeText,
    contactInfo: blankToNull(draft.contactInfo),
    skillsHighlights: blankToNull(draft.skillsHighlights),
    educationHighlights: blankToNull(draft.educationHighlights),
    keyAchievements: blankToNull(draft.keyAchievements),
    experience: blankToNull(draft.experience),
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

/** Keeps the draft for the trip to /auth and back (decisions.md Generation). */
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
    resumeText: text(v.resumeText, d.resumeText),
    contactInfo: text(v.contactInfo, d.contactInfo),
    skillsHighlights: text(v.skillsHighlights, d.skillsHighlights),
    educationHighlights: text(v.educationHighlights, d.educationHighlights),
    keyAchievements: text(v.keyAchievements, d.keyAchievements),
    experience: text(v.experience, d.experience),
  };
}
