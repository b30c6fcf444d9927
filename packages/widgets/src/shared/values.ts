import {
  FIRST_RESPONSE_BASE_HOURS,
  colorOf,
  formatCount,
  formatValue,
  toHex,
  type IndicatorRow,
  type NumberFormat,
} from '@voz/core';
import type { Color, ColorScaleRef } from '@voz/schema';
import { PALETTE } from '@voz/schema';
import type { RenderContext } from '../types.js';

/** The main chart colours of the catalogue, in order (palette chart1–chart8). */
export const CHART_COLORS: readonly string[] = [
  PALETTE.chart1,
  PALETTE.chart2,
  PALETTE.chart3,
  PALETTE.chart4,
  PALETTE.chart5,
  PALETTE.chart6,
  PALETTE.chart7,
  PALETTE.chart8,
];

/** Colours of sentiment: positive, neutral, negative. */
export const SENTIMENT_COLORS = {
  positive: PALETTE.green,
  neutral: PALETTE.neutral,
  negative: PALETTE.redSoft,
} as const;

/** Colours of NPS parts. */
export const NPS_COLORS = { promoters: PALETTE.green, passives: PALETTE.amber, detractors: PALETTE.red } as const;

/** Colour used when a value has no band (no scale, or a value outside it). */
export const DEFAULT_VALUE_COLOR = PALETTE.chart1;

/** How a widget writes numbers: its decimals, else the tenant's. */
export function numberFormat(
  context: RenderContext,
  decimals: number | undefined,
  unit?: NumberFormat['unit'],
): NumberFormat {
  return { locale: context.locale, decimals: decimals ?? context.decimals, ...(unit ? { unit } : {}) };
}

/** A value written for people. */
export function fmt(value: number | null | undefined, format: NumberFormat): string {
  return formatValue(value, format);
}

/** A sample size written for people. */
export function fmtCount(value: number, context: RenderContext): string {
  return formatCount(value, context.locale);
}

/** The colour of a value on a widget's scale (a tenant scale name or an inline scale), or the fallback. */
export function valueColor(
  value: number | null | undefined,
  scale: ColorScaleRef | undefined,
  context: RenderContext,
  fallback: string = DEFAULT_VALUE_COLOR,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return PALETTE.neutral;
  return colorOf(value, scale, context.colorScales)?.hex ?? fallback;
}

/** The hex colour of the i-th series: the widget's fixed colours (palette tokens or hex) first, then the catalogue palette. */
export function seriesColor(i: number, colors: readonly Color[] | undefined): string {
  if (colors && colors.length > 0) {
    // Configs name palette tokens ('red', 'chart1') or write hex codes: always answer a hex code.
    const color = colors[i % colors.length];
    return color === undefined ? DEFAULT_VALUE_COLOR : toHex(color);
  }
  return CHART_COLORS[i % CHART_COLORS.length] ?? DEFAULT_VALUE_COLOR;
}

/** The first row of the first request: what single-value widgets show. */
export function firstRow(rows: IndicatorRow[][]): IndicatorRow | undefined {
  return rows[0]?.[0];
}

/** Rows of the first request that carry a value. */
export function valuedRows(rows: IndicatorRow[][], index = 0): IndicatorRow[] {
  return (rows[index] ?? []).filter((r) => r.value !== null && Number.isFinite(r.value));
}

/** The name of a group as people read it: groupName, label, group, or a dash. */
export function groupLabel(row: IndicatorRow): string {
  return row.groupName ?? row.label ?? row.group ?? '—';
}

/** Shortens a label for an axis, keeping the whole text for tooltips and screen readers. */
export function shorten(text: string, max = 18): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Hours splitting fast from slow first responses: the rows' `baseHours` (the indicator's), else 36. */
export function firstResponseBaseHours(rows: readonly IndicatorRow[]): number {
  const given = rows.find((row) => typeof row.baseHours === 'number' && Number.isFinite(row.baseHours))?.baseHours;
  return given ?? FIRST_RESPONSE_BASE_HOURS;
}
