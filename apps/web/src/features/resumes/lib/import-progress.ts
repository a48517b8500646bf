import { PROGRESS_CEILING } from '@/lib/use-simulated-progress';

/**
 * The resume import bar: it starts at 10 (Uploading document), then ticks every 300 ms: below 20
 * +10, below 40 +5, below 60 +2, below 80 +1, then +0.5 up to 95, where it waits for the answer.
 * On success it shows 100 (Complete) and hides 1 s later. The stage shown follows the value.
 */
export const IMPORT_TICK_MS = 300;
export const IMPORT_START = 10;

export type ImportStage =
  | ''
  | 'Uploading document'
  | 'Converting document'
  | 'Reading content with AI'
  | 'Extracting details'
  | 'Finalizing'
  | 'Complete';

/** The next value of the bar from the current one. */
export function importStep(value: number): number {
  const by = value < 20 ? 10 : value < 40 ? 5 : value < 60 ? 2 : value < 80 ? 1 : 0.5;
  return Math.min(PROGRESS_CEILING, value + by);
}

/** The stage a value is reached in: the stage of the step that led to it. */
export function importStage(value: number): ImportStage {
  if (value <= 0) return '';
  if (value >= 100) return 'Complete';
  if (value <= 20) return 'Uploading document';
  if (value <= 40) return 'Converting document';
  if (value <= 60) return 'Reading content with AI';
  if (value <= 80) return 'Extracting details';
  return 'Finalizing';
}
