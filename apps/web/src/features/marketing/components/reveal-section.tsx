import type * as React from 'react';
import { cn } from '@/lib/utils';
import { revealClassName, useRevealOnce } from './use-reveal-once';

type RevealSectionProps = Omit<React.ComponentProps<'section'>, 'ref'>;

/** A page section that fades in once when first scrolled into view (see useRevealOnce). */
export function RevealSection({ className, children, ...props }: RevealSectionProps) {
  const { ref, state } = useRevealOnce<HTMLElement>();
  return (
    <section
      ref={ref}
      data-reveal={state}
      className={cn('scroll-mt-20', revealClassName(state), className)}
      {...props}
    >
      {children}
    </section>
  );
}
