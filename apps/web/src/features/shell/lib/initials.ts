/** What the avatar shows when there is no username (docs/product.md §4 Navigation). */
export const AVATAR_FALLBACK = 'JP';

/** The first two letters of the username in capitals, or 'JP' without a username. */
export function avatarInitials(username: string | null | undefined): string {
  const trimmed = username?.trim() ?? '';
  if (!trimmed) return AVATAR_FALLBACK;
  return Array.from(trimmed).slice(0, 2).join('').toUpperCase();
}
