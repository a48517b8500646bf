import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses a request part with a contract schema; failures become a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Invalid input';
  throw new AppError(400, 'VALIDATION_ERROR', first, fields);
}
