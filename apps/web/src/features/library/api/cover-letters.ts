import { type CoverLetterSummary, coverLetterListSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { coverLettersQueryKey } from '@/lib/query-keys';

export const COVER_LETTERS_FAILED_MESSAGE = 'Failed to fetch cover letters';

/**
 * GET /api/cover-letters, newest first, without letter text; a 401 (signed out) is an empty list.
 */
export async function getCoverLetters(): Promise<CoverLetterSummary[]> {
  try {
    const data = await api.get('/api/cover-letters', { schema: coverLetterListSchema });
    return data.coverLetters;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return [];
    throw error;
  }
}

export function useCoverLetters() {
  return useQuery({ queryKey: coverLettersQueryKey, queryFn: getCoverLetters });
}
