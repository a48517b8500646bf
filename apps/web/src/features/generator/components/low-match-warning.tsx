import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { LowMatch } from '../hooks/use-low-match-check';

export const LOW_MATCH_TITLE = 'Low match';
export const GENERATE_ANYWAY_LABEL = 'Generate anyway';
export const EDIT_DETAILS_LABEL = 'Edit my details';

export function lowMatchMessage(score: number, hasGaps: boolean): string {
  const text = `Your resume shows little of what this posting asks for (match ${score}/100).`;
  return hasGaps ? `${text} Not shown in your resume:` : text;
}

/**
 * The inline warning above the submit button when the resume matches the posting poorly. It is
 * announced when it appears (role="alert") and never blocks: 'Generate anyway' always generates.
 */
export function LowMatchWarning({
  warning,
  onGenerateAnyway,
  onEdit,
  disabled = false,
}: {
  warning: LowMatch;
  onGenerateAnyway: () => void;
  onEdit: () => void;
  disabled?: boolean;
}) {
  const titleId = useId();
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="flex items-start gap-3 rounded-xl border border-danger-text/50 bg-destructive/5 p-4"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-text" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p id={titleId} className="font-semibold text-danger-text">
          {LOW_MATCH_TITLE}
        </p>
        <p className="text-sm">{lowMatchMessage(warning.score, warning.gaps.length > 0)}</p>
        {warning.gaps.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {warning.gaps.map((gap) => (
              <li key={gap} className="break-words">
                {gap}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button type="button" onClick={onGenerateAnyway} disabled={disabled}>
            {GENERATE_ANYWAY_LABEL}
          </Button>
          <Button type="button" variant="outline" onClick={onEdit}>
            {EDIT_DETAILS_LABEL}
          </Button>
        </div>
      </div>
    </div>
  );
}
