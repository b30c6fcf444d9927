import { alertPermissions, type AlertPermissions } from '@voz/core';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { type Gate, type Principal } from '../http/principal.js';
import { dateConditions, effectiveFilter, likePattern } from '../http/list-filters.js';
import {
  humanSurveyOf,
  questionResponseSchema,
  questionResponsesOf,
  type QuestionResponse,
} from '../surveys/formatSurveyResponse.js';
import { inScope, listCondition, scopeConditions, type ListFilters, type PageRequest } from '../surveys/list-query.js';
import { metadataNames } from '../surveys/metadataNames.js';
import type { AlertStatus, AlertType } from './alertTransitions.js';

// Reading alerts: the joined row (an alert and the survey response it was raised from), the
// conditions of a filtered query inside the caller's tenant and scope, the record the API answers,
// and the permission checks of platform-core §6.

/**
 * The caller's alert actions: packages/core's alertPermissions (the same rules the portal shows its
 * actions by); callers that see the whole tenant (admins, root, platform accounts) may everything.
 */
function permissionsOf(p: Principal): AlertPermissions {
  const rules = alertPermissions({ authorities: p.authorities, userProfiles: [{ config: { access: p.access } }] });
  return p.wholeTenant ? { read: true, stats: true, update: true, addComment: true, addEvidence: true } : rules;
}

/** Whether the caller sees alerts (the alerts section; admins, root and ROLE_ALERT_ADMIN too). */
export function canReadAlerts(p: Principal): boolean {
  return permissionsOf(p).read;
}

/** Whether the caller may create and update alerts: the update (or close) action, ROLE_ALERT_ADMIN or admin. */
export function canUpdateAlerts(p: Principal): boolean {
  return permissionsOf(p).update;
}

/** Whether the caller may use an action of the alerts section (stats, addComment, addEvidence). */
export function canUseAlertAction(p: Principal, action: 'stats' | 'addComment' | 'addEvidence'): boolean {
  return permissionsOf(p)[action];
}

/** Refuses (403) unless the check passes. */
export function ensure(allowed: boolean, message?: string): void {
  if (!allowed) throw forbidden(message);
}

/** The route gate (config.gate) of the alert reads: 403 without canReadAlerts, before the input is read. */
export const readAlerts: Gate = (p) => ensure(canReadAlerts(p));

/** An alert with what it shows of its survey response. */
export interface AlertJoinedRow {
  tenant_id: string;
  id: number;
  response_id: number | null;
  critical_moment_id: number;
  geo_location_id: number;
  type: AlertType;
  status: AlertStatus;
  created_at: Date;
  first_response_at: Date | null;
  closed_at: Date | null;
  description: string;
  logical_location_id: number | null;
  channel_id: number | null;
  customer_name: string | null;
  customer_lastname: string | null;
  customer_code: string | null;
  answers: Record<string, unknown> | null;
}

// The alerts of a query joined with their responses (alias `a` and `r`).
function selectAlerts(db: Kysely<Database>) {
  return db
    .selectFrom('alerts as a')
    .leftJoin('survey_responses as r', (join) =>
      join.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.response_id'),
    )
    .select([
      'a.tenant_id',
      'a.id',
      'a.response_id',
      'a.critical_moment_id',
      'a.geo_location_id',
      'a.type',
      'a.status',
      'a.created_at',
      'a.first_response_at',
      'a.closed_at',
      'a.description',
      'r.logical_location_id',
      'r.channel_id',
      'r.customer_name',
      'r.customer_lastname',
      'r.customer_code',
      'r.answers',
    ]);
}

/** Filters of an alert query besides the shared ones. */
export interface AlertQuery {
  filters: ListFilters;
  statuses: readonly AlertStatus[];
  types: readonly AlertType[];
}

/**
 * WHERE conditions of an alert query: the caller's tenant, the caller's scope intersected with the
 * requested moments, geographies and logicals (an alert's logical is its response's, so a caller
 * limited to some logicals sees no alert without a response), dates in the tenant's zone,
 * statuses, types, channels and clusters of the response, and a search on the description and
 * the customer.
 */
export function alertConditions(principal: Principal, query: AlertQuery): Expression<SqlBool>[] {
  const { filters } = query;
  const trees = principal.tenant.trees;
  const effective = effectiveFilter(principal, trees, {
    criticalMoments: filters.criticalMoments,
    geographies: filters.geographies,
    logicals: filters.logicals,
  });
  const conditions: (Expression<SqlBool> | undefined)[] = [
    sql<SqlBool>`a.tenant_id = ${principal.tenantId}`,
    ...scopeConditions(effective, {
      criticalMoment: 'a.critical_moment_id',
      geography: 'a.geo_location_id',
      logical: 'r.logical_location_id',
    }),
    ...dateConditions('a.created_at', filters, principal.tenant.tenant.value.timezone),
    listCondition('a.status', query.statuses),
    listCondition('a.type', query.types),
    listCondition('r.channel_id', filters.channels),
    listCondition('r.cluster_id', filters.clusters),
  ];
  if (filters.criticalMomentExclude.length > 0) {
    const excluded = [...trees.criticalMoments.expand(filters.criticalMomentExclude)];
    if (excluded.length > 0) conditions.push(sql<SqlBool>`a.critical_moment_id NOT IN (${sql.join(excluded)})`);
  }
  if (filters.search !== undefined) {
    const pattern = likePattern(filters.search);
    conditions.push(sql<SqlBool>`(a.description ILIKE ${pattern} OR r.customer_name ILIKE ${pattern}
      OR r.customer_lastname ILIKE ${pattern} OR r.customer_code ILIKE ${pattern})`);
  }
  return conditions.filter((c): c is Expression<SqlBool> => c !== undefined);
}

