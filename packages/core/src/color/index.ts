export { checkColorScale } from './checkColorScale.js';
export type { ColorScaleIssue } from './checkColorScale.js';
export { bandContains, bandOf, colorOf, resolveColorScale, toHex } from './colorOf.js';
export type { ValueColor } from './colorOf.js';
