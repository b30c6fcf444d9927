import { average, toWireDate } from '@voz/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { HttpError, notFound } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import { effectiveFilter, type EffectiveFilter } from '../http/list-filters.js';
import type { ActivityRow, PlanDb, PlanRow } from './tables.js';
import { reserveIds } from './tables.js';
import { nodeNames } from './tenant-lookups.js';
import { isEditable } from './transitions.js';

// Reads and writes shared by the action-plan routes: the scope check of a plan, the log, and the
// JSON shapes of the answers. Every function takes the handle to use, so inside a transaction the
// caller passes its `trx` and nothing touches the outer database (PGlite would deadlock).

/** 409: the request conflicts with the plan's state. */
export const conflict = (message: string): HttpError => new HttpError(409, message, 'error.conflict');

/** What the caller may read, as the plan queries apply it. */
export type PlanScope = Pick<EffectiveFilter, 'geographies' | 'criticalMoments'>;

/** The caller's scope on plans (geographies and critical moments, with descendants), intersected with a request. */
export function planScope(
  principal: Principal,
  requested: { geographies?: readonly number[]; criticalMoments?: readonly number[] } = {},
): PlanScope {
  const filter = effectiveFilter(principal, principal.tenant.trees, requested);
  return { geographies: filter.geographies, criticalMoments: filter.criticalMoments };
}

/** A WHERE condition keeping plans inside a scope (`ref` qualifies the columns when joined). */
export function scopeCondition(scope: PlanScope, table = 'action_plans'): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (scope.geographies) {
    parts.push(
      scope.geographies.size === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`${sql.ref(`${table}.geo_location_id`)} IN (${sql.join([...scope.geographies])})`,
    );
  }
  if (scope.criticalMoments) {
    // A plan about no particular moment concerns everyone who sees its geography.
    parts.push(
      scope.criticalMoments.size === 0
        ? sql<SqlBool>`${sql.ref(`${table}.critical_moment_id`)} IS NULL`
        : sql<SqlBool>`(${sql.ref(`${table}.critical_moment_id`)} IS NULL OR ${sql.ref(
            `${table}.critical_moment_id`,
          )} IN (${sql.join([...scope.criticalMoments])}))`,
    );
  }
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

/** Whether a plan row is inside a scope. */
export function inScope(scope: PlanScope, plan: Pick<PlanRow, 'geo_location_id' | 'critical_moment_id'>): boolean {
  if (scope.geographies && !scope.geographies.has(plan.geo_location_id)) return false;
  if (scope.criticalMoments && plan.critical_moment_id !== null && !scope.criticalMoments.has(plan.critical_moment_id))
    return false;
  return true;
}

/** The caller's plan, or 404 (another tenant's id, an unknown id, or one outside the caller's scope). */
export async function findPlan(db: PlanDb, principal: Principal, id: number): Promise<PlanRow> {
  const plan = await db
    .selectFrom('action_plans')
    .selectAll()
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!plan || !inScope(planScope(principal), plan)) throw notFound(`No existe el plan de acción ${id}.`);
  return plan;
}

