import type { AlertsIndicator, GroupBy } from '@voz/schema';
import { FIRST_RESPONSE_BASE_HOURS, averageFromSums, classifyFirstResponse } from '@voz/core';
import { sql } from 'kysely';
import { isEmptyFilter, onlyDailyDimensions, type ResolvedFilter } from '../filter.js';
import { ALERT_STATUSES, ALERT_TYPES } from '../params.js';
import { rollupFacts } from '../rollup.js';
import {
  answerConditions,
  contextConditions,
  dailyConditions,
  keyExpression,
  keySelect,
  num,
  readKeys,
  scanConditions,
  textIn,
  where,
  zonedDay,
  type Expr,
  type TableColumns,
} from '../sql-parts.js';
import type { Fact, Measures } from '../types.js';
import { totalOf, type EngineContext, type FactsResult, type IndicatorSource } from './source.js';

// Alert indicators: counters by status (and WOWs), counts, and the time to the first response.
//
// Counters and counts read alert_daily (per tenant, day of creation, moment, geography, type and
// status: n), which the alert routes move in the same transaction as the alert. Filters or
// groupings on the response of the alert (logicals, channels, clusters, response values) scan
// alerts joined to survey_responses. The first-response time reads alerts IN_PROCESS or CLOSED
// with a first response, bucketed by whole hours in SQL (h < base exactly when ⌊h⌋ < base for a
// whole base, so the buckets classify as classifyFirstResponse classifies each alert). The base is
// the definition's `baseHours`, 36 when absent; the rows answer it as `baseHours`.

const DAILY_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  'alertType',
  'alertStatus',
  'geoLocation',
  'criticalMoment',
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);
const ALERT_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  ...DAILY_DIMENSIONS,
  'logicalLocation',
  'channel',
  'mlCluster',
]);
const RESPONSE_DIMENSIONS: ReadonlySet<GroupBy> = new Set(['logicalLocation', 'channel', 'mlCluster']);

/** Alert statuses whose first response is measured (dashboard-catalogue §4). */
const RESPONDED_STATUSES = ['IN_PROCESS', 'CLOSED'] as const;

function definitionOf(ctx: EngineContext): AlertsIndicator {
  return ctx.definition as AlertsIndicator;
}

/** Hours splitting fast from slow first responses: the definition's baseHours, else 36. */
function baseHoursOf(ctx: EngineContext): number {
  return definitionOf(ctx).baseHours ?? FIRST_RESPONSE_BASE_HOURS;
}

/** Types counted: the definition's, narrowed by alertTypeInclude. */
function typesOf(ctx: EngineContext): string[] {
  const defined = definitionOf(ctx).types ?? ALERT_TYPES;
  const asked: readonly string[] = ctx.params.alertTypeInclude ?? [];
  return defined.filter((t) => asked.length === 0 || asked.includes(t));
}

/** Statuses counted: alertStatusInclude, else all (IN_PROCESS and CLOSED for first responses). */
function statusesOf(ctx: EngineContext): string[] {
  const all: readonly string[] =
    definitionOf(ctx).measure === 'firstResponseTime' ? RESPONDED_STATUSES : ALERT_STATUSES;
  const asked: readonly string[] = ctx.params.alertStatusInclude ?? [];
  return all.filter((s) => asked.length === 0 || asked.includes(s));
}

function statusMeasures(type: string, status: string, n: number): Measures {
  const m: Measures = { n };
  if (status === 'NOT_HANDLED') m['notHandled'] = n;
  else if (status === 'IN_PROCESS') m['inProcess'] = n;
  else if (status === 'CLOSED') m['closed'] = n;
  if (type === 'WOW') m['wows'] = n;
  return m;
}

function needsResponse(dimensions: readonly GroupBy[], filter: ResolvedFilter): boolean {
  return !onlyDailyDimensions(filter) || dimensions.some((d) => RESPONSE_DIMENSIONS.has(d));
}

function scanFrom(
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
  ctx: EngineContext,
): { from: Expr; conditions: Expr[]; columns: TableColumns } {
  const join = needsResponse(dimensions, filter);
  const columns: TableColumns = {
    day: zonedDay(sql.ref('a.created_at'), filter.timeZone),
    criticalMoment: sql.ref('a.critical_moment_id'),
    geoLocation: sql.ref('a.geo_location_id'),
    alertType: sql.ref('a.type'),
    alertStatus: sql.ref('a.status'),
    ...(join
      ? {
          logicalLocation: sql.ref('r.logical_location_id'),
          channel: sql.ref('r.channel_id'),
          mlCluster: sql.ref('r.cluster_id'),
        }
      : {}),
  };
  const from = sql`alerts a ${join ? sql`JOIN survey_responses r ON r.tenant_id = a.tenant_id AND r.id = a.response_id` : sql``}`;
  const conditions = [
    sql`a.tenant_id = ${filter.tenantId}`,
    textIn(sql.ref('a.type'), typesOf(ctx)),
    textIn(sql.ref('a.status'), statusesOf(ctx)),
    ...scanConditions(filter, sql.ref('a.created_at'), columns, ctx.trees),
    ...(join ? answerConditions(filter, sql.ref('r.answers')) : []),
    ...(join ? contextConditions(filter, sql.ref('r.context')) : []),
  ];
  return { from, conditions, columns };
}

