import type { z } from 'zod';
import { isApiError } from './api-client';

export type FieldErrors = Record<string, string>;

/** The first message for each top-level field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Field messages the server sent with an error (`fields` in the envelope). */
export function apiFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.fields ? { ...error.fields } : {};
}

/** The user-facing text of an error, or the fallback when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
