// How the alert screens write what the API answers: ages, hours, customers, file sizes. Pure.
import { formatDisplayDate, formatDisplayDateTime } from '@voz/core';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, in the language ('hace 3 horas', '2 days ago'); 'now' under a minute. */
export function relativeAge(instant: string, now: Date, language: string): string {
  const elapsed = now.getTime() - new Date(instant).getTime();
  const format = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : 'es', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.trunc(elapsed / size), unit);
  }
  return format.format(0, 'minute');
}

/** Hours with one decimal at most, in the tenant's locale ('37,5'). */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hours);
}

/** 'DD/MM/YYYY HH:mm' of an ISO instant in the tenant's zone, or null. */
export function dateTime(instant: string | null, timeZone: string): string | null {
  return instant === null ? null : formatDisplayDateTime(new Date(instant), timeZone);
}

/** 'DD/MM/YYYY' of an ISO instant in the tenant's zone. */
export function date(instant: string, timeZone: string): string {
  return formatDisplayDate(new Date(instant), timeZone);
}

/** The customer's full name, or null without one. */
export function customerName(alert: { customerName: string | null; customerLastname: string | null }): string | null {
  const name = [alert.customerName, alert.customerLastname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

/** A file size for people: '512 B', '12,3 KB', '4,1 MB'. */
export function fileSize(bytes: number, locale: string): string {
  const number = (value: number): string => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
