import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateTime, toCalendarDate, toWireDate, toZonedDateTime } from './zoned-date.js';

const LATE_MARCH_31 = new Date('2026-03-31T23:30:00Z');

describe('toWireDate', () => {
  it('gives the date seen in the tenant zone', () => {
    expect(toWireDate(LATE_MARCH_31, 'UTC')).toBe('2026-03-31');
    expect(toWireDate(LATE_MARCH_31, 'America/Mexico_City')).toBe('2026-03-31');
    // Auckland is on NZDT (UTC+13) until 5 April 2026: already the 1st.
    expect(toWireDate(LATE_MARCH_31, 'Pacific/Auckland')).toBe('2026-04-01');
  });

  it('crosses the year boundary backwards in the Americas', () => {
    const newYearUtc = new Date('2026-01-01T03:00:00Z');
    expect(toWireDate(newYearUtc, 'UTC')).toBe('2026-01-01');
    expect(toWireDate(newYearUtc, 'America/Mexico_City')).toBe('2025-12-31');
    expect(toCalendarDate(newYearUtc, 'America/Bogota')).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('throws on an invalid date or time zone', () => {
    expect(() => toWireDate(new Date('nope'), 'UTC')).toThrow(RangeError);
    expect(() => toWireDate(LATE_MARCH_31, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatDisplayDate / formatDisplayDateTime', () => {
  it('format DD/MM/YYYY and DD/MM/YYYY HH:mm in 24 h', () => {
    expect(formatDisplayDate(LATE_MARCH_31, 'Pacific/Auckland')).toBe('01/04/2026');
    expect(formatDisplayDateTime(LATE_MARCH_31, 'Pacific/Auckland')).toBe('01/04/2026 12:30');
    expect(formatDisplayDateTime(LATE_MARCH_31, 'America/Mexico_City')).toBe('31/03/2026 17:30');
    expect(formatDisplayDateTime(new Date('2026-07-04T15:05:00Z'), 'UTC')).toBe('04/07/2026 15:05');
  });

  it('shows midnight as 00:00, not 24:00', () => {
    expect(formatDisplayDateTime(new Date('2026-03-31T22:00:00Z'), 'Europe/Madrid')).toBe('01/04/2026 00:00');
    expect(toZonedDateTime(new Date('2026-01-01T00:00:00Z'), 'UTC').hour).toBe(0);
  });

  it('follows daylight saving changes', () => {
    // Spain moves to CEST at 01:00 UTC on 29 March 2026.
    expect(formatDisplayDateTime(new Date('2026-03-29T00:30:00Z'), 'Europe/Madrid')).toBe('29/03/2026 01:30');
    expect(formatDisplayDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Madrid')).toBe('29/03/2026 03:30');
  });
});
