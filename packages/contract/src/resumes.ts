import { z } from 'zod';
import { RESUME_MAX_LENGTH, SECTION_MAX_LENGTH } from './generation';
import { boxShape, resumeBoxKeys, resumeHighlightKeys, resumeSectionKeys } from './resume-boxes';
import { groupDigits } from './text';
import { resumeProfileSchema } from './understanding';

/** Resume import limits (docs/decisions/0008). */
export const RESUME_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_PDF_MAX_PAGES = 10;
/** Scanned pages are read by OCR, which is slow: only the first ones. */
export const RESUME_OCR_MAX_PAGES = 3;
export const RESUME_FILE_ACCEPT = '.pdf,.doc,.docx';

/** How a resume was read: the PDF's text layer, a Word file, OCR of a scanned PDF, or a model's structuring pass. */
export const resumeImportMethods = ['pdf-text', 'docx', 'doc', 'ocr-pdf', 'ai-structured'] as const;
export type ResumeImportMethod = (typeof resumeImportMethods)[number];

/** The four highlight boxes of step 3 (docs/product.md §4). Empty strings when a section was not found. */
export const resumeSectionsSchema = z.object(boxShape(resumeHighlightKeys, () => z.string()));
export type ResumeSections = z.infer<typeof resumeSectionsSchema>;

/** POST /api/resume/parse (multipart, field `file`). */
export const resumeParseResponseSchema = z.object({
  content: z.string(),
  contactInfo: z.string(),
  method: z.enum(resumeImportMethods),
  warnings: z.array(z.string()),
  sections: resumeSectionsSchema,
  /** The structured reading of `content` (packages/engine understand/resume-profile.ts). */
  profile: resumeProfileSchema.optional(),
});
export type ResumeParseResponse = z.infer<typeof resumeParseResponseSchema>;

export const resumeImportMessages = {
  unsupportedType: 'Unsupported file type. Please upload a PDF, DOC or DOCX file.',
  tooLarge: 'The file is larger than 5 MB. Please upload a smaller file.',
  noFile: 'Please choose a PDF, DOC or DOCX file to import.',
  emptyFile: 'The file is empty. Please choose a PDF, DOC or DOCX file with your resume.',
  noContent: 'No content extracted from the resume.',
  encryptedPdf: 'This PDF is password-protected. Please remove the password and try again.',
  corruptFile: 'This file is damaged and could not be read. Please export it again and retry.',
  tooManyPages: `This PDF has more than ${RESUME_PDF_MAX_PAGES} pages. Please upload a resume of up to ${RESUME_PDF_MAX_PAGES} pages.`,
  unsafeArchive: 'This DOCX file could not be read safely. Please save it again from your word processor.',
  busy: 'Resume import is busy right now. Please try again in a moment.',
  timeout: 'Reading this file took too long. Please try a smaller or simpler file.',
  // docs/product.md §9 defaults and notices
  parseFailed: 'Failed to parse resume',
  importFailed: 'Failed to import resume. Please try again.',
  warningsNotice: 'Some minor issues were detected during import, but content was still extracted.',
} as const;

/** The success message of each import method (docs/product.md §9: each method has its own). */
export const resumeImportSuccess: Record<ResumeImportMethod, string> = {
  'pdf-text': 'Your PDF resume was imported.',
  docx: 'Your Word (DOCX) resume was imported.',
  doc: 'Your Word 97-2003 (DOC) resume was imported.',
  'ocr-pdf': 'Your scanned PDF was read with text recognition. Please check the text for mistakes.',
  'ai-structured': 'Your resume was imported and organised by the AI model.',
};

/** Saved resumes (docs/product.md §6, §7). */
export const RESUME_NAME_MAX_LENGTH = 100;
export const SAVED_RESUMES_PER_USER_MAX = 20;

export const savedResumeMessages = {
  // docs/product.md §7 and §9 (shown as 'Title: description' toasts)
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please log in to save your resume.',
  nothingToSaveTitle: 'Nothing to Save',
  nothingToSave: 'Please add resume content before saving.',
  nameRequiredTitle: 'Name Required',
  nameRequired: 'Please enter a name for this resume.',
  nameTooLong: `Name must be at most ${RESUME_NAME_MAX_LENGTH} characters`,
  tooMany: `You can keep up to ${SAVED_RESUMES_PER_USER_MAX} saved resumes. Delete one to save a new one.`,
  loadListFailed: 'Failed to load your resumes',
  saveFailed: 'Failed to save resume. Please try again.',
  loadOneFailed: 'Failed to load the selected resume.',
  emptySelected: "Selected resume doesn't contain any text.",
} as const;

const section = () =>
  z
    .string()
    .max(SECTION_MAX_LENGTH, `Keep this under ${groupDigits(SECTION_MAX_LENGTH)} characters`)
    .nullish()
    .transform((value) => value ?? '');

const resumeText = () =>
  z
    .string({ error: savedResumeMessages.nothingToSave })
    .refine((value) => value.trim().length > 0, savedResumeMessages.nothingToSave)
    .refine(
      (value) => value.length <= RESUME_MAX_LENGTH,
      `Resume must be at most ${groupDigits(RESUME_MAX_LENGTH)} characters`,
    );

const resumeName = () =>
  z
    .string({ error: savedResumeMessages.nameRequired })
    .trim()
    .min(1, savedResumeMessages.nameRequired)
    .max(RESUME_NAME_MAX_LENGTH, savedResumeMessages.nameTooLong);

const sectionFields = boxShape(resumeSectionKeys, () => section());

/** POST /api/user/resume: the default resume (docs/product.md §8). */
export const saveDefaultResumeSchema = z.object({ resumeText: resumeText(), ...sectionFields });
/** POST /api/user/resumes: a new named resume; the text is `content` (docs/product.md §8). */
export const createSavedResumeSchema = z.object({
  name: resumeName(),
  content: resumeText(),
  ...sectionFields,
});
/** PUT /api/user/resumes/{id}: rename, and optionally replace the text and sections. */
export const updateSavedResumeSchema = z.object({
  name: resumeName(),
  content: resumeText().optional(),
  ...boxShape(resumeSectionKeys, () => section().optional()),
});

/** A resume's text and sections: GET /api/user/resume (default; all empty when none is saved). */
export const resumeBodySchema = z.object({
  ...boxShape(resumeBoxKeys, () => z.string()),
  updatedAt: z.string().nullable(),
});
export type ResumeBody = z.infer<typeof resumeBodySchema>;

/** GET /api/user/resumes/{id}: the body plus its name. */
export const savedResumeSchema = resumeBodySchema.extend({ id: z.number(), name: z.string() });
export type SavedResume = z.infer<typeof savedResumeSchema>;

/** GET /api/user/resumes: `{ resumes }`, newest first; POST and PUT answer `{ resume }` with one item. */
export const savedResumeListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedResumeListItem = z.infer<typeof savedResumeListItemSchema>;
export const savedResumeListSchema = z.object({ resumes: z.array(savedResumeListItemSchema) });
export const savedResumeItemResponseSchema = z.object({ resume: savedResumeListItemSchema });
