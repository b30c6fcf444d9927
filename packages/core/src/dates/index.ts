export {
  addDays,
  addMonths,
  compareCalendarDates,
  daysInMonth,
  formatDisplayCalendarDate,
  formatDisplayWireDate,
  formatWireDate,
  fromEpochDay,
  isLeapYear,
  isValidCalendarDate,
  parseWireDate,
  toEpochDay,
} from './calendar-date.js';
export type { CalendarDate } from './calendar-date.js';
export { defaultDateRange, isCompleteRange, lastDaysRange } from './date-range.js';
export type { DateRange, DefaultRangeOffsets, PartialDateRange } from './date-range.js';
export { formatIsoWeek, isoWeek, lastIsoWeeks } from './iso-week.js';
export type { IsoWeek } from './iso-week.js';
export { bimesterOf, bimesterStart, formatBimester, formatMonth, lastBimesters, lastMonths } from './months.js';
export type { YearMonth } from './months.js';
export { formatDisplayDate, formatDisplayDateTime, toCalendarDate, toWireDate, toZonedDateTime } from './zoned-date.js';
export type { ZonedDateTime } from './zoned-date.js';
