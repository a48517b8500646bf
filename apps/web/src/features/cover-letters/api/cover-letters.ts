import {
  type CoverLetter,
  type CoverLetterSummary,
  coverLetterListSchema,
  coverLetterResponseSchema,
} from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { coverLetterQueryKey, coverLettersQueryKey } from '@/lib/query-keys';

export const COVER_LETTERS_FAILED_MESSAGE = 'Failed to fetch cover letters';

/** GET /api/cover-letters, newest first, without letter text; a 401 (signed out) is an empty list (spec §6). */
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

export async function getCoverLetter(id: string): Promise<CoverLetter> {
  const data = await api.get(`/api/cover-letters/${encodeURIComponent(id)}`, {
    schema: coverLetterResponseSchema,
  });
  return data.coverLetter;
}

export function useCoverLetter(id: string) {
  return useQuery({ queryKey: coverLetterQueryKey(id), queryFn: () => getCoverLetter(id) });
}

/** spec §3: the title, or 'Cover Letter #' followed by the id (a full letter or a list summary). */
export function coverLetterTitle(letter: Pick<CoverLetterSummary, 'id' | 'title'>): string {
  return letter.title?.trim() || `Cover Letter #${letter.id}`;
}
