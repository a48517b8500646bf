import { type CoverLetter, coverLetterResponseSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coverLetterQueryKey } from '@/lib/query-keys';

export async function getCoverLetter(id: string): Promise<CoverLetter> {
  const data = await api.get(`/api/cover-letters/${encodeURIComponent(id)}`, {
    schema: coverLetterResponseSchema,
  });
  return data.coverLetter;
}

export function useCoverLetter(id: string) {
  return useQuery({ queryKey: coverLetterQueryKey(id), queryFn: () => getCoverLetter(id) });
}
