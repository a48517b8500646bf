/** Query keys shared by features that must refresh each other's data (spec §4 after generation). */
export const coverLettersQueryKey = ['cover-letters'] as const;

export function coverLetterQueryKey(id: number | string) {
  return ['cover-letters', String(id)] as const;
}
