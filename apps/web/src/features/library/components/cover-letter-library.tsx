import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { COVER_LETTERS_FAILED_MESSAGE, useCoverLetters } from '@/features/cover-letters/api/cover-letters';
import { paths } from '@/lib/paths';
import { CoverLetterTable } from './cover-letter-table';

/** The /library content: loading, failure, empty state or the table of letters (newest first). */
export function CoverLetterLibrary() {
  const letters = useCoverLetters();

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
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No cover letters yet</h2>
        <p className="text-muted-foreground">Generate your first cover letter to get started</p>
        <Button asChild>
          <Link to={paths.home}>Create New</Link>
        </Button>
      </div>
    );
  }
  return <CoverLetterTable letters={letters.data} />;
}
