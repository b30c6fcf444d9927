import { normaliseRows, seededRandom } from '@voz/core';
import type { IndicatorRequest, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { defaultIsEmpty } from '../registry.js';
import { MOCK_GENERATORS } from './generators.js';
import { capSeries, mappedRows, seriesOf } from '../shared/series.js';

// The hospital's sentiment by week (dashboards/hospital/socialListening.json): a line over the
// social overview chart with the overviewChart mapper, mocked as MockDataSource does it.

const REQUEST: IndicatorRequest = {
  indicator: 'SENTIMIENTO_SOCIAL',
  url: 'external-social/v3/analysis/overview/chart',
  dataType: 'list',
  extras: { channelInclude: [7], periods: 6, interval: 'week', metric: 'mentions', breakdown: 'sentiment' },
};

function mocked(request: IndicatorRequest = REQUEST, seed = 5) {
  const widget = {
    id: 'sl-sentiment-by-week',
    type: 'line',
    size: [2, 2],
    config: { mapper: 'overviewChart' },
    indicators: [request],
  } as unknown as Widget;
  return normaliseRows(MOCK_GENERATORS.line({ request, widget, random: seededRandom(seed) }), request);
}

describe('mocked social overview chart', () => {
  it('answers one chart object, the same for the same seed, drawn as three lines of six weeks', () => {
    const rows = mocked();
    expect(rows).toHaveLength(1);
    expect(mocked()).toEqual(rows);
    expect(defaultIsEmpty([rows])).toBe(false);
    const lines = capSeries(seriesOf([mappedRows(rows, 'overviewChart')], ['Sentimiento']));
    expect(lines.series.map((s) => s.label)).toEqual(['Positivas', 'Neutras', 'Negativas']);
    expect(lines.periods).toHaveLength(6);
    expect(lines.periods.every((p) => /^\d{4}-W\d{2}$/.test(p))).toBe(true);
  });

  it('follows the breakdown and the interval, and names the lines in English', () => {
    const rows = mocked({ ...REQUEST, extras: { periods: 4, interval: 'day', breakdown: 'total' } });
    const lines = capSeries(seriesOf([mappedRows(rows, 'overviewChart', 'en')], ['x']));
    expect(lines.series.map((s) => s.label)).toEqual(['Total']);
    expect(lines.periods.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p))).toBe(true);
    expect(lines.periods).toHaveLength(4);
  });

  it('is not empty while a point is above 0, and empty when every point is 0 or missing', () => {
    const rows = mocked();
    const flat = rows.map((row) => ({
      ...row,
      series: (row.series as { key: string; data: number[] }[]).map((s) => ({ ...s, data: s.data.map(() => 0) })),
    }));
    expect(defaultIsEmpty([flat])).toBe(true);
    expect(defaultIsEmpty([rows.map((row) => ({ ...row, series: [] }))])).toBe(true);
  });
});
