// A seeded pseudo-random source for the demo data: core's generator (mulberry32: tiny, fast, the
// same sequence on every platform for the same 32-bit seed, which is all demo data needs; never for
// secrets), with normal and weighted draws.
import { seededRandom } from '@voz/core';

/** A seeded stream of pseudo-random numbers. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** Normally distributed (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** One item, uniformly; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** One item drawn by weight; throws on an empty list or when no weight is positive. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

/**
 * A new stream seeded with `seed` (any finite number; its low 32 bits are used): core's seeded
 * generator (the one the widgets' mocked rows use too), with the draws the demo data needs on top.
 */
export function createRandom(seed: number): Random {
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  const base = seededRandom(Math.trunc(seed));
  const next = (): number => base.next();
  const random: Random = {
    next,
    int: (min, max) => base.int(min, max),
    chance: (p) => base.chance(p),
    normal: (mean = 0, sd = 1) => {
      // 1 − u keeps the logarithm away from 0.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => base.pick(items),
    weighted: (items, weights) => weightedPicker(items, weights)(random),
  };
  return random;
}

/** A reusable weighted draw over fixed items: cumulative weights and a binary search, for hot loops. */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list');
  if (items.length !== weights.length) {
    throw new RangeError(`one weight per item expected (${items.length} items, ${weights.length} weights)`);
  }
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += Number.isFinite(w) && w > 0 ? w : 0;
    cumulative.push(total);
  }
  if (total <= 0) throw new RangeError('at least one weight must be positive');
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
