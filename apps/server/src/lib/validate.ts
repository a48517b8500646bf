import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * The 400 of a request part that fails its contract schema: one message per field, the first
 * one as the message, as every route answered before route schemas (lib/route-schemas.ts).
 */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return new AppError(400, 'VALIDATION_ERROR', first, fields);
}
