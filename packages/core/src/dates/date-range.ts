import type { CalendarDate } from './calendar-date.js';
import {
  addDays,
  addMonths,
  compareCalendarDates,
  daysInMonth,
  formatWireDate,
  parseWireDate,
} from './calendar-date.js';
import { toCalendarDate } from './zoned-date.js';

/** Inclusive range of 'YYYY-MM-DD' dates. */
export interface DateRange {
  from: string;
  to: string;
}

/** What a date picker may hold while the user is still choosing. */
export interface PartialDateRange {
  from?: string | null;
  to?: string | null;
}

/** Whole months back from the current month, as tenants configure their initial filter. */
export interface DefaultRangeOffsets {
  fromMonthsAgo: number;
  toMonthsAgo: number;
}

function assertMonthsAgo(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
}

/**
 * Initial filter range in the tenant's zone: from = the 1st of the month `fromMonthsAgo` months
 * before the current month; to = the last day of the month `toMonthsAgo` months before it, but
 * never after today (so toMonthsAgo 0 ends today). {2, 1} on 2026-01-15 is 2025-11-01..2025-12-31.
 */
export function defaultDateRange(offsets: DefaultRangeOffsets, today: Date, timeZone: string): DateRange {
  const { fromMonthsAgo, toMonthsAgo } = offsets;
  assertMonthsAgo('fromMonthsAgo', fromMonthsAgo);
  assertMonthsAgo('toMonthsAgo', toMonthsAgo);
  if (toMonthsAgo > fromMonthsAgo) {
    throw new RangeError(`toMonthsAgo (${toMonthsAgo}) cannot be further back than fromMonthsAgo (${fromMonthsAgo})`);
  }
  const now = toCalendarDate(today, timeZone);
  const thisMonth = { year: now.year, month: now.month, day: 1 };
  const from = addMonths(thisMonth, -fromMonthsAgo);
  const toMonth = addMonths(thisMonth, -toMonthsAgo);
  const monthEnd = { ...toMonth, day: daysInMonth(toMonth.year, toMonth.month) };
  const to = compareCalendarDates(monthEnd, now) > 0 ? now : monthEnd;
  return { from: formatWireDate(from), to: formatWireDate(to) };
}

/** The `days` days ending today in the tenant's zone, both ends included (30 = today and the 29 before). */
export function lastDaysRange(days: number, today: Date, timeZone: string): DateRange {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
  const to: CalendarDate = toCalendarDate(today, timeZone);
  return { from: formatWireDate(addDays(to, -(days - 1))), to: formatWireDate(to) };
}

function isWireDate(text: string | null | undefined): text is string {
  if (typeof text !== 'string') return false;
  try {
    parseWireDate(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a picked range can be applied: both ends are valid dates and from is not after to. */
export function isCompleteRange(range: PartialDateRange | null | undefined): range is DateRange {
  // 'YYYY-MM-DD' strings sort chronologically, so plain comparison orders them.
  return !!range && isWireDate(range.from) && isWireDate(range.to) && range.from <= range.to;
}
