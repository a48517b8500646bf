import type { CoverLetterSummary } from '@jobpeel/contract';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SavedBadge } from '@/features/library/components/saved-badge';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';
import { COVER_LETTERS_FAILED_MESSAGE, coverLetterTitle } from '../api/cover-letters';

/** spec §9 Recent list: 5 letters. */
export const RECENT_LIMIT = 5;

/** The dashboard's 'Recent' tab (spec §2 Signed-in home). */
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
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No cover letters yet</h2>
        <p className="text-muted-foreground">Generate your first cover letter to get started</p>
        <Button onClick={onCreateNew}>Create New</Button>
      </div>
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
