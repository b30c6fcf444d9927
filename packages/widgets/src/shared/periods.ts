import { formatDisplayWireDate, type IndicatorRow } from '@voz/core';

// Period labels of time series as people read them: the backend groups rows by 'YYYY-MM'
// (formattedMonth), 'YYYY-B' (formattedBimester, B = 1 January–February … 6 November–December),
// 'YYYY-Www' (formattedWeek) or 'YYYY-MM-DD' (date); charts show 'nov 2026', 'may–jun 2026',
// 'sem 47' or, a day being a date, '15/11/2026' (DD/MM/YYYY in every locale, platform-core §5).
// Any other label (a free text) is shown as it is.

const MONTH = /^(\d{4})-(\d{2})$/;
const BIMESTER = /^(\d{4})-([1-6])$/;
const WEEK = /^(\d{4})-W(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The kind of a period label. */
export type PeriodKind = 'month' | 'bimester' | 'week' | 'day' | 'other';

/**
 * The kind of a period label ('2026-11' month, '2026-3' bimester, '2026-W47' week, '2026-11-15'
 * day, anything else other).
 */
export function periodKind(label: string): PeriodKind {
  if (MONTH.test(label)) return 'month';
  if (BIMESTER.test(label)) return 'bimester';
  if (WEEK.test(label)) return 'week';
  if (DAY.test(label)) return 'day';
  return 'other';
}

/** The word before a week number in a locale: 'sem' in Spanish, 'wk' in English. */
export function weekPrefix(locale: string): string {
  return locale.toLowerCase().startsWith('en') ? 'wk' : 'sem';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    // UTC on both sides: a label names a calendar month or day, never an instant.
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A period label written for people in a locale: 'nov 2026', 'may–jun 2026', 'sem 47', '15/11/2026'
 * (formatDisplayWireDate); other labels unchanged.
 */
export function formatPeriod(label: string | null | undefined, locale: string): string {
  if (label === null || label === undefined) return '';
  const month = MONTH.exec(label);
  if (month) {
    const m = Number(month[2]);
    if (m < 1 || m > 12) return label;
    const date = new Date(Date.UTC(Number(month[1]), m - 1, 1));
    return dateFormat(locale, { month: 'short', year: 'numeric' }).format(date);
  }
  const bimester = BIMESTER.exec(label);
  if (bimester) {
    const year = Number(bimester[1]);
    const first = (Number(bimester[2]) - 1) * 2;
    // The month as the month-and-year labels write it ('may', where a month alone is 'may.').
    const monthYear = dateFormat(locale, { month: 'short', year: 'numeric' });
    const name = (m: number): string =>
      monthYear.formatToParts(new Date(Date.UTC(year, m, 1))).find((part) => part.type === 'month')?.value ?? '';
    return `${name(first)}–${name(first + 1)} ${year}`;
  }
  const week = WEEK.exec(label);
  if (week) {
    const w = Number(week[2]);
    return w >= 1 && w <= 53 ? `${weekPrefix(locale)} ${w}` : label;
  }
  // A day, or an impossible one, which comes back unchanged.
  return DAY.test(label) ? formatDisplayWireDate(label) : label;
}

/** A formatter of period labels bound to a locale (for chart axes and tooltips). */
export function periodFormatter(locale: string): (label: string | number | null | undefined) => string {
  return (label) => formatPeriod(label === null || label === undefined ? label : String(label), locale);
}

/** The period of a time-series row: group_0 when the rows have a second grouping, else group. */
export function periodOf(row: IndicatorRow): string {
  const first = row.group_0;
  if (typeof first === 'string' && first !== '') return first;
  return row.group ?? row.label ?? '';
}

/**
 * The distinct periods of some rows, oldest first: sorted when every label is a month, bimester,
 * week or day (their text sorts chronologically), in order of appearance otherwise.
 */
export function orderedPeriods(labels: Iterable<string>): string[] {
  const distinct = [...new Set(labels)];
  const sortable = distinct.length > 0 && distinct.every((label) => periodKind(label) !== 'other');
  return sortable ? distinct.sort() : distinct;
}

/** Width in pixels an axis label of a period takes (11 px text), with a gap. */
function labelWidth(label: string, locale: string): number {
  return formatPeriod(label, locale).length * 5.5 + 6;
}

/**
 * The periods an x axis labels in `width` pixels: all when they fit, else every k-th one counted
 * back from the latest (the latest period is always labelled).
 */
export function periodTicks(periods: readonly string[], width: number, locale: string): string[] {
  if (periods.length === 0) return [];
  const widest = Math.max(...periods.map((p) => labelWidth(p, locale)));
  const fit = Math.max(1, Math.floor(width / widest));
  if (periods.length <= fit) return [...periods];
  const step = Math.ceil(periods.length / fit);
  return periods.filter((_, i) => (periods.length - 1 - i) % step === 0);
}
