import { Bar, type BarDatum, type BarSvgProps } from '@nivo/bar';
import type { ReactElement, SVGAttributes } from 'react';
import { contrastRatio } from './contrast.js';
import { SLATE, nivoTheme } from './nivo.js';
import { useElementSize } from './useElementSize.js';
import { fmt, shorten } from './values.js';

// What the bar kinds (bar, bar-by-geo, stacked-bar, detailed-bar) share: how many bars a widget
// draws, a value axis that always holds zero, axis ticks that shorten long names and keep the
// whole name in an SVG <title>, the tooltip, and the single-series chart (ValueBars).

/** Bars drawn at most: longer lists draw their first bars and say so in the summary. */
export const MAX_BARS = 15;

/** Characters of a group name on an axis before it is shortened. */
export const AXIS_LABEL_CHARS = 18;

/** The first `max` items, and how many there were. */
export function capped<T>(items: readonly T[], max = MAX_BARS): { shown: T[]; total: number } {
  return { shown: items.slice(0, max), total: items.length };
}

/** A linear value scale from the smallest to the largest value, always holding zero (negative NPS included). */
export function valueScale(values: readonly number[]): { type: 'linear'; min: number; max: number; nice: true } {
  const finite = values.filter((v) => Number.isFinite(v));
  const min = Math.min(0, ...finite);
  let max = Math.max(0, ...finite);
  if (min === 0 && max === 0) max = 1;
  return { type: 'linear', min, max, nice: true };
}

/** Black or white text, whichever reads better on a #RRGGBB colour (labels on bars, value pills). */
export function textOn(hex: string): string {
  // Whichever of the two inks contrasts more with the band (WCAG ratios, not a brightness guess:
  // white on a mid blue read 4:1, under the 4.5:1 small labels need).
  return contrastRatio(SLATE[900], hex) >= contrastRatio('#ffffff', hex) ? SLATE[900] : '#ffffff';
}

/** How a value axis writes its ticks: the tenant's locale, as few decimals as the tick needs (0–2). */
export function tickFormat(locale: string): (value: number | string) => string {
  return (value) => {
    const n = Number(value);
    const decimals = [0, 1].find((d) => Math.abs(Math.round(n * 10 ** d) - n * 10 ** d) < 1e-6) ?? 2;
    return fmt(n, { locale, decimals });
  };
}

/** Average width in px of a character of 11 px text. */
const CHAR_PX = 6.2;

/** How an axis of names fits its chart. */
export interface NameAxisFit {
  /** Characters of a name before it is shortened. */
  chars: number;
  /** Names written at −40° (vertical bars too narrow for them). */
  rotate: boolean;
  /** Margin the axis needs: left of horizontal bars, under vertical ones. */
  room: number;
  /** Margin left of vertical bars (rotated names reach beyond the first bar). */
  lead: number;
}

/** How the names of `labels` fit a chart `width` px wide: about a third of it for horizontal bars, the band of each vertical bar. */
export function nameAxisFit(labels: readonly string[], horizontal: boolean, width: number): NameAxisFit {
  const longest = labels.reduce((n, label) => Math.max(n, label.length), 0);
  if (horizontal) {
    const chars = Math.min(longest, Math.max(8, Math.floor((width * 0.32) / CHAR_PX)));
    return { chars, rotate: false, room: Math.ceil(chars * CHAR_PX) + 12, lead: 0 };
  }
  const band = (width - 48) / Math.max(1, labels.length);
  const fit = Math.floor(band / CHAR_PX);
  if (longest <= fit || fit >= 10) return { chars: Math.max(4, fit), rotate: false, room: 28, lead: 40 };
  const chars = Math.min(longest, 12);
  // sin and cos of 40°: how far a rotated name reaches down and left.
  const reach = chars * CHAR_PX;
  return {
    chars,
    rotate: true,
    room: Math.ceil(reach * 0.64) + 16,
    lead: Math.max(40, Math.ceil(reach * 0.77 - band / 2) + 8),
  };
}

type AxisProps = NonNullable<BarSvgProps<BarDatum>['axisLeft']>;
type TickProps = Parameters<NonNullable<AxisProps['renderTick']>>[0];

/** An axis tick renderer writing the name of a bar's id, shortened, with the whole name as its <title>. */
export function labelTick(labelOf: (id: string) => string, max = AXIS_LABEL_CHARS): (props: TickProps) => ReactElement {
  function LabelTick({
    x,
    y,
    lineX,
    lineY,
    textX,
    textY,
    textAnchor,
    textBaseline,
    rotate,
    value,
  }: TickProps): ReactElement {
    const full = labelOf(String(value));
    return (
      <g transform={`translate(${x},${y})`}>
        <line x1={0} y1={0} x2={lineX} y2={lineY} stroke={SLATE[300]} />
        <text
          textAnchor={textAnchor as SVGAttributes<SVGTextElement>['textAnchor']}
          dominantBaseline={textBaseline as SVGAttributes<SVGTextElement>['dominantBaseline']}
          transform={`translate(${textX},${textY}) rotate(${rotate ?? 0})`}
          style={{ fontSize: 11, fill: SLATE[600] }}
        >
          <title>{full}</title>
          {shorten(full, max)}
        </text>
      </g>
    );
  }
  return LabelTick;
}

