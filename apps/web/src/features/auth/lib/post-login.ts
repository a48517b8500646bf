import { readStorage, removeStorage, sessionKeys, writeStorage } from '@/lib/storage';

/**
 * docs/product.md §3: the overlay ignores a redirect older than 10 s and gives up waiting for
 * 'load' after 2 s.
 */
export const POST_LOGIN_OVERLAY_MAX_AGE_MS = 10_000;
export const POST_LOGIN_OVERLAY_FALLBACK_MS = 2_000;

export type PostLoginOverlayDecision =
  /** No login just happened: leave everything alone. */
  | 'none'
  /** The flag is stale (or its timestamp missing): clear both keys, show nothing. */
  | 'clear'
  /** A login just reloaded the page: show the overlay until load or the fallback delay. */
  | 'show';

export interface PostLoginFlags {
  forceRefresh: string | null;
  timestamp: string | null;
}

/**
 * docs/product.md §5 Post-login overlay, as a pure function of the two session-storage values and the clock.
 */
export function decidePostLoginOverlay(
  flags: PostLoginFlags,
  now: number,
  maxAgeMs: number = POST_LOGIN_OVERLAY_MAX_AGE_MS,
): PostLoginOverlayDecision {
  if (flags.forceRefresh !== 'true') return 'none';
  const timestamp = flags.timestamp === null ? Number.NaN : Number(flags.timestamp);
  if (!Number.isFinite(timestamp) || now - timestamp > maxAgeMs) return 'clear';
  return 'show';
}

export function readPostLoginFlags(): PostLoginFlags {
  return {
    forceRefresh: readStorage('session', sessionKeys.forceRefreshAfterLogin),
    timestamp: readStorage('session', sessionKeys.loginRedirectTimestamp),
  };
}

/** Called right before the full reload that follows a successful login. */
export function markPostLoginRefresh(now: number = Date.now()): void {
  writeStorage('session', sessionKeys.forceRefreshAfterLogin, 'true');
  writeStorage('session', sessionKeys.loginRedirectTimestamp, String(now));
}

export function clearPostLoginFlags(): void {
  removeStorage('session', sessionKeys.forceRefreshAfterLogin);
  removeStorage('session', sessionKeys.loginRedirectTimestamp);
}
