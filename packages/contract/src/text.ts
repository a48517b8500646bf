import { z } from 'zod';

/**
 * No text the app stores may hold a NUL character: PostgreSQL's text type refuses it (the
 * request would end in a 500), and no real resume, letter or name contains one.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain a NUL character';

export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * A whole number with its digits grouped by threes, as 'en-US' writes it (12,345), without Intl.
 * Messages here are built when a module loads, and in the browser a page's first Intl call loads
 * the locale's data: about 50 ms on a desktop, a long task on a phone, paid by every page that
 * imports a schema for a message nobody sees yet (the create form's character counts use it too).
 */
export function groupDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${value <= -1 ? '-' : ''}${groups.join(',')}`;
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