async function countFacts(
  ctx: EngineContext,
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
): Promise<FactsResult> {
  const daily = !ctx.forceScan && !needsResponse(dimensions, filter);
  if (daily) {
    const kinds = [textIn(sql.ref('type'), typesOf(ctx)), textIn(sql.ref('status'), statusesOf(ctx))];
    const rolled = await rollupFacts(ctx, dimensions, filter, {
      table: 'alert_rollup',
      leading: [sql`type AS t`, sql`status AS s`],
      sums: [sql`SUM(n) AS n`],
      conditions: kinds,
      columns: { alertType: sql.ref('type'), alertStatus: sql.ref('status') },
      read: (row) => toFact(row, 0),
    });
    if (rolled) return { facts: rolled, path: 'fast' };
    const columns: TableColumns = {
      day: sql.ref('day'),
      criticalMoment: sql.ref('critical_moment_id'),
      geoLocation: sql.ref('geo_location_id'),
      alertType: sql.ref('type'),
      alertStatus: sql.ref('status'),
    };
    const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
    const { select, groupBy } = keySelect(keys, 2);
    const conditions = [sql`tenant_id = ${filter.tenantId}`, ...dailyConditions(filter, columns, ctx.trees), ...kinds];
    const { rows } = await sql<Record<string, unknown>>`
      SELECT type AS t, status AS s${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, SUM(n) AS n
      FROM alert_daily ${where(conditions)} ${groupBy}`.execute(ctx.db);
    return { facts: rows.map((row) => toFact(row, keys.length)), path: 'fast' };
  }
  const { from, conditions, columns } = scanFrom(dimensions, filter, ctx);
  const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys, 2);
  const { rows } = await sql<Record<string, unknown>>`
    SELECT a.type AS t, a.status AS s${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, count(*) AS n
    FROM ${from} ${where(conditions)} ${groupBy}`.execute(ctx.db);
  return { facts: rows.map((row) => toFact(row, keys.length)), path: 'scan' };
}

function toFact(row: Record<string, unknown>, keyCount: number): Fact {
  return {
    keys: readKeys(row, keyCount),
    part: 0,
    measures: statusMeasures(String(row['t']), String(row['s']), num(row['n'])),
  };
}

async function firstResponseFacts(
  ctx: EngineContext,
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
): Promise<FactsResult> {
  const { from, conditions, columns } = scanFrom(dimensions, filter, ctx);
  const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys, 1);
  const hours = sql`(EXTRACT(EPOCH FROM (a.first_response_at - a.created_at))::float8 / 3600)`;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT floor(${hours}) AS b${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, count(*) AS n, SUM(${hours}) AS h
    FROM ${from} ${where([...conditions, sql`a.first_response_at IS NOT NULL`])} ${groupBy}`.execute(ctx.db);
  return {
    facts: rows.map((row) => {
      const n = num(row['n']);
      const speed = classifyFirstResponse(num(row['b']), baseHoursOf(ctx));
      return { keys: readKeys(row, keys.length), part: 0, measures: { n, hours: num(row['h']), [speed]: n } };
    }),
    path: 'scan',
  };
}

/** Alert indicators (source "alerts"). */
export const alertsSource: IndicatorSource = {
  supports: (dimension) => ALERT_DIMENSIONS.has(dimension),

  async facts(ctx, dimensions, filter) {
    if (isEmptyFilter(filter) || typesOf(ctx).length === 0 || statusesOf(ctx).length === 0) {
      return { facts: [], path: 'none' };
    }
    return definitionOf(ctx).measure === 'firstResponseTime'
      ? firstResponseFacts(ctx, dimensions, filter)
      : countFacts(ctx, dimensions, filter);
  },

  finish(parts, ctx) {
    const total = totalOf(parts);
    const n = total['n'] ?? 0;
    const measure = definitionOf(ctx).measure;
    if (measure === 'firstResponseTime') {
      return {
        value: averageFromSums({ sum: total['hours'] ?? 0, count: n }),
        count: n,
        fast: total['fast'] ?? 0,
        slow: total['slow'] ?? 0,
        baseHours: baseHoursOf(ctx),
      };
    }
    // A count answers its split by status too (the alerts trend stacks it); the counters add the wows.
    const byStatus = {
      value: n,
      count: n,
      not_handled: total['notHandled'] ?? 0,
      in_process: total['inProcess'] ?? 0,
      closed: total['closed'] ?? 0,
    };
    return measure === 'counters' ? { ...byStatus, wows: total['wows'] ?? 0 } : byStatus;
  },

  enumerate(dimension, ctx) {
    if (dimension === 'alertStatus') return statusesOf(ctx);
    if (dimension === 'alertType') return typesOf(ctx);
    return undefined;
  },
};
