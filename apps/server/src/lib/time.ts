export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const toIso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
