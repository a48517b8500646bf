import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A marketing section's eyebrow, title (h2, referenced by the section's aria-labelledby) and intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  /** The h2's id. */
  id: string;
  eyebrow?: string;
  title: string;
  /** The intro paragraph. */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto grid max-w-2xl gap-3 text-center', className)}>
      {eyebrow ? <p className="font-semibold text-brand text-sm uppercase tracking-wide">{eyebrow}</p> : null}
      <h2 id={id} className="font-bold text-3xl tracking-tight md:text-4xl">
        {title}
      </h2>
      {children ? <p className="text-lg text-muted-foreground">{children}</p> : null}
    </div>
  );
}
