import { afterEach, describe, expect, it } from 'vitest';
import { computeFingerprint, DEVICE_ID_KEY, deviceId } from './fingerprint';

afterEach(() => {
  window.localStorage.clear();
});

describe('device id (docs/decisions/0019)', () => {
  it('is created once, kept in localStorage and sent with every fingerprint', async () => {
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    const first = await computeFingerprint();
    expect(first.deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(first.deviceId);
    const second = await computeFingerprint();
    expect(second.deviceId).toBe(first.deviceId);
  });

  it('survives a reload: an id already in localStorage is reused', () => {
    const kept = '3f2b8c1e-9a4d-4c6e-8f10-2b3c4d5e6f70';
    window.localStorage.setItem(DEVICE_ID_KEY, kept);
    expect(deviceId()).toBe(kept);
  });

  it('replaces a value that is not a UUID', () => {
    window.localStorage.setItem(DEVICE_ID_KEY, 'tampered');
    const id = deviceId();
    expect(id).not.toBe('tampered');
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('differs between two browsers with the same hardware', async () => {
    const a = await computeFingerprint();
    window.localStorage.clear();
    const b = await computeFingerprint();
    expect(b.hash).toBe(a.hash);
    expect(b.deviceId).not.toBe(a.deviceId);
  });
});
