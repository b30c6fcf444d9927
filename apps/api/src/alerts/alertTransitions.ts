// The alert workflow lives in packages/core (workflow/alerts.ts), where the portal reads it too:
// the API and the screens allow the same status changes.
export { ALERT_STATUSES, ALERT_TRANSITIONS, ALERT_TYPES, canMoveAlert, initialAlertState, moveAlert } from '@voz/core';
export type { AlertState, AlertStatus, AlertType } from '@voz/core';
