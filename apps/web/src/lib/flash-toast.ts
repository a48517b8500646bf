import { readStorage, removeStorage, writeStorage } from './storage';

/** A toast that must survive a full page load (after login or account deletion). */
export interface FlashToast {
  title: string;
  description?: string;
}

const FLASH_TOAST_KEY = 'jobpeel:flash-toast';

export function setFlashToast(flash: FlashToast): void {
  writeStorage('session', FLASH_TOAST_KEY, JSON.stringify(flash));
}

/** Returns the pending flash toast once, removing it. */
export function takeFlashToast(): FlashToast | null {
  const raw = readStorage('session', FLASH_TOAST_KEY);
  if (!raw) return null;
  removeStorage('session', FLASH_TOAST_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as FlashToast).title === 'string') {
      const { title, description } = value as FlashToast;
      return { title, description: typeof description === 'string' ? description : undefined };
    }
  } catch {
    // A malformed entry is dropped.
  }
  return null;
}