/**
 * The WHERE conditions on alert_daily (alias `d`: one row per tenant, creation day in the tenant's
 * zone, moment, geography, type and status, with its count `n`) that count exactly the alerts
 * alertConditions selects; null when the query depends on the alert's survey response (logicals in
 * the caller's scope or the request, channels, clusters, a search), which only the alerts can
 * answer. The list's total then costs a few hundred counters instead of a scan of the alerts.
 */
export function dailyConditions(principal: Principal, query: AlertQuery): Expression<SqlBool>[] | null {
  const { filters } = query;
  if (filters.channels.length > 0 || filters.clusters.length > 0 || filters.search !== undefined) return null;
  const trees = principal.tenant.trees;
  const effective = effectiveFilter(principal, trees, {
    criticalMoments: filters.criticalMoments,
    geographies: filters.geographies,
    logicals: filters.logicals,
  });
  if (effective.logicals !== null) return null;
  const conditions: (Expression<SqlBool> | undefined)[] = [
    sql<SqlBool>`d.tenant_id = ${principal.tenantId}`,
    ...scopeConditions(effective, { criticalMoment: 'd.critical_moment_id', geography: 'd.geo_location_id' }),
    filters.dateFrom === undefined ? undefined : sql<SqlBool>`d.day >= ${filters.dateFrom}::date`,
    filters.dateTo === undefined ? undefined : sql<SqlBool>`d.day <= ${filters.dateTo}::date`,
    listCondition('d.status', query.statuses),
    listCondition('d.type', query.types),
  ];
  if (filters.criticalMomentExclude.length > 0) {
    const excluded = [...trees.criticalMoments.expand(filters.criticalMomentExclude)];
    if (excluded.length > 0) conditions.push(sql<SqlBool>`d.critical_moment_id NOT IN (${sql.join(excluded)})`);
  }
  return conditions.filter((c): c is Expression<SqlBool> => c !== undefined);
}

/**
 * One page of alerts matching the conditions, with the total over all pages (no row query when
 * the page is past the end). The total is the sum of alert_daily under `daily` when given
 * (dailyConditions), else a count of the alerts joined to their responses.
 */
export async function listAlerts(
  db: Kysely<Database>,
  condition: Expression<SqlBool>,
  page: PageRequest,
  daily: Expression<SqlBool> | null = null,
): Promise<{ rows: AlertJoinedRow[]; total: number }> {
  const totalRow = daily
    ? await db
        .selectFrom('alert_daily as d')
        .select(sql<number>`coalesce(sum(d.n), 0)::int`.as('total'))
        .where(daily)
        .executeTakeFirst()
    : await db
        .selectFrom('alerts as a')
        .leftJoin('survey_responses as r', (join) =>
          join.onRef('r.tenant_id', '=', 'a.tenant_id').onRef('r.id', '=', 'a.response_id'),
        )
        .select(sql<number>`count(*)::int`.as('total'))
        .where(condition)
        .executeTakeFirst();
  const total = totalRow?.total ?? 0;
  if (total === 0 || page.page * page.size >= total) return { rows: [], total };
  let query = selectAlerts(db).where(condition);
  for (const term of page.orderBy) query = query.orderBy(term);
  const rows = await query
    .limit(page.size)
    .offset(page.page * page.size)
    .execute();
  return { rows, total };
}

/** Whether an alert is inside the caller's data scope (with descendants). */
export function alertInScope(principal: Principal, row: AlertJoinedRow): boolean {
  return inScope(effectiveFilter(principal, principal.tenant.trees, {}), {
    criticalMoment: row.critical_moment_id,
    geography: row.geo_location_id,
    logical: row.logical_location_id,
  });
}

/**
 * One alert of the caller's tenant inside the caller's scope, or undefined — another tenant's id
 * and an id out of scope are not told apart. `forUpdate` locks the alert row (in a transaction).
 */
export async function findAlert(
  db: Kysely<Database>,
  principal: Principal,
  id: number,
  forUpdate = false,
): Promise<AlertJoinedRow | undefined> {
  let query = selectAlerts(db).where('a.tenant_id', '=', principal.tenantId).where('a.id', '=', id);
  if (forUpdate) query = query.forUpdate('a');
  const row = (await query.executeTakeFirst()) as AlertJoinedRow | undefined;
  return row && alertInScope(principal, row) ? row : undefined;
}

