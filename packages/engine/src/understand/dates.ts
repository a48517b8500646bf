/**
 * Dates as resumes write them: 'Mar 2019', 'March 2019', 'Mar. 2019', '03/2019', '2019-03',
 * '2019', with 'Present', 'Current', 'Now' or an open end. Values are kept as written.
 * Every pattern here is a bounded alternation: linear on any line (docs/decisions/0016).
 */

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|fall|winter)\\.?';
const YEAR = '(?:19|20)\\d{2}';
const POINT = `(?:${MONTH}[ \\t]+(?:\\d{1,2},[ \\t]*)?${YEAR}|${MONTH}[ \\t]*['’]\\d{2}|\\d{1,2}[/.]${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?![\\d/.])|${YEAR})`;
const OPEN_END = '(?:present|current|currently|now|today|date|ongoing)';
const DASH = '(?:[–—-]{1,2}|to|until|through|thru)';

const RANGE_RE = new RegExp(
  `(?<![\\p{L}\\d/])(${POINT})[ \\t]*${DASH}[ \\t]*(${POINT}|${OPEN_END})?(?![\\p{L}\\d/])`,
  'iu',
);
const SINCE_RE = new RegExp(`\\b(?:since|from)[ \\t]+(${POINT})(?![\\p{L}\\d/])`, 'iu');
const POINT_RE = new RegExp(`(?<![\\p{L}\\d/])(${POINT})(?![\\p{L}\\d/])`, 'iu');
const OPEN_END_RE = new RegExp(`^${OPEN_END}$`, 'i');

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where the dates sit in the line, so the caller can cut them out. */
  index: number;
  length: number;
}

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The first date range in a line ('Jan 2020 – Present'), or a lone date ('2019'). */
export function findDates(line: string): DateRange | null {
  const range = RANGE_RE.exec(line);
  if (range) {
    const start = tidy(range[1]!);
    const endRaw = range[2] ? tidy(range[2]) : null;
    // 'Jan 2020 –' with nothing after it is open-ended, like 'Present'.
    const open = !endRaw || OPEN_END_RE.test(endRaw);
    return {
      start,
      end: endRaw,
      current: open,
      index: range.index,
      length: range[0].length,
    };
  }
  const since = SINCE_RE.exec(line);
  if (since)
    return { start: tidy(since[1]!), end: null, current: true, index: since.index, length: since[0].length };
  const point = POINT_RE.exec(line);
  if (point)
    return { start: null, end: tidy(point[1]!), current: false, index: point.index, length: point[0].length };
  return null;
}

/** True when the whole text is a date or a date range (nothing else worth reading). */
export function isOnlyDates(text: string): boolean {
  const found = findDates(text);
  if (!found) return false;
  const rest = text.slice(0, found.index) + text.slice(found.index + found.length);
  return !/[\p{L}\d]/u.test(rest.replace(/\b(?:expected|anticipated|graduated|graduation|class of)\b/gi, ''));
}
