import type { CoverLetterSummary } from '@jobpeel/contract';
import { JobDetailsCell } from './job-details-cell';
import { KeywordBadges } from './keyword-badges';
import { CreatedAt, lengthLabel, ViewLetterLink } from './letter-parts';

/**
 * The library on small screens: one card per letter, the table's columns stacked, so the View
 * button stays on screen instead of at the end of a row that scrolls sideways.
 */
export function CoverLetterCards({ letters }: { letters: CoverLetterSummary[] }) {
  return (
    <ul aria-label="Cover letters" className="grid gap-3">
      {letters.map((letter) => (
        <li key={letter.id} className="grid gap-3 rounded-xl border bg-card p-4 text-sm">
          <JobDetailsCell letter={letter} />
          <p className="flex flex-wrap gap-x-2 text-muted-foreground text-xs">
            <CreatedAt letter={letter} />
            <span aria-hidden="true">·</span>
            <span>{lengthLabel(letter)}</span>
          </p>
          <KeywordBadges keywords={letter.metadata.keywords} />
          <ViewLetterLink letter={letter} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
