/**
 * Text read from files and pages may hold control characters (a damaged PDF, a page with stray
 * bytes). A NUL left in would make the text unsavable: PostgreSQL refuses it, and the API answers
 * 400 to any request text holding one (plugins/nul-guard.ts). Tabs and line breaks stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}
