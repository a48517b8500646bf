// A published date is a calendar date: format it in UTC so no time zone moves it a day.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** docs/product.md §3: 'Mar 4, 2026' on the blog list. */
export function formatPostDateShort(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** docs/product.md §3: 'March 4, 2026' on the article. */
export function formatPostDateLong(iso: string): string {
  return longDate.format(new Date(iso));
}
