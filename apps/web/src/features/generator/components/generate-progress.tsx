/** docs/product.md §4: the fixed progress bar at the bottom of the screen while progress is above 0. */
export function GenerateProgress({ value }: { value: number }) {
  if (value <= 0) return null;
  const rounded = Math.round(value);
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 px-4 py-3 shadow-lg backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <span className="shrink-0 font-medium text-sm">
          {rounded >= 100 ? 'Cover letter ready' : 'Generating your cover letter...'}
        </span>
        <div
          role="progressbar"
          aria-label="Cover letter generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-brand transition-[width] duration-500" style={{ width: `${rounded}%` }} />
        </div>
        <span className="w-10 shrink-0 text-right text-muted-foreground text-sm tabular-nums">
          {rounded}%
        </span>
      </div>
    </div>
  );
}
