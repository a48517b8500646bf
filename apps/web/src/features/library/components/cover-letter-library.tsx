import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SMALL_SCREEN, useMediaQuery } from '@/lib/media';
import { paths } from '@/lib/paths';
import { COVER_LETTERS_FAILED_MESSAGE, useCoverLetters } from '../api/cover-letters';
import { CoverLetterCards } from './cover-letter-cards';
import { CoverLetterTable } from './cover-letter-table';
import { NoLettersYet } from './no-letters-yet';

/** The /library content: loading, failure, empty state or the letters, newest first. */
export function CoverLetterLibrary() {
  const letters = useCoverLetters();
  const smallScreen = useMediaQuery(SMALL_SCREEN);

  if (letters.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading cover letters" />
      </div>
    );
  }
  if (letters.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-danger-text">{COVER_LETTERS_FAILED_MESSAGE}</p>
        <Button variant="outline" onClick={() => void letters.refetch()} disabled={letters.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (letters.data.length === 0) {
    return (
      <NoLettersYet>
        <Button asChild>
          <Link to={paths.home}>Create New</Link>
        </Button>
      </NoLettersYet>
    );
  }
  return smallScreen ? (
    <CoverLetterCards letters={letters.data} />
  ) : (
    <CoverLetterTable letters={letters.data} />
  );
}
