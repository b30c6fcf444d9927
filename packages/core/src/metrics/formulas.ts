/**
 * Customer-experience formulas. The exact definitions, with a worked example, live in
 * docs/decisions/formulas.md; keep the two in step (formulas.test.ts checks the table).
 *
 * Every formula returns `null` for an empty sample, never 0, so a widget can tell "no data" from
 * "a score of zero". The one exception is count-number, whose empty answer is a real count of 0.
 * Values are unrounded: rounding happens once, at display (see rounding.ts).
 */

export type FormulaName =
  | 'nps'
  | 'nps-10'
  | 'nps-5'
  | 'average'
  | 'wavg'
  | 'avgmax-10'
  | 'count-number'
  | 'top-two-box'
  | 'sentiment-percentage';

export const FORMULA_NAMES: readonly FormulaName[] = [
  'nps',
  'nps-10',
  'nps-5',
  'average',
  'wavg',
  'avgmax-10',
  'count-number',
  'top-two-box',
  'sentiment-percentage',
];

/** Inclusive answer range of a rating question. */
export interface RatingScale {
  min: number;
  max: number;
}

/** Score of one comment's sentiment: positive 1, neutral 0, negative -1. */
export type SentimentScore = -1 | 0 | 1;

export const SCALE_0_10: Readonly<RatingScale> = Object.freeze({ min: 0, max: 10 });
export const SCALE_1_5: Readonly<RatingScale> = Object.freeze({ min: 1, max: 5 });

export interface NpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

export interface NpsBreakdown extends NpsCounts {
  count: number;
  value: number | null;
}

/** Lowest promoter and lowest passive answer; anything below passiveMin is a detractor. */
export interface NpsThresholds {
  promoterMin: number;
  passiveMin: number;
}

/** Pre-aggregated sample: the sum of the answers and how many there were. */
export interface SampleSums {
  sum: number;
  count: number;
}

export interface FormulaInput {
  /** Answers (ratings), or sentiment scores for 'sentiment-percentage'. */
  values: readonly number[];
  /** Weights paired with `values` by index; read by 'wavg' only (missing means every weight is 1). */
  weights?: readonly number[];
  /** Sentiment whose share 'sentiment-percentage' measures; defaults to positive (1). */
  sentiment?: SentimentScore;
}

/** Whether a string names a known formula (dashboards store formula names as plain strings). */
export function isFormulaName(name: string): name is FormulaName {
  return (FORMULA_NAMES as readonly string[]).includes(name);
}

function assertScale(scale: RatingScale): void {
  if (!Number.isFinite(scale.min) || !Number.isFinite(scale.max) || scale.min >= scale.max) {
    throw new RangeError(`Invalid rating scale ${scale.min}–${scale.max}: min must be below max`);
  }
}

