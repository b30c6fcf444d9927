import type { ConditionContext } from '../evaluateCondition.js';

/**
 * A condition context for tests: nothing selected, auto-b's roots (geography 10001, logical 15), not
 * the highest scope, Spanish, no feature; `overrides` replace any of it.
 */
export function conditionContext(overrides: Partial<ConditionContext> = {}): ConditionContext {
  return {
    criticalMoments: [],
    geographies: [],
    logicals: [],
    channels: [],
    roots: { criticalMoment: 0, geo: 10001, logical: 15 },
    highestScope: false,
    language: 'es',
    features: [],
    ...overrides,
  };
}
