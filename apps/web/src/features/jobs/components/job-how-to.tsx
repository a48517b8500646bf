import { ChevronDown, CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';

const methods = [
  {
    title: 'Paste the link',
    text: "Put the job posting's address in Job Posting URL and press 'Peel Job Details'. The description fills the box below, and the company name is filled in when it is empty.",
  },
  {
    title: 'Turn on the Universal Extractor',
    text: 'If a site loads its jobs with JavaScript or nothing useful comes back, switch on Universal Extractor and press the button again. The page is opened in a browser first, so it takes longer.',
  },
  {
    title: 'Copy, paste and clean',
    text: "Select the whole posting on the job site, paste it into Job Description and press 'AI Clean and Summarize' to remove menus, cookie notices and other clutter while keeping every requirement.",
  },
] as const;

/** docs/product.md §4 step 2: the collapsible how-to with three methods. */
export function JobHowTo({ disabled = false }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-md border">
      <CollapsibleTrigger
        disabled={disabled}
        className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-medium text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2">
          <CircleHelp aria-hidden="true" className="size-4 text-brand" />
          How to add the job description
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </CollapsibleTrigger>
      {/* Rendered while open only: a closed Radix collapsible measures itself as it mounts, a forced
          layout of the page while /create hydrates. */}
      {open ? (
        <CollapsibleContent forceMount>
          <ol className="grid gap-3 px-3 pb-3 text-sm">
            {methods.map((method, index) => (
              <li key={method.title} className="grid gap-0.5">
                <span className="font-medium">
                  Method {index + 1}: {method.title}
                </span>
                <span className="text-muted-foreground">{method.text}</span>
              </li>
            ))}
          </ol>
        </CollapsibleContent>
      ) : null}
    </Collapsible>
  );
}
