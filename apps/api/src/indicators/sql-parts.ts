import type { GroupBy } from '@voz/schema';
import { sql, type RawBuilder } from 'kysely';
import type { MetadataTrees, Tree } from '../tenants/MetadataTrees.js';
import type { IdSet, ResolvedFilter } from './filter.js';

// SQL fragments shared by the sources: conditions on the filter, and the key expression of each
// grouping on a table. Every query groups by ordinal positions (GROUP BY 1, 2…), so a key that
// holds a parameter (the time zone) is written once.

/** A SQL expression. */
export type Expr = RawBuilder<unknown>;

/** The columns of a table the groupings and conditions read. */
export interface TableColumns {
  /** The calendar day in the tenant's zone (a date column, or created_at converted). */
  day: Expr;
  /** Critical moment id. */
  criticalMoment: Expr;
  /** Geography id. */
  geoLocation: Expr;
  /** Logical location id (raw responses only). */
  logicalLocation?: Expr;
  /** Channel id (raw responses only). */
  channel?: Expr;
  /** Cluster id (raw responses only). */
  mlCluster?: Expr;
  /** Question id. */
  question?: Expr;
  /** Status of the row (responses, notifications). */
  status?: Expr;
  /** Alert type. */
  alertType?: Expr;
  /** Alert status. */
  alertStatus?: Expr;
  /** Comment tag. */
  tag?: Expr;
  /** Advisor name (raw responses only: the daily tables and roll-ups have no advisor). */
  advisor?: Expr;
  /** The requested operation field of the response, as text (raw responses only). */
  context?: Expr;
}

/** `column = ANY(ids)`. */
export function idIn(column: Expr, ids: ReadonlySet<number> | readonly number[]): Expr {
  return sql`${column} = ANY(${[...ids]}::int[])`;
}

/** `column = ANY(values)` on text. */
export function textIn(column: Expr, values: readonly string[]): Expr {
  return sql`${column} = ANY(${[...values]}::text[])`;
}

function optionalIn(column: Expr | undefined, ids: IdSet, out: Expr[]): void {
  if (ids !== null && column !== undefined) out.push(idIn(column, ids));
}

/**
 * The nodes of a tree a read names: the filter's, or for the whole tenant every node of the tree.
 * Rows of a node missing from the trees are thus left out of every path, as the roll-ups leave them
 * out of every node above them (a node taken out of metadata.json drops out of the tenant's figures).
 */
function namedNodes(ids: IdSet, tree: Tree): ReadonlySet<number> | readonly number[] {
  return ids ?? tree.nodes();
}

/**
 * Conditions of a daily pre-aggregate (a `day` date column): dates, moments, geographies. Moments
 * and geographies are always named (namedNodes): the daily tables are keyed geography and moment
 * before the day (migration 0009), so only a read that names both narrows on its days.
 */
export function dailyConditions(filter: ResolvedFilter, columns: TableColumns, trees: MetadataTrees): Expr[] {
  const out: Expr[] = [];
  if (filter.from !== null) out.push(sql`${columns.day} >= ${filter.from}::date`);
  if (filter.to !== null) out.push(sql`${columns.day} <= ${filter.to}::date`);
  out.push(idIn(columns.criticalMoment, namedNodes(filter.criticalMoments, trees.criticalMoments)));
  out.push(idIn(columns.geoLocation, namedNodes(filter.geographies, trees.geographies)));
  return out;
}

/** The calendar day of a timestamptz column in the tenant's zone. */
export function zonedDay(createdAt: Expr, timeZone: string): Expr {
  return sql`(${createdAt} AT TIME ZONE ${timeZone})::date`;
}

/**
 * Conditions on a raw table: the day range as an instant range on `createdAt` (so the index on
 * (tenant_id, created_at) serves it), moments, geographies, and, where the table has them,
 * logicals, channels and clusters.
 */
