import { GENERATE_FAILED_MESSAGE } from '@jobpeel/contract';
import { isApiError } from '@/lib/api-client';

export type GenerateFailure =
  | { kind: 'auth' }
  | { kind: 'daily-limit'; message: string; offerReferrals: boolean }
  | { kind: 'validation'; message: string; fields: Record<string, string> }
  | { kind: 'other'; message: string };

export const AUTH_REQUIRED_TITLE = 'Authentication Required';
export const AUTH_REQUIRED_DESCRIPTION = 'Please log in to generate cover letters.';
export const DAILY_LIMIT_TITLE = 'Daily Limit Reached';
/** docs/product.md §3 Daily-limit toast. */
export const DAILY_LIMIT_TOAST_DURATION = 8000;

/** docs/product.md §9: JSON-looking error text is parsed and its message used. */
function unwrapJsonMessage(message: string): string {
  const start = message.indexOf('{');
  if (start === -1) return message;
  try {
    const data: unknown = JSON.parse(message.slice(start));
    if (typeof data === 'object' && data !== null) {
      const inner = (data as Record<string, unknown>).message ?? (data as Record<string, unknown>).error;
      if (typeof inner === 'string' && inner) return inner;
    }
  } catch {
    // Not JSON after all: the text is shown as is.
  }
  return message;
}

/** docs/product.md §9 Generate: what a failed generation means for the user. */
export function classifyGenerateError(error: unknown): GenerateFailure {
  const raw = error instanceof Error && error.message ? error.message : '';
  const message = raw ? unwrapJsonMessage(raw) : GENERATE_FAILED_MESSAGE;
  if (isApiError(error) && (error.code === 'AUTH_REQUIRED' || error.status === 401)) return { kind: 'auth' };
  if (
    (isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') ||
    /daily cover letter limit reached/i.test(message)
  ) {
    return { kind: 'daily-limit', message, offerReferrals: /referr|refer friends/i.test(message) };
  }
  if (isApiError(error) && error.fields) return { kind: 'validation', message, fields: error.fields };
  return { kind: 'other', message };
}
