import type { IndicatorRow } from '@voz/core';
import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  orderedPeriods,
  periodFormatter,
  periodKind,
  periodOf,
  periodTicks,
  weekPrefix,
} from './periods.js';

const row = (extra: Partial<IndicatorRow>): IndicatorRow => ({
  group: null,
  groupId: null,
  groupName: null,
  label: null,
  value: 1,
  count: 1,
  ...extra,
});

describe('formatPeriod', () => {
  it('writes months as a short month and the year in the locale', () => {
    expect(formatPeriod('2026-11', 'es-CL')).toBe('nov 2026');
    expect(formatPeriod('2026-01', 'es-CL')).toBe('ene 2026');
    expect(formatPeriod('2025-12', 'es-CL')).toBe('dic 2025');
    expect(formatPeriod('2026-11', 'en-US')).toBe('Nov 2026');
  });

  it('never shifts a month with the time zone (the first and the last month of a year)', () => {
    expect(formatPeriod('2027-01', 'es-CL')).toMatch(/^ene\.? 2027$/);
    expect(formatPeriod('2026-12', 'es-CL')).toMatch(/^dic\.? 2026$/);
  });

  it('writes ISO weeks as the week number', () => {
    expect(formatPeriod('2026-W47', 'es-CL')).toBe('sem 47');
    expect(formatPeriod('2026-W01', 'es-CL')).toBe('sem 1');
    expect(formatPeriod('2026-W47', 'en')).toBe('wk 47');
  });

  it('writes bimesters (formattedBimester YYYY-B) as their two months and the year', () => {
    expect(formatPeriod('2026-1', 'es-CL')).toMatch(/^ene\.?–feb\.? 2026$/);
    expect(formatPeriod('2026-3', 'es-CL')).toBe('may–jun 2026');
    expect(formatPeriod('2025-6', 'es-CL')).toMatch(/^nov\.?–dic\.? 2025$/);
    expect(formatPeriod('2026-3', 'en-US')).toBe('May–Jun 2026');
  });

  it('writes days as dates, DD/MM/YYYY in every locale (platform-core §5)', () => {
    expect(formatPeriod('2026-11-05', 'es-CL')).toBe('05/11/2026');
    expect(formatPeriod('2026-11-05', 'en-US')).toBe('05/11/2026');
    expect(formatPeriod('2026-11-05', 'es-MX')).toBe('05/11/2026');
  });

  it('leaves other labels, and impossible dates, as they are', () => {
    for (const label of ['2026-0', '2026-7', 'Total', '', '2026-13', '2026-00', '2026-W60', '2026-02-30']) {
      expect(formatPeriod(label, 'es-CL')).toBe(label);
    }
    expect(formatPeriod(null, 'es-CL')).toBe('');
    expect(formatPeriod(undefined, 'es-CL')).toBe('');
  });

  it('has a bound formatter for axes', () => {
    const format = periodFormatter('es-CL');
    expect(format('2026-10')).toBe('oct 2026');
    expect(format(7)).toBe('7');
    expect(format(null)).toBe('');
  });
});

describe('period helpers', () => {
  it('tells the kind of a label', () => {
    expect(periodKind('2026-11')).toBe('month');
    expect(periodKind('2026-W07')).toBe('week');
    expect(periodKind('2026-11-02')).toBe('day');
    expect(periodKind('2026-1')).toBe('bimester');
    expect(periodKind('2026-7')).toBe('other');
  });

  it('names weeks in the locale language', () => {
    expect(weekPrefix('es-CL')).toBe('sem');
    expect(weekPrefix('en-GB')).toBe('wk');
  });

  it('reads the period of a row from group_0, else group', () => {
    expect(periodOf(row({ group: '2026-11' }))).toBe('2026-11');
    expect(periodOf(row({ group: '2026-11', group_0: '2026-10', group_1: 'Norte' }))).toBe('2026-10');
    expect(periodOf(row({ label: 'x' }))).toBe('x');
  });

  it('orders periods oldest first, keeping unknown labels in order of appearance', () => {
    expect(orderedPeriods(['2026-11', '2026-09', '2026-10', '2026-09'])).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(orderedPeriods(['2026-W02', '2025-W52', '2026-W01'])).toEqual(['2025-W52', '2026-W01', '2026-W02']);
    expect(orderedPeriods(['2026-2', '2025-2', '2026-1'])).toEqual(['2025-2', '2026-1', '2026-2']);
    expect(orderedPeriods(['b', 'a', 'b'])).toEqual(['b', 'a']);
    expect(orderedPeriods([])).toEqual([]);
  });
});

describe('periodTicks', () => {
  const months = Array.from(
    { length: 24 },
    (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );

  it('labels every period when they fit', () => {
    expect(periodTicks(months.slice(0, 6), 600, 'es-CL')).toEqual(months.slice(0, 6));
  });

  it('labels every k-th period, always the latest, when they do not fit', () => {
    const ticks = periodTicks(months, 300, 'es-CL');
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.at(-1)).toBe('2026-12');
    expect(periodTicks(months, 10, 'es-CL')).toEqual(['2026-12']);
    expect(periodTicks([], 300, 'es-CL')).toEqual([]);
  });
});
