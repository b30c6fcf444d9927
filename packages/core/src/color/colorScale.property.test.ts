import type { ColorBand, ColorScale } from '@voz/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkColorScale } from './checkColorScale.js';
import { bandContains } from './colorOf.js';

// Random bands on small integer bounds, so that touching, equal and crossing bounds are frequent.
const bound = fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined });
const band: fc.Arbitrary<ColorBand> = fc
  .record({ low: bound, lowInclusive: fc.boolean(), high: bound, highInclusive: fc.boolean() })
  .map(({ low, lowInclusive, high, highInclusive }) => {
    const result: ColorBand = { color: 'neutral' };
    if (low !== undefined) result[lowInclusive ? 'from' : 'above'] = low;
    if (high !== undefined) result[highInclusive ? 'upTo' : 'below'] = high;
    return result;
  });
const scale: fc.Arbitrary<ColorScale> = fc.array(band, { minLength: 1, maxLength: 4 }).map((bands) => ({ bands }));

// Integers and halves cover every distinct place between integer bounds.
const samples = Array.from({ length: 17 }, (_, i) => -1 + i / 2);

function lowest(first: ColorBand): number {
  return first.from ?? first.above ?? Number.NEGATIVE_INFINITY;
}

function highest(last: ColorBand): number {
  return last.upTo ?? last.below ?? Number.POSITIVE_INFINITY;
}

describe('colour scales (properties)', () => {
  it('a clean scale colours every value between its ends with exactly one band', () => {
    fc.assert(
      fc.property(scale, (s) => {
        if (checkColorScale(s).length > 0) return;
        const first = s.bands[0] as ColorBand;
        const last = s.bands[s.bands.length - 1] as ColorBand;
        for (const value of samples) {
          const holders = s.bands.filter((b) => bandContains(b, value)).length;
          if (value > lowest(first) && value < highest(last)) expect(holders).toBe(1);
          else expect(holders).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a value in two bands, or uncoloured between the ends, is always reported', () => {
    fc.assert(
      fc.property(scale, (s) => {
        const first = s.bands[0] as ColorBand;
        const last = s.bands[s.bands.length - 1] as ColorBand;
        const broken = samples.some((value) => {
          const holders = s.bands.filter((b) => bandContains(b, value)).length;
          return holders > 1 || (holders === 0 && value > lowest(first) && value < highest(last));
        });
        if (broken) expect(checkColorScale(s).length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('issues always name an existing band', () => {
    fc.assert(
      fc.property(scale, (s) => {
        for (const issue of checkColorScale(s)) {
          expect(issue.band).toBeGreaterThanOrEqual(0);
          expect(issue.band).toBeLessThan(s.bands.length);
          expect(issue.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
