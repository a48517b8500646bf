import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The invitation link (docs/decisions/0011): /auth?ref=CODE on this site. */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${paths.auth}?ref=${encodeURIComponent(code)}`;
}

/** docs/product.md §9 Referrals: the server's message when it sent one, else the listed fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.code ? error.message : fallback;
}

/** The clipboard, which is missing on insecure origins and may refuse without a user gesture. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
