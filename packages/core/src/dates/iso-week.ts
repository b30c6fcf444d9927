import type { CalendarDate } from './calendar-date.js';
import { addDays, fromEpochDay, toEpochDay } from './calendar-date.js';

/** ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday. */
export interface IsoWeek {
  isoYear: number;
  week: number;
}

/** ISO week (and its year, which differs from the calendar year around New Year) of a date. */
export function isoWeek(date: CalendarDate): IsoWeek {
  const day = toEpochDay(date);
  // 1970-01-01 was a Thursday; weekday runs 1 (Monday) to 7 (Sunday).
  const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
  const thursday = day + 4 - weekday;
  const isoYear = fromEpochDay(thursday).year;
  const week = Math.floor((thursday - toEpochDay({ year: isoYear, month: 1, day: 1 })) / 7) + 1;
  return { isoYear, week };
}

/** 'YYYY-Www', e.g. '2026-W05'. */
export function formatIsoWeek(week: IsoWeek): string {
  return `${String(week.isoYear).padStart(4, '0')}-W${String(week.week).padStart(2, '0')}`;
}

/** Labels of the `count` ISO weeks ending with the one holding `end`, oldest first. */
export function lastIsoWeeks(count: number, end: CalendarDate): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  return Array.from({ length: count }, (_, i) => formatIsoWeek(isoWeek(addDays(end, -7 * (count - 1 - i)))));
}
