import { z } from 'zod';

export const subscriptionStatusSchema = z.string().nullable();

/** What GET /api/user answers (docs/product.md §6 User). Never contains secrets. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  subscriptionStatus: z.string().nullable(),
  subscriptionPeriodEnd: z.string().nullable(),
  /** True when a paid plan ends at subscriptionPeriodEnd instead of renewing. */
  subscriptionCancelAtPeriodEnd: z.boolean(),
  dailyCoverLetterCount: z.number(),
  bonusCoverLetters: z.number(),
  usernameChangedAt: z.string().nullable(),
  nextUsernameChangeAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
