import { describe, expect, it } from 'vitest';
import { defaultDateRange, isCompleteRange, lastDaysRange } from './date-range.js';

const MEXICO = 'America/Mexico_City';
const AUCKLAND = 'Pacific/Auckland';
const MID_JANUARY = new Date('2026-01-15T12:00:00Z');
const LATE_MARCH_31 = new Date('2026-03-31T23:30:00Z'); // 1 April 12:30 in Auckland

describe('defaultDateRange', () => {
  it('runs from the 1st of an earlier month to the end of a later one, across the year boundary', () => {
    expect(defaultDateRange({ fromMonthsAgo: 2, toMonthsAgo: 1 }, MID_JANUARY, MEXICO)).toEqual({
      from: '2025-11-01',
      to: '2025-12-31',
    });
    expect(defaultDateRange({ fromMonthsAgo: 13, toMonthsAgo: 12 }, MID_JANUARY, MEXICO)).toEqual({
      from: '2024-12-01',
      to: '2025-01-31',
    });
  });

  it('ends today when toMonthsAgo is 0', () => {
    expect(defaultDateRange({ fromMonthsAgo: 1, toMonthsAgo: 0 }, MID_JANUARY, MEXICO)).toEqual({
      from: '2025-12-01',
      to: '2026-01-15',
    });
    expect(defaultDateRange({ fromMonthsAgo: 0, toMonthsAgo: 0 }, MID_JANUARY, MEXICO)).toEqual({
      from: '2026-01-01',
      to: '2026-01-15',
    });
  });

  it('uses the month of the tenant zone where it is already tomorrow', () => {
    expect(defaultDateRange({ fromMonthsAgo: 1, toMonthsAgo: 0 }, LATE_MARCH_31, AUCKLAND)).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
    });
    expect(defaultDateRange({ fromMonthsAgo: 1, toMonthsAgo: 0 }, LATE_MARCH_31, 'UTC')).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
    });
    expect(defaultDateRange({ fromMonthsAgo: 2, toMonthsAgo: 1 }, LATE_MARCH_31, AUCKLAND)).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
    });
    expect(defaultDateRange({ fromMonthsAgo: 2, toMonthsAgo: 1 }, LATE_MARCH_31, 'UTC')).toEqual({
      from: '2026-01-01',
      to: '2026-02-28',
    });
  });

  it('uses the month of the tenant zone where it is still yesterday', () => {
    const newYearUtc = new Date('2026-01-01T03:00:00Z'); // 31 December 21:00 in Mexico City
    expect(defaultDateRange({ fromMonthsAgo: 1, toMonthsAgo: 0 }, newYearUtc, MEXICO)).toEqual({
      from: '2025-11-01',
      to: '2025-12-31',
    });
    expect(defaultDateRange({ fromMonthsAgo: 1, toMonthsAgo: 0 }, newYearUtc, 'UTC')).toEqual({
      from: '2025-12-01',
      to: '2026-01-01',
    });
  });

  it('ends on 29 February in a leap year', () => {
    expect(defaultDateRange({ fromMonthsAgo: 1, toMonthsAgo: 1 }, new Date('2024-03-10T12:00:00Z'), 'UTC')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('rejects offsets that would put from after to', () => {
    expect(() => defaultDateRange({ fromMonthsAgo: 0, toMonthsAgo: 1 }, MID_JANUARY, MEXICO)).toThrow(RangeError);
    expect(() => defaultDateRange({ fromMonthsAgo: -1, toMonthsAgo: 0 }, MID_JANUARY, MEXICO)).toThrow(RangeError);
    expect(() => defaultDateRange({ fromMonthsAgo: 1.5, toMonthsAgo: 0 }, MID_JANUARY, MEXICO)).toThrow(RangeError);
  });
});

describe('lastDaysRange', () => {
  it('covers today and the days before, both ends included', () => {
    const midMarch = new Date('2026-03-15T12:00:00Z');
    expect(lastDaysRange(30, midMarch, 'UTC')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(lastDaysRange(7, new Date('2026-01-03T10:00:00Z'), 'UTC')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(lastDaysRange(1, MID_JANUARY, 'UTC')).toEqual({ from: '2026-01-15', to: '2026-01-15' });
  });

  it('counts from today in the tenant zone', () => {
    expect(lastDaysRange(1, LATE_MARCH_31, AUCKLAND)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(lastDaysRange(90, LATE_MARCH_31, AUCKLAND)).toEqual({ from: '2026-01-02', to: '2026-04-01' });
  });

  it('rejects non-positive day counts', () => {
    expect(() => lastDaysRange(0, MID_JANUARY, 'UTC')).toThrow(RangeError);
    expect(() => lastDaysRange(2.5, MID_JANUARY, 'UTC')).toThrow(RangeError);
  });
});

describe('isCompleteRange', () => {
  it('accepts ranges with both ends and from not after to', () => {
    expect(isCompleteRange({ from: '2026-01-01', to: '2026-01-31' })).toBe(true);
    expect(isCompleteRange({ from: '2026-01-31', to: '2026-01-31' })).toBe(true);
  });

  it('ignores incomplete, reversed or invalid ranges', () => {
    expect(isCompleteRange({ from: '2026-02-01', to: '2026-01-31' })).toBe(false);
    expect(isCompleteRange({ from: '2026-01-01' })).toBe(false);
    expect(isCompleteRange({ to: '2026-01-01' })).toBe(false);
    expect(isCompleteRange({ from: null, to: '2026-01-01' })).toBe(false);
    expect(isCompleteRange({ from: '', to: '2026-01-01' })).toBe(false);
    expect(isCompleteRange({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isCompleteRange({})).toBe(false);
    expect(isCompleteRange(null)).toBe(false);
    expect(isCompleteRange(undefined)).toBe(false);
  });
});
