import { isApiError } from '@/lib/api-client';

/**
 * A 4xx/5xx answer with a code carries a message meant for the user (a rule, a limit, a file
 * problem); anything else gets the catalogue's default for that action (docs/product.md §9).
 */
export function errorDescription(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code) return error.message;
  return fallback;
}
