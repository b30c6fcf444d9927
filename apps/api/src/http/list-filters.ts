import { addDays, formatWireDate, parseWireDate, toWireDate } from '@voz/core';
import type { Tenant } from '@voz/schema';
import type { FromSchema } from 'json-schema-to-ts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from './errors.js';
import type { IdFilter } from './scope.js';

// The filters every list route reads besides its paging (http/list-query.ts): the date range, the
// answers chosen (responseValues), the tree ids intersected with the caller's scope, and free
// text. One JSON Schema per parameter, one reading of each, one SQL condition of each:
//
//   dates   'YYYY-MM-DD' days of the tenant's time zone, both included, checked as real days;
//           a range ending before it starts answers 400. A list accepts either naming
//           (dateFrom/dateTo or customerServiceTimeFrom/customerServiceTimeTo: the survey-response
//           and alert lists) or only the tenant's `formatting.dateParams` naming (the lcm lists,
//           the reports and the social calls): readDateRange's `naming`.
//   scope   the requested tree ids intersected with the caller's scope (effectiveFilter, in
//           http/scope.ts, re-exported here), then `column IN (ids)` (idCondition).
//   answers responseValues, a JSON object in a body or its JSON text in a query string
//           (parseResponseValues).
//   text    a LIKE pattern matching the text literally (likePattern).

export { effectiveFilter, hasHighestScope, type EffectiveFilter, type IdFilter } from './scope.js';

/** Largest id of a tree node, a channel or a cluster (integer columns). */
export const MAX_NODE_ID = 2_147_483_647;

/** Text without NUL characters (PostgreSQL text cannot hold them). */
export const SAFE_TEXT_PATTERN = '^[^\\u0000]*$';

/** A 'YYYY-MM-DD' date (checked as a real day by readDateRange). */
export const WIRE_DATE_SCHEMA = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** A list of tree, channel or cluster ids (repeated query keys, or a JSON array). */
export const ID_LIST_SCHEMA = {
  type: 'array',
  maxItems: 1000,
  items: { type: 'integer', minimum: 0, maximum: MAX_NODE_ID },
} as const;

/** The date-range parameters, under both namings a tenant may use (formatting.dateParams). */
export const DATE_PROPERTIES = {
  dateFrom: WIRE_DATE_SCHEMA,
  dateTo: WIRE_DATE_SCHEMA,
  customerServiceTimeFrom: WIRE_DATE_SCHEMA,
  customerServiceTimeTo: WIRE_DATE_SCHEMA,
} as const;

/** The date range (either naming) and the tree, channel and cluster filters of platform-core §7. */
export const DATE_AND_TREE_PROPERTIES = {
  ...DATE_PROPERTIES,
  criticalMomentInclude: ID_LIST_SCHEMA,
  criticalMomentExclude: ID_LIST_SCHEMA,
  geoLocationInclude: ID_LIST_SCHEMA,
  logicalLocationInclude: ID_LIST_SCHEMA,
  channelInclude: ID_LIST_SCHEMA,
  clusterInclude: ID_LIST_SCHEMA,
} as const;

/** Date parameters as received (either naming). */
export type DateParams = FromSchema<{
  type: 'object';
  additionalProperties: false;
  properties: typeof DATE_PROPERTIES;
}>;

/** responseValues as a JSON object (a body): question id -> accepted answers. */
export const RESPONSE_VALUES_SCHEMA = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { pattern: '^[0-9]{1,9}$' },
  additionalProperties: {
    type: 'array',
    maxItems: 200,
    items: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
  },
} as const;

/** Where a parameter was read, the prefix of the field a 400 names. */
export type ParamsPlace = 'querystring' | 'body';

/**
 * Which names a list reads its date range under:
 * - `either`: dateFrom/dateTo, else customerServiceTimeFrom/customerServiceTimeTo (the
 *   survey-response and alert lists);
 * - `tenant`: only the tenant's `formatting.dateParams` names (dateFrom/dateTo by default); a
 *   parameter of the other naming answers 400 (the lcm lists, the reports, the social calls).
 */
export type DateNaming = { accept: 'either' } | { accept: 'tenant'; tenant: Tenant };

/** A date range, read: 'YYYY-MM-DD' days of the tenant's zone, both included. */
export interface DateRange {
  /** First day, or null for no lower bound. */
  from: string | null;
  /** Last day (included), or null for no upper bound. */
  to: string | null;
}

/** A date range and the instants bounding it in the tenant's zone. */
export interface DateBounds extends DateRange {
  /** First instant of `from`. */
  start: Date | null;
  /** First instant after `to` (exclusive bound). */
  end: Date | null;
}

/** The names of the tenant's date parameters. */
export function dateParamNames(tenant: Tenant): { from: keyof DateParams; to: keyof DateParams } {
  const names = tenant.formatting?.dateParams;
  return { from: names?.from ?? 'dateFrom', to: names?.to ?? 'dateTo' };
}

const DATE_NAMES = ['dateFrom', 'dateTo', 'customerServiceTimeFrom', 'customerServiceTimeTo'] as const;

function readDay(params: DateParams, name: keyof DateParams, where: ParamsPlace): string | null {
  const value = params[name];
  if (value === undefined) return null;
  try {
    parseWireDate(value);
  } catch {
    throw badRequest(`${where}.${name}: "${value}" no es una fecha válida (AAAA-MM-DD).`);
  }
  return value;
}

