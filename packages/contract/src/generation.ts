import { z } from 'zod';
import { claimRepairSchema, letterEvidenceSchema } from './evidence';
import { boxShape, resumeSectionKeys } from './resume-boxes';
import { groupDigits } from './text';
import { countTextWords, MIN_TAILORING_WORDS, understandingMessages } from './understanding';

/** Field sizes the API accepts (issue: 'a documented size'). */
export const JOB_DESCRIPTION_MAX_LENGTH = 20_000;
export const RESUME_MAX_LENGTH = 20_000;
export const SECTION_MAX_LENGTH = 5_000;

export const templateStyles = ['formal', 'creative', 'technical'] as const;
export type TemplateStyle = (typeof templateStyles)[number];

/** Tooltip help texts of the template picker (docs/product.md §2). */
export const templateStyleHelp: Record<TemplateStyle, string> = {
  formal: 'Formal - Professional corporate style',
  creative: 'Creative - Stand out in creative industries',
  technical: 'Technical - Focused on technical achievements',
};

/**
 * The seeded templates (docs/product.md §2). Templates are the tones; which plans may use one
 * follows from its style (entitlements.ts).
 */
export const seededTemplates = [
  { id: 1, name: 'Professional', style: 'formal' },
  { id: 2, name: 'Executive', style: 'formal' },
  { id: 3, name: 'Technical Impact', style: 'technical' },
  { id: 4, name: 'Engineering Narrative', style: 'technical' },
  { id: 5, name: 'Creative Storyteller', style: 'creative' },
  { id: 6, name: 'Conversational', style: 'creative' },
] as const satisfies readonly { id: number; name: string; style: TemplateStyle }[];

export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  metadata: z.object({ style: z.enum(templateStyles).optional() }).passthrough(),
});
export type Template = z.infer<typeof templateSchema>;
/** GET /api/templates */
export const templateListSchema = z.array(templateSchema);

export const letterLengths = ['standard', 'concise', 'comprehensive'] as const;
export type LetterLength = (typeof letterLengths)[number];

/** docs/product.md §2 Lengths, with the word ranges the offline engine keeps to. */
export const letterLengthInfo: Record<
  LetterLength,
  { label: string; description: string; words: [number, number] }
> = {
  standard: { label: 'Standard', description: 'One-page letter', words: [250, 400] },
  concise: { label: 'Concise', description: 'Short, impactful summary', words: [150, 220] },
  comprehensive: { label: 'Comprehensive', description: 'Detailed, extensive letter', words: [450, 650] },
};

export const recipients = ['hiring_manager', 'hr', 'company', 'custom', 'none'] as const;
export type Recipient = (typeof recipients)[number];

export const recipientLabels: Record<Recipient, string> = {
  hiring_manager: 'Hiring Manager',
  hr: 'HR Department',
  company: 'Company',
  custom: 'Custom',
  none: 'No specific recipient',
};

/** docs/product.md §5 Recipient rules: the custom-recipient text a recipient choice sets. */
export function recipientText(
  recipient: Recipient,
  companyName?: string | null,
  custom?: string | null,
): string {
  switch (recipient) {
    case 'hr':
      return 'Human Resources';
    case 'hiring_manager':
      return 'Hiring Manager';
    case 'company':
      return companyName?.trim() || 'Hiring Team';
    case 'none':
      return '';
    case 'custom':
      return custom?.trim() ?? '';
  }
}

const optionalText = (max = SECTION_MAX_LENGTH) =>
  z
    .string()
    .max(max, `Keep this under ${groupDigits(max)} characters`)
    .optional()
    .nullable();

