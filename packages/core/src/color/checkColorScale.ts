import type { ColorBand, ColorScale } from '@voz/schema';

/** A problem of a colour scale found by checkColorScale. */
export interface ColorScaleIssue {
  /** gap: values between two consecutive bands take no colour; overlap: values fall in both; unordered: a band holds no value or starts before the previous one. */
  kind: 'gap' | 'overlap' | 'unordered';
  /** Index of the later band involved (the band itself for an empty band). */
  band: number;
  /** Spanish sentence in plain words. */
  message: string;
}

// A cut is a place between numbers: side 0 lies just below `value`, side 1 just above it. A band is the
// values between its lower and upper cut, so `from x` and `below x` are (x, 0), `above x` and `upTo x`
// are (x, 1), and a band holds something exactly when its lower cut comes before its upper cut.
interface Cut {
  value: number;
  side: 0 | 1;
}

const BOTTOM: Cut = { value: Number.NEGATIVE_INFINITY, side: 0 };
const TOP: Cut = { value: Number.POSITIVE_INFINITY, side: 1 };

function compareCuts(a: Cut, b: Cut): number {
  if (a.value !== b.value) return a.value < b.value ? -1 : 1;
  return a.side - b.side;
}

function maxCut(a: Cut, b: Cut): Cut {
  return compareCuts(a, b) >= 0 ? a : b;
}

function minCut(a: Cut, b: Cut): Cut {
  return compareCuts(a, b) <= 0 ? a : b;
}

// A band written with both kinds of one bound (which the schema forbids) keeps the stricter one, as
// bandContains does.
function lowerCut(band: ColorBand): Cut {
  let cut = BOTTOM;
  if (band.from !== undefined) cut = maxCut(cut, { value: band.from, side: 0 });
  if (band.above !== undefined) cut = maxCut(cut, { value: band.above, side: 1 });
  return cut;
}

function upperCut(band: ColorBand): Cut {
  let cut = TOP;
  if (band.upTo !== undefined) cut = minCut(cut, { value: band.upTo, side: 1 });
  if (band.below !== undefined) cut = minCut(cut, { value: band.below, side: 0 });
  return cut;
}

/** The values between two cuts in words: "más de 40 y hasta 80", "el valor 40", "cualquier valor". */
function rangeWords(lower: Cut, upper: Cut): string {
  if (lower.value === upper.value && lower.side === 0 && upper.side === 1) return `el valor ${lower.value}`;
  const from = Number.isFinite(lower.value) ? `${lower.side === 0 ? 'desde' : 'más de'} ${lower.value}` : '';
  const to = Number.isFinite(upper.value) ? `${upper.side === 1 ? 'hasta' : 'menos de'} ${upper.value}` : '';
  if (from !== '' && to !== '') return `${from} y ${to}`;
  return from !== '' ? from : to !== '' ? to : 'cualquier valor';
}

interface BandRange {
  index: number;
  band: ColorBand;
  lower: Cut;
  upper: Cut;
}

function bandWords(range: BandRange): string {
  const label = range.band.label?.es;
  const name = label === undefined ? '' : ` «${label}»`;
  return `la banda ${range.index + 1}${name} (${rangeWords(range.lower, range.upper)})`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Finds gaps, overlaps and unordered bounds of a colour scale. A band is unordered when it holds no
 * value (its lower bound is above its upper bound, or equal with an exclusive side) or starts before the
 * previous band; consecutive bands must meet exactly, or there is a gap (values of neither, e.g. upTo 40
 * then above 41, or below 40 then above 40) or an overlap (values of both, e.g. upTo 40 then from 40).
 * Only the middle is checked: the first band may be open below and the last open above.
 */
export function checkColorScale(scale: ColorScale): ColorScaleIssue[] {
  const issues: ColorScaleIssue[] = [];
  let previous: BandRange | undefined;
  for (const [index, band] of scale.bands.entries()) {
    const range: BandRange = { index, band, lower: lowerCut(band), upper: upperCut(band) };
    if (compareCuts(range.lower, range.upper) >= 0) {
      issues.push({
        kind: 'unordered',
        band: index,
        message: `${capitalized(bandWords(range))} no contiene ningún valor: su límite inferior no queda por debajo del superior.`,
      });
      continue;
    }
    if (previous !== undefined) {
      if (compareCuts(range.lower, previous.lower) < 0) {
        issues.push({
          kind: 'unordered',
          band: index,
          message: `${capitalized(bandWords(range))} empieza antes que ${bandWords(previous)}: las bandas van de los valores más bajos a los más altos.`,
        });
      } else if (compareCuts(range.lower, previous.upper) < 0) {
        const overlap = rangeWords(range.lower, minCut(previous.upper, range.upper));
        issues.push({
          kind: 'overlap',
          band: index,
          message: `${capitalized(bandWords(previous))} y ${bandWords(range)} se solapan; caen en las dos: ${overlap}.`,
        });
      } else if (compareCuts(range.lower, previous.upper) > 0) {
        const gap = rangeWords(previous.upper, range.lower);
        issues.push({
          kind: 'gap',
          band: index,
          message: `Entre ${bandWords(previous)} y ${bandWords(range)} quedan valores sin color: ${gap}.`,
        });
      }
    }
    previous = range;
  }
  return issues;
}
