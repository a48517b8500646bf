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
      /** Why a reader skips it, and what to do instead: a suggestion, never an error. */
      note: z.string().optional(),
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

/** Claim kinds whose error makes a letter wrong, not merely vague: an AI letter with one is repaired. */
export const criticalClaimKinds = [
  'employer',
  'title',
  'tenure',
  'number',
  'degree',
  'certification',
] as const;

/**
 * What the one repair call of an AI letter did (issue 20 part 3): how many critical claims were
 * flagged before and after it, and which sentences it rewrote. Absent when no repair was needed.
 */
export const claimRepairSchema = z.object({
  attempted: z.boolean(),
  flaggedBefore: z.number().int().nonnegative(),
  flaggedAfter: z.number().int().nonnegative(),
  sentencesRewritten: z.number().int().nonnegative(),
});
export type ClaimRepair = z.infer<typeof claimRepairSchema>;

/** The preview's one-line verdict: "14 claims, all backed by your resume" / "2 claims need a look". */
export function evidenceSummaryLine(summary: LetterEvidence['summary']): string {
  const flagged = summary.misattributed + summary.unsupported;
  if (summary.claims === 0) return 'No factual claims found to check';
  if (flagged === 0)
    return summary.claims === 1
      ? '1 claim, backed by your resume'
      : `${summary.claims} claims, all backed by your resume`;
  return flagged === 1 ? '1 claim needs a look' : `${flagged} claims need a look`;
}
