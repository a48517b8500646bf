import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { prefersReducedMotion } from '@/lib/media';

export const STREAMING_PANEL_LABEL = 'Letter being written';

/** While the one repair call runs: the draft had claims the resume does not back. */
export function repairingTitle(sentences: number): string {
  return sentences === 1
    ? 'Checking 1 sentence against your resume...'
    : `Checking ${sentences} sentences against your resume...`;
}

/**
 * docs/decisions/0006: the letter as it is written, with Cancel. The text is a polite live
 * region marked busy while it grows, so screen readers are not read every word.
 */
export function StreamingLetter({
  text,
  onCancel,
  headingLevel = 'h2',
  repairing = null,
}: {
  text: string;
  onCancel: () => void;
  headingLevel?: 'h2' | 'h3';
  /** Sentences being rewritten from the resume after the draft, when the claim check flagged some. */
  repairing?: number | null;
}) {
  const panel = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The submit button is disabled now; keyboard users land on Cancel, everyone sees the panel.
    panel.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    cancelButton.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    // Follow the newest words as they arrive.
    if (text && body.current) body.current.scrollTop = body.current.scrollHeight;
  }, [text]);

  return (
    <section
      ref={panel}
      aria-label={STREAMING_PANEL_LABEL}
      className="grid scroll-mb-24 gap-4 rounded-xl border border-brand/40 bg-card p-6 text-card-foreground shadow-md"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Spinner label={null} className="size-5 text-brand" />
          <CardTitle as={headingLevel} className="text-lg" aria-live="polite">
            {repairing === null ? 'Writing your cover letter...' : repairingTitle(repairing)}
          </CardTitle>
        </div>
        <Button ref={cancelButton} variant="outline" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
      <div
        ref={body}
        aria-live="polite"
        aria-busy="true"
        data-testid="streamed-letter"
        className="max-h-[50vh] min-h-24 overflow-y-auto whitespace-pre-wrap rounded-md border bg-background p-4 font-serif text-sm leading-relaxed"
      >
        {text || <span className="text-muted-foreground">Starting...</span>}
      </div>
    </section>
  );
}
