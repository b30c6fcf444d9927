import { describe, expect, it } from 'vitest';
import type { IndicatorRow } from '../rows/indicator-row.js';
import { overviewChartRows } from './overview-chart.js';

// The overview chart's one object turned into rows of a series by period and group.

const chart = (over: Record<string, unknown> = {}): IndicatorRow => ({
  group: null,
  groupId: null,
  groupName: null,
  label: null,
  value: null,
  count: 0,
  interval: 'day',
  metric: 'mentions',
  breakdown: 'sentiment',
  labels: ['2026-11-13', '2026-11-14'],
  series: [
    { key: 'positive', name: 'Positivo', data: [4, 0], total: 4 },
    { key: 'neutral', name: 'Neutro', data: [1, 2], total: 3 },
    { key: 'negative', name: 'Negativo', data: [0, 5], total: 5 },
  ],
  ...over,
});

describe('overviewChartRows', () => {
  it('gives one row per period and series: the period first, the series second, named in Spanish', () => {
    const rows = overviewChartRows([chart()]);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => [r.group_0, r.group_1, r.groupName_1, r.value, r.count])).toEqual([
      ['2026-11-13', 'positive', 'Positivas', 4, 4],
      ['2026-11-14', 'positive', 'Positivas', 0, 0],
      ['2026-11-13', 'neutral', 'Neutras', 1, 1],
      ['2026-11-14', 'neutral', 'Neutras', 2, 2],
      ['2026-11-13', 'negative', 'Negativas', 0, 0],
      ['2026-11-14', 'negative', 'Negativas', 5, 5],
    ]);
    expect(rows[0]).toMatchObject({ group: '2026-11-13', groupId: '2026-11-13', groupId_1: 'positive' });
  });

  it('names sentiments in English, keeps network names, and counts no sample for likes', () => {
    const rows = overviewChartRows(
      [
        chart({
          metric: 'averageLikes',
          breakdown: 'network',
          series: [
            { key: 'facebook', name: 'Facebook', data: [2.5, null] },
            { key: 'total', name: 'Total', data: [1, 2] },
          ],
        }),
      ],
      'en',
    );
    expect(rows.map((r) => [r.groupName_1, r.value, r.count])).toEqual([
      ['Facebook', 2.5, 0],
      ['Facebook', null, 0],
      ['Total', 1, 0],
      ['Total', 2, 0],
    ]);
    expect(overviewChartRows([chart()], 'en')[0]?.groupName_1).toBe('Positive');
  });

  it('leaves rows that are not a chart as they are, and an empty chart gives no rows', () => {
    const plain: IndicatorRow = { group: 'a', groupId: 1, groupName: 'a', label: 'a', value: 3, count: 3 };
    expect(overviewChartRows([plain])).toEqual([plain]);
    expect(overviewChartRows([chart({ labels: [], series: [] })])).toEqual([]);
  });
});
