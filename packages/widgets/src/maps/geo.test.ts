import { describe, expect, it } from 'vitest';
import { unwrapPolygon, type Polygon } from './geo.js';

describe('unwrapPolygon', () => {
  it('makes a ring crossing the antimeridian continuous (Fiji: 179° → −179° becomes 181°)', () => {
    const fiji: Polygon = [
      [
        [178, -17],
        [179.5, -16],
        [-179.5, -16.5],
        [-179, -17],
        [179, -18],
        [178, -17],
      ],
    ];
    expect(unwrapPolygon(fiji)).toEqual([
      [
        [178, -17],
        [179.5, -16],
        [180.5, -16.5],
        [181, -17],
        [179, -18],
        [178, -17],
      ],
    ]);
  });

  it('keeps a polygon that does not cross it as it is, without copying it', () => {
    const chile: Polygon = [
      [
        [-70, -18],
        [-68, -22],
        [-74, -52],
        [-70, -18],
      ],
      [
        [-71, -30],
        [-70.5, -30.5],
        [-71, -30],
      ],
    ];
    expect(unwrapPolygon(chile)).toBe(chile);
    // One ring of several crossing: only that ring is copied.
    const mixed: Polygon = [
      chile[0]!,
      [
        [179, 1],
        [-179, 2],
        [179, 1],
      ],
    ];
    const out = unwrapPolygon(mixed);
    expect(out[0]).toBe(chile[0]);
    expect(out[1]).toEqual([
      [179, 1],
      [181, 2],
      [179, 1],
    ]);
  });
});
