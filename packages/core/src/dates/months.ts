import type { CalendarDate } from './calendar-date.js';
import { addMonths } from './calendar-date.js';

/** A calendar month: month is 1-based. */
export interface YearMonth {
  year: number;
  month: number;
}

/** 'YYYY-MM', e.g. '2026-03'. */
export function formatMonth(date: YearMonth): string {
  if (!Number.isInteger(date.year) || !Number.isInteger(date.month) || date.month < 1 || date.month > 12) {
    throw new RangeError(`Invalid month ${date.year}-${date.month}`);
  }
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}`;
}

/** Labels of the `count` months ending with the one holding `end`, oldest first. */
export function lastMonths(count: number, end: YearMonth | CalendarDate): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const first = { year: end.year, month: end.month, day: 1 };
  return Array.from({ length: count }, (_, i) => formatMonth(addMonths(first, i - (count - 1))));
}
