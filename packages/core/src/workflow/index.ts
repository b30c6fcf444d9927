export {
  ALERT_DRAWER_DEFAULT_DAYS,
  ALERT_DRAWER_RANGES_DAYS,
  ALERT_STATUSES,
  ALERT_TRANSITIONS,
  ALERT_TYPES,
  canMoveAlert,
  firstResponseOf,
  initialAlertState,
  isAlertStatus,
  isAlertType,
  moveAlert,
} from './alerts.js';
export type { AlertState, AlertStatus, AlertType, FirstResponse } from './alerts.js';
export { ALERT_ADMIN_ROLE, alertPermissions, planPermissions } from './permissions.js';
export type { AlertPermissions, PermissionHolder, PlanPermissions } from './permissions.js';
export {
  ACTIVITY_STATUSES,
  DEFAULT_CAUSE_CATEGORIES,
  PLAN_STATUSES,
  PLAN_TRANSITIONS,
  activityStatusOf,
  causeCategories,
  isEditable,
  isPlanStatus,
  planMoves,
  transitionAction,
} from './action-plans.js';
export type { ActivityStatus, PlanStatus, TransitionAction } from './action-plans.js';
