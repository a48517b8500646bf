/** 'MMM d, yyyy' in US English, e.g. 'Mar 5, 2026' (docs/product.md §3 library date format). */
export function formatShortDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}
