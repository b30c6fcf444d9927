import type { IndicatorRow } from '@voz/core';
import type { ColorScaleRef, IndicatorRequest } from '@voz/schema';

// The lines of the tables that show one line per indicator request (general-indicators-table) or
// per row of one request (nps-table), each with the colour scale its value is drawn on: the
// request's own `colorScale` when it names one, else the widget's. A table mixing 1–5 averages
// and an NPS (−100…100) colours each line on its own scale (schemas/indicator-request.schema.json).

/** The scale of a request's values: its own, else the widget's. */
export function requestScale(
  request: Pick<IndicatorRequest, 'colorScale'> | undefined,
  widgetScale: ColorScaleRef | undefined,
): ColorScaleRef | undefined {
  return request?.colorScale ?? widgetScale;
}

/** One line of the general indicators table. */
export interface IndicatorLine {
  label: string;
  value: number | null;
  /** The sample; null when the row has none (a report of one column per indicator). */
  count: number | null;
  positive: number | null;
  negative: number | null;
  /** The scale the value is coloured on. */
  scale: ColorScaleRef | undefined;
}

const countOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function lineOf(label: string, row: IndicatorRow | undefined, scale: ColorScaleRef | undefined): IndicatorLine {
  return {
    label,
    value: row && row.value !== null && Number.isFinite(row.value) ? row.value : null,
    count: row === undefined ? 0 : countOf(row.count),
    positive: countOf(row?.positive),
    negative: countOf(row?.negative),
    scale,
  };
}

/**
 * The lines of a general indicators table: one per request (`nameOf(i)` names it), or, for a
 * request answering several rows (a report of several places or moments), one per row named by
 * `groupOf(row)` (prefixed by the request's name when the widget has several requests). Every line
 * of a request carries the request's scale, else the widget's.
 */
export function indicatorLines(
  rows: readonly (readonly IndicatorRow[])[],
  requests: readonly IndicatorRequest[],
  widgetScale: ColorScaleRef | undefined,
  nameOf: (index: number) => string,
  groupOf: (row: IndicatorRow) => string,
): IndicatorLine[] {
  return rows.flatMap((list, i) => {
    const name = nameOf(i);
    const scale = requestScale(requests[i], widgetScale);
    if (list.length <= 1) return [lineOf(name, list[0], scale)];
    return list.map((row) => lineOf(rows.length > 1 ? `${name} · ${groupOf(row)}` : groupOf(row), row, scale));
  });
}
