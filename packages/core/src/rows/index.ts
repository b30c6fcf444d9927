export type { IndicatorRow, TagCategory, TagCount } from './indicator-row.js';
export { normaliseRows, rowNumber } from './normalise.js';
