import type { IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { Color, MapperName, Widget } from '@voz/schema';
import { useMemo, type ReactElement } from 'react';
import type { RenderContext } from '../types.js';
import { formatPeriod } from './periods.js';
import { SeriesLegend } from './SeriesLegend.js';
import { capSeries, colorAt, lastValue, mappedRows, requestLabel, seriesOf } from './series.js';
import { Summary } from './Summary.js';
import { TimeLines, type ChartSeries } from './TimeLines.js';
import { fmt, fmtCount, numberFormat } from './values.js';

// The body of the line, detailed-line and multiple-trend kinds: lines over periods, one per
// request or per second grouping (group_1), at most 8 lines over the latest 24 periods.

/** Props of SeriesLinesView: what the three kinds share of their config. */
export interface SeriesLinesViewProps {
  widget: Widget;
  rows: IndicatorRow[][];
  context: RenderContext;
  title: string;
  decimals?: number | undefined;
  colors?: readonly Color[] | undefined;
  mapper?: MapperName | undefined;
  showPoints: boolean;
  showLegend: boolean;
}

/** Lines over periods with their legend and a text summary. */
export function SeriesLinesView({
  widget,
  rows,
  context,
  title,
  decimals,
  colors,
  mapper,
  showPoints,
  showLegend,
}: SeriesLinesViewProps): ReactElement {
  const { t } = useTranslation();
  const format = numberFormat(context, decimals);
  const set = useMemo(() => {
    const lists = rows.map((list) => mappedRows(list, mapper, context.language));
    const labels = lists.map((_, i) => requestLabel(widget, i, context.language));
    return capSeries(seriesOf(lists, labels));
  }, [rows, mapper, widget, context.language]);
  const chart = useMemo<ChartSeries[]>(
    () =>
      set.series.map((s, i) => ({
        id: s.id,
        label: s.label,
        color: colorAt(i, colors),
        data: s.points.map((p) => ({ x: p.period, y: p.value, count: p.count, projected: p.projected })),
      })),
    [set, colors],
  );

  const period = (label: string | undefined): string => formatPeriod(label, context.locale);
  const values = set.series
    .map((s) => {
      const last = lastValue(s);
      return last
        ? `${s.label} ${fmt(last.value, format)} (${period(last.period)})`
        : `${s.label} ${t('widget.noValue')}`;
    })
    .join('; ');
  const notes = [
    set.totalSeries > set.series.length
      ? t('trends.shownSeries', {
          shown: fmtCount(set.series.length, context),
          total: fmtCount(set.totalSeries, context),
        })
      : '',
    set.totalPeriods > set.periods.length
      ? t('trends.shownPeriods', {
          shown: fmtCount(set.periods.length, context),
          total: fmtCount(set.totalPeriods, context),
        })
      : '',
  ].filter(Boolean);
  const text = [
    t('trends.linesSummary', { title, from: period(set.periods[0]), to: period(set.periods.at(-1)), values }),
    ...notes,
  ].join(' ');

  return (
    <div className="flex h-full w-full min-w-0 flex-col gap-1">
      <TimeLines
        series={chart}
        periods={set.periods}
        format={format}
        locale={context.locale}
        showPoints={showPoints}
        smoothFactor={context.smoothFactor}
      />
      {showLegend && <SeriesLegend items={chart.map((s) => ({ id: s.id, label: s.label, color: s.color }))} />}
      {notes.length > 0 && (
        <p className="px-1 text-[11px] text-slate-500" aria-hidden="true" data-capped="">
          {notes.join(' ')}
        </p>
      )}
      <Summary>{text}</Summary>
    </div>
  );
}
