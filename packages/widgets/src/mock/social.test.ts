import { normaliseRows, seededRandom } from '@voz/core';
import type { IndicatorExtras, IndicatorRequest, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { MOCK_GENERATORS } from './generators.js';
import { periodOf } from '../shared/periods.js';
import { seriesOf } from '../shared/series.js';

// The social-listening requests (dashboards/hospital/socialListening.json) mocked as MockDataSource
// does it: the kind's generator answers as the backend does (external-social rows carry
// `value: { externalSourceCount }`, channel before period), normaliseRows reads them.

const SOCIAL: IndicatorExtras = { channelInclude: [7], status: 'external' };

function mocked(type: Widget['type'], request: IndicatorRequest, config: Record<string, unknown> = {}) {
  const widget = { id: `w-${type}`, type, size: [2, 2], config, indicators: [request] } as unknown as Widget;
  const answer = MOCK_GENERATORS[type]({ request, widget, random: seededRandom(7) });
  return { answer, rows: normaliseRows(answer, request) };
}

describe('mocked social-listening rows', () => {
  it('answer the value object of the external-social calls, which normalising reads as a number', () => {
    const request: IndicatorRequest = {
      indicator: 'MENCIONES_SOCIALES',
      url: 'external-social/aggregation',
      groupBy: ['channel'],
      dataType: 'list',
      extras: SOCIAL,
    };
    const { answer, rows } = mocked('pie', request);
    expect(answer[0]?.value).toEqual({ externalSourceCount: answer[0]?.count });
    for (const row of rows) expect(row.value).toBe(row.count);
  });

  it('carry the field the request reads as the value (top positive topics, sentiment lines)', () => {
    const top: IndicatorRequest = {
      indicator: 'PALABRAS_SOCIALES',
      url: 'external-social/top-keywords',
      value: 'positive',
      limit: 3,
      groupBy: ['tag'],
      extras: SOCIAL,
    };
    const bars = mocked('bar', top).rows;
    expect(bars.length).toBeGreaterThan(0);
    for (const row of bars) expect(Number.isFinite(row.value)).toBe(true);

    const positive: IndicatorRequest = {
      indicator: 'SENTIMIENTO_SOCIAL',
      url: 'external-social/aggregation',
      value: 'positive',
      groupBy: ['date'],
      extras: { ...SOCIAL, periods: 10 },
    };
    const line = mocked('line', positive).rows;
    expect(line.map(periodOf)).toHaveLength(10);
    expect(line.map(periodOf).at(-1)).toBe('2026-11-15');
    for (const row of line) expect(Number.isFinite(row.value)).toBe(true);
  });

  it('group mentions by channel then day as the backend does, and read as one line per channel', () => {
    const request: IndicatorRequest = {
      indicator: 'MENCIONES_SOCIALES',
      url: 'external-social/mentions',
      value: 'count',
      groupBy: ['channel', 'date'],
      extras: { ...SOCIAL, periods: 10 },
    };
    const { answer, rows } = mocked('line', request);
    // As answered: group_0 the channel, group_1 the day (dashboard-catalogue §3.2).
    expect(answer[0]?.group_1).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer[0]?.group_0).not.toMatch(/^\d{4}-/);
    // As read: one series per channel over the ten days, every point a number.
    const series = seriesOf([rows], ['Menciones']);
    expect(series.length).toBeGreaterThan(1);
    for (const s of series) {
      expect(s.label).not.toMatch(/^\d{4}-/);
      expect(s.points).toHaveLength(10);
      for (const point of s.points) {
        expect(point.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isFinite(point.value)).toBe(true);
      }
    }
  });
  it('answer a daily series over extras.lastDays (the 60-day mentions window), one row per day', () => {
    const request: IndicatorRequest = {
      indicator: 'MENCIONES_SOCIALES',
      url: 'external-social/mentions',
      value: 'count',
      groupBy: ['date'],
      extras: { ...SOCIAL, lastDays: 60 },
    };
    const days = mocked('trend', request).rows.map(periodOf);
    expect(days).toHaveLength(60);
    expect(days.at(-1)).toBe('2026-11-15');
    expect(days[0]).toBe('2026-09-17');
  });

  it('count only the mentions of extras.sentiment in the top positive / negative topics', () => {
    for (const sentiment of ['positive', 'negative'] as const) {
      const request: IndicatorRequest = {
        indicator: 'PALABRAS_SOCIALES',
        url: 'external-social/top-keywords',
        limit: 3,
        groupBy: ['tag'],
        extras: { ...SOCIAL, sentiment },
      };
      const { rows } = mocked('bar', request);
      expect(rows).toHaveLength(3);
      const other = sentiment === 'positive' ? 'negative' : 'positive';
      for (const row of rows) {
        expect(row[other]).toBe(0);
        expect(row.value).toBe(row[sentiment]);
      }
      const values = rows.map((r) => r.value ?? 0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });
});
