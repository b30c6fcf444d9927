import type { GroupBy, IndicatorRequest } from '@voz/schema';
import type { IndicatorRow } from './indicator-row.js';

// The one step between a call's answer and the widgets: every data source (the portal's over the
// backends, the mocked one of the editor and Storybook) hands its rows through `normaliseRows`, so
// a widget reads the same shape whoever answered (docs/architecture.md). Rules:
//   - `value` is a number or null. A row whose `value` already is one keeps it: an indicator call
//     computes it for the request's indicator and formula (a SENTIMENT gauge of `value: "positive"`
//     and formula sentiment-percentage gets the % positive there, and `positive` is the count).
//     Otherwise (the external-social rows answer `value: { externalSourceCount }`,
//     dashboard-catalogue §3.2; a report row may have no `value`) it is read from the field the
//     request's `value` names, default `value` — or, for a row with no `value` at all and a request
//     naming no field, the column of the request's indicator (reports/indicators-dashboard answers
//     one column per general indicator); a value object reads as its `externalSourceCount`;
//     anything else is null.
//   - a series grouped by another dimension before its period (the social rows: group_0 the channel,
//     group_1 the date or week) is turned period first: group_0/groupId_0/groupName_0 is the period,
//     the other dimensions follow in their order, and group/groupId/groupName name the period.
//   - `keyExtract` is not applied: it tells the backend which fields it may leave out; a widget
//     reads the fields it needs and never depends on the others being absent.
// The rows answered are new objects: a data source may share one answer between requests (the same
// call with different `value` fields) and each request gets its own reading.

/** Groupings whose keys are periods. */
const TIME_GROUPINGS: ReadonlySet<GroupBy> = new Set([
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);

/** A number of a row field: finite numbers as they are, a value object's externalSourceCount, else null. */
export function rowNumber(field: unknown): number | null {
  if (typeof field === 'number') return Number.isFinite(field) ? field : null;
  if (typeof field === 'object' && field !== null && !Array.isArray(field)) {
    const count = (field as { externalSourceCount?: unknown }).externalSourceCount;
    return typeof count === 'number' && Number.isFinite(count) ? count : null;
  }
  return null;
}

/** Index of the request's period grouping when another grouping comes before it, else -1. */
function lateTimeIndex(request: Pick<IndicatorRequest, 'groupBy'>): number {
  const index = (request.groupBy ?? []).findIndex((g) => TIME_GROUPINGS.has(g));
  return index > 0 ? index : -1;
}

/** The row with its period grouping (at `time`) moved to index 0 and the groups before it shifted by one. */
function periodFirst(row: IndicatorRow, time: number, dimensions: number): IndicatorRow {
  if (!(`group_${time}` in row)) return row;
  const order = [time, ...Array.from({ length: dimensions }, (_, i) => i).filter((i) => i !== time)];
  const moved: IndicatorRow = { ...row };
  order.forEach((from, to) => {
    for (const prefix of ['group', 'groupId', 'groupName']) {
      const source = `${prefix}_${from}`;
      const target = `${prefix}_${to}`;
      if (source in row) moved[target] = row[source];
      else delete moved[target];
    }
  });
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const id = (v: unknown): string | number | null => (typeof v === 'string' || typeof v === 'number' ? v : null);
  moved.group = text(moved.group_0);
  moved.groupId = id(moved.groupId_0) ?? moved.group;
  moved.groupName = text(moved.groupName_0) ?? moved.group;
  return moved;
}

/**
 * The rows of a call's answer as the widgets read them (IndicatorRow): anything that is not an
 * object dropped, `value` a number or null (read from the field the request names when the row has
 * no number there), and a series grouped by another dimension before its period turned period
 * first. See the rules at the top of this file.
 */
export function normaliseRows(
  answer: readonly unknown[],
  request: Pick<IndicatorRequest, 'value' | 'groupBy'> & Partial<Pick<IndicatorRequest, 'indicator'>>,
): IndicatorRow[] {
  const field = request.value ?? 'value';
  const time = lateTimeIndex(request);
  const dimensions = request.groupBy?.length ?? 0;
  return answer.flatMap((item): IndicatorRow[] => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    const source = item as IndicatorRow;
    const computed = source.value === null || typeof source.value === 'number';
    // A report row of one column per indicator (reports/indicators-dashboard) has no value of its
    // own: a request that names no field reads its indicator's column.
    const named =
      request.value === undefined && !('value' in source) && request.indicator !== undefined
        ? source[request.indicator]
        : source[field];
    const row: IndicatorRow = { ...source, value: rowNumber(computed ? source.value : named) };
    return [time < 0 ? row : periodFirst(row, time, dimensions)];
  });
}
