interface JobProgressProps {
  value: number;
  /** The progress bar's accessible name. */
  label: string;
  /** Shown while the request runs. */
  activeText: string;
  /** Shown at 100. */
  doneText: string;
}

/** spec §4: the simulated scrape / clean bar (the generate bar's pattern, shown inline); hidden at 0. */
export function JobProgress({ value, label, activeText, doneText }: JobProgressProps) {
  if (value <= 0) return null;
  const rounded = Math.round(value);
  const text = rounded >= 100 ? doneText : activeText;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span aria-live="polite" className="font-medium">
          {text}
        </span>
        <span className="text-muted-foreground tabular-nums">{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% ${text}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand transition-[width] duration-300" style={{ width: `${rounded}%` }} />
      </div>
    </div>
  );
}
