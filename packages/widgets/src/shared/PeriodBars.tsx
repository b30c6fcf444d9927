import { Bar, type BarDatum, type BarTooltipProps, type ComputedDatum } from '@nivo/bar';
import { useMeasure } from '@nivo/core';
import { useMemo, type FunctionComponent, type ReactElement } from 'react';
import { SLATE, nivoTheme } from './nivo.js';
import { formatPeriod, periodTicks } from './periods.js';

// Counters by period as bars (the survey-count-trend and alerts-trend kinds): one group or stack
// per period, counts on an integer y axis, months and weeks written for people on the x axis.
// The chart is measured so the x axis thins its labels to the width it has.

/** One period's counters. */
export interface PeriodCounts<K extends string> {
  period: string;
  values: Record<K, number>;
}

/** Props of PeriodBars. */
export interface PeriodBarsProps<K extends string> {
  data: readonly PeriodCounts<K>[];
  keys: readonly K[];
  /** Name of each counter for people. */
  labels: Record<K, string>;
  mode: 'grouped' | 'stacked';
  /** Colour of one bar (a counter in a period). */
  color: (key: K, period: string, value: number) => string;
  locale: string;
  /** A count written for people. */
  formatCount: (n: number) => string;
  /** An extra tooltip line for a bar, or undefined. */
  note?: ((key: K, period: string) => string | undefined) | undefined;
}

const MARGIN = { top: 16, right: 12, bottom: 24 } as const;

/** Integer ticks from 0 to a nice value at or above max (about 4 steps). */
export function countTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** Bars of counters by period, sized to their box. */
export function PeriodBars<K extends string>({
  data,
  keys,
  labels,
  mode,
  color,
  locale,
  formatCount,
  note,
}: PeriodBarsProps<K>): ReactElement {
  const [ref, bounds] = useMeasure();
  const rows = useMemo<BarDatum[]>(() => data.map((d) => ({ period: d.period, ...d.values })), [data]);
  const max = Math.max(
    0,
    ...data.map((d) =>
      mode === 'stacked' ? keys.reduce((sum, k) => sum + d.values[k], 0) : Math.max(...keys.map((k) => d.values[k])),
    ),
  );
  const ticks = countTicks(max);
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((v) => formatCount(v).length)) * 6.5 + 14;
  const periods = data.map((d) => d.period);
  const innerWidth = Math.max(0, bounds.width - left - MARGIN.right);
  const labelled = periodTicks(periods, innerWidth, locale);
  // Stack totals only when each fits over its bar (6.5 px a character of 11 px bold text).
  const widestTotal = Math.max(
    0,
    ...data.map((d) => formatCount(keys.reduce((sum, k) => sum + d.values[k], 0)).length * 6.5),
  );
  const showTotals = mode === 'stacked' && data.length > 0 && widestTotal <= innerWidth / data.length;

  const tooltip = useMemo<FunctionComponent<BarTooltipProps<BarDatum>>>(
    () =>
      function CountTooltip({ id, value, indexValue, color: fill }: BarTooltipProps<BarDatum>): ReactElement {
        const key = String(id) as K;
        const period = String(indexValue);
        const extra = note?.(key, period);
        return (
          <div className="rounded-md bg-white px-2 py-1 text-xs text-slate-900 shadow">
            <div className="font-medium">{formatPeriod(period, locale)}</div>
            <div className="flex items-center gap-1">
              <span className="inline-block h-2 w-2 rounded-sm" style={{ background: fill }} />
              {labels[key] ?? key}: <strong>{formatCount(value)}</strong>
            </div>
            {extra && <div className="text-slate-500">{extra}</div>}
          </div>
        );
      },
    [labels, locale, formatCount, note],
  );

  return (
    <div ref={ref} className="relative min-h-0 w-full flex-1 overflow-hidden" aria-hidden="true" data-chart="bar">
      {bounds.width > 0 && bounds.height > 0 && (
        <div className="absolute inset-0">
          <Bar<BarDatum>
            width={bounds.width}
            height={bounds.height}
            data={rows}
            keys={keys}
            indexBy="period"
            groupMode={mode}
            margin={{ ...MARGIN, left }}
            padding={0.25}
            innerPadding={mode === 'grouped' ? 1 : 0}
            theme={nivoTheme}
            animate={false}
            colors={(d: ComputedDatum<BarDatum>) => color(String(d.id) as K, String(d.indexValue), d.value ?? 0)}
            valueScale={{ type: 'linear', min: 0, max: top }}
            valueFormat={(v: number) => formatCount(v)}
            enableLabel={false}
            enableTotals={showTotals}
            totalsOffset={4}
            gridYValues={ticks}
            axisLeft={{ tickValues: ticks, tickSize: 0, tickPadding: 6, format: (v: number) => formatCount(v) }}
            axisBottom={{
              tickValues: labelled,
              tickSize: 4,
              tickPadding: 4,
              renderTick: (tick) => (
                <g transform={`translate(${tick.x},${tick.y})`}>
                  <line x1={0} x2={0} y1={0} y2={4} stroke={SLATE[300]} />
                  <text textAnchor="middle" dominantBaseline="hanging" y={8} style={{ fontSize: 11, fill: SLATE[600] }}>
                    {formatPeriod(String(tick.value), locale)}
                  </text>
                </g>
              ),
            }}
            tooltip={tooltip}
          />
        </div>
      )}
    </div>
  );
}
