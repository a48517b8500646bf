export type JobUrlCheck =
  | { kind: 'blank' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; url: string };

/**
 * docs/product.md §7: a blank URL does nothing; anything else must be an http(s) address (the
 * contract's rule). The rule (a zod schema) loads with the first check, not with /create
 * (docs/decisions/0028).
 */
export async function checkJobUrl(value: string): Promise<JobUrlCheck> {
  if (value.trim() === '') return { kind: 'blank' };
  const { scrapeRequestSchema } = await import('./job-url-rule');
  const parsed = scrapeRequestSchema.shape.url.safeParse(value);
  if (!parsed.success) {
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid URL' };
  }
  return { kind: 'ok', url: parsed.data };
}