/** docs/product.md §6 generation request fields and §7 validation. Unknown fields are ignored. */
export const generateRequestSchema = z
  .object({
    templateId: z.coerce
      .number({ error: 'Please select a template' })
      .int('Please select a template')
      .positive('Please select a template'),
    jobUrl: z.string().max(2048).optional().nullable(),
    jobDescription: z
      .string({ error: 'Job description is required' })
      .trim()
      .min(1, 'Job description is required')
      .max(
        JOB_DESCRIPTION_MAX_LENGTH,
        `Job description must be at most ${groupDigits(JOB_DESCRIPTION_MAX_LENGTH)} characters`,
      ),
    resumeText: z
      .string({ error: 'Resume content is required' })
      .trim()
      .min(1, 'Resume content is required')
      .max(RESUME_MAX_LENGTH, `Resume must be at most ${groupDigits(RESUME_MAX_LENGTH)} characters`),
    ...boxShape(resumeSectionKeys, () => optionalText()),
    achievements: optionalText(),
    recipient: z.enum(recipients).default('hiring_manager'),
    customRecipient: z.string().max(200).optional().nullable(),
    companyName: z.string().max(200).optional().nullable(),
    length: z.enum(letterLengths).default('standard'),
    includeRecipient: z.boolean().optional(),
    includeEducation: z.boolean().optional(),
    includeSkills: z.boolean().optional(),
    includeAchievements: z.boolean().optional(),
  })
  // Too little to tailor from: a 400 before any quota is used (docs/decisions/0020).
  .superRefine((value, ctx) => {
    if (value.jobDescription && countTextWords(value.jobDescription) < MIN_TAILORING_WORDS)
      ctx.addIssue({ code: 'custom', path: ['jobDescription'], message: understandingMessages.thinPosting });
    const resume = [value.resumeText, value.experience, value.keyAchievements, value.skillsHighlights]
      .filter(Boolean)
      .join('\n');
    if (value.resumeText && countTextWords(resume) < MIN_TAILORING_WORDS)
      ctx.addIssue({ code: 'custom', path: ['resumeText'], message: understandingMessages.thinResume });
  });
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** What the analyst role returns (zod-validated for model output too). */
export const jobAnalysisSchema = z.object({
  role: z.string().nullable(),
  company: z.string().nullable(),
  seniority: z.enum(['entry', 'mid', 'senior', 'lead', 'executive', 'unknown']),
  keyRequirements: z.array(z.string()).max(20),
  keywords: z.array(z.string()).max(30),
  language: z.string(),
  matchScore: z.number().int().min(0).max(100),
  matchedKeywords: z.array(z.string()).max(30),
  missingKeywords: z.array(z.string()).max(30),
  analysis: z.string(),
});
export type JobAnalysis = z.infer<typeof jobAnalysisSchema>;

export const coverLetterMetadataSchema = z.object({
  analysis: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  matchScore: z.number().optional(),
  missingKeywords: z.array(z.string()).optional(),
  role: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  engine: z.string().optional(),
  model: z.string().optional(),
  /** The claim check of the current text (issue 20); null for letters written before it existed. */
  evidence: letterEvidenceSchema.nullable().optional(),
  /** The one repair call of an AI letter, when its first draft had critical claims flagged. */
  claimRepair: claimRepairSchema.optional(),
});

/** Where a letter's current text came from: the writer, an edit in the preview, or a restored version. */
export const letterTextOrigins = ['generated', 'edited', 'restored'] as const;
export type LetterTextOrigin = (typeof letterTextOrigins)[number];

/** One letter (GET /api/cover-letters/{id}, and the answers of generate, content, save and restore). */
export const coverLetterSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  jobDescription: z.string(),
  generatedContent: z.string(),
  /** The edited text; null while the letter is as generated. */
  content: z.string().nullable(),
  /**
   * The resume the letter was written from (with its highlight sections), kept so the claim check
   * can run again on every edit, in the browser and on the server; null for older letters.
   */
  resumeText: z.string().nullable().optional(),
  contentOrigin: z.enum(letterTextOrigins),
  length: z.enum(letterLengths),
  templateId: z.number(),
  saved: z.boolean(),
  /** When the clean-up removes this unsaved letter; null when it is kept (saved, or a Pro plan). */
  expiresAt: z.string().nullable(),
  metadata: coverLetterMetadataSchema,
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;
/** POST /api/cover-letters/generate and /api/generate (201, without `Accept: text/event-stream`). */
export const generateResponseSchema = z.object({ id: z.number(), coverLetter: coverLetterSchema });

export const DAILY_LIMIT_MESSAGE =
  'Daily cover letter limit reached. Upgrade your plan or refer friends to earn bonus letters.';
export const GENERATE_FAILED_MESSAGE = 'Failed to generate cover letter. Please try again.';
