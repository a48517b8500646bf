import type { CoverLetter } from '@jobpeel/contract';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useViewer } from '@/lib/use-viewer';

/** 'Cover Letter Analysis' from the letter's metadata; keyword suggestions are Pro (docs/product.md §2). */
export function AnalysisCard({ letter }: { letter: CoverLetter }) {
  const viewer = useViewer();
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
        {viewer.can('keywordInsights') && missingKeywords.length > 0 ? (
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
