export { NO_VALUE, formatCount, formatValue } from './numbers.js';
export type { NumberFormat } from './numbers.js';
