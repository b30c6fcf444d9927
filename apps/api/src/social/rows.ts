import { sentimentPercentage } from '@voz/core';
import type { DimensionContext } from '../indicators/dimensions.js';
import { readSort } from '../http/list-query.js';
import { groupFields, type GroupFields, type SocialGroup, type SocialGrouping, type Tally } from './grouping.js';

// The rows of the external-social calls (aggregation, grouped mentions, top-keywords): a group of
// mentions with its labels in the engine's format (group, groupId, groupName, label, and
// group_N/groupId_N/groupName_N for every dimension) and its figures. `value` is an object whose
// `externalSourceCount` is the number of mentions, the path the social widgets read.

/** The figures of a group of mentions. */
export interface SocialFigures {
  /** Mentions in the group. */
  count: number;
  /** What the social widgets read: the mentions of the external source. */
  value: { externalSourceCount: number };
  /** Mentions by sentiment. */
  positive: number;
  neutral: number;
  negative: number;
  /** The same counts under the names of the sentiment pie (promoters, passives, detractors). */
  promoters: number;
  passives: number;
  detractors: number;
  /** Shares of the mentions in %, null without mentions. */
  positivePercentage: number | null;
  neutralPercentage: number | null;
  negativePercentage: number | null;
  /** Positive minus negative share, −100 to 100; null without mentions. */
  netSentiment: number | null;
  /** Engagement sums. */
  likes: number;
  shares: number;
  replies: number;
  /** Mean likes per mention; null without mentions. */
  averageLikes: number | null;
}

/** A row of the external-social calls. */
export type SocialRow = GroupFields & SocialFigures;

/** The figures of a tally. */
export function figuresOf(tally: Tally): SocialFigures {
  const n = tally.mentions;
  return {
    count: n,
    value: { externalSourceCount: n },
    positive: tally.positive,
    neutral: tally.neutral,
    negative: tally.negative,
    promoters: tally.positive,
    passives: tally.neutral,
    detractors: tally.negative,
    positivePercentage: sentimentPercentage(tally.positive, n),
    neutralPercentage: sentimentPercentage(tally.neutral, n),
    negativePercentage: sentimentPercentage(tally.negative, n),
    netSentiment: n === 0 ? null : ((tally.positive - tally.negative) / n) * 100,
    likes: tally.likes,
    shares: tally.shares,
    replies: tally.replies,
    averageLikes: n === 0 ? null : tally.likes / n,
  };
}

/** The labels of the one row of an ungrouped call. */
const TOTAL_FIELDS: GroupFields = { group: 'Total', groupId: 'total', groupName: 'Total', label: 'Total' };

/** The rows of grouped mentions. */
export function socialRows(
  groups: readonly SocialGroup[],
  dimensions: readonly SocialGrouping[],
  dctx: DimensionContext,
): SocialRow[] {
  return groups.map((g) => ({
    ...(dimensions.length === 0 ? TOTAL_FIELDS : groupFields(g.keys, dimensions, dctx, true)),
    ...figuresOf(g.tally),
  }));
}

/** Fields social rows may be sorted by. */
const SORTABLE: readonly (keyof SocialFigures | 'group' | 'groupName' | 'label')[] = [
  'value',
  'count',
  'group',
  'groupName',
  'label',
  'positive',
  'neutral',
  'negative',
  'promoters',
  'passives',
  'detractors',
  'positivePercentage',
  'neutralPercentage',
  'negativePercentage',
  'netSentiment',
  'likes',
  'shares',
  'replies',
  'averageLikes',
];

function sortValue(row: SocialRow, field: string): string | number | null {
  if (field === 'value') return row.value.externalSourceCount;
  const value = (row as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The grouped rows' sort fields, as a list's field -> column table (http/list-query.ts). */
const ROW_SORT_RULES = {
  columns: Object.fromEntries(SORTABLE.map((field) => [field, field])),
  defaultDirection: 'desc',
} as const;

function compareKeys(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return 0;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * Rows ordered by `field` or `field,asc|desc` terms (desc when the order is left out; `value` is
 * the mention count), rows without a key's field last on that key, ties in their previous order.
 * An unknown field answers 400.
 */
export function sortSocialRows(
  rows: SocialRow[],
  sort: string | readonly string[] | undefined,
  where: string,
): SocialRow[] {
  const terms = readSort(sort, ROW_SORT_RULES, where);
  if (terms.length === 0) return rows;
  return rows
    .map((row, index) => ({ row, index, keys: terms.map((t) => sortValue(row, t.field)) }))
    .sort((a, b) => {
      for (const [i, term] of terms.entries()) {
        const x = a.keys[i] ?? null;
        const y = b.keys[i] ?? null;
        if (x === null || y === null) {
          const nullsLast = (x === null ? 1 : 0) - (y === null ? 1 : 0);
          if (nullsLast !== 0) return nullsLast;
          continue;
        }
        const c = (term.direction === 'asc' ? 1 : -1) * compareKeys(x, y);
        if (c !== 0) return c;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}
