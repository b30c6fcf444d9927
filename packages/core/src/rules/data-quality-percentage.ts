/** Data-quality % as reported, or 100 when the source omits it (null, undefined or NaN). */
export function dataQualityPercentage(validPerc: number | null | undefined): number {
  // A source without quality checks has nothing flagged as invalid, hence 100, not 0.
  return validPerc === null || validPerc === undefined || Number.isNaN(validPerc) ? 100 : validPerc;
}
