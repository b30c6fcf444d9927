import { splitTopBottom } from '../metrics/rounding.js';
import { DEFAULT_TAG_GROUP, OTHER_TAG_GROUP, RANKING_SIZE, TAGS_LIMIT, WORD_CLOUD_LIMIT } from './constants.js';

export interface TagRow {
  group: string;
  count: number;
}

export interface TagRanking<T> {
  /** Most frequent first. */
  best: T[];
  /** Least frequent first. */
  worst: T[];
}

/** Count descending, ties by group name in code-point order (locale-independent, so stable everywhere). */
function byCountDesc(a: TagRow, b: TagRow): number {
  if (a.count !== b.count) return b.count - a.count;
  return a.group < b.group ? -1 : a.group > b.group ? 1 : 0;
}

function ranked<T extends TagRow>(rows: readonly T[], excluded: readonly string[]): T[] {
  return rows.filter((r) => !excluded.includes(r.group)).sort(byCountDesc);
}

/** Word-cloud tags: without group 'DEFAULT', by count descending (ties by name), at most 50. */
export function wordCloudTags<T extends TagRow>(rows: readonly T[]): T[] {
  return ranked(rows, [DEFAULT_TAG_GROUP]).slice(0, WORD_CLOUD_LIMIT);
}

/** Top 10 tags by count, excluding 'DEFAULT' and 'Otros'. */
export function topTags<T extends TagRow>(rows: readonly T[]): T[] {
  return ranked(rows, [DEFAULT_TAG_GROUP, OTHER_TAG_GROUP]).slice(0, TAGS_LIMIT);
}

/**
 * Best and worst `size` tags by count, excluding 'DEFAULT' and 'Otros'. Short lists split as
 * splitTopBottom with HALF_DOWN for best, so worst gets the rounded-up half (5 tags -> 2 and 3).
 */
export function tagRanking<T extends TagRow>(rows: readonly T[], size: number = RANKING_SIZE): TagRanking<T> {
  const split = splitTopBottom(ranked(rows, [DEFAULT_TAG_GROUP, OTHER_TAG_GROUP]), {
    topSize: size,
    bottomSize: size,
    trunc: 'HALF_DOWN',
  });
  return { best: split.top, worst: split.bottom.reverse() };
}
