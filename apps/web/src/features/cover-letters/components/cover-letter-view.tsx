import { type CoverLetter, effectivePlan, type Plan } from '@jobpeel/contract';
import { Bot, FileQuestion, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { coverLetterTitle, useCoverLetter } from '../api/cover-letters';
import { engineLine } from '../lib/engine';

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function AnalysisCard({ letter, plan }: { letter: CoverLetter; plan: Plan }) {
  const { analysis, keywords = [], matchScore, missingKeywords = [] } = letter.metadata;
  if (!analysis && keywords.length === 0 && matchScore === undefined) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cover Letter Analysis</CardTitle>
        {matchScore !== undefined ? (
          <CardDescription>
            Match score: <span className="font-semibold text-foreground">{Math.round(matchScore)}%</span>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {analysis ? <p className="whitespace-pre-line">{analysis}</p> : null}
        {keywords.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-medium">Keywords</h3>
            <ul className="flex flex-wrap gap-1.5">
              {keywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="secondary">{keyword}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {plan === 'pro' && missingKeywords.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-medium">Keyword suggestions</h3>
            <p className="text-muted-foreground">
              The job asks for these, but your resume does not mention them. Add the ones that are true for
              you.
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {missingKeywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="outline">{keyword}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function GenerateNewButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.home}>
        <Plus aria-hidden="true" />
        Generate New
      </Link>
    </Button>
  );
}

/** /preview/{id} in view mode (spec §2). Editing, printing and saving arrive with their own issues. */
export function CoverLetterView({ id }: { id: string }) {
  const plan = effectivePlan(useUser().data?.subscriptionStatus);
  const letterQuery = useCoverLetter(id);

  if (letterQuery.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" label="Loading cover letter" />
      </div>
    );
  }

  if (letterQuery.isError) {
    const notFound = isApiError(letterQuery.error) && letterQuery.error.status === 404;
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="font-semibold text-2xl">
          {notFound ? 'Cover Letter Not Found' : 'Something went wrong'}
        </h1>
        <p className="max-w-md text-muted-foreground">
          {notFound
            ? "We couldn't find this cover letter. It may have been deleted, or it belongs to another account."
            : letterQuery.error.message}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {notFound ? (
            <Button asChild variant="outline">
              <Link to={paths.library}>Go to Library</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void letterQuery.refetch()}>
              Try again
            </Button>
          )}
          <GenerateNewButton />
        </div>
      </div>
    );
  }

  const letter = letterQuery.data;
  const text = letter.content ?? letter.generatedContent;
  const writtenBy = engineLine(letter.metadata.engine, letter.metadata.model);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-bold text-3xl tracking-tight">Your Cover Letter</h1>
          <p className="text-muted-foreground">{coverLetterTitle(letter)}</p>
        </div>
        <GenerateNewButton />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardContent>
            <article aria-label="Cover letter text" className="grid gap-4 leading-relaxed">
              {paragraphs(text).map((paragraph, index) => (
                // Paragraphs have no identity of their own; their order never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </article>
            {writtenBy ? (
              <p className="mt-6 flex items-center gap-2 border-t pt-4 text-muted-foreground text-sm">
                <Bot aria-hidden="true" className="size-4" />
                {writtenBy}
              </p>
            ) : null}
          </CardContent>
        </Card>
        <AnalysisCard letter={letter} plan={plan} />
      </div>
    </div>
  );
}
