interface ProgressBarProps {
  value: number;
  /** The bar's accessible name. */
  label: string;
  /** What is happening, shown over the bar. */
  text: string;
  /** Shown instead of `text` once the value reaches 100. */
  doneText?: string;
}

/** An inline progress bar with its status and percentage; nothing is shown while the value is 0. */
export function ProgressBar({ value, label, text, doneText = text }: ProgressBarProps) {
  if (value <= 0) return null;
  const rounded = Math.round(value);
  const status = rounded >= 100 ? doneText : text;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span aria-live="polite" className="font-medium">
          {status}
        </span>
        <span className="text-muted-foreground tabular-nums">{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% ${status}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand transition-[width] duration-300" style={{ width: `${rounded}%` }} />
      </div>
    </div>
  );
}
