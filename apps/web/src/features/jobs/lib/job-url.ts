import { scrapeRequestSchema } from '@jobpeel/contract';

export type JobUrlCheck =
  | { kind: 'blank' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; url: string };

/**
 * docs/product.md §7: a blank URL does nothing; anything else must be an http(s) address (the
 * contract's rule).
 */
export function checkJobUrl(value: string): JobUrlCheck {
  if (value.trim() === '') return { kind: 'blank' };
  const parsed = scrapeRequestSchema.shape.url.safeParse(value);
  if (!parsed.success) {
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid URL' };
  }
  return { kind: 'ok', url: parsed.data };
}
