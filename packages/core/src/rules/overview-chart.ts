import type { IndicatorRow } from '../rows/indicator-row.js';

// The `overviewChart` mapper (schemas/widget.schema.json MapperName): the social-listening overview
// chart (POST external-social/v3/analysis/overview/chart, platform-core §7) answers one object,
// `{ interval, metric, breakdown, labels: [period…], series: [{ key, name, data: [value…] }] }`,
// which a data source reads as one row. The mapper turns it into the rows of a series by period and
// group: one row per period and series (group_0 the period, group_1 the series), so a line or a
// stacked bar draws one line or stack per sentiment, network or the total with one call — the
// request's `extras.interval`, `metric` and `breakdown` say which.

/** Names of the sentiment series and the total, by language; networks keep the name answered. */
export const OVERVIEW_SERIES_LABELS: Readonly<Record<'es' | 'en', Readonly<Record<string, string>>>> = {
  es: { positive: 'Positivas', neutral: 'Neutras', negative: 'Negativas', total: 'Total' },
  en: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative', total: 'Total' },
};

interface ChartSeries {
  key: string;
  name: string;
  data: readonly unknown[];
}

function seriesOf(value: unknown): ChartSeries[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ChartSeries[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, name, data } = item as { key?: unknown; name?: unknown; data?: unknown };
    if (typeof key !== 'string' || !Array.isArray(data)) return [];
    return [{ key, name: typeof name === 'string' ? name : key, data }];
  });
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * One row per period and series of each overview-chart answer among the rows: group, group_0 and
 * groupId_0 the period label; group_1 and groupId_1 the series key, groupName_1 its name in
 * `language` (sentiments and the total; a network's as answered); value the point (null where the
 * chart has none, e.g. average likes of a period without mentions); count the mentions of the point
 * when the metric is mentions, else 0. Rows that are not a chart are left as they are, so the mapper
 * may be set before the request's url is.
 */
export function overviewChartRows(rows: readonly IndicatorRow[], language: string = 'es'): IndicatorRow[] {
  const labels = OVERVIEW_SERIES_LABELS[language === 'en' ? 'en' : 'es'];
  return rows.flatMap((row): IndicatorRow[] => {
    const periods = row.labels;
    if (!Array.isArray(periods) || !Array.isArray(row.series)) return [row];
    const mentions = row.metric === undefined || row.metric === 'mentions';
    return seriesOf(row.series).flatMap((series) =>
      periods.flatMap((period, i): IndicatorRow[] => {
        if (typeof period !== 'string') return [];
        const value = numberOf(series.data[i]);
        return [
          {
            group: period,
            groupId: period,
            groupName: period,
            group_0: period,
            groupId_0: period,
            groupName_0: period,
            group_1: series.key,
            groupId_1: series.key,
            groupName_1: labels[series.key] ?? series.name,
            label: period,
            value,
            count: mentions && value !== null ? value : 0,
          },
        ];
      }),
    );
  });
}