/** An alert as the API answers it. */
export interface AlertRecord {
  id: number;
  responseId: number | null;
  criticalMomentId: number;
  /** Name of the critical moment (metadata.json). */
  criticalMomentName: string;
  geoLocationId: number;
  /** Name of the geography (metadata.json). */
  geoLocationName: string;
  logicalLocationId: number | null;
  type: AlertType;
  status: AlertStatus;
  /** ISO 8601 instants. */
  createdAt: string;
  firstResponseAt: string | null;
  closedAt: string | null;
  description: string;
  customerName: string | null;
  customerLastname: string | null;
  customerCode: string | null;
  /** The response's visible answers, question name -> formatted answer ({} without a response). */
  humanSurvey: Record<string, string>;
}

/** One alert with what its detail page shows of the survey response (GET alerts/{id}). */
export interface AlertDetailRecord extends AlertRecord {
  /** Name of the response's logical location, or null without a response. */
  logicalLocationName: string | null;
  channelId: number | null;
  /** Name of the response's channel (metadata.json), or null. */
  channelName: string | null;
  /**
   * The response's visible answered questions (platform-core §3: calculated, sentiment and tag
   * questions hidden, several answers joined by ' | ', in the tenant's questionsOrder, then by id).
   */
  questionResponses: QuestionResponse[];
}

/** Formats a joined row as the record the API answers. */
export function formatAlert(row: AlertJoinedRow, principal: Principal): AlertRecord {
  return formatWith(row, principal, questionsOf(row, principal));
}

/** Formats a joined row as the detail the API answers for one alert (with the question responses). */
export function formatAlertDetail(row: AlertJoinedRow, principal: Principal): AlertDetailRecord {
  const names = metadataNames(principal.tenant.metadata.value);
  const questionResponses = questionsOf(row, principal);
  return {
    ...formatWith(row, principal, questionResponses),
    logicalLocationName:
      row.logical_location_id === null
        ? null
        : (names.logicals.get(row.logical_location_id) ?? String(row.logical_location_id)),
    channelId: row.channel_id,
    channelName: row.channel_id === null ? null : (names.channels.get(row.channel_id) ?? null),
    questionResponses,
  };
}

function questionsOf(row: AlertJoinedRow, principal: Principal): QuestionResponse[] {
  const names = metadataNames(principal.tenant.metadata.value);
  return questionResponsesOf(row.answers ?? {}, names.questions, principal.tenant.tenant.value.questionsOrder);
}

function formatWith(row: AlertJoinedRow, principal: Principal, questions: readonly QuestionResponse[]): AlertRecord {
  const names = metadataNames(principal.tenant.metadata.value);
  return {
    id: row.id,
    responseId: row.response_id,
    criticalMomentId: row.critical_moment_id,
    criticalMomentName: names.criticalMoments.get(row.critical_moment_id) ?? String(row.critical_moment_id),
    geoLocationId: row.geo_location_id,
    geoLocationName: names.geographies.get(row.geo_location_id) ?? String(row.geo_location_id),
    logicalLocationId: row.logical_location_id,
    type: row.type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    firstResponseAt: row.first_response_at?.toISOString() ?? null,
    closedAt: row.closed_at?.toISOString() ?? null,
    description: row.description,
    customerName: row.customer_name,
    customerLastname: row.customer_lastname,
    customerCode: row.customer_code,
    humanSurvey: humanSurveyOf(questions),
  };
}

const nullableString = { type: ['string', 'null'] } as const;

/** JSON Schema of an AlertRecord. */
export const alertRecordSchema = {
  type: 'object',
  required: [
    'id',
    'responseId',
    'criticalMomentId',
    'criticalMomentName',
    'geoLocationId',
    'geoLocationName',
    'type',
    'status',
    'createdAt',
    'firstResponseAt',
    'closedAt',
    'description',
    'humanSurvey',
  ],
  properties: {
    id: { type: 'integer' },
    responseId: { type: ['integer', 'null'] },
    criticalMomentId: { type: 'integer' },
    criticalMomentName: { type: 'string' },
    geoLocationId: { type: 'integer' },
    geoLocationName: { type: 'string' },
    logicalLocationId: { type: ['integer', 'null'] },
    type: { type: 'string', enum: ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'] },
    status: { type: 'string', enum: ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'] },
    createdAt: { type: 'string', format: 'date-time' },
    firstResponseAt: nullableString,
    closedAt: nullableString,
    description: { type: 'string' },
    customerName: nullableString,
    customerLastname: nullableString,
    customerCode: nullableString,
    humanSurvey: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** JSON Schema of an AlertDetailRecord. */
export const alertDetailSchema = {
  type: 'object',
  required: [...alertRecordSchema.required, 'logicalLocationName', 'channelId', 'channelName', 'questionResponses'],
  properties: {
    ...alertRecordSchema.properties,
    logicalLocationName: nullableString,
    channelId: { type: ['integer', 'null'] },
    channelName: nullableString,
    questionResponses: { type: 'array', items: questionResponseSchema },
  },
} as const;
