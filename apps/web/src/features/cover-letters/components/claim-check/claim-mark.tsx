import { ArrowLeftRight, Check, CircleAlert } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import {
  type Claim,
  type ClaimStatus,
  claimKindLabels,
  claimStatusDescriptions,
  claimStatusLabels,
} from '../../lib/claims';

const statusIcons = { supported: Check, misattributed: ArrowLeftRight, unsupported: CircleAlert } as const;

/** Colour is a second signal only: each status also has its own word, icon and underline style. */
const statusStyles: Record<ClaimStatus, { mark: string; label: string }> = {
  supported: {
    mark: 'decoration-success-text decoration-solid',
    label: 'border-success-text/40 text-success-text',
  },
  misattributed: {
    mark: 'decoration-amber-600 decoration-dashed dark:decoration-amber-300',
    label: 'border-amber-600/50 text-amber-800 dark:text-amber-200',
  },
  unsupported: {
    mark: 'decoration-danger-text decoration-wavy',
    label: 'border-danger-text/50 text-danger-text',
  },
};

export function ClaimStatusLabel({ status, className }: { status: ClaimStatus; className?: string }) {
  const Icon = statusIcons[status];
  return (
    <span
      className={cn(
        'ml-1 inline-flex items-center gap-0.5 whitespace-nowrap rounded border bg-background px-1 align-baseline font-medium text-[0.7rem] leading-4',
        statusStyles[status].label,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {claimStatusLabels[status]}
    </span>
  );
}

function sourceHeading(source: Claim['sources'][number]): string {
  const where = source.doc === 'resume' ? 'Your resume' : 'The job posting';
  return `${where}, line ${source.line + 1}`;
}

function ClaimDetails({ claim, id }: { claim: Claim; id: string }) {
  return (
    <div id={id} className="grid gap-3">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-1 font-medium">
          {claimKindLabels[claim.kind]}: “{claim.text}”
          <ClaimStatusLabel status={claim.status} className="ml-0" />
        </p>
        <p className="text-muted-foreground">{claimStatusDescriptions[claim.status]}</p>
      </div>
      {claim.reason ? (
        <p>
          <span className="font-medium">Why it needs a look: </span>
          {claim.reason}
        </p>
      ) : null}
      {claim.sources.length > 0 ? (
        <ul className="grid gap-2">
          {claim.sources.map((source) => (
            <li key={`${source.doc}-${source.line}`} className="grid gap-1">
              <span className="font-medium text-xs">{sourceHeading(source)}</span>
              <blockquote className="break-words border-l-2 pl-3 italic">{source.quote}</blockquote>
              {source.role ? (
                <span className="text-muted-foreground text-xs">Role: {source.role}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No line of your resume or the job posting says this.</p>
      )}
    </div>
  );
}

/**
 * One claim in the letter: a button showing the claim and its status in words. A click (or Enter)
 * toggles the popover with the quoted line; reaching it with the keyboard shows it too, while the
 * focus stays on the claim so Tab moves on to the next one.
 */
export function ClaimMark({ claim, children }: { claim: Claim; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pointer = useRef(false);
  const detailsId = useId();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        type="button"
        aria-label={`${claim.text} (${claimStatusLabels[claim.status]} claim)`}
        aria-describedby={open ? detailsId : undefined}
        data-claim-status={claim.status}
        className={cn(
          'inline cursor-pointer rounded-sm text-left underline decoration-2 underline-offset-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
          statusStyles[claim.status].mark,
        )}
        onPointerDown={() => {
          pointer.current = true;
        }}
        onFocus={() => {
          if (!pointer.current) setOpen(true);
          pointer.current = false;
        }}
        onBlur={() => {
          pointer.current = false;
        }}
      >
        {children}
        <ClaimStatusLabel status={claim.status} />
      </PopoverTrigger>
      <PopoverContent
        // The details are read, not used: the focus stays on the claim.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        aria-label={`About “${claim.text}”`}
      >
        <ClaimDetails claim={claim} id={detailsId} />
      </PopoverContent>
    </Popover>
  );
}
