import { splitTopBottom } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { leastSquares, periodSpec, sortRows, topOrBottom } from './extras.js';
import type { IndicatorRow } from './types.js';

const row = (group: string, value: number | null, count = 1): IndicatorRow => ({
  group,
  groupId: group,
  groupName: group,
  label: group,
  value,
  count,
});

describe('periods', () => {
  it('lists months ending at the last day, across a year boundary, and the months after', () => {
    const spec = periodSpec('formattedMonth', 3, '2026-01-15');
    expect(spec.labels).toEqual(['2025-11', '2025-12', '2026-01']);
    expect([spec.from, spec.to]).toEqual(['2025-11-01', '2026-01-15']);
    expect(spec.next(2)).toEqual(['2026-02', '2026-03']);
  });

  it('lists ISO weeks from their Monday, across a year boundary', () => {
    const spec = periodSpec('formattedWeek', 2, '2026-01-01');
    expect(spec.labels).toEqual(['2025-W52', '2026-W01']);
    expect(spec.from).toBe('2025-12-22');
    expect(spec.next(1)).toEqual(['2026-W02']);
    expect(periodSpec('week', 2, '2026-01-01').labels).toEqual(['2025-12-22', '2025-12-29']);
    expect(periodSpec('date', 3, '2026-01-01').labels).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(periodSpec('date', 3, '2026-01-01').from).toBe('2025-12-30');
  });

  it('refuses periods on a dimension that is not a time', () => {
    expect(() => periodSpec('geoLocation', 3, '2026-01-01')).toThrow(/periods/);
  });
});

describe('leastSquares', () => {
  it('fits a line, a flat line through one point, and nothing through none', () => {
    const line = leastSquares([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]);
    expect(line).toEqual({ slope: 2, intercept: 1 });
    expect(leastSquares([{ x: 4, y: 7 }])).toEqual({ slope: 0, intercept: 7 });
    expect(leastSquares([])).toBeNull();
  });
});

describe('topOrBottom', () => {
  const rows = [row('a', 5), row('b', 9), row('c', null), row('d', 7), row('e', 1), row('f', 3)];

  it('splits with splitTopBottom when a size is given, leaving out rows without a value', () => {
    const ranked = [row('b', 9), row('d', 7), row('a', 5), row('f', 3), row('e', 1)];
    const expected = splitTopBottom(ranked, { topSize: 3, bottomSize: 3, trunc: 'HALF_DOWN' });
    expect(topOrBottom(rows, { resultType: 'top', topSize: 3, trunc: 'HALF_DOWN' }, false)).toEqual(expected.top);
    const up = splitTopBottom(ranked, { topSize: 3, bottomSize: 3, trunc: 'HALF_UP' });
    expect(topOrBottom(rows, { resultType: 'bottom', bottomSize: 3 }, false)).toEqual(up.bottom);
  });

  it('takes the best or worst `limit` rows without a size, and drops tag placeholders', () => {
    expect(topOrBottom(rows, { resultType: 'bottom', limit: 2 }, false).map((r) => r.group)).toEqual(['f', 'e']);
    expect(topOrBottom(rows, { resultType: 'top' }, false).map((r) => r.group)).toEqual(['b', 'd', 'a']);
    const tags = [row('DEFAULT', 50), row('Precio', 9), row('Otros', 40), row('Atención', 12)];
    expect(topOrBottom(tags, { resultType: 'top' }, true).map((r) => r.group)).toEqual(['Atención', 'Precio']);
    expect(topOrBottom(rows, { resultType: 'JSON' }, false)).toBe(rows);
  });
});

describe('sortRows', () => {
  it('orders by a field, descending by default, rows without it last', () => {
    const rows = [row('a', 5), row('b', null), row('c', 9)];
    expect(sortRows(rows, 'value').map((r) => r.group)).toEqual(['c', 'a', 'b']);
    expect(sortRows(rows, 'value,asc').map((r) => r.group)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, 'group,asc').map((r) => r.group)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, undefined)).toBe(rows);
  });
});
