import { z } from 'zod';

/**
 * No text the app stores may hold a NUL character: PostgreSQL's text type refuses it (the
 * request would end in a 500), and no real resume, letter or name contains one.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain a NUL character';

export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/** A string schema that refuses NUL characters (add length rules after it). */
export const nulFreeString = () => z.string().refine((text) => !hasNulCharacter(text), NUL_CHARACTER_MESSAGE);

/**
 * The dotted paths of every string holding a NUL in a parsed JSON value, query or params
 * (`fingerprint.hash`, `items.2.name`). Walks iteratively, so a deeply nested body cannot
 * overflow the stack; each string is scanned once.
 */
export function pathsWithNulCharacter(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasNulCharacter(current)) found.push(path || '_');
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        // A key with NUL is reported as such; its value is checked as well.
        if (hasNulCharacter(key)) found.push(itemPath);
        pending.push([item, itemPath]);
      }
    }
  }
  return found.reverse();
}
