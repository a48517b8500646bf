import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * The 400 of a request part that fails its contract schema: one message per field, the first
 * one as the message. Route schemas (lib/route-schemas.ts) and `parseInput` both answer it.
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

/** Parses a request part with a contract schema; failures become a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
