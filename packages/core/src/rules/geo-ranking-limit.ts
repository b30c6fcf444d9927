import { RANKING_SIZE } from './constants.js';

export interface RankingLimit {
  best: number;
  worst: number;
}

/**
 * How many locations the best and worst geo rankings show for a list of n:
 * best = min(limit, ⌊n/2⌋), worst = min(limit, n − best) (= ⌈n/2⌉ below 2 × limit), so no
 * location is in both: 0 -> 0/0, 1 -> 0/1, 5 -> 2/3, 10 -> 3/3.
 */
export function geoRankingLimit(listLength: number, limit: number = RANKING_SIZE): RankingLimit {
  if (!Number.isInteger(listLength) || listLength < 0 || !Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`listLength and limit must be non-negative integers (${listLength}, ${limit})`);
  }
  const best = Math.min(limit, Math.floor(listLength / 2));
  return { best, worst: Math.min(limit, listLength - best) };
}
