import { describe, expect, it } from 'vitest';
import { bimesterOf, formatBimester, formatMonth, lastBimesters, lastMonths } from './months.js';

describe('formatMonth', () => {
  it('formats YYYY-MM', () => {
    expect(formatMonth({ year: 2026, month: 3 })).toBe('2026-03');
    expect(formatMonth({ year: 2026, month: 12 })).toBe('2026-12');
    expect(() => formatMonth({ year: 2026, month: 13 })).toThrow(RangeError);
  });
});

describe('lastMonths', () => {
  it('lists 6 trend periods oldest first, across the year boundary', () => {
    expect(lastMonths(6, { year: 2026, month: 2 })).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('ignores the day of a calendar date (no clamping surprises on the 31st)', () => {
    expect(lastMonths(3, { year: 2026, month: 3, day: 31 })).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('handles 0 and 1 and rejects negatives', () => {
    expect(lastMonths(0, { year: 2026, month: 3 })).toEqual([]);
    expect(lastMonths(1, { year: 2026, month: 3 })).toEqual(['2026-03']);
    expect(() => lastMonths(-2, { year: 2026, month: 3 })).toThrow(RangeError);
  });
});

describe('bimesters', () => {
  it('numbers the two-month periods of a year 1 to 6', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(bimesterOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(formatBimester({ year: 2026, month: 11 })).toBe('2026-6');
    expect(formatBimester({ year: 2026, month: 1 })).toBe('2026-1');
    expect(() => formatBimester({ year: 2026, month: 0 })).toThrow(RangeError);
  });

  it('lists the last bimesters oldest first, across the year boundary', () => {
    expect(lastBimesters(6, { year: 2026, month: 3, day: 31 })).toEqual([
      '2025-3',
      '2025-4',
      '2025-5',
      '2025-6',
      '2026-1',
      '2026-2',
    ]);
    expect(lastBimesters(2, { year: 2026, month: 12 })).toEqual(['2026-5', '2026-6']);
    expect(lastBimesters(0, { year: 2026, month: 12 })).toEqual([]);
  });
});
