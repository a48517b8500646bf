import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** The accessible name of the status region; pass null for a purely decorative spinner. */
  label?: string | null;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  const icon = (
    <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-muted-foreground', className)} />
  );
  if (label === null) return icon;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {icon}
    </span>
  );
}

/** The centred spinner shown while a whole page (or the session check) loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
