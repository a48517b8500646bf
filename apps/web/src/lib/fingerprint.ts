import type { Fingerprint } from '@jobpeel/contract';
import { readStorage, writeStorage } from './storage';

/** localStorage key of this browser's device id. */
export const DEVICE_ID_KEY = 'jobpeel:device-id';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DeviceInfo = NonNullable<Fingerprint['deviceInfo']>;

export function collectDeviceInfo(): DeviceInfo {
  let timezone: string | undefined;
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timezone = undefined;
  }
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screenWidth: window.screen?.width,
    screenHeight: window.screen?.height,
    colorDepth: window.screen?.colorDepth,
    timezone,
  };
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Used when SHA-256 is unavailable (e.g. crypto.subtle outside a secure context). */
export function randomFingerprintHash(): string {
  try {
    return toHex(crypto.getRandomValues(new Uint8Array(16)));
  } catch {
    return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  }
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/**
 * A random id this browser keeps in localStorage, created on first use. Two people with the same
 * laptop model share the hardware hash but never this id, so the server decides self-referral on
 * it. Undefined where randomUUID is missing (insecure contexts): then nothing is compared.
 */
export function deviceId(): string | undefined {
  const kept = readStorage('local', DEVICE_ID_KEY);
  if (kept && UUID_PATTERN.test(kept)) return kept;
  if (typeof crypto?.randomUUID !== 'function') return undefined;
  const created = crypto.randomUUID();
  writeStorage('local', DEVICE_ID_KEY, created);
  return created;
}

/**
 * docs/product.md §6 Fingerprint: SHA-256 of the JSON device info, or a random string when it cannot be
 * computed, plus this browser's device id.
 */
export async function computeFingerprint(): Promise<Fingerprint> {
  const deviceInfo = collectDeviceInfo();
  let hash: string;
  try {
    hash = await sha256Hex(JSON.stringify(deviceInfo));
  } catch {
    hash = randomFingerprintHash();
  }
  const id = deviceId();
  return { hash, deviceInfo, ...(id ? { deviceId: id } : {}) };
}
