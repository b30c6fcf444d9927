import type { CalendarDate } from './calendar-date.js';
import { formatDisplayCalendarDate, formatWireDate } from './calendar-date.js';

/** Wall-clock reading of an instant in a time zone. */
export interface ZonedDateTime extends CalendarDate {
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // A fixed locale with Latin digits and the Gregorian calendar: only the numbers are read back.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Date and time an instant shows on a wall clock in an IANA time zone. */
export function toZonedDateTime(date: Date, timeZone: string): ZonedDateTime {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const read = (type: string): number => parts[type] ?? Number.NaN;
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour'), minute: read('minute') };
}

/** Calendar date an instant falls on in an IANA time zone. */
export function toCalendarDate(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = toZonedDateTime(date, timeZone);
  return { year, month, day };
}

/** 'YYYY-MM-DD' of an instant as seen in an IANA time zone. */
export function toWireDate(date: Date, timeZone: string): string {
  return formatWireDate(toCalendarDate(date, timeZone));
}

/** 'DD/MM/YYYY' of an instant as seen in an IANA time zone (formatDisplayCalendarDate). */
export function formatDisplayDate(date: Date, timeZone: string): string {
  return formatDisplayCalendarDate(toCalendarDate(date, timeZone));
}

/** 'DD/MM/YYYY HH:mm' (24 h) of an instant as seen in an IANA time zone: survey dates (platform-core §5). */
export function formatDisplayDateTime(date: Date, timeZone: string): string {
  const z = toZonedDateTime(date, timeZone);
  return `${formatDisplayCalendarDate(z)} ${pad(z.hour)}:${pad(z.minute)}`;
}
