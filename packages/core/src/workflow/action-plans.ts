// The action-plan workflow (platform-core.md §4: a plan's status "can be updated", a plan can be
// moved to the library or back; the moves are designed here). The API applies these rules
// (apps/api action-plans) and the portal offers only the moves they allow.
//
//   OPEN        -> IN_PROGRESS (update), CLOSED (close), CANCELLED (close)
//   IN_PROGRESS -> OPEN (update), CLOSED (close), CANCELLED (close)
//   CLOSED      -> IN_PROGRESS (close: reopen)
//   CANCELLED   -> OPEN (close: restore)
//
// A plan that is CLOSED or CANCELLED is read-only apart from its status and its library flag.
import type { LocalizedText, Tenant } from '@voz/schema';
import type { PlanPermissions } from './permissions.js';

/** Status of an action plan. */
export type PlanStatus = 'OPEN' | 'IN_PROGRESS' | 'CLOSED' | 'CANCELLED';
/** Status of an activity, derived from its progress. */
export type ActivityStatus = 'PENDING' | 'IN_PROGRESS' | 'DONE';

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

/** Whether a text is a plan status. */
export function isPlanStatus(value: unknown): value is PlanStatus {
  return typeof value === 'string' && (PLAN_STATUSES as readonly string[]).includes(value);
}

/** The action a move needs, or undefined when the move is not allowed (the same status included). */
export function transitionAction(from: PlanStatus, to: PlanStatus): TransitionAction | undefined {
  return PLAN_TRANSITIONS[from][to];
}

/** The statuses a user may move a plan to from `from`, in display order, given the profile's actions. */
export function planMoves(from: PlanStatus, can: Pick<PlanPermissions, 'update' | 'close'>): PlanStatus[] {
  return PLAN_STATUSES.filter((to) => {
    const action = transitionAction(from, to);
    return action !== undefined && can[action];
  });
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

/**
 * Cause categories of the fishbone when the tenant names none (tenant.json
 * actionPlans.causeCategories): the six Ms of the Ishikawa diagram, in Spanish and English.
 */
export const DEFAULT_CAUSE_CATEGORIES: readonly LocalizedText[] = [
  { es: 'Método', en: 'Method' },
  { es: 'Mano de obra', en: 'People' },
  { es: 'Maquinaria', en: 'Machines' },
  { es: 'Materiales', en: 'Materials' },
  { es: 'Medición', en: 'Measurement' },
  { es: 'Medio ambiente', en: 'Environment' },
];

/** The categories of a tenant's fishbone: tenant.json actionPlans.causeCategories, else the six Ms. */
export function causeCategories(tenant: Pick<Tenant, 'actionPlans'>): readonly LocalizedText[] {
  const own = tenant.actionPlans?.causeCategories;
  return own && own.length > 0 ? own : DEFAULT_CAUSE_CATEGORIES;
}
