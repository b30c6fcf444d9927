import { describe, expect, it } from 'vitest';
import type { RoundingMode } from './rounding.js';
import { roundHalfDown, roundHalfUp, roundWith, splitTopBottom } from './rounding.js';

describe('roundHalfUp / roundHalfDown', () => {
  it('round halves away from zero (HALF_UP) and towards zero (HALF_DOWN), symmetrically', () => {
    expect(Math.round(-2.5)).toBe(-2); // the JavaScript behaviour we do not want
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfDown(2.5, 0)).toBe(2);
    expect(roundHalfDown(-2.5, 0)).toBe(-2);
    expect(roundHalfUp(-0.5, 0)).toBe(-1);
    expect(roundHalfDown(0.5, 0)).toBe(0);
  });

  it('round non-halves to the nearest, whatever the mode', () => {
    for (const round of [roundHalfUp, roundHalfDown]) {
      expect(round(2.4, 0)).toBe(2);
      expect(round(2.6, 0)).toBe(3);
      expect(round(-2.6, 0)).toBe(-3);
      expect(round(-2.4, 0)).toBe(-2);
      expect(round(2.5000001, 0)).toBe(3);
      expect(round(-2.4999999, 0)).toBe(-2);
      expect(round(66.66666666666666, 1)).toBe(66.7);
    }
  });

  it('avoid binary float surprises', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // why the naive Math.round(x * 100) / 100 gives 1
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfDown(1.005, 2)).toBe(1);
    expect(roundHalfUp(1.255, 2)).toBe(1.26);
    expect(roundHalfUp(8.345, 2)).toBe(8.35);
    expect(roundHalfUp(1.45, 1)).toBe(1.5);
    expect(roundHalfUp(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundHalfUp(4.35 * 100, 0)).toBe(435);
    expect(roundHalfUp(10.075, 2)).toBe(10.08);
    expect(roundHalfDown(10.075, 2)).toBe(10.07);
  });

  it('carry across digits', () => {
    expect(roundHalfUp(9.995, 2)).toBe(10);
    expect(roundHalfUp(-99.95, 1)).toBe(-100);
    expect(roundHalfUp(0.995, 2)).toBe(1);
  });

  it('handle very small and very large values', () => {
    expect(roundHalfUp(0.0000005, 6)).toBe(0.000001);
    expect(roundHalfDown(0.0000005, 6)).toBe(0);
    expect(roundHalfUp(1e-9, 2)).toBe(0);
    expect(roundHalfUp(0.004, 2)).toBe(0);
    expect(roundHalfUp(0.005, 2)).toBe(0.01);
    expect(roundHalfUp(1e21, 2)).toBe(1e21);
    expect(roundHalfUp(123456789012.345, 2)).toBe(123456789012.35);
  });

  it('leave integers and zero alone and never return -0', () => {
    expect(roundHalfUp(42, 2)).toBe(42);
    expect(Object.is(roundHalfUp(-0, 2), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfDown(-0.5, 0), 0)).toBe(true);
  });

  it('pass non-finite values through and reject bad decimals', () => {
    expect(roundHalfUp(Number.NaN, 2)).toBeNaN();
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 21)).toThrow(RangeError);
  });

  it('roundWith picks the mode', () => {
    expect(roundWith(-37.5, 0, 'HALF_UP')).toBe(-38);
    expect(roundWith(-37.5, 0, 'HALF_DOWN')).toBe(-37);
  });
});

describe('splitTopBottom', () => {
  const list = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
  const sizes = (n: number, trunc: RoundingMode): [number, number] => {
    const { top, bottom } = splitTopBottom(list(n), { topSize: 3, bottomSize: 3, trunc });
    return [top.length, bottom.length];
  };

  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [2, 1, 1],
    [3, 1, 2],
    [5, 2, 3],
    [6, 3, 3],
    [7, 3, 3],
    [10, 3, 3],
  ])('HALF_DOWN splits a list of %i into %i best and %i worst', (n, best, worst) => {
    expect(sizes(n, 'HALF_DOWN')).toEqual([best, worst]);
  });

  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 1, 1],
    [3, 2, 1],
    [5, 3, 2],
    [6, 3, 3],
    [7, 3, 3],
    [10, 3, 3],
  ])('HALF_UP splits a list of %i into %i best and %i worst', (n, best, worst) => {
    expect(sizes(n, 'HALF_UP')).toEqual([best, worst]);
  });

  it('takes the ends of the list in list order and never shares an item', () => {
    expect(splitTopBottom(list(10), { topSize: 3, bottomSize: 3, trunc: 'HALF_UP' })).toEqual({
      top: [1, 2, 3],
      bottom: [8, 9, 10],
    });
    expect(splitTopBottom(list(5), { topSize: 3, bottomSize: 3, trunc: 'HALF_DOWN' })).toEqual({
      top: [1, 2],
      bottom: [3, 4, 5],
    });
    for (const n of [0, 1, 2, 3, 5, 6, 7, 10]) {
      const { top, bottom } = splitTopBottom(list(n), { topSize: 3, bottomSize: 3, trunc: 'HALF_UP' });
      expect(top.filter((x) => bottom.includes(x))).toEqual([]);
    }
  });

  it('caps each part at its size with unequal sizes', () => {
    expect(splitTopBottom(list(5), { topSize: 1, bottomSize: 5, trunc: 'HALF_DOWN' })).toEqual({
      top: [1],
      bottom: [2, 3, 4, 5],
    });
    expect(splitTopBottom(list(4), { topSize: 5, bottomSize: 1, trunc: 'HALF_UP' })).toEqual({
      top: [1, 2],
      bottom: [4],
    });
    expect(splitTopBottom(list(4), { topSize: 0, bottomSize: 0, trunc: 'HALF_UP' })).toEqual({ top: [], bottom: [] });
  });

  it('does not mutate its input and rejects bad sizes', () => {
    const items = Object.freeze(list(4));
    splitTopBottom(items, { topSize: 3, bottomSize: 3, trunc: 'HALF_UP' });
    expect(items).toEqual([1, 2, 3, 4]);
    expect(() => splitTopBottom(items, { topSize: -1, bottomSize: 3, trunc: 'HALF_UP' })).toThrow(RangeError);
  });
});
