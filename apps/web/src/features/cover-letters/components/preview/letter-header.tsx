import { type CoverLetter, coverLetterMessages, coverLetterTitle } from '@jobpeel/contract';
import { BookmarkCheck, BookmarkPlus, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSaveCoverLetter } from '../../api/cover-letter-mutations';

const expiryFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'MMM d, yyyy' in US English (docs/product.md §3), e.g. 'Apr 30, 2026'. */
function formatExpiry(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : expiryFormat.format(date);
}

export function GenerateNewButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.home}>
        <Plus aria-hidden="true" />
        Generate New
      </Link>
    </Button>
  );
}

function SaveToLibraryButton({ id }: { id: string }) {
  const saveLetter = useSaveCoverLetter(id);
  const navigate = useNavigate();

  function save() {
    saveLetter.mutate(undefined, {
      onSuccess: () => toast({ title: coverLetterMessages.saved }),
      onError: (error) => {
        const limitReached = isApiError(error) && error.code === 'SAVED_LIMIT_REACHED';
        toast({
          variant: 'destructive',
          title: coverLetterMessages.saveFailed,
          description: error.message || coverLetterMessages.unknownError,
          // The toast lives outside the router, so it navigates through this page's navigate().
          action: limitReached ? (
            <ToastAction altText="Upgrade your plan" onClick={() => navigate(paths.subscription)}>
              Upgrade
            </ToastAction>
          ) : undefined,
        });
      },
    });
  }

  return (
    <Button onClick={save} disabled={saveLetter.isPending}>
      <BookmarkPlus aria-hidden="true" />
      {saveLetter.isPending ? 'Saving...' : 'Save to Library'}
    </Button>
  );
}

/** 'Your Cover Letter', its title, and whether it is kept (docs/product.md §4 /preview/{id}). */
export function LetterHeader({ letter }: { letter: CoverLetter }) {
  const expiry = !letter.saved && letter.expiresAt ? formatExpiry(letter.expiresAt) : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="font-bold text-3xl tracking-tight">Your Cover Letter</h1>
          <div className="flex flex-wrap items-center gap-2">
            <p className="break-words text-muted-foreground">{coverLetterTitle(letter)}</p>
            {letter.saved ? (
              <Badge variant="secondary">
                <BookmarkCheck aria-hidden="true" />
                Saved
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {letter.saved ? null : <SaveToLibraryButton id={String(letter.id)} />}
          <GenerateNewButton />
        </div>
      </div>
      {expiry ? (
        <p className="text-muted-foreground text-sm">
          Unsaved letters are removed on {expiry}. Save it to keep it.
        </p>
      ) : null}
    </div>
  );
}
