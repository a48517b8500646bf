import { z } from 'zod';

/** The live checklist the register and reset forms show (docs/product.md §7). */
export const passwordRules = [
  { id: 'length', label: 'At least 10 characters', test: (p: string) => p.length >= 10 },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const PASSWORD_MIN_LENGTH = 10;
export const CHANGE_PASSWORD_MIN_LENGTH = 8;
/**
 * Long passphrases must work (docs/product.md §3: at least 128 characters); the cap only bounds hashing work.
 */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 10 characters and include an uppercase letter, a lowercase letter, a number and a special character';
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export function meetsPasswordRules(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

/** The registration policy: every rule of the checklist. The server adds its blocklist on top. */
export const strongPasswordSchema = z
  .string({ error: PASSWORD_POLICY_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .refine(meetsPasswordRules, PASSWORD_POLICY_MESSAGE);
