import type { LetterEvidence, SuggestionAction } from '@jobpeel/contract';
import { CircleCheck, CircleDashed, CircleMinus, MessageSquarePlus, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type CoverageRow, coverageStatusLabels } from '../../lib/claims';

const statusIcons = { in_letter: CircleCheck, in_resume_unused: CircleDashed, gap: CircleMinus } as const;
const statusClasses = {
  in_letter: 'text-success-text',
  in_resume_unused: 'text-foreground',
  gap: 'text-muted-foreground',
} as const;

export interface CoverageListProps {
  coverage: LetterEvidence['coverage'];
  /** Asks for a sentence for a requirement; the caller puts it in the letter. */
  onSuggest: (requirement: string, action: SuggestionAction) => void;
  /** The requirement whose sentence is being written. */
  pending?: string | null;
  headingLevel?: 'h2' | 'h3';
}

function Row({
  row,
  onSuggest,
  pending,
  busy,
}: {
  row: CoverageRow;
  onSuggest: CoverageListProps['onSuggest'];
  pending: boolean;
  busy: boolean;
}) {
  const Icon = statusIcons[row.status];
  const action: SuggestionAction | null =
    row.status === 'in_resume_unused' ? 'add' : row.status === 'gap' ? 'address_gap' : null;
  return (
    <li className="grid gap-2 py-3" data-coverage-status={row.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium">{row.requirement}</p>
        <Badge variant={row.mustHave ? 'secondary' : 'outline'}>
          {row.mustHave ? 'Must-have' : 'Nice to have'}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`flex items-center gap-1.5 ${statusClasses[row.status]}`}>
          <Icon aria-hidden="true" className="size-4" />
          {coverageStatusLabels[row.status]}
        </span>
        {action ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`${action === 'add' ? 'Add' : 'Address honestly'}: ${row.requirement}`}
            onClick={() => onSuggest(row.requirement, action)}
          >
            {action === 'add' ? <Plus aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
            {pending ? 'Writing...' : action === 'add' ? 'Add' : 'Address honestly'}
          </Button>
        ) : null}
      </div>
      {row.status !== 'gap' && row.evidence[0] ? (
        <p className="break-words text-muted-foreground text-xs">Your resume: “{row.evidence[0].quote}”</p>
      ) : null}
    </li>
  );
}

/** The posting's requirements (must-haves first) and where the letter stands on each. */
export function CoverageList({
  coverage,
  onSuggest,
  pending = null,
  headingLevel = 'h2',
}: CoverageListProps) {
  const rows = [...coverage].sort((a, b) => Number(b.mustHave) - Number(a.mustHave));
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Requirements</CardTitle>
        <CardDescription>
          What the job asks for, and where your letter stands. Add puts a sentence from your resume in the
          letter; Address honestly writes one that claims nothing your resume lacks. Review it before you
          save.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {rows.length === 0 ? (
          <p className="text-muted-foreground">No requirements were found in the job description.</p>
        ) : (
          <ul className="divide-y">
            {rows.map((row) => (
              <Row
                key={row.requirement}
                row={row}
                onSuggest={onSuggest}
                pending={pending === row.requirement}
                busy={pending !== null}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
