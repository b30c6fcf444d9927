import { useMeasure } from '@nivo/core';
import { Line, type LineCustomSvgLayerProps, type LineSvgLayer, type PointTooltipProps } from '@nivo/line';
import type { NumberFormat } from '@voz/core';
import { useMemo, type FunctionComponent, type ReactElement } from 'react';
import { SLATE, nivoTheme } from './nivo.js';
import { formatPeriod, periodTicks } from './periods.js';
import { smoothPath } from './smoothPath.js';
import { fmt } from './values.js';

// A nivo line chart over periods (the line, detailed-line, multiple-trend and trend kinds): one
// line per series, solid or dashed, points coloured per value, months and weeks written for
// people on the x axis, values with the widget's decimals on the y axis. The chart is measured
// (not Responsive*) so the x axis can thin its labels to the width it really has.

/** One value of a drawn series. */
export interface ChartPoint {
  x: string;
  y: number | null;
  count: number;
  projected: boolean;
  /** Drawn on the line but without its own dot (the anchor of a projection on the last measured value). */
  hideDot?: boolean;
}

/** A drawn series. */
export interface ChartSeries {
  id: string;
  label: string;
  color: string;
  /** Dashed and lighter (a projection). */
  dashed?: boolean;
  /** Colour of a dot by its value (a colour scale); the series colour when absent. */
  dotColor?: (value: number) => string;
  data: ChartPoint[];
}

/** Props of TimeLines. */
export interface TimeLinesProps {
  series: readonly ChartSeries[];
  /** The x categories, oldest first (every series has a point, maybe null, for each). */
  periods: readonly string[];
  format: NumberFormat;
  locale: string;
  showPoints: boolean;
  /** A second line under a period's axis label (the sample), or undefined. */
  tickNote?: ((period: string) => string | undefined) | undefined;
  /** An extra tooltip line for a point (the sample), or undefined. */
  pointNote?: ((point: ChartPoint) => string | undefined) | undefined;
  /** How much the lines are rounded between points: the tenant's smooth factor (0 straight, the default). */
  smoothFactor?: number | undefined;
}

const MARGIN_TOP = 10;
const MARGIN_RIGHT = 30;

/**
 * Solid or dashed lines, drawn by hand so each series chooses its dash, rounded by the smooth
 * factor (smoothPath).
 */
function linesLayer(smoothFactor: number): FunctionComponent<LineCustomSvgLayerProps<ChartSeries>> {
  return function LinesLayer({ series }: LineCustomSvgLayerProps<ChartSeries>): ReactElement {
    return (
      <g data-lines="" data-smooth-factor={smoothFactor}>
        {series.map((s) => (
          <path
            key={s.id}
            d={smoothPath(
              s.data.map((d) => d.position),
              smoothFactor,
            )}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeOpacity={s.dashed ? 0.75 : 1}
            strokeDasharray={s.dashed ? '6 4' : undefined}
            data-series={s.label}
            data-dashed={s.dashed ? '' : undefined}
          />
        ))}
      </g>
    );
  };
}

/** Dots on the values: coloured by the series' scale, lighter for projections. */
function DotsLayer({ series }: LineCustomSvgLayerProps<ChartSeries>): ReactElement {
  return (
    <g data-dots="">
      {series.flatMap((s) =>
        s.data.flatMap((d, i) => {
          const y = d.data.y;
          if (y === null || d.data.hideDot || d.position.y === null) return [];
          return [
            <circle
              key={`${s.id}.${i}`}
              cx={d.position.x}
              cy={d.position.y}
              r={4}
              fill={s.dotColor ? s.dotColor(y) : s.color}
              fillOpacity={d.data.projected ? 0.5 : 1}
              stroke="#ffffff"
              strokeWidth={1.5}
              data-point={d.data.x}
              data-projected={d.data.projected ? '' : undefined}
            />,
          ];
        }),
      )}
    </g>
  );
}

/** Estimated pixel width of the widest y-axis label. */
function yLabelWidth(min: number, max: number, format: NumberFormat): number {
  const widest = Math.max(fmt(min, format).length, fmt(max, format).length);
  return widest * 6.5 + 14;
}

