import {
  type CheckLetterRequest,
  checkLetterResponseSchema,
  type LetterEvidence,
  type SuggestSentenceRequest,
  suggestSentenceResponseSchema,
} from '@jobpeel/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/cover-letters/check: the claim check of any letter, with its job and resume. */
export async function checkLetter(body: CheckLetterRequest): Promise<LetterEvidence> {
  const data = await api.post('/api/cover-letters/check', { body, schema: checkLetterResponseSchema });
  return data.evidence;
}

export function useCheckLetter() {
  return useMutation({ mutationFn: checkLetter });
}

/** POST /api/cover-letters/{id}/suggestions: one sentence for a requirement of the letter's posting. */
export async function suggestSentence(id: string, body: SuggestSentenceRequest): Promise<string> {
  const data = await api.post(`/api/cover-letters/${encodeURIComponent(id)}/suggestions`, {
    body,
    schema: suggestSentenceResponseSchema,
  });
  return data.sentence;
}

export function useSuggestSentence(id: string) {
  return useMutation({ mutationFn: (body: SuggestSentenceRequest) => suggestSentence(id, body) });
}
