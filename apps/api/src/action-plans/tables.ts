import type { ActivityStatus, PlanStatus } from '@voz/core';
import { type ColumnType, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

// Kysely row types of migrations 0003 and 0012 (db/migrations/0003_action_plans.ts). They live here until
// db/schema.ts lists them; `withActionPlanTables` widens a handle of the shared Database type.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateColumn = ColumnType<string, string, string>;
type Json<T = unknown> = ColumnType<T, string, string>;

/** Status of an action plan and of an activity (packages/core workflow/action-plans.ts). */
export type { ActivityStatus, PlanStatus };

/** action_plans: one plan attached to a geography at the tenant's actionPlans.geoLeafLevel. */
export interface ActionPlansTable {
  tenant_id: string;
  id: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  status: PlanStatus;
  library: ColumnType<boolean, boolean | undefined, boolean>;
  geo_location_id: number;
  critical_moment_id: number | null;
  /** Indicator code of the tenant's indicators.json (VENTA_NPS…). */
  indicator_id: string | null;
  created_by_id: number | null;
  /** E-mail of the author. */
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  due_date: DateColumn | null;
  closed_at: Timestamp | null;
  /** Who owns the plan (a name; migration 0012). */
  owner: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the work starts, 'YYYY-MM-DD' (migration 0012). */
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The alert the plan was created from (migration 0012). */
  alert_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** action_plan_causes: the root causes of a plan, in order. */
export interface ActionPlanCausesTable {
  tenant_id: string;
  id: number;
  plan_id: number;
  position: number;
  text: string;
  category: string | null;
}

/** action_plan_activities: the work items of a plan. */
export interface ActionPlanActivitiesTable {
  tenant_id: string;
  id: number;
  plan_id: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  owner: string | null;
  due_date: DateColumn | null;
  /** 0–100. */
  progress: number;
  status: ActivityStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** action_plan_activity_comments: comments on an activity. */
export interface ActionPlanActivityCommentsTable {
  tenant_id: string;
  id: number;
  activity_id: number;
  plan_id: number;
  author_id: number | null;
  author: string;
  text: string;
  created_at: Timestamp;
}

/** action_plan_activity_evidence: files attached to an activity. */
export interface ActionPlanActivityEvidenceTable {
  tenant_id: string;
  id: number;
  activity_id: number;
  plan_id: number;
  file_name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  uploaded_by: string;
  created_at: Timestamp;
}

/** action_plan_logs: every change of a plan (who, when, what). */
export interface ActionPlanLogsTable {
  tenant_id: string;
  id: number;
  plan_id: number;
  account_id: number | null;
  author: string;
  action: string;
  detail: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** One activity of a template. */
export interface TemplateActivity {
  /** Title of the activity. */
  title: string;
  /** Days from the plan's creation to the activity's due date. */
  dueInDays: number;
}

/** action_plan_templates: suggested plans for an indicator. */
export interface ActionPlanTemplatesTable {
  tenant_id: string;
  id: number;
  indicator_id: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  activities: Json<TemplateActivity[]>;
}

/** The tables of migration 0003. */
export interface ActionPlanTables {
  action_plans: ActionPlansTable;
  action_plan_causes: ActionPlanCausesTable;
  action_plan_activities: ActionPlanActivitiesTable;
  action_plan_activity_comments: ActionPlanActivityCommentsTable;
  action_plan_activity_evidence: ActionPlanActivityEvidenceTable;
  action_plan_logs: ActionPlanLogsTable;
  action_plan_templates: ActionPlanTemplatesTable;
}

/** The shared tables and the action-plan tables. */
export type ActionPlanDatabase = Database & ActionPlanTables;
/** A handle (database or transaction) that knows the action-plan tables. */
export type PlanDb = Kysely<ActionPlanDatabase>;
/** A transaction that knows the action-plan tables. */
export type PlanTrx = Transaction<ActionPlanDatabase>;

/** A plan row as read. */
export type PlanRow = Selectable<ActionPlansTable>;
/** An activity row as read. */
export type ActivityRow = Selectable<ActionPlanActivitiesTable>;

/** Widens a handle of the shared Database to the action-plan tables. */
export function withActionPlanTables(db: Kysely<Database>): PlanDb {
  // Only the type widens (what Kysely's withTables does); the handle is the same object.
  return db;
}

/** Tables whose ids come from `sequences` (the sequence is named after the table). */
export type SequencedTable =
  | 'action_plans'
  | 'action_plan_causes'
  | 'action_plan_activities'
  | 'action_plan_activity_comments'
  | 'action_plan_activity_evidence'
  | 'action_plan_logs'
  | 'action_plan_templates';

export { reserveIds } from '../db/sequences.js';
