/**
 * Storage access that never throws: private modes and blocked cookies make localStorage and
 * sessionStorage throw on access, and the app must keep working without them.
 */
type StorageKind = 'local' | 'session';

function backend(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return backend(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    backend(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the preference simply is not kept.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    backend(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Session-storage keys the app uses (docs/product.md §6 'Locally kept'). */
export const sessionKeys = {
  forceRefreshAfterLogin: 'jobpeel:force-refresh-after-login',
  loginRedirectTimestamp: 'jobpeel:login-redirect-timestamp',
  postLoginRedirect: 'jobpeel:post-login-redirect',
  selectedPlan: 'jobpeel:selected-plan',
  generatorDraft: 'jobpeel:generator-draft',
} as const;
