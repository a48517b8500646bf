import { z } from 'zod';
import { CHANGE_PASSWORD_MIN_LENGTH, strongPasswordSchema } from './password';
import { nulFreeString } from './text';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_CHANGE_INTERVAL_DAYS = 30;
export const RESET_CODE_LENGTH = 6;

const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));

export const usernameSchema = z
  .string({ error: 'Username must be at least 3 characters' })
  .trim()
  .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters')
  .max(USERNAME_MAX_LENGTH, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, underscores and hyphens');

export const deviceInfoSchema = z.object({
  userAgent: nulFreeString().max(1000).optional(),
  language: nulFreeString().max(100).optional(),
  platform: nulFreeString().max(200).optional(),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
  colorDepth: z.number().int().min(0).max(1000).optional(),
  timezone: nulFreeString().max(100).optional(),
});

/** docs/product.md §6 Fingerprint. A client that cannot compute one sends a random string as the hash. */
export const fingerprintSchema = z.object({
  hash: nulFreeString().min(1).max(200),
  /**
   * A random id the browser keeps in localStorage: self-referral is decided on it, because the
   * hash is the same for everyone on the same laptop model (docs/decisions/0019).
   */
  deviceId: z.uuid().optional(),
  deviceInfo: deviceInfoSchema.optional(),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

export const loginSchema = z.object({
  email: emailField('Please enter a valid email address'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  fingerprint: fingerprintSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email: emailField('Please enter a valid email address'),
  username: usernameSchema,
  password: strongPasswordSchema,
  referralCode: z.string().trim().max(64).optional().nullable(),
  fingerprint: fingerprintSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const profileSchema = z.object({
  email: emailField('Please enter a valid email'),
  username: usernameSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;

const currentPasswordField = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required');
const confirmationMatches = {
  message: "Passwords don't match",
  path: ['confirmPassword'],
};

/**
 * What POST /api/user/password parses; the service then applies the full password policy
 * (the registration rules and more), whose message comes back under newPassword.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(CHANGE_PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters'),
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, confirmationMatches);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The change-password form's rule: the registration policy its checklist shows, so a new password
 * the server would refuse is caught before it is sent.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: strongPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, confirmationMatches);

export const forgotPasswordSchema = z.object({
  email: emailField('Please enter a valid email address'),
});

export const verifyResetCodeSchema = z.object({
  email: emailField('Please enter a valid email address'),
  code: z
    .string({ error: 'Verification code must be at least 6 characters' })
    .trim()
    .min(RESET_CODE_LENGTH, 'Verification code must be at least 6 characters')
    .max(32, 'Invalid or expired verification code'),
});

export const resetPasswordSchema = verifyResetCodeSchema.extend({
  password: strongPasswordSchema,
});

/** The reset form's second step: the password and its confirmation (the API takes only the password). */
export const newPasswordFormSchema = z
  .object({ password: strongPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const FORGOT_PASSWORD_SUCCESS =
  "If an account with that email exists, we've sent a password reset code.";
export const RESET_PASSWORD_SUCCESS = 'Your password has been reset successfully.';
export const CODE_VERIFIED_MESSAGE = 'Code Verified';
