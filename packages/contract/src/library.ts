import { z } from 'zod';
import { letterEvidenceSchema } from './evidence';
import {
  coverLetterSchema,
  JOB_DESCRIPTION_MAX_LENGTH,
  letterLengths,
  letterTextOrigins,
  RESUME_MAX_LENGTH,
  recipients,
} from './generation';
import type { Plan } from './plans';
import { groupDigits } from './text';

/** The largest letter text the content call accepts (a comprehensive letter is ~6k characters). */
export const COVER_LETTER_CONTENT_MAX_LENGTH = 20_000;
/** Earlier texts kept per letter; the oldest go first beyond this. */
export const COVER_LETTER_VERSIONS_KEPT = 50;

/** Toasts and messages of the library and preview (docs/product.md §9 Letters). */
export const coverLetterMessages = {
  saved: 'Cover letter saved to library',
  saveFailed: 'Failed to save cover letter',
  unknownError: 'An unknown error occurred',
  updatedTitle: 'Cover letter updated',
  updatedDescription: 'Your changes have been saved successfully.',
  updateFailed: 'Failed to update cover letter content',
  listFailed: 'Failed to fetch cover letters',
  contentRequired: 'Cover letter content cannot be empty',
  contentTooLong: `Cover letter content must be at most ${groupDigits(COVER_LETTER_CONTENT_MAX_LENGTH)} characters`,
  exportLocked: 'DOCX and TXT downloads are part of the Pro plan. Upgrade to Pro to download your letters.',
  analyticsLocked: 'The analytics dashboard is part of the Pro plan. Upgrade to Pro to see it.',
} as const;

export function savedLimitMessage(plan: Plan, limit: number): string {
  const planName = plan === 'standard' ? 'Standard' : 'Free';
  const next = plan === 'standard' ? 'Upgrade to Pro' : 'Upgrade your plan';
  return `You have saved ${limit} of ${limit} cover letters on the ${planName} plan. ${next} to save more.`;
}

/** PUT /api/cover-letters/{id}/content */
export const updateContentSchema = z.object({
  content: z
    .string({ error: coverLetterMessages.contentRequired })
    .refine((value) => value.trim().length > 0, coverLetterMessages.contentRequired)
    .refine((value) => value.length <= COVER_LETTER_CONTENT_MAX_LENGTH, coverLetterMessages.contentTooLong),
});
export type UpdateContentRequest = z.infer<typeof updateContentSchema>;

/** The list carries the start of each job description (the library's hover card), not all 20,000 characters. */
export const JOB_EXCERPT_LENGTH = 1_000;

/**
 * One row of GET /api/cover-letters: no letter text (the library and Recent do not show it) and
 * the job description cut to JOB_EXCERPT_LENGTH characters.
 */
export const coverLetterSummarySchema = coverLetterSchema.omit({
  generatedContent: true,
  content: true,
});
export type CoverLetterSummary = z.infer<typeof coverLetterSummarySchema>;

/** A letter's name: its title, or 'Cover Letter #' and the id when it has none (a full letter or a summary). */
export function coverLetterTitle(letter: { id: number; title: string | null }): string {
  return letter.title?.trim() || `Cover Letter #${letter.id}`;
}

export const coverLetterListSchema = z.object({ coverLetters: z.array(coverLetterSummarySchema) });
export const coverLetterResponseSchema = z.object({ coverLetter: coverLetterSchema });

/** An earlier text of a letter: written at `createdAt`, replaced at `replacedAt`. */
export const coverLetterVersionSchema = z.object({
  id: z.number(),
  content: z.string(),
  origin: z.enum(letterTextOrigins),
  createdAt: z.string(),
  replacedAt: z.string(),
});
export type CoverLetterVersion = z.infer<typeof coverLetterVersionSchema>;
/** GET /api/cover-letters/{id}/versions, newest first. */
export const coverLetterVersionListSchema = z.object({ versions: z.array(coverLetterVersionSchema) });

