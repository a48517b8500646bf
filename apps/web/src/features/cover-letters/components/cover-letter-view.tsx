import type { CoverLetter, SuggestionAction } from '@jobpeel/contract';
import { Bot, FileQuestion } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSuggestSentence } from '../api/claim-check';
import { useCoverLetter } from '../api/cover-letters';
import { insertSentence } from '../lib/claims';
import { engineLine } from '../lib/engine';
import { AnnotatedLetter, ClaimSentences } from './claim-check/annotated-letter';
import { ClaimCheckBar } from './claim-check/claim-summary';
import { CoverageList } from './claim-check/coverage-list';
import { useLetterClaimCheck } from './claim-check/letter-claim-check';
import { StyleNotes } from './claim-check/style-notes';
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

export const SENTENCE_ADDED_TITLE = 'Sentence added to your draft';
export const SENTENCE_ADDED_DESCRIPTION = 'It is selected in the editor: review it, then save.';

function CoverLetterPreview({ letter }: { letter: CoverLetter }) {
  /** The text being edited; null when the letter is only read. */
  const [draft, setDraft] = useState<string | null>(null);
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const [claimView, setClaimView] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const editing = draft !== null;
  const id = String(letter.id);
  const text = letterText(letter);
  const writtenBy = engineLine(letter.metadata.engine, letter.metadata.model);
  const check = useLetterClaimCheck(letter, text, draft);
  const suggest = useSuggestSentence(id);
  // The draft when a suggestion comes back, which may be a while after it was asked for.
  const latestDraft = useRef(draft);
  latestDraft.current = draft;

  function stopEditing() {
    setDraft(null);
    setSelection(null);
  }

  /** Writes a sentence for a requirement and puts it in the draft (opening the editor), selected. */
  function suggestFor(requirement: string, action: SuggestionAction) {
    setPending(requirement);
    suggest.mutate(
      { requirement, action },
      {
        onSuccess: (sentence) => {
          const inserted = insertSentence(latestDraft.current ?? text, sentence);
          setDraft(inserted.text);
          setSelection({ start: inserted.start, end: inserted.end });
          toast({ title: SENTENCE_ADDED_TITLE, description: SENTENCE_ADDED_DESCRIPTION });
        },
        onError: (failure) => toastError(failure.message, 'Could not write a sentence'),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <LetterHeader letter={letter} />
      <LetterToolbar id={id} editing={editing} onEdit={() => setDraft(text)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="grid gap-4">
              <ClaimCheckBar
                evidence={check.evidence}
                available={check.available}
                checking={check.checking}
                repair={letter.metadata.claimRepair}
                claimView={claimView}
                onClaimViewChange={setClaimView}
              />
              {editing ? (
                <>
                  <LetterEditor
                    id={id}
                    draft={draft}
                    onDraftChange={setDraft}
                    selection={selection}
                    onDone={stopEditing}
                  />
                  {check.evidence ? (
                    <section aria-labelledby="draft-claims-heading" className="grid gap-2">
                      <h2 id="draft-claims-heading" className="font-medium text-sm">
                        {claimView ? 'Claims in your draft' : 'Sentences that need a look'}
                      </h2>
                      <ClaimSentences
                        text={check.checkedText}
                        evidence={check.evidence}
                        onlyFlagged={!claimView}
                      />
                    </section>
                  ) : null}
                </>
              ) : (
                <article aria-label="Cover letter text" className="grid gap-4 leading-relaxed">
                  {claimView && check.evidence ? (
                    <AnnotatedLetter text={check.checkedText} evidence={check.evidence} />
                  ) : (
                    <LetterParagraphs text={text} className="whitespace-pre-line break-words" />
                  )}
                </article>
              )}
              {writtenBy ? (
                <p className="mt-2 flex items-center gap-2 border-t pt-4 text-muted-foreground text-sm">
                  <Bot aria-hidden="true" className="size-4" />
                  {writtenBy}
                </p>
              ) : null}
            </CardContent>
          </Card>
          <VersionsPanel letter={letter} editing={editing} />
        </div>
        <div className="grid content-start gap-6">
          {check.evidence ? (
            <CoverageList coverage={check.evidence.coverage} onSuggest={suggestFor} pending={pending} />
          ) : null}
          {check.evidence ? <StyleNotes style={check.evidence.style} /> : null}
          <AnalysisCard letter={letter} />
        </div>
      </div>
      {/* Always the plain text: the claim marks are for the screen only. */}
      <PrintLetter text={text} />
    </div>
  );
}

/** /preview/{id} (docs/product.md §4): the letter, its edit mode, printing, exports, history and deletion. */
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