export function scanConditions(
  filter: ResolvedFilter,
  createdAt: Expr,
  columns: TableColumns,
  trees: MetadataTrees,
): Expr[] {
  const out: Expr[] = [];
  if (filter.from !== null) {
    out.push(sql`${createdAt} >= (${filter.from}::date::timestamp AT TIME ZONE ${filter.timeZone})`);
  }
  if (filter.to !== null) {
    out.push(sql`${createdAt} < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${filter.timeZone})`);
  }
  out.push(idIn(columns.criticalMoment, namedNodes(filter.criticalMoments, trees.criticalMoments)));
  out.push(idIn(columns.geoLocation, namedNodes(filter.geographies, trees.geographies)));
  optionalIn(columns.logicalLocation, filter.logicals, out);
  optionalIn(columns.channel, filter.channels, out);
  optionalIn(columns.mlCluster, filter.clusters, out);
  return out;
}

/** Conditions on the answers of a raw response: each filtered question's answer is one of its options. */
export function answerConditions(filter: ResolvedFilter, answers: Expr): Expr[] {
  return filter.responseValues.map(([question, options]) => textIn(sql`(${answers} ->> ${question})`, options));
}

/** Conditions on the operation of a raw response: each filtered field's value (as text) is one of its values. */
export function contextConditions(filter: ResolvedFilter, context: Expr): Expr[] {
  return filter.contextValues.map(([field, values]) => textIn(sql`(${context} ->> ${field})`, values));
}

/** The key expression of a grouping on a table, or undefined when the table cannot group by it. */
export function keyExpression(dimension: GroupBy, columns: TableColumns): Expr | undefined {
  switch (dimension) {
    // Time keys are the first day of their period (a date), labelled in JavaScript on the
    // aggregated rows: date arithmetic costs a fraction of to_char per row on PGlite.
    // A bimester's key is the first day of the month: its two months are added together on the
    // aggregated rows when they are labelled (dimensions.periodLabel), so no SQL differs from months.
    case 'formattedMonth':
    case 'formattedBimester':
      return sql`(${columns.day} - (date_part('day', ${columns.day})::int - 1))`;
    case 'formattedWeek':
    case 'week':
      return sql`(${columns.day} - (date_part('isodow', ${columns.day})::int - 1))`;
    case 'date':
      return columns.day;
    case 'criticalMoment':
      return columns.criticalMoment;
    case 'geoLocation':
      return columns.geoLocation;
    case 'logicalLocation':
      return columns.logicalLocation;
    case 'channel':
      return columns.channel;
    case 'mlCluster':
      return columns.mlCluster;
    case 'question':
      return columns.question;
    case 'status':
      return columns.status;
    case 'alertType':
      return columns.alertType;
    case 'alertStatus':
      return columns.alertStatus;
    case 'tag':
      return columns.tag;
    case 'advisor':
      return columns.advisor;
    case 'context':
      return columns.context;
    case 'numberAnswer':
    case 'responseValue':
      return undefined;
  }
}

/** The operation field `field` of a response's context (jsonb) as text, or undefined without a field. */
export function contextColumn(context: Expr, field: string | undefined): Expr | undefined {
  return field === undefined ? undefined : sql`(${context} ->> ${field})`;
}

/** `expr AS "kN"` for every key, and the ordinals to group by (after `leading` other columns). */
export function keySelect(keys: readonly Expr[], leading = 0): { select: Expr[]; groupBy: Expr } {
  const select = keys.map((key, i) => sql`${key} AS ${sql.ref(`k${i}`)}`);
  const ordinals = Array.from({ length: keys.length + leading }, (_, i) => String(i + 1));
  return { select, groupBy: ordinals.length > 0 ? sql.raw(`GROUP BY ${ordinals.join(', ')}`) : sql`` };
}

/** `WHERE a AND b ...`. */
export function where(conditions: readonly Expr[]): Expr {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The keys of a query row, in dimension order. */
export function readKeys(row: Record<string, unknown>, count: number): (string | number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const value = row[`k${i}`];
    // Dates arrive as YYYY-MM-DD (database.ts parses them so on both engines); a Date is read as UTC.
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  });
}

/** A numeric column of a query row (bigint sums arrive as numbers; null as 0). */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : value === null || value === undefined ? 0 : Number(value);
}
