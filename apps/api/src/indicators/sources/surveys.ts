import type { GroupBy, NotificationsIndicator, SurveyCountIndicator } from '@voz/schema';
import { dataQualityFromCounts, responsePercentage } from '@voz/core';
import { sql } from 'kysely';
import { isEmptyFilter, onlyDailyDimensions, type ResolvedFilter } from '../filter.js';
import { rollupFacts } from '../rollup.js';
import { NOTIFICATION_STATUSES, RESPONSE_STATUSES } from '../params.js';
import {
  answerConditions,
  contextColumn,
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
import type { Fact } from '../types.js';
import { totalOf, type EngineContext, type FactsResult, type IndicatorSource } from './source.js';

// Survey counts (source "surveys") and invitation counts (source "notifications").
//
// Survey counts read response_daily (per tenant, day, moment, geography and status: n) unless the
// filter or grouping involves the response's logicals, channels, clusters or answers, which scan
// survey_responses. Counters give answered, in-progress and not-handled counts with the response
// percentage and the data quality of packages/core (dataQualityFromCounts, as survey-responses/values).

const DAILY_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  'status',
  'geoLocation',
  'criticalMoment',
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);
const SURVEY_COUNT_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  ...DAILY_DIMENSIONS,
  'logicalLocation',
  'channel',
  'mlCluster',
  'advisor',
  'context',
]);

function surveyCountDefinition(ctx: EngineContext): SurveyCountIndicator {
  return ctx.definition as SurveyCountIndicator;
}

/** Statuses counted: the definition's (ANSWERED for count, all for counters), narrowed by `status`. */
function statusesOf(ctx: EngineContext): string[] {
  const definition = surveyCountDefinition(ctx);
  const defined: readonly string[] =
    definition.statuses ?? (definition.measure === 'counters' ? RESPONSE_STATUSES : ['ANSWERED']);
  const asked = ctx.params.status;
  return asked === undefined ? [...defined] : defined.filter((s) => s === asked);
}

function statusFact(row: Record<string, unknown>, keyCount: number): Fact {
  const n = num(row['n']);
  return { keys: readKeys(row, keyCount), part: 0, measures: { n, [`status:${String(row['s'])}`]: n } };
}

async function surveyCountFacts(
  ctx: EngineContext,
  dimensions: readonly GroupBy[],
  filter: ResolvedFilter,
): Promise<FactsResult> {
  const statuses = statusesOf(ctx);
  if (isEmptyFilter(filter) || statuses.length === 0) return { facts: [], path: 'none' };
  const daily = !ctx.forceScan && onlyDailyDimensions(filter) && dimensions.every((d) => DAILY_DIMENSIONS.has(d));
  if (daily) {
    const statusCondition = textIn(sql.ref('status'), statuses);
    const rolled = await rollupFacts(ctx, dimensions, filter, {
      table: 'response_rollup',
      leading: [sql`status AS s`],
      sums: [sql`SUM(n) AS n`],
      conditions: [statusCondition],
      columns: { status: sql.ref('status') },
      read: (row) => statusFact(row, 0),
    });
    if (rolled) return { facts: rolled, path: 'fast' };
    const columns: TableColumns = {
      day: sql.ref('day'),
      criticalMoment: sql.ref('critical_moment_id'),
      geoLocation: sql.ref('geo_location_id'),
      status: sql.ref('status'),
    };
    const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
    const { select, groupBy } = keySelect(keys, 1);
    const conditions = [
      sql`tenant_id = ${filter.tenantId}`,
      ...dailyConditions(filter, columns, ctx.trees),
      statusCondition,
    ];
    const { rows } = await sql<Record<string, unknown>>`
      SELECT status AS s${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, SUM(n) AS n
      FROM response_daily ${where(conditions)} ${groupBy}`.execute(ctx.db);
    return { facts: rows.map((row) => statusFact(row, keys.length)), path: 'fast' };
  }
  const columns: TableColumns = {
    day: zonedDay(sql.ref('r.created_at'), filter.timeZone),
    criticalMoment: sql.ref('r.critical_moment_id'),
    geoLocation: sql.ref('r.geo_location_id'),
    logicalLocation: sql.ref('r.logical_location_id'),
    channel: sql.ref('r.channel_id'),
    mlCluster: sql.ref('r.cluster_id'),
    advisor: sql.ref('r.advisor'),
    context: contextColumn(sql.ref('r.context'), ctx.params.contextField),
    status: sql.ref('r.status'),
  };
  const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
  const { select, groupBy } = keySelect(keys, 1);
  const conditions = [
    sql`r.tenant_id = ${filter.tenantId}`,
    textIn(sql.ref('r.status'), statuses),
    ...scanConditions(filter, sql.ref('r.created_at'), columns, ctx.trees),
    ...answerConditions(filter, sql.ref('r.answers')),
    ...contextConditions(filter, sql.ref('r.context')),
  ];
  const { rows } = await sql<Record<string, unknown>>`
    SELECT r.status AS s${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, count(*) AS n
    FROM survey_responses r ${where(conditions)} ${groupBy}`.execute(ctx.db);
  return { facts: rows.map((row) => statusFact(row, keys.length)), path: 'scan' };
}

