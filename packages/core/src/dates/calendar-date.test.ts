import { describe, expect, it } from 'vitest';
import {
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

describe('parseWireDate', () => {
  it('parses YYYY-MM-DD', () => {
    expect(parseWireDate('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(parseWireDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('throws a clear error on days that do not exist', () => {
    expect(() => parseWireDate('2026-02-30')).toThrow('Invalid date "2026-02-30": 2026-02 has 28 days');
    expect(() => parseWireDate('2026-02-29')).toThrow(/has 28 days/);
    expect(() => parseWireDate('2026-04-31')).toThrow(/has 30 days/);
    expect(() => parseWireDate('2026-13-01')).toThrow(/no month 13/);
    expect(() => parseWireDate('2026-00-10')).toThrow(/no month 0/);
    expect(() => parseWireDate('2026-01-00')).toThrow(/has 31 days/);
    expect(() => parseWireDate('0000-01-01')).toThrow(/no year 0/);
  });

  it('throws on malformed strings', () => {
    for (const text of ['2026-2-3', '26-02-03', '2026/02/03', ' 2026-02-03', '2026-02-03T00:00', '']) {
      expect(() => parseWireDate(text), text).toThrow(/expected YYYY-MM-DD/);
    }
  });

  it('round-trips with formatWireDate', () => {
    expect(formatWireDate(parseWireDate('0999-12-31'))).toBe('0999-12-31');
    expect(formatWireDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(() => formatWireDate({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2026].map(isLeapYear)).toEqual([false, true, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(isValidCalendarDate({ year: 2026, month: 2, day: 28.5 })).toBe(false);
  });

  it('converts to and from epoch days', () => {
    expect(toEpochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(toEpochDay({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(fromEpochDay(toEpochDay({ year: 2026, month: 3, day: 31 }))).toEqual({ year: 2026, month: 3, day: 31 });
    expect(fromEpochDay(toEpochDay({ year: 50, month: 6, day: 1 }))).toEqual({ year: 50, month: 6, day: 1 });
  });

  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 15 }, 0)).toEqual({ year: 2026, month: 3, day: 15 });
    expect(() => addDays({ year: 2026, month: 3, day: 15 }, 0.5)).toThrow(RangeError);
  });

  it('adds months clamping the day to the target month', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2026, month: 3, day: 31 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 5, day: 31 }, 1)).toEqual({ year: 2026, month: 6, day: 30 });
    expect(addMonths({ year: 2025, month: 12, day: 15 }, 1)).toEqual({ year: 2026, month: 1, day: 15 });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -13)).toEqual({ year: 2024, month: 12, day: 15 });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 7, day: 4 }, 0)).toEqual({ year: 2026, month: 7, day: 4 });
  });

  it('rejects invalid input', () => {
    expect(() => addMonths({ year: 2026, month: 2, day: 30 }, 1)).toThrow(RangeError);
    expect(() => addMonths({ year: 2026, month: 1, day: 1 }, 1.5)).toThrow(RangeError);
  });

  it('compares dates', () => {
    const a = { year: 2026, month: 1, day: 31 };
    const b = { year: 2026, month: 2, day: 1 };
    expect(compareCalendarDates(a, b)).toBeLessThan(0);
    expect(compareCalendarDates(b, a)).toBeGreaterThan(0);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
  });
});

describe('formatDisplayCalendarDate / formatDisplayWireDate (platform-core §5: DD/MM/YYYY on screen)', () => {
  it('writes the day first, then the month, then the year, whatever the locale', () => {
    expect(formatDisplayCalendarDate({ year: 2025, month: 3, day: 1 })).toBe('01/03/2025');
    expect(formatDisplayWireDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDisplayWireDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDisplayWireDate('0999-12-31')).toBe('31/12/0999');
  });

  it('gives back unchanged what is not a wire date', () => {
    expect(formatDisplayWireDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDisplayWireDate('01/03/2025')).toBe('01/03/2025');
    expect(formatDisplayWireDate('')).toBe('');
  });
});