/** The caller's activity and its plan, or 404 on the same terms as findPlan. */
export async function findActivity(
  db: PlanDb,
  principal: Principal,
  id: number,
): Promise<{ activity: ActivityRow; plan: PlanRow }> {
  const activity = await db
    .selectFrom('action_plan_activities')
    .selectAll()
    .where('tenant_id', '=', principal.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  const missing = (): HttpError => notFound(`No existe la actividad ${id}.`);
  if (!activity) throw missing();
  try {
    return { activity, plan: await findPlan(db, principal, activity.plan_id) };
  } catch {
    throw missing();
  }
}

/** Refuses (409) changes to the content of a closed or cancelled plan. */
export function assertEditable(plan: PlanRow): void {
  if (!isEditable(plan.status)) {
    throw conflict(
      `El plan de acción ${plan.id} está ${plan.status === 'CLOSED' ? 'cerrado' : 'cancelado'}: reábralo para modificarlo.`,
    );
  }
}

/** Kinds of change recorded in the log. */
export type LogAction =
  | 'CREATED'
  | 'STATUS_CHANGED'
  | 'LIBRARY_CHANGED'
  | 'CAUSES_REPLACED'
  | 'ACTIVITY_ADDED'
  | 'ACTIVITY_UPDATED'
  | 'PROGRESS_CHANGED'
  | 'COMMENT_ADDED'
  | 'COMMENT_DELETED'
  | 'EVIDENCE_ADDED'
  | 'EVIDENCE_DELETED'
  | 'DELETED';

/** Appends one log row; call it with the transaction of the change it records. */
export async function appendLog(
  trx: PlanDb,
  principal: Principal,
  planId: number,
  action: LogAction,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const id = await reserveIds(trx, principal.tenantId, 'action_plan_logs');
  await trx
    .insertInto('action_plan_logs')
    .values({
      tenant_id: principal.tenantId,
      id,
      plan_id: planId,
      account_id: principal.accountId,
      author: principal.email,
      action,
      detail: JSON.stringify(detail),
      created_at: at,
    })
    .execute();
}

/** Today's date in the tenant's time zone. */
export function tenantToday(principal: Principal, now: Date): string {
  return toWireDate(now, principal.tenant.tenant.value.timezone);
}

/** Whether a dated item is late: its due date has passed while it is still open. */
const isLate = (dueDate: string | null, open: boolean, today: string): boolean =>
  open && dueDate !== null && dueDate < today;

/** An activity as answered. */
export interface ActivityJson {
  id: number;
  actionPlanId: number;
  title: string;
  description: string;
  owner: string | null;
  dueDate: string | null;
  progress: number;
  status: ActivityRow['status'];
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The JSON of an activity. */
export function activityJson(row: ActivityRow, today: string): ActivityJson {
  return {
    id: row.id,
    actionPlanId: row.plan_id,
    title: row.title,
    description: row.description,
    owner: row.owner,
    dueDate: row.due_date,
    progress: row.progress,
    status: row.status,
    overdue: isLate(row.due_date, row.status !== 'DONE', today),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A plan's progress: the mean of its activities' progress (packages/core average), null without activities. */
export function planProgress(progresses: readonly number[]): number | null {
  return average(progresses);
}

/** A plan as answered in lists. */
export interface PlanJson {
  id: number;
  title: string;
  description: string;
  status: PlanRow['status'];
  library: boolean;
  geoLocationId: number;
  geoLocationName: string | null;
  criticalMomentId: number | null;
  criticalMomentName: string | null;
  indicatorId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  dueDate: string | null;
  owner: string | null;
  startDate: string | null;
  alertId: number | null;
  closedAt: string | null;
  progress: number | null;
  activityCount: number;
  overdue: boolean;
}

/** The JSON of a plan, given its activities' progress values. */
export function planJson(principal: Principal, row: PlanRow, progresses: readonly number[], today: string): PlanJson {
  const names = nodeNames(principal.tenant);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    library: row.library,
    geoLocationId: row.geo_location_id,
    geoLocationName: names.geographies.get(row.geo_location_id) ?? null,
    criticalMomentId: row.critical_moment_id,
    criticalMomentName:
      row.critical_moment_id === null ? null : (names.criticalMoments.get(row.critical_moment_id) ?? null),
    indicatorId: row.indicator_id,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    dueDate: row.due_date,
    owner: row.owner,
    startDate: row.start_date,
    alertId: row.alert_id,
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
    progress: planProgress(progresses),
    activityCount: progresses.length,
    overdue: isLate(row.due_date, isEditable(row.status), today),
  };
}

/** Progress values of the activities of some plans, by plan id. */
export async function progressByPlan(
  db: PlanDb,
  tenantId: string,
  planIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return out;
  const rows = await db
    .selectFrom('action_plan_activities')
    .select(['plan_id', 'progress'])
    .where('tenant_id', '=', tenantId)
    .where('plan_id', 'in', [...planIds])
    .orderBy('id')
    .execute();
  for (const row of rows) out.get(row.plan_id)?.push(row.progress);
  return out;
}

/** A plan with its causes and activities. */
export interface PlanDetailJson extends PlanJson {
  causes: { id: number; text: string; category: string | null; position: number }[];
  activities: ActivityJson[];
}

/** Causes of a plan, in order. */
export async function planCauses(db: PlanDb, tenantId: string, planId: number): Promise<PlanDetailJson['causes']> {
  const rows = await db
    .selectFrom('action_plan_causes')
    .select(['id', 'text', 'category', 'position'])
    .where('tenant_id', '=', tenantId)
    .where('plan_id', '=', planId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows;
}

/** The detail of a plan read with `db`. */
export async function planDetail(db: PlanDb, principal: Principal, row: PlanRow, now: Date): Promise<PlanDetailJson> {
  const today = tenantToday(principal, now);
  const activities = await db
    .selectFrom('action_plan_activities')
    .selectAll()
    .where('tenant_id', '=', principal.tenantId)
    .where('plan_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...planJson(
      principal,
      row,
      activities.map((a) => a.progress),
      today,
    ),
    causes: await planCauses(db, principal.tenantId, row.id),
    activities: activities.map((a) => activityJson(a, today)),
  };
}
