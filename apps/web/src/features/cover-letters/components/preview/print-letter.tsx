import { createPortal } from 'react-dom';
import '../../print.css';
import { LetterParagraphs } from './letter-text';

/**
 * The copy of the letter that the browser prints: a direct child of <body>, so print.css can hide
 * everything else (navigation, buttons, the analysis card, the 'Written by' line).
 */
export function PrintLetter({ text }: { text: string }) {
  return createPortal(
    // Inline `display: none` keeps it off screen even before the stylesheet loads; print.css overrides it.
    <div className="print-letter" style={{ display: 'none' }}>
      <LetterParagraphs text={text} />
    </div>,
    document.body,
  );
}
