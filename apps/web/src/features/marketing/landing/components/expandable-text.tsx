import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * Paragraphs cut to a fixed height with Show more / Show less. The full text is always in the
 * page (for crawlers and find-in-page); collapsed, only its first lines are visible.
 */
export function ExpandableText({ paragraphs, label }: { paragraphs: readonly string[]; label: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="grid gap-3">
      <div
        id={id}
        className={cn(
          'relative grid gap-3 text-sm leading-relaxed',
          !expanded &&
            'max-h-56 overflow-hidden after:absolute after:inset-x-0 after:bottom-0 after:h-16 after:bg-gradient-to-t after:from-card after:to-transparent',
        )}
      >
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      <Button
        variant="link"
        className="h-auto justify-self-start px-0"
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={`${expanded ? 'Show less' : 'Show more'} of the ${label}`}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Button>
    </div>
  );
}
