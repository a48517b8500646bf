/**
 * Query keys shared by features that must refresh each other's data (docs/product.md §5 after generation).
 */
export const coverLettersQueryKey = ['cover-letters'] as const;

export function coverLetterQueryKey(id: number | string) {
  return ['cover-letters', String(id)] as const;
}

/** A letter's earlier texts (fetched when the preview's version history is opened). */
export function coverLetterVersionsQueryKey(id: number | string) {
  return [...coverLetterQueryKey(id), 'versions'] as const;
}

/** The Pro analytics figures: refreshed whenever a letter is generated, saved or deleted. */
export const analyticsQueryKey = ['analytics'] as const;
