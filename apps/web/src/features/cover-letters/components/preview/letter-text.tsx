import type { CoverLetter } from '@jobpeel/contract';

/** The text shown, printed and edited: the edited content, or the generated text until edited. */
export function letterText(letter: Pick<CoverLetter, 'content' | 'generatedContent'>): string {
  return letter.content ?? letter.generatedContent;
}

/** Blank lines separate paragraphs; single line breaks (e.g. 'Sincerely,\nAda') stay inside one. */
export function letterParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function LetterParagraphs({ text, className }: { text: string; className?: string }) {
  return letterParagraphs(text).map((paragraph, index) => (
    // Paragraphs have no identity of their own; their order never changes.
    // biome-ignore lint/suspicious/noArrayIndexKey: static list
    <p key={index} className={className}>
      {paragraph}
    </p>
  ));
}
