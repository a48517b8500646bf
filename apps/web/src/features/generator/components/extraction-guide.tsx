import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { useHydrated } from '@/lib/hydration';
import { cn } from '@/lib/utils';

const steps = [
  {
    title: 'Extract from a URL',
    text: "Paste the job posting's address into the job URL field and press 'Peel Job Details'. The title, company and full description are pulled in for you.",
  },
  {
    title: 'Use the universal extractor for hard sites',
    text: 'Some job boards load their postings with scripts or block simple requests. Turn on the Universal Extractor switch and try again: the page is opened in a real browser before it is read.',
  },
  {
    title: 'Copy, paste and clean',
    text: "If a site still will not cooperate, select the posting's text, copy it into the Job Description box and press 'AI Clean & Summarize' to strip menus, cookie banners and other clutter.",
  },
] as const;

/** docs/product.md §4 /create: the collapsible 'Job Description Extraction Guide' with three steps. */
export function ExtractionGuide() {
  const [open, setOpen] = useState(false);
  // It opens once the app has started: until then a press would do nothing (docs/decisions/0028).
  const hydrated = useHydrated();
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card className="gap-0 py-0">
        <CardHeader className="px-0">
          <h2 className="font-semibold text-lg">
            <CollapsibleTrigger
              disabled={!hydrated}
              className="flex w-full items-center justify-between gap-2 rounded-xl px-6 py-4 text-left focus-visible:outline-2 focus-visible:outline-ring"
            >
              Job Description Extraction Guide
              <ChevronDown
                aria-hidden="true"
                className={cn('size-5 transition-transform', open && 'rotate-180')}
              />
            </CollapsibleTrigger>
          </h2>
        </CardHeader>
        {/* Rendered while open only: a closed Radix collapsible measures itself as it mounts, a forced
            layout of the page while /create hydrates. */}
        {open ? (
          <CollapsibleContent forceMount>
            <CardContent className="pb-6">
              <ol className="grid gap-4">
                {steps.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-sm text-white dark:text-black"
                    >
                      {index + 1}
                    </span>
                    <div className="grid gap-1">
                      <h3 className="font-medium">{step.title}</h3>
                      <p className="text-muted-foreground text-sm">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </CardContent>
          </CollapsibleContent>
        ) : null}
      </Card>
    </Collapsible>
  );
}
