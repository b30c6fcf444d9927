import { overviewChartRows, resumeCountRows, type IndicatorRow } from '@voz/core';
import { WIDGET_KINDS, type WidgetKindInfo } from '@voz/schema';
import type { WidgetKind, WidgetType } from './types.js';

// What every kind's entry (kinds/<type>/entry.ts) is built with: kind() joins an entry to what
// the schema says of its type (description, sizes, config fields). Imported by the registry, so it
// is in the code before a dashboard's first render (apps/portal/src/chunks.ts keeps it apart).

const infoOf = (type: WidgetType): WidgetKindInfo => {
  const info = WIDGET_KINDS.find((k) => k.type === type);
  if (!info) throw new Error(`widget kind ${type} is not in the schema`);
  return info;
};

/**
 * Whether a mapper of the registry that turns one answered object into rows (resumeCounts,
 * overviewChart) draws some value above 0 from the row: core's own mappers decide, so this test
 * and what the widget draws cannot disagree.
 */
function mapsToPoints(row: IndicatorRow): boolean {
  return [resumeCountRows, overviewChartRows].some((mapper) =>
    mapper([row]).some((mapped) => mapped !== row && typeof mapped.value === 'number' && mapped.value > 0),
  );
}

/**
 * Every value null or every list empty (a resume answer with no count, an overview chart with no
 * point above 0, included): nothing to draw.
 */
export function defaultIsEmpty(rows: IndicatorRow[][]): boolean {
  return rows.every(
    (list) => list.length === 0 || list.every((row) => row.value === null && !row.count && !mapsToPoints(row)),
  );
}

/** What a kind's entry gives: everything of a registry entry but its type and the schema's info. */
export type Entry<T extends WidgetType> = Omit<WidgetKind<T>, 'info' | 'type'>;

/** The registry entry of kind `type`: `entry` with the schema's info of the type (throws if unknown). */
export function kind<T extends WidgetType>(type: T, entry: Entry<T>): WidgetKind<T> {
  return { type, info: infoOf(type), ...entry };
}
