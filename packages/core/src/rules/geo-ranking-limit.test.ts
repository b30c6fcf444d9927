import { describe, expect, it } from 'vitest';
import { geoRankingLimit } from './geo-ranking-limit.js';

describe('geoRankingLimit', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [2, 1, 1],
    [3, 1, 2],
    [4, 2, 2],
    [5, 2, 3],
    [6, 3, 3],
    [7, 3, 3],
    [10, 3, 3],
    [500, 3, 3],
  ])('a list of %i shows %i best and %i worst', (n, best, worst) => {
    expect(geoRankingLimit(n)).toEqual({ best, worst });
  });

  it('never shows a location twice', () => {
    for (let n = 0; n <= 12; n++) {
      const { best, worst } = geoRankingLimit(n);
      expect(best + worst).toBeLessThanOrEqual(n);
    }
  });

  it('takes a different limit (coffee chain uses 5)', () => {
    expect(geoRankingLimit(9, 5)).toEqual({ best: 4, worst: 5 });
    expect(geoRankingLimit(12, 5)).toEqual({ best: 5, worst: 5 });
  });

  it('rejects negative or fractional lengths', () => {
    expect(() => geoRankingLimit(-1)).toThrow(RangeError);
    expect(() => geoRankingLimit(2.5)).toThrow(RangeError);
  });
});
