import type { FromSchema } from 'json-schema-to-ts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { idCondition, likePattern, readDateRange, type IdFilter } from '../http/list-filters.js';
import type { Principal } from '../http/principal.js';
import type { Tree } from '../tenants/MetadataTrees.js';
import { planScope, scopeCondition } from './plan-store.js';
import type { listQuery } from './schemas.js';

/**
 * Filters of the plan list and the plan dashboard: the list's query as its schema admits it (the
 * dashboard's is the same without paging and text; paging is not read here).
 */
export type PlanFilters = FromSchema<typeof listQuery>;

const ref = (column: string): ReturnType<typeof sql.ref> => sql.ref(`action_plans.${column}`);

/** Ids a tree filter keeps (with descendants), or null when it keeps everything (empty, or the root). */
function requestedIds(tree: Tree, ids: readonly number[] | undefined): IdFilter {
  if (!ids || ids.length === 0 || ids.includes(tree.root.id)) return null;
  return tree.expand(ids);
}

/**
 * The WHERE condition of a filtered plan query: the caller's scope (always), then the request's
 * filters. Dates are the plan's creation day in the tenant's time zone. `today` is the tenant's.
 */
export function planConditions(principal: Principal, filters: PlanFilters, today: string): Expression<SqlBool> {
  const range = readDateRange(filters, 'querystring', { accept: 'either' });
  const { trees, tenant } = principal.tenant;
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`${ref('tenant_id')} = ${principal.tenantId}`,
    scopeCondition(planScope(principal)),
  ];
  // The ids asked for (with descendants), beside the scope: a plan of no moment is in every
  // moment's scope, but not among the plans of the moments asked for.
  const geos = idCondition('action_plans.geo_location_id', requestedIds(trees.geographies, filters.geoLocationInclude));
  if (geos) conditions.push(geos);
  const moments = idCondition(
    'action_plans.critical_moment_id',
    requestedIds(trees.criticalMoments, filters.criticalMomentInclude),
  );
  if (moments) conditions.push(moments);
  if (filters.status?.length) conditions.push(sql<SqlBool>`${ref('status')} IN (${sql.join(filters.status)})`);
  if (filters.library !== undefined) conditions.push(sql<SqlBool>`${ref('library')} = ${filters.library}`);
  const day = sql`(${ref('created_at')} AT TIME ZONE ${tenant.value.timezone})::date`;
  if (range.from !== null) conditions.push(sql<SqlBool>`${day} >= ${range.from}::date`);
  if (range.to !== null) conditions.push(sql<SqlBool>`${day} <= ${range.to}::date`);
  if (filters.indicatorId) conditions.push(sql<SqlBool>`${ref('indicator_id')} = ${filters.indicatorId}`);
  if (filters.overdue !== undefined) {
    const late = sql<SqlBool>`(${ref('due_date')} < ${today}::date AND ${ref('status')} IN ('OPEN', 'IN_PROGRESS'))`;
    conditions.push(filters.overdue ? late : sql<SqlBool>`NOT coalesce(${late}, false)`);
  }
  if (filters.filter?.trim()) {
    const pattern = likePattern(filters.filter.trim());
    conditions.push(sql<SqlBool>`(${ref('title')} ILIKE ${pattern} OR ${ref('description')} ILIKE ${pattern})`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}
