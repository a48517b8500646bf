import { type CoverLetter, coverLetterSchema } from '@jobpeel/contract';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const generateResponseSchema = z.object({ id: z.number(), coverLetter: z.unknown() });

export interface GenerateResult {
  id: number;
  /** The new letter when the server's answer has the full shape (used to seed the preview cache). */
  coverLetter: CoverLetter | null;
}

/** POST /api/cover-letters/generate (spec §3 generation request fields). */
export async function generateCoverLetter(
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<GenerateResult> {
  const data = await api.post('/api/cover-letters/generate', {
    body,
    schema: generateResponseSchema,
    signal,
  });
  const parsed = coverLetterSchema.safeParse(data.coverLetter);
  return { id: data.id, coverLetter: parsed.success ? parsed.data : null };
}
