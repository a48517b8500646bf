import type { Fingerprint } from '@jobpeel/contract';

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

/** spec §3 Fingerprint: SHA-256 of the JSON device info, or a random string when it cannot be computed. */
export async function computeFingerprint(): Promise<Fingerprint> {
  const deviceInfo = collectDeviceInfo();
  let hash: string;
  try {
    hash = await sha256Hex(JSON.stringify(deviceInfo));
  } catch {
    hash = randomFingerprintHash();
  }
  return { hash, deviceInfo };
}
