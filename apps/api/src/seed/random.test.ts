import { describe, expect, it } from 'vitest';
import { createRandom, weightedPicker } from './random.js';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays in [0, 1) and spreads over it', () => {
    const r = createRandom(7);
    const values = Array.from({ length: 10_000 }, () => r.next());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('draws integers with both ends included', () => {
    const r = createRandom(1);
    const seen = new Set(Array.from({ length: 2000 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('draws normals with the asked mean and spread', () => {
    const r = createRandom(5);
    const values = Array.from({ length: 20_000 }, () => r.normal(10, 2));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    expect(mean).toBeCloseTo(10, 1);
    expect(sd).toBeGreaterThan(1.9);
    expect(sd).toBeLessThan(2.1);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it('rejects a seed that is not a finite number and picks from empty lists', () => {
    expect(() => createRandom(Number.NaN)).toThrow(RangeError);
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});

describe('weightedPicker', () => {
  it('follows the weights and never picks a zero weight', () => {
    const r = createRandom(9);
    const pick = weightedPicker(['a', 'b', 'c'], [3, 0, 1]);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 8000; i++) counts[pick(r) as 'a' | 'b' | 'c']++;
    expect(counts.b).toBe(0);
    expect(counts.a / counts.c).toBeGreaterThan(2.6);
    expect(counts.a / counts.c).toBeLessThan(3.4);
  });

  it('rejects mismatched lengths, empty lists and all-zero weights', () => {
    expect(() => weightedPicker(['a'], [1, 2])).toThrow(RangeError);
    expect(() => weightedPicker([], [])).toThrow(RangeError);
    expect(() => weightedPicker(['a', 'b'], [0, -1])).toThrow(RangeError);
  });
});
