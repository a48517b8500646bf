import { type ClaimRepair, evidenceSummaryLine, type LetterEvidence } from '@jobpeel/contract';
import { CircleAlert, CircleCheck, Info, Wrench } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { claimRepairLine, flaggedCount } from '../../lib/claims';

export const CLAIM_CHECK_UNAVAILABLE =
  'The claim check is not available for this letter: it was written before we kept the resume with each letter.';

/** The one-line verdict, in words and with an icon (never colour alone). */
export function ClaimSummaryLine({ summary, id }: { summary: LetterEvidence['summary']; id?: string }) {
  const flagged = flaggedCount(summary) > 0;
  const Icon = flagged ? CircleAlert : CircleCheck;
  return (
    <p id={id} className="flex items-center gap-2 font-medium">
      <Icon aria-hidden="true" className={flagged ? 'size-4 text-danger-text' : 'size-4 text-success-text'} />
      <span data-testid="claim-summary">{evidenceSummaryLine(summary)}</span>
    </p>
  );
}

interface ClaimCheckBarProps {
  /** Null while the first check runs in the browser. */
  evidence: LetterEvidence | null;
  /** False for letters with no resume kept (written before the claim check). */
  available: boolean;
  checking?: boolean;
  repair?: ClaimRepair;
  claimView: boolean;
  onClaimViewChange: (on: boolean) => void;
}

/** Above the letter: the verdict, the 'Claim check' switch and what the AI's repair did. */
export function ClaimCheckBar({
  evidence,
  available,
  checking = false,
  repair,
  claimView,
  onClaimViewChange,
}: ClaimCheckBarProps) {
  const switchId = useId();
  if (!available) {
    return (
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-muted-foreground text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {CLAIM_CHECK_UNAVAILABLE}
      </p>
    );
  }
  return (
    <section aria-label="Claim check" className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div aria-live="polite" className="flex flex-wrap items-center gap-x-2">
          {evidence ? (
            <ClaimSummaryLine summary={evidence.summary} />
          ) : (
            <p className="text-muted-foreground">Checking the letter's claims...</p>
          )}
          {checking && evidence ? <span className="text-muted-foreground text-xs">Checking...</span> : null}
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={claimView}
            onCheckedChange={onClaimViewChange}
            disabled={!evidence}
          />
          <Label htmlFor={switchId}>Claim check</Label>
        </div>
      </div>
      {repair ? (
        <p className="flex items-start gap-2 text-muted-foreground">
          <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {claimRepairLine(repair)}
        </p>
      ) : null}
      {claimView && evidence ? (
        <p className="text-muted-foreground text-xs">
          Each claim is marked Supported, Misattributed or Unsupported. Select a claim to see the line that
          backs it.
        </p>
      ) : null}
    </section>
  );
}
