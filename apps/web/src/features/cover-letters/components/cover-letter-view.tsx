import { type CoverLetter, effectivePlan } from '@jobpeel/contract';
import { Bot, FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useCoverLetter } from '../api/cover-letters';
import { engineLine } from '../lib/engine';
import { AnalysisCard } from './preview/analysis-card';
import { LetterEditor } from './preview/letter-editor';
import { GenerateNewButton, LetterHeader } from './preview/letter-header';
import { LetterParagraphs, letterText } from './preview/letter-text';
import { LetterToolbar } from './preview/letter-toolbar';
import { PrintLetter } from './preview/print-letter';
import { VersionsPanel } from './preview/versions-panel';

function LetterLoadError({
  notFound,
  message,
  onRetry,
}: {
  notFound: boolean;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
      <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="font-semibold text-2xl">
        {notFound ? 'Cover Letter Not Found' : 'Something went wrong'}
      </h1>
      <p className="max-w-md text-muted-foreground">
        {notFound
          ? "We couldn't find this cover letter. It may have been deleted, or it belongs to another account."
          : message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {notFound ? (
          <Button asChild variant="outline">
            <Link to={paths.library}>Go to Library</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <GenerateNewButton />
      </div>
    </div>
  );
}

function CoverLetterPreview({ letter }: { letter: CoverLetter }) {
  const plan = effectivePlan(useUser().data?.subscriptionStatus);
  const [editing, setEditing] = useState(false);
  const id = String(letter.id);
  const text = letterText(letter);
  const writtenBy = engineLine(letter.metadata.engine, letter.metadata.model);

  return (
    <div className="grid gap-6">
      <LetterHeader letter={letter} />
      <LetterToolbar id={id} plan={plan} editing={editing} onEdit={() => setEditing(true)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardContent>
              {editing ? (
                <LetterEditor id={id} initialText={text} onDone={() => setEditing(false)} />
              ) : (
                <article aria-label="Cover letter text" className="grid gap-4 leading-relaxed">
                  <LetterParagraphs text={text} className="whitespace-pre-line break-words" />
                </article>
              )}
              {writtenBy ? (
                <p className="mt-6 flex items-center gap-2 border-t pt-4 text-muted-foreground text-sm">
                  <Bot aria-hidden="true" className="size-4" />
                  {writtenBy}
                </p>
              ) : null}
            </CardContent>
          </Card>
          <VersionsPanel letter={letter} editing={editing} />
        </div>
        <AnalysisCard letter={letter} plan={plan} />
      </div>
      <PrintLetter text={text} />
    </div>
  );
}

/** /preview/{id} (spec §2): the letter, its edit mode, printing, exports, history and deletion. */
export function CoverLetterView({ id }: { id: string }) {
  const letterQuery = useCoverLetter(id);

  if (letterQuery.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" label="Loading cover letter" />
      </div>
    );
  }

  if (letterQuery.isError) {
    return (
      <LetterLoadError
        notFound={isApiError(letterQuery.error) && letterQuery.error.status === 404}
        message={letterQuery.error.message}
        onRetry={() => void letterQuery.refetch()}
      />
    );
  }

  return <CoverLetterPreview letter={letterQuery.data} />;
}
