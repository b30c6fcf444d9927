import type { FilterState } from '@voz/core';

const DAY = 86_400_000;

const toTime = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The filters of the period just before the selected one, of the same length (showHistoric):
 * 1–30 November gives 2–31 October. Undefined when the range cannot be read.
 */
export function previousPeriod(filters: FilterState): FilterState | undefined {
  const from = toTime(filters.dateFrom);
  const to = toTime(filters.dateTo);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return undefined;
  const days = Math.round((to - from) / DAY) + 1;
  return { ...filters, dateFrom: toDate(from - days * DAY), dateTo: toDate(from - DAY) };
}