/** GET /api/cover-letters/{id}/export/{format} (Pro). */
export const exportFormats = ['docx', 'txt'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Settings presets (docs/product.md §6 Settings preset, §7 Preset name). */
export const PRESET_NAME_MAX_LENGTH = 64;
export const PRESETS_PER_USER_MAX = 50;
export const presetMessages = {
  nameRequired: 'Preset name is required',
  nameTooLong: 'Name must be less than 64 characters',
  nameTaken: 'A preset with this name already exists. Choose another name.',
  tooMany: `You can keep up to ${PRESETS_PER_USER_MAX} presets. Delete one to save a new one.`,
  saveFailed: 'Failed to save preset. Please try again.',
  deleteFailed: 'Failed to delete preset. Please try again.',
} as const;

export const presetInputSchema = z.object({
  name: z
    .string({ error: presetMessages.nameRequired })
    .trim()
    .min(1, presetMessages.nameRequired)
    .max(PRESET_NAME_MAX_LENGTH, presetMessages.nameTooLong),
  templateId: z.coerce
    .number({ error: 'Please select a template' })
    .int('Please select a template')
    .positive('Please select a template'),
  length: z.enum(letterLengths).default('standard'),
  recipient: z.enum(recipients).default('hiring_manager'),
  customRecipient: z
    .string()
    .max(200, 'Custom recipient must be at most 200 characters')
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
});
export type PresetInput = z.input<typeof presetInputSchema>;

export const presetSchema = z.object({
  id: z.number(),
  name: z.string(),
  templateId: z.number(),
  length: z.enum(letterLengths),
  recipient: z.enum(recipients),
  customRecipient: z.string().nullable(),
  createdAt: z.string(),
});
export type Preset = z.infer<typeof presetSchema>;
export const presetListSchema = z.object({ presets: z.array(presetSchema) });
export const presetResponseSchema = z.object({ preset: presetSchema });

/** GET /api/analytics (Pro): the user's letters at a glance. */
export const ANALYTICS_WEEKS = 12;
export const analyticsSchema = z.object({
  totalLetters: z.number(),
  savedLetters: z.number(),
  /** Oldest first, one entry per week (weeks start on Monday, UTC), ANALYTICS_WEEKS long. */
  lettersPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
  templates: z.array(z.object({ templateId: z.number(), name: z.string(), count: z.number() })),
  lengths: z.array(z.object({ length: z.enum(letterLengths), count: z.number() })),
  /** Null when no letter has a match score. */
  averageMatchScore: z.number().nullable(),
  /** Most frequent first, at most 10. */
  topKeywords: z.array(z.object({ keyword: z.string(), count: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const claimCheckMessages = {
  contentRequired: 'Please paste the cover letter to check',
  jobRequired: 'Please paste the job description the letter answers',
  resumeRequired: 'Please paste the resume the letter should be backed by',
} as const;

/** POST /api/cover-letters/check: any letter, written anywhere, with its job and resume. */
export const checkLetterRequestSchema = z.object({
  content: z
    .string({ error: claimCheckMessages.contentRequired })
    .trim()
    .min(1, claimCheckMessages.contentRequired)
    .max(
      COVER_LETTER_CONTENT_MAX_LENGTH,
      `The letter must be at most ${groupDigits(COVER_LETTER_CONTENT_MAX_LENGTH)} characters`,
    ),
  jobDescription: z
    .string({ error: claimCheckMessages.jobRequired })
    .trim()
    .min(1, claimCheckMessages.jobRequired)
    .max(
      JOB_DESCRIPTION_MAX_LENGTH,
      `Job description must be at most ${groupDigits(JOB_DESCRIPTION_MAX_LENGTH)} characters`,
    ),
  resumeText: z
    .string({ error: claimCheckMessages.resumeRequired })
    .trim()
    .min(1, claimCheckMessages.resumeRequired)
    .max(RESUME_MAX_LENGTH, `Resume must be at most ${groupDigits(RESUME_MAX_LENGTH)} characters`),
});
export type CheckLetterRequest = z.infer<typeof checkLetterRequestSchema>;
export const checkLetterResponseSchema = z.object({ evidence: letterEvidenceSchema });

/** What a coverage row's button asks for: a sentence from the resume's evidence, or an honest gap. */
export const suggestionActions = ['add', 'address_gap'] as const;
export type SuggestionAction = (typeof suggestionActions)[number];

/**
 * POST /api/cover-letters/{id}/suggestions: one sentence for a requirement of the letter's
 * posting, written from the resume's evidence ('add') or claiming nothing the resume lacks
 * ('address_gap'), by the offline engine or the provider, and checked before it is returned.
 */
export const suggestSentenceRequestSchema = z.object({
  requirement: z.string().trim().min(1, 'Please choose a requirement').max(500),
  action: z.enum(suggestionActions),
});
export type SuggestSentenceRequest = z.infer<typeof suggestSentenceRequestSchema>;
export const suggestSentenceResponseSchema = z.object({ sentence: z.string(), engine: z.string() });
