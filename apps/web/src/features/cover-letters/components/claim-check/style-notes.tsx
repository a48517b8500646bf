import type { LetterEvidence } from '@jobpeel/contract';
import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { styleKindLabels } from '../../lib/claims';

/** Stock phrases (each once) and em-dash overuse: suggestions to consider, never errors. */
export function StyleNotes({
  style,
  headingLevel = 'h2',
}: {
  style: LetterEvidence['style'];
  headingLevel?: 'h2' | 'h3';
}) {
  if (style.length === 0) return null;
  const phrases = [...new Set(style.filter((n) => n.kind === 'stock_phrase').map((n) => n.text))];
  const dashes = style.filter((n) => n.kind === 'em_dash').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Style notes</CardTitle>
        <CardDescription>Suggestions only: keep what sounds like you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {phrases.map((phrase) => (
            <li key={phrase} className="flex items-start gap-2">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-words">
                <span className="font-medium">{styleKindLabels.stock_phrase}</span>: “{phrase}”. Readers skim
                past it; a concrete detail says more.
              </span>
            </li>
          ))}
          {dashes > 0 ? (
            <li className="flex items-start gap-2">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-words">
                <span className="font-medium">{styleKindLabels.em_dash}</span>: {dashes} em dashes (—). More
                than two can read as machine-written; a comma or a full stop often does the job.
              </span>
            </li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
