import { PALETTE } from '@voz/schema';
import type { Color, ColorBand, ColorScale, ColorScaleRef, PaletteToken } from '@voz/schema';

/** The colour a value takes on a scale. */
export interface ValueColor {
  /** The band's colour as written (palette token or #RRGGBB). */
  color: Color;
  /** The colour as #RRGGBB. */
  hex: string;
  /** Index of the band. */
  band: number;
}

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

function isPaletteToken(color: string): color is PaletteToken {
  return Object.hasOwn(PALETTE, color);
}

/**
 * A colour as upper-case #RRGGBB: palette tokens through `PALETTE`, explicit colours as written. Anything
 * else (which the schema rejects) gets the neutral colour, so a renderer never receives garbage.
 */
export function toHex(color: Color): string {
  if (isPaletteToken(color)) return PALETTE[color];
  if (HEX_COLOR.test(color)) return color.toUpperCase();
  return PALETTE.neutral;
}

/** Whether a value lies within a band's bounds (a missing bound is open). */
export function bandContains(band: ColorBand, value: number): boolean {
  if (band.from !== undefined && !(value >= band.from)) return false;
  if (band.above !== undefined && !(value > band.above)) return false;
  if (band.upTo !== undefined && !(value <= band.upTo)) return false;
  if (band.below !== undefined && !(value < band.below)) return false;
  return true;
}

/** Index of the first band holding the value; null when none does or the value is not finite. */
export function bandOf(value: number, scale: ColorScale): number | null {
  if (!Number.isFinite(value)) return null;
  const index = scale.bands.findIndex((band) => bandContains(band, value));
  return index < 0 ? null : index;
}

/** The scale a reference names (a tenant scale by name, or one written in place); undefined when unknown. */
export function resolveColorScale(
  scaleRef: ColorScaleRef | undefined,
  named: Readonly<Record<string, ColorScale | undefined>>,
): ColorScale | undefined {
  if (scaleRef === undefined) return undefined;
  if (typeof scaleRef !== 'string') return scaleRef;
  return Object.hasOwn(named, scaleRef) ? named[scaleRef] : undefined;
}

/**
 * The colour of a value on a scale given by reference; null when there is no value, no scale, an unknown
 * scale name, or no band holds the value.
 */
export function colorOf(
  value: number | null,
  scaleRef: ColorScaleRef | undefined,
  named: Readonly<Record<string, ColorScale | undefined>>,
): ValueColor | null {
  if (value === null) return null;
  const scale = resolveColorScale(scaleRef, named);
  if (scale === undefined) return null;
  const band = bandOf(value, scale);
  const color = band === null ? undefined : scale.bands[band]?.color;
  if (band === null || color === undefined) return null;
  return { color, hex: toHex(color), band };
}
