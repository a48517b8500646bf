import { type CoverLetterSummary, coverLetterTitle } from '@jobpeel/contract';
import { HoverCard } from 'radix-ui';
import { useState } from 'react';
import { formatShortDate } from '../lib/dates';
import { LetterJob } from './letter-parts';
import { SavedBadge } from './saved-badge';

export const EXPIRY_HINT = "Unsaved letters are removed after the plan's window. Save it to keep it.";

/**
 * The letter's title with a hover card showing the job description (docs/product.md §4 /library). It opens on
 * hover and on keyboard focus (Radix), and on a tap, since touch screens have no hover.
 */
export function JobDetailsCell({ letter }: { letter: CoverLetterSummary }) {
  const [open, setOpen] = useState(false);
  const title = coverLetterTitle(letter);
  return (
    <div className="flex max-w-64 flex-col items-start gap-1">
      <HoverCard.Root open={open} onOpenChange={setOpen} openDelay={300} closeDelay={200}>
        <HoverCard.Trigger asChild>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            className="max-w-full break-words rounded-sm text-left font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {title}
          </button>
        </HoverCard.Trigger>
        <HoverCard.Portal>
          <HoverCard.Content
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={16}
            className="z-50 w-[min(28rem,calc(100vw-2rem))] rounded-lg border bg-popover p-4 text-popover-foreground shadow-md"
          >
            <p className="mb-2 font-semibold text-sm">Job description</p>
            <div className="max-h-80 overflow-y-auto whitespace-pre-wrap break-words text-muted-foreground text-sm">
              {letter.jobDescription.trim() || 'No job description'}
            </div>
          </HoverCard.Content>
        </HoverCard.Portal>
      </HoverCard.Root>
      <LetterJob letter={letter} />
      {letter.saved ? (
        <SavedBadge />
      ) : letter.expiresAt ? (
        <p className="text-muted-foreground text-xs" title={EXPIRY_HINT}>
          Expires {formatShortDate(letter.expiresAt)}
        </p>
      ) : null}
    </div>
  );
}
