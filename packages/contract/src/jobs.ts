import { z } from 'zod';
import { JOB_DESCRIPTION_MAX_LENGTH } from './generation';

/** Outbound fetch limits (docs/decisions/0009). */
export const JOB_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const JOB_FETCH_TIMEOUT_MS = 10_000;
export const JOB_FETCH_MAX_REDIRECTS = 5;

export const jobMessages = {
  // docs/product.md §7 / §9
  extractionFailed:
    'Extraction Failed: Unable to extract content from this job board. Please try manually copying and pasting the content.',
  cleanFailed: 'Failed to clean job description',
  invalidUrl: 'Please enter a valid job posting URL starting with http:// or https://.',
  blockedAddress:
    'This link points to a private or local network address, which JobPeel cannot open. Please use the public job posting URL.',
  blockedPort: 'Only job posting links on the standard web ports (80 and 443) can be opened.',
  credentialsInUrl: 'Links with a user name or password in them cannot be opened.',
  tooManyRedirects: 'The job posting link redirected too many times.',
  tooLarge: 'The job posting page is larger than 2 MB and could not be read.',
  timeout: 'The job posting site took too long to answer. Please try again or paste the description.',
  unreachable: 'The job posting site could not be reached. Please check the link or paste the description.',
  httpError: 'The job posting site answered with an error',
  universalUnavailable:
    'The Universal Extractor needs Chromium on the server, and it is not available here. Turn the switch off or paste the description.',
  contentRequired: 'Job description is required',
  extractBusy:
    'Too many job pages are being read right now. Please try again in a moment or paste the description.',
  extractTooComplex:
    'The job posting page is too complex to read. Please try manually copying and pasting the content.',
} as const;

/** POST /api/job-descriptions/scrape */
export const scrapeRequestSchema = z.object({
  url: z
    .string({ error: jobMessages.invalidUrl })
    .trim()
    .min(1, jobMessages.invalidUrl)
    .max(2048, jobMessages.invalidUrl)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, jobMessages.invalidUrl),
  useUniversalExtractor: z.boolean().optional().default(false),
  useAiCleaning: z.boolean().optional().default(true),
});
export type ScrapeRequest = z.input<typeof scrapeRequestSchema>;

/** How the description was found, most precise first. */
export const jobSources = [
  'greenhouse-api',
  'lever-api',
  'ashby-api',
  'smartrecruiters-api',
  'workable-api',
  'json-ld',
  'microdata',
  'readability',
  'visible-text',
] as const;
export type JobSource = (typeof jobSources)[number];

export const scrapeResponseSchema = z.object({
  /** Clean text, headings and bullets kept (docs/product.md §8 'processedContent'). */
  processedContent: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  source: z.enum(jobSources),
  /** True when the universal extractor (headless Chromium) rendered the page. */
  rendered: z.boolean(),
  url: z.string(),
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;

/** POST /api/job-descriptions/summarize */
export const summarizeRequestSchema = z.object({
  content: z
    .string({ error: jobMessages.contentRequired })
    .refine((value) => value.trim().length > 0, jobMessages.contentRequired)
    .refine(
      (value) => value.length <= JOB_DESCRIPTION_MAX_LENGTH * 3,
      'The job description is too long to clean. Please paste the posting itself.',
    ),
});
export const summarizeResponseSchema = z.object({
  cleanedContent: z.string(),
  /** 'rules' offline, or the AI provider's name. */
  engine: z.string(),
  /** What the cleaning removed, in a sentence for the notice ('Removed 6 lines of menus ...'). */
  summary: z.string().optional(),
});
export type SummarizeResponse = z.infer<typeof summarizeResponseSchema>;
