import { toHex } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { PALETTE } from '@voz/schema';
import { useCallback, useMemo, type ReactElement } from 'react';
import { PeriodBars } from '../../shared/PeriodBars.js';
import { SeriesLegend, type LegendItem } from '../../shared/SeriesLegend.js';
import { periodCountsSummary, sumByPeriod } from '../../shared/series.js';
import { Summary } from '../../shared/Summary.js';
import { firstResponseBaseHours, fmtCount } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

const STATUSES = ['not_handled', 'in_process', 'closed'] as const;
type Status = (typeof STATUSES)[number];
const FIELDS = [...STATUSES, 'fast', 'slow'] as const;

/** Colours of the statuses: not handled red, in process amber, closed green (config.colors replaces them in order). */
const STATUS_COLORS: Readonly<Record<Status, string>> = {
  not_handled: PALETTE.red,
  in_process: PALETTE.amber,
  closed: PALETTE.green,
};

/**
 * Alerts by month or week (config.period): per period one stack of the alerts not handled, in
 * process and closed, with the total on top; rows of the same period (grouped further, by alert
 * type) are added up. The tooltip of closed alerts splits them into fast and slow (under or from
 * the rows' `baseHours`, 36 h unless the indicator sets it).
 */
export function AlertsTrend({ config, rows, context, title }: RendererProps<'alerts-trend'>): ReactElement {
  const { t } = useTranslation();
  const counts = useMemo(() => sumByPeriod(rows[0] ?? [], FIELDS), [rows]);
  const colors = Object.fromEntries(
    STATUSES.map((s, i) => {
      const own = config.colors?.[i];
      return [s, own ? toHex(own) : STATUS_COLORS[s]];
    }),
  ) as Record<Status, string>;
  const labels: Record<Status, string> = {
    not_handled: t('trends.notHandled'),
    in_process: t('trends.inProcess'),
    closed: t('trends.closed'),
  };
  const count = useCallback((n: number): string => fmtCount(n, context), [context]);
  const data = useMemo(
    () =>
      counts.periods.map((p) => ({
        period: p.period,
        values: { not_handled: p.values.not_handled, in_process: p.values.in_process, closed: p.values.closed },
      })),
    [counts],
  );
  const byPeriod = new Map(counts.periods.map((p) => [p.period, p.values]));
  const note = (key: Status, period: string): string | undefined => {
    const values = byPeriod.get(period);
    if (key !== 'closed' || !values || values.fast + values.slow === 0) return undefined;
    const hours = firstResponseBaseHours(rows[0] ?? []);
    return `${count(values.fast)} ${t('trends.fast', { hours })}, ${count(values.slow)} ${t('trends.slow', { hours })}`;
  };

  const { text, capped } = periodCountsSummary(t, title, counts, context.locale, count, (when, v) =>
    t('trends.alertsPeriod', {
      period: when,
      notHandled: count(v.not_handled),
      inProcess: count(v.in_process),
      closed: count(v.closed),
    }),
  );

  const legend: LegendItem[] = STATUSES.map((s) => ({ id: s, label: labels[s], color: colors[s], shape: 'square' }));

  return (
    <div className="flex h-full w-full min-w-0 flex-col gap-1">
      <PeriodBars
        data={data}
        keys={STATUSES}
        labels={labels}
        mode="stacked"
        color={(key) => colors[key]}
        locale={context.locale}
        formatCount={count}
        note={note}
      />
      {config.showLegend !== false && <SeriesLegend items={legend} />}
      {capped && (
        <p className="px-1 text-[11px] text-slate-500" aria-hidden="true" data-capped="">
          {capped}
        </p>
      )}
      <Summary>{text}</Summary>
    </div>
  );
}
