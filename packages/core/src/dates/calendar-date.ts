/** A day on the calendar, with no time or zone: month and day are 1-based. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Whether a Gregorian year has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1-based). */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? Number.NaN;
}

/** Whether the date exists, for years 1 to 9999 (what 'YYYY-MM-DD' can carry). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function assertValid(date: CalendarDate): void {
  if (!isValidCalendarDate(date)) {
    throw new RangeError(`Invalid calendar date ${date.year}-${date.month}-${date.day}`);
  }
}

/** Parses 'YYYY-MM-DD', throwing on a malformed string or a day that does not exist (2026-02-30). */
export function parseWireDate(text: string): CalendarDate {
  const match = WIRE_DATE.exec(text);
  if (!match) throw new RangeError(`Invalid date "${text}": expected YYYY-MM-DD`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < 1) throw new RangeError(`Invalid date "${text}": there is no year 0`);
  if (date.month < 1 || date.month > 12) throw new RangeError(`Invalid date "${text}": no month ${date.month}`);
  if (!isValidCalendarDate(date)) {
    throw new RangeError(
      `Invalid date "${text}": ${date.year}-${pad(date.month)} has ${daysInMonth(date.year, date.month)} days`,
    );
  }
  return date;
}

/** 'YYYY-MM-DD' of a calendar date. */
export function formatWireDate(date: CalendarDate): string {
  assertValid(date);
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * 'DD/MM/YYYY' of a calendar date: how every date is shown on screen, in every language and locale
 * (platform-core §5). With a time of day, formatDisplayDateTime.
 */
export function formatDisplayCalendarDate(date: CalendarDate): string {
  assertValid(date);
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/**
 * 'DD/MM/YYYY' of a wire date 'YYYY-MM-DD' (formatDisplayCalendarDate). Text that is not a valid
 * wire date comes back unchanged: what is shown is never worse than what was received.
 */
export function formatDisplayWireDate(text: string): string {
  let date: CalendarDate;
  try {
    date = parseWireDate(text);
  } catch {
    return text;
  }
  return formatDisplayCalendarDate(date);
}

/** Days since 1970-01-01 (negative before). */
export function toEpochDay(date: CalendarDate): number {
  assertValid(date);
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0–99 into 1900–1999.
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(d.getTime() / MS_PER_DAY);
}

/** Calendar date of a day count since 1970-01-01. */
export function fromEpochDay(epochDay: number): CalendarDate {
  const d = new Date(epochDay * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Date `days` days later (earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromEpochDay(toEpochDay(date) + days);
}

/** Date `months` months later (earlier when negative), the day clamped to the month: Jan 31 + 1 = Feb 28/29. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  assertValid(date);
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const result = { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
  assertValid(result);
  return result;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
