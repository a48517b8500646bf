import { type SampleLetter, sampleLetters } from '../../data/sample-letters';

/**
 * docs/product.md §7: the id is an integer index into the samples. Only the plain digits '0'..'4' count:
 * '-1', '5', '1.5', 'abc', '01' or ' 1' are not an example.
 */
export function exampleIndexFrom(id: string | undefined): number | null {
  if (id === undefined || !/^(0|[1-9][0-9]*)$/.test(id)) return null;
  const index = Number(id);
  return index < sampleLetters.length ? index : null;
}

/** The letter's first paragraph after the greeting, for previews of another example. */
export function openingParagraph(letter: SampleLetter): string {
  return letter.paragraphs[1] ?? letter.paragraphs[0] ?? '';
}

/** docs/product.md §3: up to 4 other samples, never the one being read. */
export function otherExamples(index: number, max = 4): { index: number; letter: SampleLetter }[] {
  return sampleLetters
    .map((letter, position) => ({ index: position, letter }))
    .filter((entry) => entry.index !== index)
    .slice(0, max);
}
