import type { GroupBy } from '@voz/schema';
import type { IndicatorRow } from '@voz/core';

export type { IndicatorRow, TagCategory, TagCount } from '@voz/core';

/** A group key of one dimension as a query returns it (id, label or answer). */
export type DimKey = string | number | null;

/** Additive measures of one group (counts and sums), combined by adding. */
export type Measures = Record<string, number>;

/**
 * One aggregated row of a query: the keys of the requested dimensions (in order), the part it
 * belongs to (the question for survey indicators, 0 otherwise) and its additive measures.
 */
export interface Fact {
  /** Keys, one per dimension. */
  keys: DimKey[];
  /** Question id for survey facts, 0 for the other sources. */
  part: number;
  /** Counts and sums. */
  measures: Measures;
}

/** How the rows were computed: from the daily pre-aggregates, by scanning raw rows, or not at all. */
export type IndicatorPath = 'fast' | 'scan' | 'none';

/** The answer of computeIndicator. */
export interface IndicatorResult {
  /** The rows, in their final order. */
  rows: IndicatorRow[];
  /** Where they came from. */
  path: IndicatorPath;
}

/** Time dimensions: their keys are period labels. */
export const TIME_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);
