import type { PartialDateRange } from '../dates/date-range.js';
import { isCompleteRange, lastDaysRange } from '../dates/date-range.js';

/**
 * A quick range of the date picker (§9: 30, 60, 90 days): the last `days` days ending today in the
 * tenant's zone, both ends included. Throws a RangeError when `days` is not a positive integer.
 */
export function quickRange(days: number, today: Date, timeZone: string): { dateFrom: string; dateTo: string } {
  const range = lastDaysRange(days, today, timeZone);
  return { dateFrom: range.from, dateTo: range.to };
}

/**
 * §5: the range a date picker applies: null while it is incomplete (or an end is not a valid
 * YYYY-MM-DD date), so the pick is ignored; an inverted range is swapped.
 */
export function completeRange(range: PartialDateRange): { dateFrom: string; dateTo: string } | null {
  if (isCompleteRange(range)) return { dateFrom: range.from, dateTo: range.to };
  const swapped = { from: range.to, to: range.from };
  if (isCompleteRange(swapped)) return { dateFrom: swapped.from, dateTo: swapped.to };
  return null;
}
