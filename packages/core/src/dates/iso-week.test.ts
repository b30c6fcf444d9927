import { describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from './calendar-date.js';
import { formatIsoWeek, isoWeek, lastIsoWeeks } from './iso-week.js';

describe('isoWeek', () => {
  it.each([
    [2026, 1, 1, 2026, 1],
    [2026, 1, 29, 2026, 5],
    [2020, 12, 31, 2020, 53],
    [2021, 1, 3, 2020, 53],
    [2021, 1, 4, 2021, 1],
    [2024, 12, 30, 2025, 1],
    [2026, 12, 31, 2026, 53],
    [2027, 1, 1, 2026, 53],
    [2008, 12, 29, 2009, 1],
  ])('%i-%i-%i is %i-W%i', (year, month, day, isoYear, week) => {
    expect(isoWeek({ year, month, day })).toEqual({ isoYear, week });
  });

  it('moves to the next week exactly on Mondays, 2015 to 2030', () => {
    let date = { year: 2015, month: 1, day: 1 };
    let previous = isoWeek(date);
    while (date.year <= 2030) {
      date = addDays(date, 1);
      const current = isoWeek(date);
      const isMonday = (((toEpochDay(date) + 3) % 7) + 7) % 7 === 0;
      if (!isMonday) expect(current).toEqual(previous);
      else if (current.week === 1) expect(current.isoYear).toBe(previous.isoYear + 1);
      else expect(current).toEqual({ isoYear: previous.isoYear, week: previous.week + 1 });
      previous = current;
    }
  });

  it('rejects invalid dates', () => {
    expect(() => isoWeek({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
  });
});

describe('formatIsoWeek / lastIsoWeeks', () => {
  it('formats YYYY-Www', () => {
    expect(formatIsoWeek({ isoYear: 2026, week: 5 })).toBe('2026-W05');
    expect(formatIsoWeek({ isoYear: 2020, week: 53 })).toBe('2020-W53');
  });

  it('lists 13 weekly periods oldest first, across the year boundary', () => {
    const weeks = lastIsoWeeks(13, { year: 2026, month: 1, day: 15 });
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toBe('2025-W43');
    expect(weeks.slice(-4)).toEqual(['2025-W52', '2026-W01', '2026-W02', '2026-W03']);
    expect(new Set(weeks).size).toBe(13);
  });

  it('includes week 53 when the year has one', () => {
    // 10 January 2021 is a Sunday, still in 2021-W01.
    expect(lastIsoWeeks(3, { year: 2021, month: 1, day: 10 })).toEqual(['2020-W52', '2020-W53', '2021-W01']);
    expect(lastIsoWeeks(3, { year: 2021, month: 1, day: 11 })).toEqual(['2020-W53', '2021-W01', '2021-W02']);
    expect(lastIsoWeeks(0, { year: 2021, month: 1, day: 10 })).toEqual([]);
    expect(() => lastIsoWeeks(-1, { year: 2021, month: 1, day: 10 })).toThrow(RangeError);
  });
});
