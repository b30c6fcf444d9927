import type { GroupBy } from '@voz/schema';
import {
  DEFAULT_TAG_GROUP,
  OTHER_TAG_GROUP,
  RANKING_SIZE,
  addDays,
  addMonths,
  bimesterStart,
  formatBimester,
  formatIsoWeek,
  formatMonth,
  formatWireDate,
  isoWeek,
  lastBimesters,
  lastIsoWeeks,
  lastMonths,
  parseWireDate,
  splitTopBottom,
  toEpochDay,
  type CalendarDate,
} from '@voz/core';
import { badRequest } from '../http/errors.js';
import type { IndicatorParams } from './params.js';
import type { IndicatorRow } from './types.js';

// The extras of dashboard-catalogue §3.1 that reshape rows: periods (a historic series ending at
// dateTo), linear regression, top/bottom, sort and limit. Pure functions over rows.

/** The periods of a historic series: labels oldest first and the day range they cover. */
export interface PeriodSpec {
  /** The time dimension whose keys are the labels. */
  dimension: GroupBy;
  /** Labels of the periods, oldest first. */
  labels: string[];
  /** First day of the first period. */
  from: string;
  /** Last day (dateTo, or today). */
  to: string;
  /** Labels of the `count` periods after the last one. */
  next(count: number): string[];
}

function monday(date: CalendarDate): CalendarDate {
  // 1970-01-01 was a Thursday: weekday 1 (Monday) … 7 (Sunday).
  const weekday = ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
  return addDays(date, 1 - weekday);
}

/** The last `count` periods of a time dimension ending on `end` (YYYY-MM-DD). */
export function periodSpec(dimension: GroupBy, count: number, end: string): PeriodSpec {
  const last = parseWireDate(end);
  const range = Array.from({ length: count }, (_, i) => i - (count - 1));
  switch (dimension) {
    case 'formattedMonth': {
      const firstOfMonth = { year: last.year, month: last.month, day: 1 };
      return {
        dimension,
        labels: lastMonths(count, last),
        from: formatWireDate(addMonths(firstOfMonth, 1 - count)),
        to: end,
        next: (n) => Array.from({ length: n }, (_, i) => formatMonth(addMonths(firstOfMonth, i + 1))),
      };
    }
    case 'formattedBimester': {
      const firstOfBimester = { ...bimesterStart(last), day: 1 };
      return {
        dimension,
        labels: lastBimesters(count, last),
        from: formatWireDate(addMonths(firstOfBimester, -2 * (count - 1))),
        to: end,
        next: (n) => Array.from({ length: n }, (_, i) => formatBimester(addMonths(firstOfBimester, 2 * (i + 1)))),
      };
    }
    case 'formattedWeek':
      return {
        dimension,
        labels: lastIsoWeeks(count, last),
        from: formatWireDate(monday(addDays(last, -7 * (count - 1)))),
        to: end,
        next: (n) => Array.from({ length: n }, (_, i) => formatIsoWeek(isoWeek(addDays(last, 7 * (i + 1))))),
      };
    case 'week': {
      const start = monday(last);
      return {
        dimension,
        labels: range.map((i) => formatWireDate(addDays(start, 7 * i))),
        from: formatWireDate(addDays(start, -7 * (count - 1))),
        to: end,
        next: (n) => Array.from({ length: n }, (_, i) => formatWireDate(addDays(start, 7 * (i + 1)))),
      };
    }
    case 'date':
      return {
        dimension,
        labels: range.map((i) => formatWireDate(addDays(last, i))),
        from: formatWireDate(addDays(last, 1 - count)),
        to: end,
        next: (n) => Array.from({ length: n }, (_, i) => formatWireDate(addDays(last, i + 1))),
      };
    default:
      throw badRequest(`periods: la agrupación ${dimension} no es temporal.`);
  }
}

/** Least-squares line through points (x, y); a single point gives a flat line, none gives null. */
export function leastSquares(points: readonly { x: number; y: number }[]): { slope: number; intercept: number } | null {
  if (points.length === 0) return null;
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - meanX) * (p.y - meanY);
    sxx += (p.x - meanX) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/**
 * linearRegression: per series (rows sharing every key but the period), a least-squares line over
 * the measured periods (x = the period's index, null values left out), and as many projected rows
 * as there are periods, after the last one, flagged `projected: true` (measured rows get false).
 */
