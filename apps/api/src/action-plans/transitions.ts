import type { ActivityStatus, PlanStatus } from './tables.js';

// Plan status machine (platform-core §4 says only that the status "can be updated"; this is the
// design). A plan is born OPEN. Work starts (IN_PROGRESS) and ends either CLOSED (done) or
// CANCELLED (abandoned); both ends can be undone. Ending, cancelling and undoing an end need the
// `close` action of §6; the other moves need `update`.
//
//   OPEN        -> IN_PROGRESS (update), CLOSED (close), CANCELLED (close)
//   IN_PROGRESS -> OPEN (update), CLOSED (close), CANCELLED (close)
//   CLOSED      -> IN_PROGRESS (close: reopen)
//   CANCELLED   -> OPEN (close: restore)
//
// A plan that is CLOSED or CANCELLED is read-only apart from its status and its library flag:
// activities, progress, comments, evidence and causes answer 409 until it is reopened.

/** Every plan status, in display order. */
export const PLAN_STATUSES: readonly PlanStatus[] = ['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'];

/** Every activity status. */
export const ACTIVITY_STATUSES: readonly ActivityStatus[] = ['PENDING', 'IN_PROGRESS', 'DONE'];

/** The action of §6 a status move needs. */
export type TransitionAction = 'update' | 'close';

/** Allowed moves: from -> to -> the action it needs. */
export const PLAN_TRANSITIONS: Readonly<Record<PlanStatus, Partial<Record<PlanStatus, TransitionAction>>>> = {
  OPEN: { IN_PROGRESS: 'update', CLOSED: 'close', CANCELLED: 'close' },
  IN_PROGRESS: { OPEN: 'update', CLOSED: 'close', CANCELLED: 'close' },
  CLOSED: { IN_PROGRESS: 'close' },
  CANCELLED: { OPEN: 'close' },
};

/** The action a move needs, or undefined when the move is not allowed (the same status included). */
export function transitionAction(from: PlanStatus, to: PlanStatus): TransitionAction | undefined {
  return PLAN_TRANSITIONS[from][to];
}

/** Whether a plan in this status takes changes to its activities, causes and attachments. */
export function isEditable(status: PlanStatus): boolean {
  return status === 'OPEN' || status === 'IN_PROGRESS';
}

/** Status of an activity at a progress: PENDING at 0, DONE at 100, IN_PROGRESS between. */
export function activityStatusOf(progress: number): ActivityStatus {
  if (progress <= 0) return 'PENDING';
  if (progress >= 100) return 'DONE';
  return 'IN_PROGRESS';
}
