/**
 * Supported claims made visible: the places a lower-case term stands in a lower-case text as a
 * word (every occurrence, not only the first), and whether a span is already a claim. Linear: each
 * place is found by indexOf and tested by its two neighbours.
 */

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Every place `term` stands as a word in `lower` (a plural 's' or 'es' after it kept), at most 20. */
export function termPlaces(lower: string, term: string): { at: number; end: number }[] {
  const out: { at: number; end: number }[] = [];
  if (!term) return out;
  for (let at = lower.indexOf(term); at >= 0 && out.length < 20; at = lower.indexOf(term, at + 1)) {
    const before = at > 0 ? lower[at - 1]! : '';
    if (before && WORD_CHAR.test(before)) continue;
    let end = at + term.length;
    if (lower.startsWith('es', end) && !WORD_CHAR.test(lower[end + 2] ?? '')) end += 2;
    else if (lower[end] === 's' && !WORD_CHAR.test(lower[end + 1] ?? '')) end += 1;
    const after = lower[end] ?? '';
    if (after && (WORD_CHAR.test(after) || after === '+' || after === '#')) continue;
    out.push({ at, end });
  }
  return out;
}

/** Whether [start, end) overlaps a claim already found (offsets in the letter). */
export function overlapsClaim(
  claims: readonly { start: number; end: number }[],
  start: number,
  end: number,
): boolean {
  return claims.some((c) => c.start < end && c.end > start);
}
