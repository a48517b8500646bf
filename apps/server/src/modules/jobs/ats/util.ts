/** Small readers for untyped JSON. */
export type Json = Record<string, unknown>;

export function obj(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed || null;
}

/** Path segments of a URL, decoded, empty ones dropped. */
export function segments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

/** A board token as a readable name when the API gives none: 'acme-labs' -> 'Acme Labs'. */
export function nameFromSlug(slug: string): string | null {
  const words = slug
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return null;
  return words.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

export function joinParts(parts: (string | null | undefined)[], separator = ', '): string | null {
  const kept = parts.map((part) => str(part)).filter((part): part is string => Boolean(part));
  return kept.length ? [...new Set(kept)].join(separator) : null;
}

/** A safe single path segment: letters, digits and a few punctuation marks. */
export const TOKEN = /^[\p{L}\p{N}][\p{L}\p{N} ._~-]*$/u;
