export {
  FORMULA_NAMES,
  SCALE_0_10,
  SCALE_1_5,
  average,
  averageFromSums,
  avgMax10,
  avgMax10FromSums,
  computeFormula,
  countNumber,
  isFormulaName,
  npsBreakdown,
  npsFromCounts,
  npsThresholds,
  sampleSums,
  sentimentPercentage,
  topTwoBox,
  weightedAverage,
} from './formulas.js';
export type {
  FormulaInput,
  FormulaName,
  NpsBreakdown,
  NpsCounts,
  NpsThresholds,
  RatingScale,
  SampleSums,
  SentimentScore,
} from './formulas.js';
export { roundHalfDown, roundHalfUp, roundWith, splitTopBottom } from './rounding.js';
export type { RoundingMode, SplitTopBottomOptions, TopBottom } from './rounding.js';
