export type { IndicatorRow, TagCategory, TagCount } from './indicator-row.js';