/** Survey counts and counters (source "surveys"). */
export const surveysSource: IndicatorSource = {
  supports: (dimension) => SURVEY_COUNT_DIMENSIONS.has(dimension),

  facts: surveyCountFacts,

  finish(parts, ctx) {
    const total = totalOf(parts);
    const n = total['n'] ?? 0;
    if (surveyCountDefinition(ctx).measure !== 'counters') return { value: n, count: n };
    const answered = total['status:ANSWERED'] ?? 0;
    const inProgress = total['status:IN_PROGRESS'] ?? 0;
    const notHandled = total['status:NOT_ANSWERED'] ?? 0;
    const invalid = total['status:INVALID'] ?? 0;
    return {
      value: n,
      count: n,
      answeredCount: answered,
      inProgressCount: inProgress,
      notHandledCount: notHandled,
      invalidCount: invalid,
      handledPerc: responsePercentage({ answered, inProgress, notHandled }),
      validPerc: dataQualityFromCounts({ answered, inProgress, invalid }),
    };
  },

  enumerate: (dimension, ctx) => (dimension === 'status' ? statusesOf(ctx) : undefined),
};

const NOTIFICATION_DIMENSIONS: ReadonlySet<GroupBy> = new Set([
  'status',
  'geoLocation',
  'criticalMoment',
  'formattedMonth',
  'formattedBimester',
  'formattedWeek',
  'date',
  'week',
]);

/** Invitation counts by status (source "notifications"): a scan of notifications (no daily table). */
export const notificationsSource: IndicatorSource = {
  supports: (dimension) => NOTIFICATION_DIMENSIONS.has(dimension),

  async facts(ctx, dimensions, filter) {
    if (isEmptyFilter(filter)) return { facts: [], path: 'none' };
    const columns: TableColumns = {
      day: zonedDay(sql.ref('created_at'), filter.timeZone),
      criticalMoment: sql.ref('critical_moment_id'),
      geoLocation: sql.ref('geo_location_id'),
      status: sql.ref('status'),
    };
    const keys = dimensions.map((d) => keyExpression(d, columns) as Expr);
    const { select, groupBy } = keySelect(keys, 1);
    // Invitations carry no logical, channel or cluster: those filters do not narrow them.
    const conditions = [
      sql`tenant_id = ${filter.tenantId}`,
      ...scanConditions(
        { ...filter, logicals: null, channels: null, clusters: null },
        sql.ref('created_at'),
        columns,
        ctx.trees,
      ),
    ];
    const workflow = ctx.params.workflowName ?? (ctx.definition as NotificationsIndicator).workflowName;
    if (workflow !== undefined) conditions.push(sql`workflow_name = ${workflow}`);
    const { rows } = await sql<Record<string, unknown>>`
      SELECT status AS s${select.length > 0 ? sql`, ${sql.join(select)}` : sql``}, count(*) AS n
      FROM notifications ${where(conditions)} ${groupBy}`.execute(ctx.db);
    return { facts: rows.map((row) => statusFact(row, keys.length)), path: 'scan' };
  },

  finish(parts) {
    const n = totalOf(parts)['n'] ?? 0;
    return { value: n, count: n };
  },

  enumerate: (dimension) => (dimension === 'status' ? NOTIFICATION_STATUSES : undefined),
};
