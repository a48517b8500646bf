export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const toIso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** The UTC calendar day (YYYY-MM-DD) a daily quota counts in (docs/product.md §3: a day is the UTC day). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
