import { FileText } from 'lucide-react';
import type * as React from 'react';

/** The empty library, with the page's way to write a first letter (`children`). */
export function NoLettersYet({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
      <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="font-semibold text-lg">No cover letters yet</h2>
      <p className="text-muted-foreground">Generate your first cover letter to get started</p>
      {children}
    </div>
  );
}
