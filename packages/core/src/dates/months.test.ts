import { describe, expect, it } from 'vitest';
import { formatMonth, lastMonths } from './months.js';

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
