import { describe, expect, it } from 'vitest';
import { hashSeed, seededRandom } from './seeded.js';

describe('hashSeed', () => {
  it('is stable and tells parts apart', () => {
    expect(hashSeed('auto-b', 'cxo', 'gen-nps')).toBe(hashSeed('auto-b', 'cxo', 'gen-nps'));
    expect(hashSeed('ab', 'c')).not.toBe(hashSeed('a', 'bc'));
    expect(hashSeed('')).toBe(0x811c9dc5);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for one seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int() inside its bounds and reaches both ends', () => {
    const r = seededRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(-2, 2)));
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrow(RangeError);
  });
});