export function withRegression(
  rows: IndicatorRow[],
  seriesOf: (row: IndicatorRow) => string,
  periodOf: (row: IndicatorRow) => string,
  spec: PeriodSpec,
  project: (template: IndicatorRow, label: string, value: number | null) => IndicatorRow,
): IndicatorRow[] {
  const series = new Map<string, IndicatorRow[]>();
  for (const row of rows) {
    const key = seriesOf(row);
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const out: IndicatorRow[] = [];
  const nextLabels = spec.next(spec.labels.length);
  for (const members of series.values()) {
    const points = members.flatMap((row) => {
      const x = spec.labels.indexOf(periodOf(row));
      return row.value === null || x < 0 ? [] : [{ x, y: row.value }];
    });
    const line = leastSquares(points);
    out.push(...members.map((row) => ({ ...row, projected: false })));
    const template = members[members.length - 1];
    if (!template) continue;
    nextLabels.forEach((label, i) => {
      const x = spec.labels.length + i;
      out.push({ ...project(template, label, line ? line.intercept + line.slope * x : null), projected: true });
    });
  }
  return out;
}

/**
 * top or bottom: the rows with a value, best first. With a size (topSize for top, bottomSize for
 * bottom) the list is split with splitTopBottom, the other side's size defaulting to 3 and trunc to
 * HALF_DOWN for top and HALF_UP for bottom — so a best and a worst widget of the same list never
 * show a row twice (5 rows: 2 best, 2 worst). Without a size it is simply the best or worst
 * `limit` rows (3 by default: the worst three tags of the action plans). Tag rows leave out the
 * placeholders DEFAULT and Otros.
 */
export function topOrBottom(rows: IndicatorRow[], params: IndicatorParams, tags: boolean): IndicatorRow[] {
  const kind = params.resultType;
  if (kind !== 'top' && kind !== 'bottom') return rows;
  const ranked = rows
    .filter(
      (row) => row.value !== null && !(tags && (row.group === DEFAULT_TAG_GROUP || row.group === OTHER_TAG_GROUP)),
    )
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (b.row.value ?? 0) - (a.row.value ?? 0) || a.index - b.index)
    .map(({ row }) => row);
  const size = kind === 'top' ? params.topSize : params.bottomSize;
  if (size === undefined) {
    const count = Math.min(params.limit ?? RANKING_SIZE, ranked.length);
    return kind === 'top' ? ranked.slice(0, count) : ranked.slice(ranked.length - count);
  }
  const split = splitTopBottom(ranked, {
    topSize: params.topSize ?? RANKING_SIZE,
    bottomSize: params.bottomSize ?? RANKING_SIZE,
    trunc: params.trunc ?? (kind === 'top' ? 'HALF_DOWN' : 'HALF_UP'),
  });
  return kind === 'top' ? split.top : split.bottom;
}

function compareValues(a: unknown, b: unknown): number {
  const missing = (v: unknown): boolean => v === null || v === undefined;
  if (missing(a) || missing(b)) return missing(a) === missing(b) ? 0 : missing(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = typeof a === 'string' ? a : JSON.stringify(a);
  const sb = typeof b === 'string' ? b : JSON.stringify(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Rows ordered by `field,order` (desc when the order is left out), rows without the field last. */
export function sortRows(rows: IndicatorRow[], sort: string | undefined): IndicatorRow[] {
  if (sort === undefined) return rows;
  const [field = 'value', order = 'desc'] = sort.split(',');
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const va = a.row[field];
      const vb = b.row[field];
      const absent = (v: unknown): boolean => v === null || v === undefined;
      // Rows without the field stay last in both orders.
      if (absent(va) || absent(vb)) return compareValues(va, vb) || a.index - b.index;
      return sign * compareValues(va, vb) || a.index - b.index;
    })
    .map(({ row }) => row);
}