/**
 * The date range of a request, under the names `naming` accepts. An impossible date, a range
 * ending before it starts and (naming `tenant`) a parameter of the other naming answer 400 naming
 * the field. Each naming keeps the wording its lists have always answered a reversed range with:
 * `either` `<where>.dateFrom: <from> es posterior a dateTo (<to>).`, `tenant`
 * `<where>.<to name>: es anterior a <from name>.`.
 */
export function readDateRange(params: DateParams, where: ParamsPlace, naming: DateNaming): DateRange {
  if (naming.accept === 'either') {
    // The standard name wins; the other is read (and checked) only when it is absent.
    const from = readDay(params, 'dateFrom', where) ?? readDay(params, 'customerServiceTimeFrom', where);
    const to = readDay(params, 'dateTo', where) ?? readDay(params, 'customerServiceTimeTo', where);
    if (from !== null && to !== null && from > to) {
      throw badRequest(`${where}.dateFrom: ${from} es posterior a dateTo (${to}).`);
    }
    return { from, to };
  }
  const names = dateParamNames(naming.tenant);
  for (const name of DATE_NAMES) {
    if (params[name] !== undefined && name !== names.from && name !== names.to) {
      throw badRequest(`${where}.${name}: este cliente usa ${names.from} y ${names.to}.`);
    }
  }
  const from = readDay(params, names.from, where);
  const to = readDay(params, names.to, where);
  if (from !== null && to !== null && from > to) throw badRequest(`${where}.${names.to}: es anterior a ${names.from}.`);
  return { from, to };
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

/** The instants bounding a date range in a time zone: the start of `from`, the start of the day after `to`. */
export function dayBounds(range: DateRange, timeZone: string): DateBounds {
  return {
    ...range,
    start: range.from !== null ? zonedDayStart(range.from, timeZone) : null,
    end: range.to !== null ? zonedDayStart(formatWireDate(addDays(parseWireDate(range.to), 1)), timeZone) : null,
  };
}

/**
 * An instant column within the days from..to of a time zone, computed by the database (half-open
 * on the day after `to`); nothing for an open end.
 */
export function dateConditions(
  column: string,
  range: { readonly dateFrom?: string | undefined; readonly dateTo?: string | undefined },
  timeZone: string,
): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (range.dateFrom !== undefined) {
    out.push(sql<SqlBool>`${sql.ref(column)} >= ((${range.dateFrom}::date)::timestamp AT TIME ZONE ${timeZone})`);
  }
  if (range.dateTo !== undefined) {
    out.push(sql<SqlBool>`${sql.ref(column)} < ((${range.dateTo}::date + 1)::timestamp AT TIME ZONE ${timeZone})`);
  }
  return out;
}

/**
 * What responseValues as JSON text must be, and how a list words its refusal:
 * - `list` (the survey-response and alert lists): what RESPONSE_VALUES_SCHEMA admits in a body
 *   (at most 100 questions, 200 options each, 200 characters an option, no NUL), one wording;
 * - `call` (the indicator-call parameters of the reports and the social calls): an option list
 *   per question id, the refusal naming the question.
 */
export type ResponseValuesRules = 'list' | 'call';

const QUESTION_ID = /^[0-9]{1,9}$/;

/**
 * responseValues as a route reads it: the object of a JSON body as it is, the JSON text of a query
 * string parsed and checked (400 naming the field otherwise); nothing given reads as no filter.
 */
export function parseResponseValues(
  value: Readonly<Record<string, string[]>> | string | undefined,
  where: ParamsPlace,
  rules: ResponseValuesRules,
): Record<string, string[]> {
  if (value === undefined) return {};
  if (typeof value !== 'string') return { ...value };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`${where}.responseValues: no es JSON válido.`);
  }
  const notObject =
    rules === 'list'
      ? `${where}.responseValues: se espera un objeto { idPregunta: [respuestas] }.`
      : `${where}.responseValues: debe ser un objeto de listas de opciones.`;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(notObject);
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (rules === 'list' && entries.length > RESPONSE_VALUES_SCHEMA.maxProperties) throw badRequest(notObject);
  const out: Record<string, string[]> = {};
  for (const [question, options] of entries) {
    const fits =
      QUESTION_ID.test(question) &&
      Array.isArray(options) &&
      (rules === 'call' || options.length <= RESPONSE_VALUES_SCHEMA.additionalProperties.maxItems) &&
      options.every(
        (o) =>
          typeof o === 'string' &&
          (rules === 'call' ||
            (o.length <= RESPONSE_VALUES_SCHEMA.additionalProperties.items.maxLength && !o.includes('\u0000'))),
      );
    if (!fits) {
      throw badRequest(
        rules === 'list'
          ? notObject
          : `${where}.responseValues.${question}: debe ser una lista de textos por id de pregunta.`,
      );
    }
    out[question] = options as string[];
  }
  return out;
}

/**
 * `column IN (ids)` of a scope or a request's ids: nothing when the filter does not restrict
 * (null), false when it allows no id.
 */
export function idCondition(column: string, ids: IdFilter): RawBuilder<boolean> | undefined {
  if (ids === null) return undefined;
  if (ids.size === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} IN (${sql.join([...ids].sort((a, b) => a - b))})`;
}

/** A LIKE / ILIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
