import type { IndicatorRow } from '@voz/core';
import { localized, useTranslation } from '@voz/i18n';
import { useMemo, type ReactElement } from 'react';
import { formatPeriod, orderedPeriods, periodOf } from '../../shared/periods.js';
import { SeriesLegend, type LegendItem } from '../../shared/SeriesLegend.js';
import { MAX_PERIODS, colorAt, type SeriesPoint } from '../../shared/series.js';
import { Summary } from '../../shared/Summary.js';
import { TimeLines, type ChartPoint, type ChartSeries } from '../../shared/TimeLines.js';
import { fmt, fmtCount, numberFormat, valueColor } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

/** Most projected periods drawn (the backend adds 3). */
const MAX_PROJECTED = 12;

/** Points of rows, one per period (the first row wins), oldest first. */
function pointsOf(rows: readonly IndicatorRow[]): SeriesPoint[] {
  const byPeriod = new Map<string, SeriesPoint>();
  for (const row of rows) {
    const period = periodOf(row);
    if (byPeriod.has(period)) continue;
    const value = row.value !== null && Number.isFinite(row.value) ? row.value : null;
    byPeriod.set(period, { period, value, count: row.count, projected: row.projected === true });
  }
  return orderedPeriods(byPeriod.keys()).flatMap((p) => {
    const point = byPeriod.get(p);
    return point ? [point] : [];
  });
}

/**
 * Trend: an indicator (the NPS) over its periods, dots coloured by the colour scale; rows flagged
 * `projected` are the linear-regression projection, drawn dashed and lighter after the last
 * measured period (showRegression). showSample writes each period's n under its label.
 */
export function Trend({ widget, config, rows, context, title }: RendererProps<'trend'>): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, config.decimals);
  const showRegression = config.showRegression !== false;
  const showSample = config.showSample === true;
  // The measured line is named by the request's label (never its indicator code), else 'Medido'.
  const label = localized(widget.indicators?.[0]?.label, context.language) || t('trends.measured');

  const model = useMemo(() => {
    const all = rows[0] ?? [];
    const measuredAll = pointsOf(all.filter((r) => r.projected !== true));
    const measured = measuredAll.slice(-MAX_PERIODS);
    const seen = new Set(measured.map((p) => p.period));
    const projected = showRegression
      ? pointsOf(all.filter((r) => r.projected === true))
          .filter((p) => !seen.has(p.period))
          .slice(0, MAX_PROJECTED)
      : [];
    return { measured, projected, totalMeasured: measuredAll.length };
  }, [rows, showRegression]);

  const { measured, projected } = model;
  const periods = useMemo(() => [...measured, ...projected].map((p) => p.period), [measured, projected]);
  const color = colorAt(0, config.colors);

  const series = useMemo<ChartSeries[]>(() => {
    const dotColor = (value: number): string => valueColor(value, config.colorScale, context, color);
    const measuredPeriods = new Set(measured.map((p) => p.period));
    const byPeriod = new Map([...measured, ...projected].map((p) => [p.period, p]));
    const at = (period: string, keep: boolean, hideDot = false): ChartPoint => {
      const point = byPeriod.get(period);
      return {
        x: period,
        y: keep && point ? point.value : null,
        count: point?.count ?? 0,
        projected: point?.projected ?? false,
        hideDot,
      };
    };
    const lastMeasured = measured.at(-1)?.period;
    const out: ChartSeries[] = [
      { id: 'measured', label, color, dotColor, data: periods.map((p) => at(p, measuredPeriods.has(p))) },
    ];
    if (projected.length > 0) {
      out.push({
        id: 'projected',
        label: t('widget.projected'),
        color,
        dashed: true,
        dotColor,
        // The projection starts on the last measured value, so the dashed line continues the solid one.
        data: periods.map((p) => (p === lastMeasured ? at(p, true, true) : at(p, !measuredPeriods.has(p)))),
      });
    }
    return out;
  }, [measured, projected, periods, label, color, config.colorScale, context, t]);

  const sampleText = (count: number): string => t('trends.sampleShort', { count: fmtCount(count, context) });
  const counts = new Map(measured.map((p) => [p.period, p.count]));
  const tickNote = showSample
    ? (period: string): string | undefined => {
        const count = counts.get(period);
        return count === undefined ? undefined : sampleText(count);
      }
    : undefined;
  const pointNote = showSample
    ? (point: ChartPoint): string | undefined => (point.projected ? undefined : sampleText(point.count))
    : undefined;

  const period = (p: string | undefined): string => formatPeriod(p, context.locale);
  const valueText = (p: SeriesPoint, sample: boolean): string =>
    `${period(p.period)} ${p.value === null ? t('widget.noValue') : fmt(p.value, format)}${sample ? ` (${sampleText(p.count)})` : ''}`;
  const text = [
    t('trends.periodsSummary', {
      title,
      from: period(measured[0]?.period),
      to: period(measured.at(-1)?.period),
      values: measured.map((p) => valueText(p, showSample)).join('; '),
    }),
    projected.length > 0
      ? t('trends.projectionSummary', { values: projected.map((p) => valueText(p, false)).join('; ') })
      : '',
    model.totalMeasured > measured.length
      ? t('trends.shownPeriods', {
          shown: fmtCount(measured.length, context),
          total: fmtCount(model.totalMeasured, context),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const legend: LegendItem[] =
    projected.length > 0
      ? [
          { id: 'measured', label, color, shape: 'line' },
          { id: 'projected', label: t('widget.projected'), color, shape: 'dashed' },
        ]
      : [];

  return (
    <div className="flex h-full w-full min-w-0 flex-col gap-1">
      <TimeLines
        series={series}
        periods={periods}
        format={format}
        locale={context.locale}
        showPoints
        tickNote={tickNote}
        pointNote={pointNote}
        smoothFactor={context.smoothFactor}
      />
      {legend.length > 0 && <SeriesLegend items={legend} />}
      <Summary>{text}</Summary>
    </div>
  );
}
