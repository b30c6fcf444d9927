import { addDays, formatWireDate, parseWireDate, toWireDate } from '@voz/core';
import type { Tenant } from '@voz/schema';
import type { FromSchema } from 'json-schema-to-ts';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../http/errors.js';
import type { IdFilter } from '../http/scope.js';

// Request parameters shared by the lcm lists and the voc reports: JSON Schema fragments, the
// tenant's date-range parameters turned into instants of its time zone, text filters, and id sets
// as SQL conditions. Paging and sorting are the API's one dialect, in http/list-query.ts.

/** A list of tree or channel ids. */
export const ID_LIST_SCHEMA = {
  type: 'array',
  maxItems: 1000,
  items: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
} as const;

/** A 'YYYY-MM-DD' date (its calendar validity is checked by dateBounds). */
export const WIRE_DATE_SCHEMA = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** The date-range parameters, under both namings a tenant may use (formatting.dateParams). */
export const DATE_PROPERTIES = {
  dateFrom: WIRE_DATE_SCHEMA,
  dateTo: WIRE_DATE_SCHEMA,
  customerServiceTimeFrom: WIRE_DATE_SCHEMA,
  customerServiceTimeTo: WIRE_DATE_SCHEMA,
} as const;

/** The text filter of a list. */
export const TEXT_FILTER_PROPERTIES = {
  filter: { type: 'string', maxLength: 200, description: 'Texto a buscar.' },
} as const;

/** Date parameters as received (either naming). */
export type DateParams = FromSchema<{
  type: 'object';
  additionalProperties: false;
  properties: typeof DATE_PROPERTIES;
}>;

/** A date range in the tenant's zone and the instants bounding it. */
export interface DateBounds {
  /** First day, 'YYYY-MM-DD', or null for no lower bound. */
  from: string | null;
  /** Last day (included), or null for no upper bound. */
  to: string | null;
  /** First instant of `from` in the tenant's zone. */
  start: Date | null;
  /** First instant after `to` (exclusive bound). */
  end: Date | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The first instant of a calendar day in a time zone (local midnight, or the first minute after
 * it when a DST jump skips midnight). Offsets lie within ±15 h of UTC, so the instant is searched
 * there, by minute.
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const date = parseWireDate(day);
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  let before = utcMidnight - 15 * HOUR_MS;
  let after = utcMidnight + 15 * HOUR_MS;
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (toWireDate(new Date(middle), timeZone) >= day) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** The names of the tenant's date parameters. */
export function dateParamNames(tenant: Tenant): { from: keyof DateParams; to: keyof DateParams } {
  const names = tenant.formatting?.dateParams;
  return { from: names?.from ?? 'dateFrom', to: names?.to ?? 'dateTo' };
}

/**
 * The date range of a request under the tenant's parameter names. A parameter of the other
 * naming, an impossible date or a range ending before it starts answers 400 naming the field.
 */
export function dateBounds(params: DateParams, tenant: Tenant, where: 'querystring' | 'body'): DateBounds {
  const names = dateParamNames(tenant);
  for (const name of ['dateFrom', 'dateTo', 'customerServiceTimeFrom', 'customerServiceTimeTo'] as const) {
    if (params[name] !== undefined && name !== names.from && name !== names.to) {
      throw badRequest(`${where}.${name}: este cliente usa ${names.from} y ${names.to}.`);
    }
  }
  const read = (name: keyof DateParams): string | null => {
    const value = params[name];
    if (value === undefined) return null;
    try {
      return formatWireDate(parseWireDate(value));
    } catch {
      throw badRequest(`${where}.${name}: "${value}" no es una fecha válida (AAAA-MM-DD).`);
    }
  };
  const from = read(names.from);
  const to = read(names.to);
  if (from && to && from > to) throw badRequest(`${where}.${names.to}: es anterior a ${names.from}.`);
  const zone = tenant.timezone;
  return {
    from,
    to,
    start: from ? zonedDayStart(from, zone) : null,
    end: to ? zonedDayStart(formatWireDate(addDays(parseWireDate(to), 1)), zone) : null,
  };
}

/** The tenant's list size (platform-core §9), the default of the lists that honour it. */
export function tenantPageSize(tenant: Tenant): number | undefined {
  return tenant.defaults?.pageSizes?.lists;
}

/** An ILIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column IN (ids)`, or false for an empty set; null when the filter does not restrict. */
export function idsIn(column: string, ids: IdFilter): RawBuilder<boolean> | null {
  if (ids === null) return null;
  if (ids.size === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join([...ids].sort((a, b) => a - b))})`;
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
  ...DATE_PROPERTIES,
  criticalMomentInclude: ID_LIST_SCHEMA,
  criticalMomentExclude: ID_LIST_SCHEMA,
  geoLocationInclude: ID_LIST_SCHEMA,
  logicalLocationInclude: ID_LIST_SCHEMA,
  channelInclude: ID_LIST_SCHEMA,
  clusterInclude: ID_LIST_SCHEMA,
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

/** Answers chosen per question: question id -> accepted options. */
export const RESPONSE_VALUES_SCHEMA = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { pattern: '^[0-9]{1,9}$' },
  additionalProperties: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } },
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

/**
 * The answers filter of a call: the object of a JSON body, or the JSON text of a query string
 * (400 naming the field when the text is not an object of option lists).
 */
export function responseValuesOf(
  value: Record<string, string[]> | string | undefined,
  where: 'querystring' | 'body',
): Record<string, string[]> {
  if (value === undefined) return {};
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`${where}.responseValues: no es JSON válido.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(`${where}.responseValues: debe ser un objeto de listas de opciones.`);
  }
  const out: Record<string, string[]> = {};
  for (const [question, options] of Object.entries(parsed)) {
    if (!/^[0-9]{1,9}$/.test(question) || !Array.isArray(options) || !options.every((o) => typeof o === 'string')) {
      throw badRequest(`${where}.responseValues.${question}: debe ser una lista de textos por id de pregunta.`);
    }
    out[question] = options;
  }
  return out;
}
