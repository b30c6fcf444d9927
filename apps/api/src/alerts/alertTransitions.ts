/** Status of an alert (platform-core §4). */
export type AlertStatus = 'NOT_HANDLED' | 'IN_PROCESS' | 'CLOSED';

/** Type of an alert (platform-core §3). */
export type AlertType = 'INCIDENT' | 'RESCUE' | 'ABANDON' | 'WOW';

/** Every alert status, in workflow order. */
export const ALERT_STATUSES: readonly AlertStatus[] = ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'];
/** Every alert type. */
export const ALERT_TYPES: readonly AlertType[] = ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'];

/**
 * The status changes an update may make (the spec shows none, so they are designed here): an
 * alert is taken in hand (NOT_HANDLED → IN_PROCESS) or closed straight away (NOT_HANDLED →
 * CLOSED, e.g. a WOW that needs no follow-up); an alert in process is closed; a closed alert may be
 * reopened into IN_PROCESS. Nothing goes back to NOT_HANDLED: once someone has responded, the
 * first response has happened. Keeping the same status is always allowed (no change).
 */
export const ALERT_TRANSITIONS: Readonly<Record<AlertStatus, readonly AlertStatus[]>> = {
  NOT_HANDLED: ['IN_PROCESS', 'CLOSED'],
  IN_PROCESS: ['CLOSED'],
  CLOSED: ['IN_PROCESS'],
};

/** The status and workflow times of an alert. */
export interface AlertState {
  status: AlertStatus;
  /** When the alert first left NOT_HANDLED (kept when it is reopened). */
  firstResponseAt: Date | null;
  /** When the alert was closed; cleared when it is reopened. */
  closedAt: Date | null;
}

/** Whether an alert may go from one status to another (the same status included). */
export function canMoveAlert(from: AlertStatus, to: AlertStatus): boolean {
  return from === to || ALERT_TRANSITIONS[from].includes(to);
}

/**
 * The state after moving an alert to `to` at `now`, or null when ALERT_TRANSITIONS forbids it.
 * The first move out of NOT_HANDLED sets firstResponseAt (closing counts as responding);
 * CLOSED sets closedAt; reopening clears closedAt. Keeping the status changes nothing.
 */
export function moveAlert(current: AlertState, to: AlertStatus, now: Date): AlertState | null {
  if (current.status === to) return current;
  if (!canMoveAlert(current.status, to)) return null;
  return {
    status: to,
    firstResponseAt: current.firstResponseAt ?? now,
    closedAt: to === 'CLOSED' ? now : null,
  };
}

/** The state of a new alert created directly in a status (as if moved there from NOT_HANDLED at `now`). */
export function initialAlertState(status: AlertStatus, now: Date): AlertState {
  const fresh: AlertState = { status: 'NOT_HANDLED', firstResponseAt: null, closedAt: null };
  return moveAlert(fresh, status, now) ?? fresh;
}
