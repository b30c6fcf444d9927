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

/** The bimester (1–6: January–February … November–December) of a month. */
export function bimesterOf(month: number): number {
  return Math.floor((month - 1) / 2) + 1;
}

/**
 * 'YYYY-B' with B the bimester 1–6 (the formattedBimester grouping), e.g. '2026-6' for
 * November–December 2026.
 */
export function formatBimester(date: YearMonth): string {
  if (!Number.isInteger(date.year) || !Number.isInteger(date.month) || date.month < 1 || date.month > 12) {
    throw new RangeError(`Invalid month ${date.year}-${date.month}`);
  }
  return `${String(date.year).padStart(4, '0')}-${bimesterOf(date.month)}`;
}

/** The first month of the bimester holding a month. */
export function bimesterStart(date: YearMonth): YearMonth {
  return { year: date.year, month: (bimesterOf(date.month) - 1) * 2 + 1 };
}

/** Labels of the `count` bimesters ending with the one holding `end`, oldest first. */
export function lastBimesters(count: number, end: YearMonth | CalendarDate): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const start = bimesterStart(end);
  const first = { year: start.year, month: start.month, day: 1 };
  return Array.from({ length: count }, (_, i) => formatBimester(addMonths(first, 2 * (i - (count - 1)))));
}
