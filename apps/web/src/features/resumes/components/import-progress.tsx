import type { ImportProgress as ImportProgressState } from '../lib/import-progress';

/** spec §4: the resume import bar with its stage; hidden while the value is 0. */
export function ImportProgress({ progress }: { progress: ImportProgressState }) {
  if (progress.value <= 0) return null;
  const rounded = Math.round(progress.value);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span aria-live="polite" className="font-medium">
          {progress.stage}
        </span>
        <span className="text-muted-foreground tabular-nums">{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Resume import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% ${progress.stage}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand transition-[width] duration-300" style={{ width: `${rounded}%` }} />
      </div>
    </div>
  );
}
