import { PALETTE } from '@voz/schema';
import type { Color, ColorScale } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { bandContains, bandOf, colorOf, resolveColorScale, toHex } from './colorOf.js';

/** 0–100 scale: red up to 40, neutral above 40, green above 80. */
const percent: ColorScale = {
  bands: [
    { upTo: 40, color: 'red' },
    { above: 40, upTo: 80, color: 'neutral' },
    { above: 80, color: 'green' },
  ],
};

/** CSAT: red below 3, green from 4. */
const csat: ColorScale = {
  bands: [
    { below: 3, color: 'red' },
    { from: 3, below: 4, color: 'neutral' },
    { from: 4, color: '#3f9e4d' },
  ],
};

describe('bandOf', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [40, 0],
    [40.0001, 1],
    [80, 1],
    [80.5, 2],
    [100, 2],
  ])('on the 0–100 scale %d falls in band %i', (value, band) => {
    expect(bandOf(value, percent)).toBe(band);
  });

  it.each([
    [2.99, 0],
    [3, 1],
    [3.99, 1],
    [4, 2],
    [5, 2],
  ])('on the CSAT scale %d falls in band %i', (value, band) => {
    expect(bandOf(value, csat)).toBe(band);
  });

  it('is null when no band holds the value', () => {
    const closed: ColorScale = { bands: [{ from: 0, upTo: 10, color: 'red' }] };
    expect(bandOf(-1, closed)).toBeNull();
    expect(bandOf(10.5, closed)).toBeNull();
    expect(bandOf(10, closed)).toBe(0);
  });

  it('is null for values that are not finite', () => {
    expect(bandOf(Number.NaN, percent)).toBeNull();
    expect(bandOf(Number.POSITIVE_INFINITY, percent)).toBeNull();
  });

  it('takes the first band when bands overlap', () => {
    const overlapping: ColorScale = {
      bands: [
        { upTo: 40, color: 'red' },
        { from: 40, color: 'green' },
      ],
    };
    expect(bandOf(40, overlapping)).toBe(0);
  });
});

describe('bandContains', () => {
  it('treats each bound by its kind', () => {
    expect(bandContains({ from: 3, color: 'red' }, 3)).toBe(true);
    expect(bandContains({ above: 3, color: 'red' }, 3)).toBe(false);
    expect(bandContains({ upTo: 3, color: 'red' }, 3)).toBe(true);
    expect(bandContains({ below: 3, color: 'red' }, 3)).toBe(false);
    expect(bandContains({ color: 'red' }, -1e9)).toBe(true);
  });
});

describe('toHex', () => {
  it('maps palette tokens through PALETTE', () => {
    expect(toHex('green')).toBe('#88DD76');
    expect(toHex('satisfaction1')).toBe(PALETTE.satisfaction1);
  });

  it('keeps explicit colours, upper-cased', () => {
    expect(toHex('#db7476')).toBe('#DB7476');
    expect(toHex('#CD4245')).toBe('#CD4245');
  });

  it('falls back to neutral for anything else', () => {
    // Data read from JSON at run time may hold anything; the types cannot promise otherwise.
    expect(toHex('tomato' as Color)).toBe(PALETTE.neutral);
    expect(toHex('constructor' as Color)).toBe(PALETTE.neutral);
    expect(toHex('#12345')).toBe(PALETTE.neutral);
  });
});

describe('colorOf', () => {
  const named: Record<string, ColorScale> = { percent, csat };

  it('resolves a named scale', () => {
    expect(colorOf(90, 'percent', named)).toEqual({ color: 'green', hex: '#88DD76', band: 2 });
    expect(colorOf(2, 'csat', named)).toEqual({ color: 'red', hex: '#CD4245', band: 0 });
  });

  it('uses a scale written in place', () => {
    expect(colorOf(4.5, csat, {})).toEqual({ color: '#3f9e4d', hex: '#3F9E4D', band: 2 });
  });

  it('is null without value, without scale, for an unknown name or outside every band', () => {
    expect(colorOf(null, 'percent', named)).toBeNull();
    expect(colorOf(50, undefined, named)).toBeNull();
    expect(colorOf(50, 'missing', named)).toBeNull();
    expect(colorOf(50, 'toString', named)).toBeNull();
    expect(colorOf(50, { bands: [{ above: 60, color: 'green' }] }, named)).toBeNull();
    expect(colorOf(Number.NaN, 'percent', named)).toBeNull();
  });
});

describe('resolveColorScale', () => {
  it('returns the named scale, the scale in place, or undefined', () => {
    expect(resolveColorScale('percent', { percent })).toBe(percent);
    expect(resolveColorScale(csat, {})).toBe(csat);
    expect(resolveColorScale('nope', { percent })).toBeUndefined();
    expect(resolveColorScale(undefined, { percent })).toBeUndefined();
  });
});
