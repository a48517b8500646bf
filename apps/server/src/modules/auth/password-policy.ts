import {
  meetsPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from '@jobpeel/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/** ~49k leaked passwords, lower-cased (zxcvbn's common list). Loaded once. */
const commonPasswords = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';
export const PERSONAL_PASSWORD_MESSAGE = 'Your password must not contain your username or email.';

/**
 * The one server-side password policy for register, reset and change (docs/decisions/0003):
 * the registration rules, a blocklist of common passwords and long passphrases accepted.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordPolicyViolation(
  password: string,
  context: { email?: string; username?: string } = {},
): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (!meetsPasswordRules(password)) return PASSWORD_POLICY_MESSAGE;

  const lower = password.toLowerCase();
  // "Password123!" passes the character rules but is "password" with decoration: check the core too.
  const core = lower.replace(/^[^a-z]+|(?<![^a-z])[^a-z]+$/g, '');
  if (commonPasswords.has(lower) || (core.length > 0 && commonPasswords.has(core))) {
    return COMMON_PASSWORD_MESSAGE;
  }

  const personal = [context.username, context.email?.split('@')[0]]
    .filter((v): v is string => typeof v === 'string' && v.length >= 4)
    .map((v) => v.toLowerCase());
  if (personal.some((v) => lower.includes(v))) return PERSONAL_PASSWORD_MESSAGE;
  return null;
}
