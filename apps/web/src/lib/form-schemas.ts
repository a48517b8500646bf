/**
 * Response schemas of the calls the cover letter form makes (its job tools, resume tools, presets
 * and the match check), in a chunk of their own, loaded with the first such call: building them
 * (and zod) while /create hydrates was a long task on a phone (docs/decisions/0028). Callers pass
 * `lazyFormSchema('name')`. The template list comes with a server-rendered /create; a page built
 * in the browser asks for it.
 */
export {
  coverLetterSchema,
  jobAnalyzeResponseSchema,
  presetListSchema,
  presetResponseSchema,
  resumeBodySchema,
  resumeParseResponseSchema,
  savedResumeItemResponseSchema,
  savedResumeListSchema,
  savedResumeSchema,
  scrapeResponseSchema,
  summarizeResponseSchema,
  templateListSchema,
} from '@jobpeel/contract';