/** A tooltip line: a colour chip, a name and a written value. */
export function TooltipLine({ color, label, value }: { color: string; label: string; value: string }): ReactElement {
  return (
    <div className="flex items-center gap-2 rounded bg-white px-2 py-1 text-xs text-slate-900 shadow">
      <span className="inline-block h-2 w-2 rounded-full" style={{ background: color }} />
      <span>{label}</span>
      <span className="font-semibold tabular-nums">{value}</span>
    </div>
  );
}

/** One bar of a ValueBars chart. */
export interface BarItem {
  /** Unique id of the bar (group names can repeat). */
  id: string;
  /** Name of the group, as people read it. */
  label: string;
  value: number;
  /** Text written at the end of the bar (the value, maybe with the sample). */
  text: string;
}

interface ValueDatum {
  [key: string]: string | number;
  id: string;
  value: number;
}

/**
 * Single-series bars, one per item in order (top-down when horizontal), each with its text at
 * its end and a colour of its own; the axis of names shortens them and keeps the whole name in a
 * <title>. Hidden from screen readers: the renderer writes a Summary.
 */
export function ValueBars({
  items,
  layout,
  colorOf,
  locale,
  chart,
  textWidth = 48,
}: {
  items: readonly BarItem[];
  layout: 'horizontal' | 'vertical';
  colorOf: (value: number) => string;
  /** The tenant's locale, for the value axis. */
  locale: string;
  /** data-chart of the chart's box (tests find the chart by it). */
  chart: string;
  /** Room in px after the longest bar for its text (horizontal bars). */
  textWidth?: number;
}): ReactElement {
  // Measured here, once, and handed to nivo's Bar: ResponsiveBar would measure the same box again
  // after mounting (a second forced layout and render per chart).
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  const horizontal = layout === 'horizontal';
  const byId = new Map(items.map((item) => [item.id, item]));
  const labelOf = (id: string): string => byId.get(id)?.label ?? id;
  // nivo draws the first datum of a horizontal chart at the bottom: reverse, so the list reads top-down.
  const data: ValueDatum[] = (horizontal ? [...items].reverse() : items).map(({ id, value }) => ({ id, value }));
  const fit = nameAxisFit(
    items.map((item) => item.label),
    horizontal,
    width,
  );
  const valueAxis = { tickSize: 0, tickPadding: 4, tickValues: 4, format: tickFormat(locale) };
  const nameAxis = {
    tickSize: 0,
    tickPadding: 6,
    tickRotation: fit.rotate ? -40 : 0,
    renderTick: labelTick(labelOf, fit.chars),
  };
  // Vertical bars narrower than their text go without it (the tooltip and the summary keep it).
  const longestText = items.reduce((n, item) => Math.max(n, item.text.length), 0);
  return (
    <div className="min-h-0 flex-1" aria-hidden="true" data-chart={chart} ref={ref}>
      {width > 0 && height > 0 && (
        <Bar<ValueDatum>
          width={width}
          height={height}
          data={data}
          keys={['value']}
          indexBy="id"
          layout={layout}
          valueScale={valueScale(items.map((item) => item.value))}
          padding={0.25}
          colors={(bar) => colorOf(bar.value ?? 0)}
          theme={nivoTheme}
          animate={false}
          enableGridX={horizontal}
          enableGridY={!horizontal}
          label={(bar) => byId.get(String(bar.indexValue))?.text ?? ''}
          labelPosition="end"
          labelOffset={4}
          labelSkipWidth={horizontal ? 0 : Math.ceil(longestText * 6.6)}
          labelSkipHeight={horizontal ? 9 : 0}
          labelTextColor={SLATE[700]}
          margin={
            horizontal
              ? { top: 4, right: textWidth, bottom: 24, left: fit.room }
              : { top: 18, right: 8, bottom: fit.room, left: fit.lead }
          }
          axisLeft={horizontal ? nameAxis : valueAxis}
          axisBottom={horizontal ? valueAxis : nameAxis}
          tooltip={({ indexValue, value }) => (
            <TooltipLine
              color={colorOf(value)}
              label={labelOf(String(indexValue))}
              value={byId.get(String(indexValue))?.text ?? ''}
            />
          )}
        />
      )}
    </div>
  );
}
