/** Data-quality % as reported, or 100 when the source omits it (null, undefined or NaN). */
export function dataQualityPercentage(validPerc: number | null | undefined): number {
  // A source without quality checks has nothing flagged as invalid, hence 100, not 0.
  return validPerc === null || validPerc === undefined || Number.isNaN(validPerc) ? 100 : validPerc;
}

/** The response counts data quality reads. */
export interface DataQualityCounts {
  answered: number;
  inProgress: number;
  invalid: number;
}

/**
 * Data quality in % from counts by status: the share of the responses with answers (answered, in
 * progress, invalid) that are not flagged INVALID, × 100; 100 when there are none
 * (dataQualityPercentage of a missing value, platform-core §9). Unrounded. The one formula every
 * backend route that reports `validPerc` uses.
 */
export function dataQualityFromCounts(counts: DataQualityCounts): number {
  const { answered, inProgress, invalid } = counts;
  for (const [name, n] of Object.entries(counts)) {
    if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got ${n}`);
  }
  const withAnswers = answered + inProgress + invalid;
  return dataQualityPercentage(withAnswers === 0 ? null : ((answered + inProgress) / withAnswers) * 100);
}
