// The plan workflow lives in packages/core (workflow/action-plans.ts), where the portal reads it
// too: the API and the screens allow the same moves, each with the action of §6 it needs.
export {
  ACTIVITY_STATUSES,
  PLAN_STATUSES,
  PLAN_TRANSITIONS,
  activityStatusOf,
  isEditable,
  transitionAction,
} from '@voz/core';
export type { TransitionAction } from '@voz/core';
