export { canHoldTogether, MAX_CONDITION_WORLDS } from './canHoldTogether.js';
export type { ConditionSpace } from './canHoldTogether.js';
export {
  CONDITION_WORDS,
  describeCondition,
  describeCurrentState,
  FEATURE_NAMES,
  LANGUAGE_NAMES,
} from './describeCondition.js';
export type { ConditionWords } from './describeCondition.js';
export {
  conditionParts,
  effectiveSelection,
  evaluateCondition,
  isRootSelection,
  rootOf,
  CONDITION_KEYS,
  SELECTION_DIMENSIONS,
  selectionTestHolds,
} from './evaluateCondition.js';
export type {
  ConditionContext,
  ConditionKey,
  ConditionPart,
  ConditionRoots,
  SelectionDimension,
} from './evaluateCondition.js';
export { explainCondition } from './explainCondition.js';
export { conditionTrees, isWithin } from './trees.js';
export type { ConditionTrees } from './trees.js';
export type { ConditionExplanation } from './explainCondition.js';
