import { overviewChartRows, relabelBimonthlyRows, resumeCountRows, toHex, type IndicatorRow } from '@voz/core';
import { localized } from '@voz/i18n';
import type { Color, MapperName, Widget } from '@voz/schema';
import { formatPeriod, orderedPeriods, periodOf } from './periods.js';
import { seriesColor } from './values.js';

// Time series of the line and trend kinds: rows of one or several indicator requests turned into
// named series over one ordered list of periods, capped so 1,000 rows never reach the chart.

/** Most series a line chart draws (the catalogue's 8 chart colours). */
export const MAX_SERIES = 8;
/** Most periods a time chart draws: the latest ones (two years of months). */
export const MAX_PERIODS = 24;

/** One value of a series. */
export interface SeriesPoint {
  period: string;
  value: number | null;
  /** Sample size of the value. */
  count: number;
  /** A point of the regression projection. */
  projected: boolean;
}

/** A named series of values by period. */
export interface SeriesModel {
  id: string;
  label: string;
  points: SeriesPoint[];
}

/** Series over the periods a chart draws, and how many there were before the caps. */
export interface SeriesSet {
  series: SeriesModel[];
  /** The drawn periods, oldest first. */
  periods: string[];
  totalSeries: number;
  totalPeriods: number;
}

/** The colour of the i-th series: the widget's colours (palette tokens or #RRGGBB) first, then the catalogue's. */
export function colorAt(i: number, colors: readonly Color[] | undefined): string {
  const own = colors?.[i % Math.max(1, colors.length)];
  return own === undefined ? seriesColor(i, undefined) : toHex(own);
}

/**
 * The rows a widget's mapper gives: 'bimonthlyRelabel' relabels the periods ('2026-3' → '2026-1');
 * 'resumeCounts' turns a dashboard/resume answer into one row per status (named in `language`);
 * 'overviewChart' turns the social overview chart into one row per period and series; others leave
 * them.
 */
export function mappedRows(
  rows: readonly IndicatorRow[],
  mapper: MapperName | undefined,
  language: string = 'es',
): IndicatorRow[] {
  if (mapper === 'resumeCounts') return resumeCountRows(rows, language);
  if (mapper === 'overviewChart') return overviewChartRows(rows, language);
  if (mapper !== 'bimonthlyRelabel') return [...rows];
  // The period may live in group_0 (rows with a second grouping): relabel whichever holds it.
  const relabelled = relabelBimonthlyRows(rows.map((row) => ({ group: periodOf(row) })));
  return rows.map((row, i) => {
    const period = relabelled[i]?.group ?? periodOf(row);
    return typeof row.group_0 === 'string' ? { ...row, group: period, group_0: period } : { ...row, group: period };
  });
}

/** The label of the i-th request of a widget: its label in the language, else the indicator code. */
export function requestLabel(widget: Widget, index: number, language: string): string {
  const request = widget.indicators?.[index];
  if (!request) return '';
  return localized(request.label, language) || String(request.indicator);
}

/** The name of a row's second grouping (the series of a series-by-group row), or undefined. */
function groupOf(row: IndicatorRow): string | undefined {
  const name = row.groupName_1 ?? row.group_1;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
}

function pointOf(row: IndicatorRow, period: string): SeriesPoint {
  const value = row.value !== null && Number.isFinite(row.value) ? row.value : null;
  return { period, value, count: row.count, projected: row.projected === true };
}

/**
 * The series of some requests: one per request, or, for rows with a second grouping (group_1),
 * one per group of the request (named "request · group" when there are several requests).
 */
export function seriesOf(lists: readonly IndicatorRow[][], labels: readonly string[]): SeriesModel[] {
  const out: SeriesModel[] = [];
  lists.forEach((rows, i) => {
    const label = labels[i] ?? String(i + 1);
    const byGroup = new Map<string, SeriesPoint[]>();
    for (const row of rows) {
      const group = groupOf(row);
      const key = group ?? label;
      let points = byGroup.get(key);
      if (!points) byGroup.set(key, (points = []));
      const period = periodOf(row);
      // One value per period: the first row wins (a backend never sends two).
      if (!points.some((p) => p.period === period)) points.push(pointOf(row, period));
    }
    let g = 0;
    for (const [key, points] of byGroup) {
      const named = lists.length > 1 && key !== label ? `${label} · ${key}` : key;
      out.push({ id: `s${i}-${g++}`, label: named, points });
    }
  });
  return out;
}