function assertCount(name: string, n: number): void {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got ${n}`);
}

function inScale(scale: RatingScale): (v: number) => boolean {
  return (v) => Number.isFinite(v) && v >= scale.min && v <= scale.max;
}

/** NPS cut-offs for a scale: 9/7 on scales topping at 10, 5/4 on scales topping at 5. */
export function npsThresholds(scale: RatingScale): NpsThresholds {
  assertScale(scale);
  // Only the two industry conventions exist; inventing one for another scale would be a guess.
  if (scale.max === 10) return { promoterMin: 9, passiveMin: 7 };
  if (scale.max === 5) return { promoterMin: 5, passiveMin: 4 };
  throw new RangeError(`No NPS convention for a scale ending at ${scale.max} (expected 10 or 5)`);
}

/** NPS from promoter/passive/detractor counts, the form pre-aggregated rollups can sum. */
export function npsFromCounts(counts: NpsCounts): number | null {
  assertCount('promoters', counts.promoters);
  assertCount('passives', counts.passives);
  assertCount('detractors', counts.detractors);
  const count = counts.promoters + counts.passives + counts.detractors;
  return count === 0 ? null : ((counts.promoters - counts.detractors) / count) * 100;
}

/** Promoters, passives, detractors and NPS of raw answers; answers off the scale are ignored. */
export function npsBreakdown(answers: readonly number[], scale: RatingScale = SCALE_0_10): NpsBreakdown {
  const { promoterMin, passiveMin } = npsThresholds(scale);
  const counts: NpsCounts = { promoters: 0, passives: 0, detractors: 0 };
  for (const v of answers.filter(inScale(scale))) {
    if (v >= promoterMin) counts.promoters++;
    else if (v >= passiveMin) counts.passives++;
    else counts.detractors++;
  }
  const count = counts.promoters + counts.passives + counts.detractors;
  return { ...counts, count, value: npsFromCounts(counts) };
}

/** Mean from a pre-aggregated sum and count. */
export function averageFromSums(sums: SampleSums): number | null {
  assertCount('count', sums.count);
  return sums.count === 0 ? null : sums.sum / sums.count;
}

/** Sum and count of the finite answers, the rollup form of a sample. */
export function sampleSums(values: readonly number[]): SampleSums {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (Number.isFinite(v)) {
      sum += v;
      count++;
    }
  }
  return { sum, count };
}

/** Arithmetic mean of the finite answers. */
export function average(values: readonly number[]): number | null {
  return averageFromSums(sampleSums(values));
}

/** Σ v·w / Σ w over the pairs whose value is finite and whose weight is finite and positive. */
export function weightedAverage(values: readonly number[], weights: readonly number[]): number | null {
  if (values.length !== weights.length) {
    throw new RangeError(`wavg needs one weight per value (${values.length} values, ${weights.length} weights)`);
  }
  let weighted = 0;
  let weightSum = 0;
  values.forEach((v, i) => {
    const w = weights[i] ?? Number.NaN;
    if (Number.isFinite(v) && Number.isFinite(w) && w > 0) {
      weighted += v * w;
      weightSum += w;
    }
  });
  return weightSum === 0 ? null : weighted / weightSum;
}

/** Mean rescaled to 0–10, from sums of in-scale answers: (mean − min) × 10 / (max − min). */
export function avgMax10FromSums(sums: SampleSums, scale: RatingScale = SCALE_0_10): number | null {
  assertScale(scale);
  assertCount('count', sums.count);
  if (sums.count === 0) return null;
  // Working on the sums (not the mean) keeps integer samples exact: 7 stays 7, not 7.000000000000001.
  return ((sums.sum - scale.min * sums.count) * 10) / ((scale.max - scale.min) * sums.count);
}

/** Mean of the in-scale answers rescaled to 0–10. */
export function avgMax10(values: readonly number[], scale: RatingScale = SCALE_0_10): number | null {
  assertScale(scale);
  return avgMax10FromSums(sampleSums(values.filter(inScale(scale))), scale);
}

/** Number of finite answers (0 for an empty sample: a count, not a score). */
export function countNumber(values: readonly number[]): number {
  return values.filter(Number.isFinite).length;
}

/** Share in % of in-scale answers in the top two points of the scale (≥ max − 1). */
export function topTwoBox(values: readonly number[], scale: RatingScale = SCALE_0_10): number | null {
  assertScale(scale);
  const answers = values.filter(inScale(scale));
  const top = answers.filter((v) => v >= scale.max - 1).length;
  return answers.length === 0 ? null : (top / answers.length) * 100;
}

/** part / count × 100; null when count is 0. */
export function sentimentPercentage(part: number, count: number): number | null {
  assertCount('part', part);
  assertCount('count', count);
  if (part > count) throw new RangeError(`part (${part}) cannot exceed count (${count})`);
  return count === 0 ? null : (part / count) * 100;
}

function isSentimentScore(v: number): v is SentimentScore {
  return v === 1 || v === 0 || v === -1;
}

/**
 * Runs a formula by name. 'nps', 'avgmax-10' and 'top-two-box' use `scale` (default 0–10);
 * 'nps-10' and 'nps-5' fix their scale (0–10, 1–5) and ignore it; the rest are scale-free.
 */
export function computeFormula(
  formula: FormulaName,
  input: FormulaInput,
  scale: RatingScale = SCALE_0_10,
): number | null {
  const { values } = input;
  switch (formula) {
    case 'nps':
      return npsBreakdown(values, scale).value;
    case 'nps-10':
      return npsBreakdown(values, SCALE_0_10).value;
    case 'nps-5':
      return npsBreakdown(values, SCALE_1_5).value;
    case 'average':
      return average(values);
    case 'wavg':
      return weightedAverage(values, input.weights ?? values.map(() => 1));
    case 'avgmax-10':
      return avgMax10(values, scale);
    case 'count-number':
      return countNumber(values);
    case 'top-two-box':
      return topTwoBox(values, scale);
    case 'sentiment-percentage': {
      // Values that are not a sentiment score (e.g. unclassified comments) are left out of the count.
      const scores = values.filter(isSentimentScore);
      const target = input.sentiment ?? 1;
      return sentimentPercentage(scores.filter((s) => s === target).length, scores.length);
    }
    default: {
      const unknown: never = formula;
      throw new RangeError(`Unknown formula: ${String(unknown)}`);
    }
  }
}
