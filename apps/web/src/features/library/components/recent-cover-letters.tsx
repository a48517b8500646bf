import { type CoverLetterSummary, coverLetterTitle } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';
import { COVER_LETTERS_FAILED_MESSAGE } from '../api/cover-letters';
import { NoLettersYet } from './no-letters-yet';
import { SavedBadge } from './saved-badge';

/** The Recent tab lists the 5 newest letters. */
export const RECENT_LIMIT = 5;

/** The dashboard's 'Recent' tab: the newest letters, with a link to the whole library. */
export function RecentCoverLetters({
  letters,
  isPending,
  isError,
  onCreateNew,
}: {
  letters: CoverLetterSummary[];
  isPending: boolean;
  isError: boolean;
  onCreateNew: () => void;
}) {
  if (isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading cover letters" />
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-xl border p-6 text-danger-text">
        {COVER_LETTERS_FAILED_MESSAGE}
      </p>
    );
  }
  if (letters.length === 0) {
    return (
      <NoLettersYet>
        <Button onClick={onCreateNew}>Create New</Button>
      </NoLettersYet>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="divide-y rounded-xl border">
        {letters.slice(0, RECENT_LIMIT).map((letter) => {
          const title = coverLetterTitle(letter);
          return (
            <li key={letter.id} className="flex items-center justify-between gap-4 p-4">
              <div className="grid min-w-0 gap-0.5">
                <div className="flex min-w-0 items-center gap-2">
                  <h3 className="truncate font-medium">{title}</h3>
                  {letter.saved ? <SavedBadge /> : null}
                </div>
                <p className="text-muted-foreground text-sm">
                  <time dateTime={letter.createdAt}>{formatRelativeTime(letter.createdAt)}</time>
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.previewOf(letter.id)} aria-label={`View ${title}`}>
                  View
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button asChild variant="outline" className="w-fit justify-self-center">
        <Link to={paths.library}>View All Cover Letters</Link>
      </Button>
    </div>
  );
}
