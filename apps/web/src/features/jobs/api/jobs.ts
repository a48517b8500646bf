import type { ScrapeResponse, SummarizeResponse } from '@jobpeel/contract';
import { api } from '@/lib/api-client';
import { lazyFormSchema } from '@/lib/lazy-schema';

export interface ScrapeJobInput {
  url: string;
  useUniversalExtractor: boolean;
}

/** POST /api/job-descriptions/scrape (docs/product.md §8): AI cleaning is always asked for. */
export function scrapeJob(input: ScrapeJobInput, signal?: AbortSignal): Promise<ScrapeResponse> {
  return api.post('/api/job-descriptions/scrape', {
    body: { url: input.url, useUniversalExtractor: input.useUniversalExtractor, useAiCleaning: true },
    schema: lazyFormSchema('scrapeResponseSchema'),
    signal,
  });
}

/** POST /api/job-descriptions/summarize (docs/product.md §8). */
export function summarizeJob(content: string, signal?: AbortSignal): Promise<SummarizeResponse> {
  return api.post('/api/job-descriptions/summarize', {
    body: { content },
    schema: lazyFormSchema('summarizeResponseSchema'),
    signal,
  });
}
