import { describe, expect, it } from 'vitest';
import { smoothPath } from './smoothPath.js';

const points = [
  { x: 0, y: 60 },
  { x: 60, y: 0 },
  { x: 120, y: 60 },
  { x: 180, y: 30 },
];

/** The numbers of a path, in order. */
const numbers = (d: string): number[] => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('smoothPath (tenant defaults.smoothFactor)', () => {
  it('draws straight segments at factor 0', () => {
    expect(smoothPath(points, 0)).toBe('M0,60L60,0L120,60L180,30');
  });

  it('bends the segments at factor 0.5 and still goes through every point', () => {
    const d = smoothPath(points, 0.5);
    expect(d.startsWith('M0,60C')).toBe(true);
    expect(d.match(/C/g)).toHaveLength(3);
    // Each curve ends on the next point.
    const curves = d.split('C').slice(1).map(numbers);
    expect(curves.map((c) => c.slice(4))).toEqual([
      [60, 0],
      [120, 60],
      [180, 30],
    ]);
    // First control point of the middle segment: p1 + (p2 − p0) × 0.5 / 6.
    expect(curves[1]?.slice(0, 2)).toEqual([70, 0]);
  });

  it('bends more as the factor grows', () => {
    const offset = (factor: number): number => {
      const c = smoothPath(points, factor).split('C')[2] ?? '';
      return Math.abs((numbers(c)[0] ?? 0) - 60);
    };
    expect(offset(0.25)).toBeLessThan(offset(0.5));
    expect(offset(0.5)).toBeLessThan(offset(1));
    // Beyond 1 it is clamped.
    expect(smoothPath(points, 3)).toBe(smoothPath(points, 1));
  });

  it('breaks the line at a missing value and draws two points straight', () => {
    const gapped = [points[0], { x: 60, y: null }, points[2], points[3]].map((p) => p ?? { x: null, y: null });
    expect(smoothPath(gapped, 0.5)).toBe('M0,60M120,60L180,30');
    expect(smoothPath([], 0.5)).toBe('');
  });
});
