import type { JobAnalyzeResponse } from '@jobpeel/contract';
import { api } from '@/lib/api-client';
import { lazyFormSchema } from '@/lib/lazy-schema';

export interface AnalyzeJobInput {
  content: string;
  resumeText?: string | null;
  companyName?: string | null;
}

/**
 * POST /api/job-descriptions/analyze: the structured posting and, with a resume, how well the
 * resume matches it (the form's low-match warning).
 */
export function analyzeJob(input: AnalyzeJobInput, signal?: AbortSignal): Promise<JobAnalyzeResponse> {
  return api.post('/api/job-descriptions/analyze', {
    body: {
      content: input.content,
      resumeText: input.resumeText ?? null,
      companyName: input.companyName ?? null,
    },
    schema: lazyFormSchema('jobAnalyzeResponseSchema'),
    signal,
  });
}
