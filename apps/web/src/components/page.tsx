import type * as React from 'react';
import { cn } from '@/lib/utils';
import { PageTitle } from './page-title';

/** The standard page frame: the document title plus a centred, padded column. */
export function Page({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 md:py-12', className)}>
      <PageTitle title={title} />
      {children}
    </div>
  );
}