/** The y domain: the values with a 10 % margin (±1 around a single value). */
function domainOf(series: readonly ChartSeries[]): { min: number; max: number } {
  const values = series.flatMap((s) => s.data.flatMap((d) => (d.y === null ? [] : [d.y])));
  if (values.length === 0) return { min: 0, max: 1 };
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = hi === lo ? Math.max(1, Math.abs(hi) * 0.1) : (hi - lo) * 0.1;
  return { min: lo - pad, max: hi + pad };
}

/** A line chart over periods, sized to its box. */
export function TimeLines({
  series,
  periods,
  format,
  locale,
  showPoints,
  tickNote,
  pointNote,
  smoothFactor = 0,
}: TimeLinesProps): ReactElement {
  const [ref, bounds] = useMeasure();
  const domain = useMemo(() => domainOf(series), [series]);
  const labels = useMemo(() => new Map(series.map((s) => [s.id, s])), [series]);

  const tooltip = useMemo<FunctionComponent<PointTooltipProps<ChartSeries>>>(
    () =>
      function PointTooltip({ point }: PointTooltipProps<ChartSeries>): ReactElement {
        const owner = labels.get(String(point.seriesId));
        const note = pointNote?.(point.data);
        return (
          <div className="rounded-md bg-white px-2 py-1 text-xs text-slate-900 shadow">
            <div className="flex items-center gap-1 font-medium">
              <span
                className="inline-block h-2 w-2 rounded-full"
                style={{ background: owner?.color ?? point.seriesColor }}
              />
              {owner?.label ?? String(point.seriesId)}
            </div>
            <div>
              {formatPeriod(point.data.x, locale)}: <strong>{fmt(point.data.y, format)}</strong>
            </div>
            {note && <div className="text-slate-500">{note}</div>}
          </div>
        );
      },
    [labels, pointNote, locale, format],
  );

  const layers = useMemo<LineSvgLayer<ChartSeries>[]>(
    () => ['grid', 'axes', linesLayer(smoothFactor), ...(showPoints ? [DotsLayer] : []), 'mesh'],
    [showPoints, smoothFactor],
  );

  const hasNotes = tickNote !== undefined && periods.some((p) => tickNote(p) !== undefined);
  const left = yLabelWidth(domain.min, domain.max, format);
  const bottom = hasNotes ? 38 : 24;
  const innerWidth = Math.max(0, bounds.width - left - MARGIN_RIGHT);
  const ticks = periodTicks(periods, innerWidth, locale);

  return (
    <div ref={ref} className="relative min-h-0 w-full flex-1 overflow-hidden" aria-hidden="true" data-chart="line">
      {bounds.width > 0 && bounds.height > 0 && (
        <div className="absolute inset-0">
          <Line<ChartSeries>
            width={bounds.width}
            height={bounds.height}
            data={series}
            margin={{ top: MARGIN_TOP, right: MARGIN_RIGHT, bottom, left }}
            theme={nivoTheme}
            animate={false}
            colors={(s) => s.color}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: domain.min, max: domain.max, nice: true }}
            curve="linear"
            enableGridX={false}
            gridYValues={4}
            axisLeft={{ tickValues: 4, tickSize: 0, tickPadding: 6, format: (v: number) => fmt(v, format) }}
            axisBottom={{
              tickValues: ticks,
              tickSize: 4,
              tickPadding: 4,
              renderTick: (tick) => {
                const period = String(tick.value);
                const note = tickNote?.(period);
                return (
                  <g transform={`translate(${tick.x},${tick.y})`}>
                    <line x1={0} x2={0} y1={0} y2={4} stroke={SLATE[300]} />
                    <text
                      textAnchor="middle"
                      dominantBaseline="hanging"
                      y={8}
                      style={{ fontSize: 11, fill: SLATE[600] }}
                    >
                      {formatPeriod(period, locale)}
                    </text>
                    {note !== undefined && (
                      <text
                        textAnchor="middle"
                        dominantBaseline="hanging"
                        y={22}
                        style={{ fontSize: 10, fill: SLATE[400] }}
                        data-tick-note=""
                      >
                        {note}
                      </text>
                    )}
                  </g>
                );
              },
            }}
            layers={layers}
            useMesh
            enableCrosshair={false}
            tooltip={tooltip}
          />
        </div>
      )}
    </div>
  );
}
