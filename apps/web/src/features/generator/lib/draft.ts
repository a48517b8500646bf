import {
  type GenerateRequest,
  type LetterLength,
  letterLengths,
  type Recipient,
  recipients,
  recipientText,
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
