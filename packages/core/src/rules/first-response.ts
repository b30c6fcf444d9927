import { FIRST_RESPONSE_BASE_HOURS } from './constants.js';

export type FirstResponseClass = 'fast' | 'slow';

/** 'fast' when the first response took strictly under `baseHours` (36), 'slow' otherwise, 36 h included. */
export function classifyFirstResponse(
  hours: number,
  baseHours: number = FIRST_RESPONSE_BASE_HOURS,
): FirstResponseClass {
  // NaN compares false, so an unknown time is 'slow': never reward missing data.
  return hours < baseHours ? 'fast' : 'slow';
}
