import { z } from 'zod';

/**
 * What the letter engine reads from a resume and a job posting (packages/engine/src/understand).
 * Every value is text found in the input; a field the engine is unsure of stays empty (null or
 * []), because a missing employer is acceptable and a wrong one never is.
 *
 * `lines` is the 0-based, inclusive range of lines of the (cleaned) input a value came from,
 * so the claim check and the UI can point at the source.
 */
const lineRange = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
export type LineRange = z.infer<typeof lineRange>;

export const profilePositionSchema = z.object({
  title: z.string(),
  employer: z.string().nullable(),
  /** A unit, ward, department or team inside the employer ('ICU', 'Outbound'), never the employer. */
  unit: z.string().nullable(),
  location: z.string().nullable(),
  /** As written: '2019', 'Jan 2020', '03/2021'. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  current: z.boolean(),
  bullets: z.array(z.string()),
  lines: lineRange,
});
export type ProfilePosition = z.infer<typeof profilePositionSchema>;

export const profileEducationSchema = z.object({
  degree: z.string(),
  field: z.string().nullable(),
  institution: z.string().nullable(),
  year: z.string().nullable(),
  grade: z.string().nullable(),
  lines: lineRange,
});
export type ProfileEducation = z.infer<typeof profileEducationSchema>;

export const profileCertificationSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  /** An id or licence number as written ('RN 1234567'), when the line gives one. */
  id: z.string().nullable(),
  expires: z.string().nullable(),
  lines: lineRange,
});
export type ProfileCertification = z.infer<typeof profileCertificationSchema>;

export const resumeProfileSchema = z.object({
  /** Proper case, even from an all-caps header. */
  name: z.string().nullable(),
  /** Credentials after the name ('RN, BSN'). */
  credentials: z.array(z.string()),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    links: z.array(z.string()),
  }),
  positions: z.array(profilePositionSchema),
  education: z.array(profileEducationSchema),
  certifications: z.array(profileCertificationSchema),
  skills: z.array(z.string()),
  languages: z.array(z.object({ language: z.string(), level: z.string().nullable() })),
  projects: z.array(z.object({ name: z.string(), bullets: z.array(z.string()), lines: lineRange })),
  volunteering: z.array(profilePositionSchema),
  /** Total lines of the text read, for the line ranges. */
  lineCount: z.number().int().nonnegative(),
});
export type ResumeProfile = z.infer<typeof resumeProfileSchema>;

export const postingSeniorities = ['entry', 'mid', 'senior', 'lead', 'executive', 'unknown'] as const;

export const jobPostingSchema = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  seniority: z.enum(postingSeniorities),
  responsibilities: z.array(z.string()),
  mustHaves: z.array(z.string()),
  niceToHaves: z.array(z.string()),
  /** Licences and certifications the posting requires ('RN licence', 'BLS', 'CPA'). */
  licences: z.array(z.string()),
  /** What the posting asks applicants to do or say ('include a link to your portfolio'). */
  asks: z.array(z.string()),
  /** Skills, tools, methods and domain terms, most important first; never the company's name. */
  keywords: z.array(z.string()),
  /** Lines set apart as boilerplate: benefits, salary, EEO, apply/share, cookies, other jobs. */
  boilerplate: z.array(z.string()),
  /** Words of the posting once boilerplate is set apart. */
  wordCount: z.number().int().nonnegative(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

export const requirementKinds = ['must', 'nice', 'responsibility', 'licence', 'keyword'] as const;

export const evidenceSchema = z.object({
  /** The resume line (0-based) that supports the requirement, as written. */
  line: z.number().int().nonnegative(),
  text: z.string(),
  /** Index into profile.positions when the line belongs to a position. */
  position: z.number().int().nonnegative().nullable(),
  /** The resume's words that matched ('patient and family education'). */
  matched: z.string(),
});

export const requirementMatchSchema = z.object({
  text: z.string(),
  kind: z.enum(requirementKinds),
  met: z.boolean(),
  evidence: z.array(evidenceSchema),
});
export type RequirementMatch = z.infer<typeof requirementMatchSchema>;

export const evidenceMatchSchema = z.object({
  /** 0-100, or null when the posting is too thin to analyse. */
  score: z.number().int().min(0).max(100).nullable(),
  /** Why the score is what it is: each weighted part, with what it found. */
  parts: z.array(z.object({ name: z.string(), weight: z.number(), met: z.number(), total: z.number() })),
  requirements: z.array(requirementMatchSchema),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  /** Requirements with no support in the resume, in the posting's words. */
  gaps: z.array(z.string()),
  /** Set when the score means little: 'thin_posting', 'thin_resume'. */
  warning: z.enum(['thin_posting', 'thin_resume']).nullable(),
});
export type EvidenceMatch = z.infer<typeof evidenceMatchSchema>;

/**
 * Below this many words a posting or resume is too thin to tailor a letter from: about three
 * requirement lines (docs/decisions/0020).
 */
export const MIN_TAILORING_WORDS = 25;
/** A match score under this shows the low-match warning in the form. */
export const LOW_MATCH_SCORE = 35;

/** Words as the thin-input rule counts them: whitespace-separated tokens with a letter or digit. */
export function countTextWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words++;
  return words;
}

export const understandingMessages = {
  thinPosting: `The job description is too short to tailor a letter from. Paste the whole posting (at least ${MIN_TAILORING_WORDS} words), with its responsibilities and requirements.`,
  thinResume: `Your resume is too short to tailor a letter from. Add your experience (at least ${MIN_TAILORING_WORDS} words), then try again.`,
  resumeRequired: 'Resume content is required',
  contentRequired: 'Job description is required',
} as const;

/** POST /api/resume/structure */
export const resumeStructureRequestSchema = z.object({
  resumeText: z
    .string({ error: understandingMessages.resumeRequired })
    .refine((v) => v.trim().length > 0, understandingMessages.resumeRequired)
    .refine((v) => v.length <= 20_000, 'Resume must be at most 20,000 characters'),
});
export const resumeStructureResponseSchema = z.object({ profile: resumeProfileSchema });
export type ResumeStructureResponse = z.infer<typeof resumeStructureResponseSchema>;

/** POST /api/job-descriptions/analyze: the posting, and the match when a resume is sent too. */
export const jobAnalyzeRequestSchema = z.object({
  content: z
    .string({ error: understandingMessages.contentRequired })
    .refine((v) => v.trim().length > 0, understandingMessages.contentRequired)
    .refine((v) => v.length <= 20_000, 'Job description must be at most 20,000 characters'),
  resumeText: z.string().max(20_000, 'Resume must be at most 20,000 characters').optional().nullable(),
  companyName: z.string().max(200).optional().nullable(),
});
export const jobAnalyzeResponseSchema = z.object({
  posting: jobPostingSchema,
  match: evidenceMatchSchema.nullable(),
  /** Set when the match is low enough for the form's warning. */
  lowMatch: z.boolean(),
});
export type JobAnalyzeResponse = z.infer<typeof jobAnalyzeResponseSchema>;
