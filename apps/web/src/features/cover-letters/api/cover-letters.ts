import { type CoverLetter, coverLetterSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '@/lib/api-client';
import { coverLetterQueryKey, coverLettersQueryKey } from '@/lib/query-keys';

export const COVER_LETTERS_FAILED_MESSAGE = 'Failed to fetch cover letters';

/** GET /api/cover-letters, newest first; a 401 (signed out) is an empty list (spec §6). */
export async function getCoverLetters(): Promise<CoverLetter[]> {
  try {
    const data = await api.get('/api/cover-letters', {
      schema: z.object({ coverLetters: z.array(coverLetterSchema) }),
    });
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
    schema: z.object({ coverLetter: coverLetterSchema }),
  });
  return data.coverLetter;
}

export function useCoverLetter(id: string) {
  return useQuery({ queryKey: coverLetterQueryKey(id), queryFn: () => getCoverLetter(id) });
}

/** spec §3: the title, or 'Cover Letter #' followed by the id. */
export function coverLetterTitle(letter: Pick<CoverLetter, 'id' | 'title'>): string {
  return letter.title?.trim() || `Cover Letter #${letter.id}`;
}