/** Total sample of a series (the weight that decides which series stay when there are too many). */
function sampleOf(series: SeriesModel): number {
  return series.points.reduce((sum, p) => sum + (Number.isFinite(p.count) ? p.count : 0), 0);
}

/**
 * Caps series and periods: at most maxSeries series (those with the largest sample, in their
 * order) over the latest maxPeriods periods; every series gets a point (null when missing) for
 * every drawn period, so each line breaks where a value is missing.
 */
export function capSeries(series: readonly SeriesModel[], maxSeries = MAX_SERIES, maxPeriods = MAX_PERIODS): SeriesSet {
  const allPeriods = orderedPeriods(series.flatMap((s) => s.points.map((p) => p.period)));
  const periods = allPeriods.slice(-maxPeriods);
  const kept =
    series.length <= maxSeries
      ? series
      : [...series]
          .map((s, index) => ({ s, index, sample: sampleOf(s) }))
          .sort((a, b) => b.sample - a.sample || a.index - b.index)
          .slice(0, maxSeries)
          .sort((a, b) => a.index - b.index)
          .map(({ s }) => s);
  const aligned = kept.map((s) => {
    const byPeriod = new Map(s.points.map((p) => [p.period, p]));
    return {
      ...s,
      points: periods.map((period) => byPeriod.get(period) ?? { period, value: null, count: 0, projected: false }),
    };
  });
  return { series: aligned, periods, totalSeries: series.length, totalPeriods: allPeriods.length };
}

/** The last value of a series that is not null, with its period. */
export function lastValue(series: SeriesModel): SeriesPoint | undefined {
  for (let i = series.points.length - 1; i >= 0; i--) {
    const point = series.points[i];
    if (point && point.value !== null) return point;
  }
  return undefined;
}

/** Counters summed by period: the periods drawn (oldest first) and how many there were. */
export interface PeriodCounts<K extends string> {
  periods: { period: string; values: Record<K, number> }[];
  totalPeriods: number;
}

/** Rows summed by period (periods oldest first, the latest maxPeriods): for counters such as alerts and surveys. */
export function sumByPeriod<K extends string>(
  rows: readonly IndicatorRow[],
  fields: readonly K[],
  maxPeriods = MAX_PERIODS,
): PeriodCounts<K> {
  const byPeriod = new Map<string, Record<K, number>>();
  for (const row of rows) {
    const period = periodOf(row);
    let values = byPeriod.get(period);
    if (!values) {
      values = Object.fromEntries(fields.map((f) => [f, 0])) as Record<K, number>;
      byPeriod.set(period, values);
    }
    for (const field of fields) {
      const v = row[field];
      if (typeof v === 'number' && Number.isFinite(v)) values[field] += v;
    }
  }
  const ordered = orderedPeriods(byPeriod.keys());
  const periods = ordered.slice(-maxPeriods).flatMap((period) => {
    const values = byPeriod.get(period);
    return values ? [{ period, values }] : [];
  });
  return { periods, totalPeriods: ordered.length };
}

/**
 * The screen-reader summary of a counters chart: "<title>, from <first> to <last>: <one text per
 * period>" followed by `capped`, the note saying how many periods were left out (empty when none,
 * also shown on screen). `describe` writes one period's values.
 */
export function periodCountsSummary<K extends string>(
  t: (key: string, options: Record<string, unknown>) => string,
  title: string,
  counts: PeriodCounts<K>,
  locale: string,
  count: (n: number) => string,
  describe: (period: string, values: Record<K, number>) => string,
): { text: string; capped: string } {
  const period = (p: string | undefined): string => formatPeriod(p, locale);
  const values = counts.periods.map((p) => describe(period(p.period), p.values)).join('; ');
  const capped =
    counts.totalPeriods > counts.periods.length
      ? t('trends.shownPeriods', { shown: count(counts.periods.length), total: count(counts.totalPeriods) })
      : '';
  const text = t('trends.periodsSummary', {
    title,
    from: period(counts.periods[0]?.period),
    to: period(counts.periods.at(-1)?.period),
    values,
  });
  return { text: [text, capped].filter(Boolean).join(' '), capped };
}
