import { z } from 'zod';

/**
 * The claim check's result, stored with every letter as `metadata.evidence` (issue 20): each
 * sentence's claims with their status and sources, the posting's requirements and where the
 * letter stands on each, style notes, and a summary.
 */
export const claimKinds = [
  'employer',
  'title',
  'tenure',
  'number',
  'degree',
  'certification',
  'skill',
] as const;
export const claimStatuses = ['supported', 'misattributed', 'unsupported'] as const;
export const coverageStatuses = ['in_letter', 'in_resume_unused', 'gap'] as const;

export const claimSourceSchema = z.object({
  doc: z.enum(['resume', 'job']),
  line: z.number().int().nonnegative(),
  quote: z.string(),
  role: z.string().optional(),
});

export const claimSchema = z.object({
  text: z.string(),
  kind: z.enum(claimKinds),
  status: z.enum(claimStatuses),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  sources: z.array(claimSourceSchema),
  reason: z.string().optional(),
});

export const letterEvidenceSchema = z.object({
  sentences: z.array(
    z.object({
      start: z.number().int().nonnegative(),
      end: z.number().int().nonnegative(),
      claims: z.array(claimSchema),
    }),
  ),
  coverage: z.array(
    z.object({
      requirement: z.string(),
      mustHave: z.boolean(),
      status: z.enum(coverageStatuses),
      evidence: z.array(z.object({ line: z.number().int().nonnegative(), quote: z.string() })),
    }),
  ),
  style: z.array(
    z.object({
      start: z.number().int().nonnegative(),
      end: z.number().int().nonnegative(),
      kind: z.enum(['stock_phrase', 'em_dash']),
      text: z.string(),
    }),
  ),
  summary: z.object({
    claims: z.number().int().nonnegative(),
    supported: z.number().int().nonnegative(),
    misattributed: z.number().int().nonnegative(),
    unsupported: z.number().int().nonnegative(),
  }),
});
export type LetterEvidence = z.infer<typeof letterEvidenceSchema>;
