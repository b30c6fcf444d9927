/**
 * Display rounding with Java RoundingMode semantics, which the product's figures were defined with:
 * HALF_UP rounds a half away from zero (-2.5 -> -3), HALF_DOWN towards zero (-2.5 -> -2).
 * JavaScript's Math.round rounds halves towards +∞ (Math.round(-2.5) === -2), so it matches neither.
 *
 * Rounding works on the value's shortest-faithful decimal form (15 significant digits), so
 * 1.005, stored as 1.00499999999999989…, is treated as the 1.005 everybody wrote and rounds to 1.01.
 */

export type RoundingMode = 'HALF_UP' | 'HALF_DOWN';

/** Significant digits a double always round-trips; beyond them the digits are binary noise. */
const SIGNIFICANT_DIGITS = 15;

function roundHalf(value: number, decimals: number, mode: RoundingMode): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const [mantissa = '', exponent = '0'] = Math.abs(value)
    .toExponential(SIGNIFICANT_DIGITS - 1)
    .split('e');
  const digits = mantissa.replace('.', '');
  // digits[i] has place value 10^(exp − i); keep those worth at least 10^−decimals.
  const keep = Number(exponent) + decimals + 1;
  if (keep >= SIGNIFICANT_DIGITS) return value;
  if (keep < 0) return 0;
  const rest = digits.slice(keep);
  const isHalf = rest[0] === '5' && /^0*$/.test(rest.slice(1));
  const up = isHalf ? mode === 'HALF_UP' : rest[0] !== undefined && rest[0] >= '5';
  const kept = Number(digits.slice(0, keep) || '0') + (up ? 1 : 0);
  // Parsing "123e-2" gives the double nearest 1.23; multiplying by 0.01 would not always.
  const rounded = Number(`${kept}e-${decimals}`);
  // Never return -0: it would print as "-0" and is never a meaningful display value.
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** Rounds to `decimals` places, halves away from zero (Java HALF_UP): 2.5 -> 3, -2.5 -> -3. */
export function roundHalfUp(value: number, decimals: number): number {
  return roundHalf(value, decimals, 'HALF_UP');
}

/** Rounds to `decimals` places, halves towards zero (Java HALF_DOWN): 2.5 -> 2, -2.5 -> -2. */
export function roundHalfDown(value: number, decimals: number): number {
  return roundHalf(value, decimals, 'HALF_DOWN');
}

/** Rounds with the given mode. */
export function roundWith(value: number, decimals: number, mode: RoundingMode): number {
  return roundHalf(value, decimals, mode);
}

export interface SplitTopBottomOptions {
  topSize: number;
  bottomSize: number;
  /** How the top part rounds half the list when the list is too short for both parts. */
  trunc: RoundingMode;
}

export interface TopBottom<T> {
  top: T[];
  bottom: T[];
}

/**
 * Splits a best-first list into its best (`top`) and worst (`bottom`) parts, never sharing an item.
 * With n ≥ topSize + bottomSize: top = the first topSize items, bottom = the last bottomSize.
 * Otherwise top = min(topSize, n/2 rounded with `trunc`) and bottom = min(bottomSize, n − top):
 * n/2 is whole or a half, so HALF_DOWN gives top = ⌊n/2⌋ (n = 5 -> 2 and 3) and
 * HALF_UP gives top = ⌈n/2⌉ (n = 5 -> 3 and 2). Both parts keep the list's order.
 */
export function splitTopBottom<T>(items: readonly T[], opts: SplitTopBottomOptions): TopBottom<T> {
  const { topSize, bottomSize, trunc } = opts;
  if (!Number.isInteger(topSize) || !Number.isInteger(bottomSize) || topSize < 0 || bottomSize < 0) {
    throw new RangeError(`topSize and bottomSize must be non-negative integers (${topSize}, ${bottomSize})`);
  }
  const n = items.length;
  const topCount = n >= topSize + bottomSize ? topSize : Math.min(topSize, roundHalf(n / 2, 0, trunc));
  const bottomCount = Math.min(bottomSize, n - topCount);
  return { top: items.slice(0, topCount), bottom: items.slice(n - bottomCount) };
}
