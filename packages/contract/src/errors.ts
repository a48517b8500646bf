/**
 * Every error the API answers has this envelope. `message` carries the wording of docs/product.md §9 and
 * is
 * safe to show to the user; `code` is for programs.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'CSRF_INVALID',
  'AUTH_REQUIRED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'USERNAME_CHANGE_TOO_SOON',
  'WRONG_PASSWORD',
  'WEAK_PASSWORD',
  'INVALID_RESET_CODE',
  'RATE_LIMITED',
  'TEMPLATE_LOCKED',
  'LENGTH_LOCKED',
  'DAILY_LIMIT_REACHED',
  'GENERATION_FAILED',
  'SAVED_LIMIT_REACHED',
  'EXPORT_LOCKED',
  'ANALYTICS_LOCKED',
  'PRESET_NAME_TAKEN',
  'PRESET_LIMIT_REACHED',
  'RESUME_LIMIT_REACHED',
  'RESUME_UNREADABLE',
  'IMPORT_BUSY',
  'IMPORT_TIMEOUT',
  'URL_BLOCKED',
  'FETCH_TIMEOUT',
  'FETCH_FAILED',
  'PAGE_TOO_LARGE',
  'NO_JOB_FOUND',
  'UNIVERSAL_UNAVAILABLE',
  'REFERRAL_CODE_INVALID',
  'REFERRAL_CONFLICT',
  'REFRESH_TOO_EARLY',
  'NO_SUBSCRIPTION',
  'ALREADY_ON_PLAN',
  'BILLING_UNAVAILABLE',
  'BILLING_SESSION_CLOSED',
  'WEBHOOK_INVALID',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ErrorEnvelope {
  message: string;
  code: ErrorCode | string;
  fields?: Record<string, string>;
  requestId: string;
}

export const errorMessages = {
  AUTH_REQUIRED: 'Please log in to continue.',
  CSRF_INVALID: 'Security validation failed. Please try refreshing the page.',
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists',
  USERNAME_TAKEN: 'This username is already taken',
  WRONG_PASSWORD: 'Current password is incorrect',
  INVALID_RESET_CODE: 'Invalid or expired verification code',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  VALIDATION_ERROR: 'Please check the highlighted fields.',
} as const;
