// The alert workflow (platform-core.md §3, §4, §9): statuses, types, the status changes a user may
// make, the first-response time against the 36 h base, and the drawer's ranges. The API applies the
// same transitions (apps/api alerts), the portal offers only what they allow.
import { FIRST_RESPONSE_BASE_HOURS } from '../rules/constants.js';
import { classifyFirstResponse, type FirstResponseClass } from '../rules/first-response.js';

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

/** Whether a text is an alert status. */
export function isAlertStatus(value: unknown): value is AlertStatus {
  return typeof value === 'string' && (ALERT_STATUSES as readonly string[]).includes(value);
}

/** Whether a text is an alert type. */
export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
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

/** Day ranges the alerts drawer offers (platform-core §9). */
export const ALERT_DRAWER_RANGES_DAYS: readonly number[] = [7, 14, 30, 60, 90, 180];
/** The drawer's range when first opened: the start-up alert counters cover the last 90 days (§9). */
export const ALERT_DRAWER_DEFAULT_DAYS = 90;

/** The first-response time of an alert, measured against the base. */
export interface FirstResponse {
  /** Hours from creation to the first response, or, while there is none, to `now`. */
  hours: number;
  /** Whether the alert has been responded to (left NOT_HANDLED). */
  responded: boolean;
  /**
   * fast or slow against the base; an alert still waiting is already 'slow' once the base has
   * passed, and null before (it may still be answered in time).
   */
  class: FirstResponseClass | null;
  /** The base in hours (36). */
  baseHours: number;
}

const HOUR_MS = 3_600_000;

/**
 * The first-response time of an alert (§9: base 36 h, fast strictly under it): from `createdAt` to
 * `firstResponseAt`, or to `now` while there is no response. Instants are ISO texts or dates.
 */
export function firstResponseOf(
  alert: { createdAt: string | Date; firstResponseAt: string | Date | null },
  now: Date,
  baseHours: number = FIRST_RESPONSE_BASE_HOURS,
): FirstResponse {
  const created = new Date(alert.createdAt).getTime();
  const responded = alert.firstResponseAt !== null;
  const end = responded ? new Date(alert.firstResponseAt ?? now).getTime() : now.getTime();
  const hours = Math.max(0, (end - created) / HOUR_MS);
  if (responded) return { hours, responded, class: classifyFirstResponse(hours, baseHours), baseHours };
  return { hours, responded, class: hours >= baseHours ? 'slow' : null, baseHours };
}
