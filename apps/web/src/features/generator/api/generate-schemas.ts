/**
 * The generate call's answers, checked with zod: loaded with the call (api/generate.ts), not with
 * the form, so /create's first load does not build them (docs/decisions/0028).
 */
import { z } from 'zod';

export { coverLetterSchema } from '@/lib/form-schemas';

export const generateResponseSchema = z.object({ id: z.number(), coverLetter: z.unknown() });
export const chunkSchema = z.object({ text: z.string() });
export const repairingSchema = z.object({ sentences: z.number().int().nonnegative() });
export const streamErrorSchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});

export type GenerateResponse = z.infer<typeof generateResponseSchema>;
