import type { Tenant } from '@voz/schema';
import type { FromSchema } from 'json-schema-to-ts';
import { sql, type RawBuilder } from 'kysely';
import { DATE_AND_TREE_PROPERTIES, RESPONSE_VALUES_SCHEMA } from '../http/list-filters.js';

// Request parameters shared by the lcm lists and the voc reports: the text filter, the tenant's
// list size, text sets as SQL conditions, and the indicator-call parameters (CALL_*). Paging and
// sorting are the API's one dialect (http/list-query.ts); dates (under the tenant's naming),
// responseValues, scope and ids are read as on every list (http/list-filters.ts).

/** The text filter of a list. */
export const TEXT_FILTER_PROPERTIES = {
  filter: { type: 'string', maxLength: 200, description: 'Texto a buscar.' },
} as const;

/** The tenant's list size (platform-core §9), the default of the lists that honour it. */
export function tenantPageSize(tenant: Tenant): number | undefined {
  return tenant.defaults?.pageSizes?.lists;
}

/** `column IN (values)` over text values, or false for an empty list. */
export function textIn(column: string, values: readonly string[]): RawBuilder<boolean> {
  if (values.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join([...values])})`;
}

const STRING_LIST = { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 64 } } as const;

/**
 * Every parameter an indicator request may carry to a non-indicator route (packages/core
 * buildIndicatorCalls: the filter dimensions, the extras passed by name, groupBy, limit, sort,
 * keyExtract, tag), so a widget's call to dashboard/resume or reports/indicators-dashboard is
 * never refused for a parameter the route does not read. Routes ignore what they do not use.
 */
const CALL_COMMON_PROPERTIES = {
  ...DATE_AND_TREE_PROPERTIES,
  alertStatusInclude: {
    type: 'array',
    maxItems: 3,
    items: { type: 'string', enum: ['NOT_HANDLED', 'IN_PROCESS', 'CLOSED'] },
  },
  alertTypeInclude: {
    type: 'array',
    maxItems: 4,
    items: { type: 'string', enum: ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'] },
  },
  groupByTopLocation: { type: 'boolean' },
  featureInclude: STRING_LIST,
  featureExclude: STRING_LIST,
  periods: { type: 'integer', minimum: 1, maximum: 120 },
  formula: { type: 'string', maxLength: 32 },
  groupByLevel: { type: 'integer', minimum: 1, maximum: 20 },
  groupNameFormat: { type: 'string', maxLength: 32 },
  resultType: { type: 'string', enum: ['top', 'bottom', 'JSON', 'EXCEL'] },
  topSize: { type: 'integer', minimum: 0, maximum: 1000 },
  bottomSize: { type: 'integer', minimum: 0, maximum: 1000 },
  trunc: { type: 'string', enum: ['HALF_UP', 'HALF_DOWN'] },
  aggregation: { type: 'string', maxLength: 32 },
  rankingPositionScope: { type: 'integer', enum: [0, 100], minimum: 0, maximum: 100 },
  workflowName: { type: 'string', minLength: 1, maxLength: 64 },
  status: { type: 'string', enum: ['external', 'ANSWERED', 'NOT_ANSWERED', 'INVALID', 'IN_PROGRESS'] },
  groupBy: STRING_LIST,
  limit: { type: 'integer', minimum: 1, maximum: 100_000 },
  sort: { type: 'string', maxLength: 64 },
  keyExtract: STRING_LIST,
  tag: { type: 'string', maxLength: 200 },
} as const;

/** The indicator-call parameters in a query string (responseValues as JSON text). */
export const CALL_QUERY_PROPERTIES = {
  ...CALL_COMMON_PROPERTIES,
  responseValues: { type: 'string', maxLength: 10_000 },
} as const;

/** The indicator-call parameters in a JSON body. */
export const CALL_BODY_PROPERTIES = { ...CALL_COMMON_PROPERTIES, responseValues: RESPONSE_VALUES_SCHEMA } as const;

/** The call parameters as routes read them: a body's or a query string's (responseValues as an object or JSON text). */
export const CALL_FILTERS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...CALL_COMMON_PROPERTIES,
    responseValues: { anyOf: [CALL_QUERY_PROPERTIES.responseValues, RESPONSE_VALUES_SCHEMA] },
  },
} as const;

/** The filter dimensions (and other parameters) a call may carry, as routes read them. */
export type CallFilters = FromSchema<typeof CALL_FILTERS_SCHEMA>;
