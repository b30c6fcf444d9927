import { parseWireDate } from '@voz/core';
import type { FromSchema } from 'json-schema-to-ts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../http/errors.js';
import { readList, type ListRequest, type PagingInput } from '../http/list-query.js';
import type { EffectiveFilter, IdFilter } from '../http/scope.js';

// Query pieces shared by the list, filter, counter and dashboard routes of survey responses and
// alerts: the JSON Schemas of their filters, the parsing the schemas cannot do (real calendar
// dates, JSON in a query string), the SQL conditions, and their ORDER BY. Paging, sorting and the
// list answer are the API's one dialect, in http/list-query.ts.

/** Largest id a path or body may name (ids are bigint, read as JS numbers). */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** Largest id of a tree node, a channel or a cluster (integer columns). */
export const MAX_NODE_ID = 2_147_483_647;

/** Text without NUL characters (PostgreSQL text cannot hold them). */
export const SAFE_TEXT_PATTERN = '^[^\\u0000]*$';

/** A 'YYYY-MM-DD' date (checked as a real day by readFilters). */
export const wireDateSchema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** A list of node ids (repeated query keys, or a JSON array). */
export const idListSchema = {
  type: 'array',
  maxItems: 1000,
  items: { type: 'integer', minimum: 0, maximum: MAX_NODE_ID },
} as const;

/** Path parameter `id` of a row. */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

/** Date and tree filters of platform-core §7, with the date names a tenant may use instead. */
export const FILTER_PROPERTIES = {
  dateFrom: wireDateSchema,
  dateTo: wireDateSchema,
  customerServiceTimeFrom: wireDateSchema,
  customerServiceTimeTo: wireDateSchema,
  criticalMomentInclude: idListSchema,
  criticalMomentExclude: idListSchema,
  geoLocationInclude: idListSchema,
  logicalLocationInclude: idListSchema,
  channelInclude: idListSchema,
  clusterInclude: idListSchema,
  groupByTopLocation: { type: 'boolean', description: 'Accepted for indicator-style calls; lists ignore it.' },
} as const;

/** Free-text search, `filter` as in docs/routing.md (`search` is the same). */
export const SEARCH_PROPERTIES = {
  filter: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
  search: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
} as const;

/** responseValues as a JSON object (body): question id -> accepted answers. */
export const responseValuesObjectSchema = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { pattern: '^[0-9]{1,9}$' },
  additionalProperties: {
    type: 'array',
    maxItems: 200,
    items: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
  },
} as const;

/** What the filter parameters mean once read. */
export interface ListFilters {
  /** First day, 'YYYY-MM-DD' in the tenant's zone (inclusive). */
  dateFrom: string | undefined;
  /** Last day, 'YYYY-MM-DD' in the tenant's zone (inclusive). */
  dateTo: string | undefined;
  /** criticalMomentInclude. */
  criticalMoments: number[];
  /** criticalMomentExclude (with descendants). */
  criticalMomentExclude: number[];
  /** geoLocationInclude. */
  geographies: number[];
  /** logicalLocationInclude. */
  logicals: number[];
  /** channelInclude. */
  channels: number[];
  /** clusterInclude. */
  clusters: number[];
  /** Question id -> accepted answers. */
  responseValues: Record<string, string[]>;
  /** Free-text search, trimmed; undefined when empty. */
  search: string | undefined;
}

/** The filter parameters as a query string or a body admits them (responseValues as JSON text or an object). */
export const FILTER_INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...FILTER_PROPERTIES,
    ...SEARCH_PROPERTIES,
    responseValues: { anyOf: [{ type: 'string' }, responseValuesObjectSchema] },
  },
} as const;

/** The raw filter parameters as the schemas admit them. */
export type FilterInput = FromSchema<typeof FILTER_INPUT_SCHEMA>;

function checkDate(where: string, name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    parseWireDate(value);
  } catch {
    throw badRequest(`${where}.${name}: "${value}" no es una fecha válida (AAAA-MM-DD).`);
  }
  return value;
}

function parseResponseValues(where: string, value: FilterInput['responseValues']): Record<string, string[]> {
  if (value === undefined) return {};
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`${where}.responseValues: no es JSON válido.`);
  }
  const invalid = (): never => {
    throw badRequest(`${where}.responseValues: se espera un objeto { idPregunta: [respuestas] }.`);
  };
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return invalid();
  const out: Record<string, string[]> = {};
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 100) return invalid();
  for (const [key, options] of entries) {
    if (!/^[0-9]{1,9}$/.test(key) || !Array.isArray(options) || options.length > 200) return invalid();
    out[key] = options.map((o) => {
      if (typeof o !== 'string' || o.length > 200 || o.includes('\u0000')) return invalid();
      return o;
    });
  }
  return out;
}

/**
 * Reads the filter parameters of a query string or a body: real calendar dates (either the
 * standard names or the tenant's `customerServiceTime*`), from not after to, responseValues parsed
 * when it comes as JSON text. Throws a 400 naming the field.
 */
export function readFilters(input: FilterInput, where: 'querystring' | 'body'): ListFilters {
  const dateFrom =
    checkDate(where, 'dateFrom', input.dateFrom) ??
    checkDate(where, 'customerServiceTimeFrom', input.customerServiceTimeFrom);
  const dateTo =
    checkDate(where, 'dateTo', input.dateTo) ?? checkDate(where, 'customerServiceTimeTo', input.customerServiceTimeTo);
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom > dateTo) {
    throw badRequest(`${where}.dateFrom: ${dateFrom} es posterior a dateTo (${dateTo}).`);
  }
  const search = (input.filter ?? input.search ?? '').trim();
  return {
    dateFrom,
    dateTo,
    criticalMoments: input.criticalMomentInclude ?? [],
    criticalMomentExclude: input.criticalMomentExclude ?? [],
    geographies: input.geoLocationInclude ?? [],
    logicals: input.logicalLocationInclude ?? [],
    channels: input.channelInclude ?? [],
    clusters: input.clusterInclude ?? [],
    responseValues: parseResponseValues(where, input.responseValues),
    search: search === '' ? undefined : search,
  };
}

/** A page asked for. */
export interface PageRequest extends ListRequest {
  /** ORDER BY terms, most significant first (a tie-break on the id is appended). */
  orderBy: RawBuilder<unknown>[];
}

/** How a list is sorted besides its fields: its default order, and which columns may hold NULL. */
export interface SortOptions {
  /** The order without a `sort` (default 'createdAt,desc'). */
  defaultSort?: string;
  /** Columns that may be NULL: their NULLs go last in both directions. */
  nullable?: ReadonlySet<string>;
}

/**
 * Reads page, size and sort (http/list-query.ts) against the fields a list may be sorted by
 * (`sortable`: field name -> column reference). The default order is `defaultSort`; a bare field is
 * descending; rows with equal keys are ordered by id in the direction of the first key, so pages
 * never overlap. Only nullable columns get NULLS LAST: on a NOT NULL column it changes no order but
 * keeps PostgreSQL from reading a descending page backwards off the column's index — the alert
 * list's newest first sorted every alert of the range with its response to answer 15 (issue 33).
 */
export function readPage(
  input: PagingInput,
  where: 'querystring' | 'body',
  sortable: Readonly<Record<string, string>>,
  idColumn: string,
  options: SortOptions = {},
): PageRequest {
  const nullable = options.nullable ?? new Set<string>();
  const list = readList(
    input,
    { columns: sortable, defaultDirection: 'desc', defaultSort: [options.defaultSort ?? 'createdAt,desc'] },
    { where },
  );
  const orderBy: RawBuilder<unknown>[] = list.sort.map(({ column, direction }) =>
    nullable.has(column)
      ? sql`${sql.ref(column)} ${sql.raw(direction)} NULLS LAST`
      : sql`${sql.ref(column)} ${sql.raw(direction)}`,
  );
  orderBy.push(sql`${sql.ref(idColumn)} ${sql.raw(list.sort[0]?.direction ?? 'desc')}`);
  return { ...list, orderBy };
}

/** `column IN (ids)`, nothing when the filter is unrestricted, false when it allows no id. */
export function idCondition(column: string, ids: IdFilter): Expression<SqlBool> | undefined {
  if (ids === null) return undefined;
  if (ids.size === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} IN (${sql.join([...ids].sort((a, b) => a - b))})`;
}

/** `column IN (values)` for a plain list, nothing when the list is empty. */
export function listCondition(column: string, values: readonly (number | string)[]): Expression<SqlBool> | undefined {
  if (values.length === 0) return undefined;
  return sql<SqlBool>`${sql.ref(column)} IN (${sql.join([...new Set(values)])})`;
}

/** created_at within the days from..to of the tenant's zone (half-open on the day after `to`). */
export function dateConditions(
  column: string,
  filters: Pick<ListFilters, 'dateFrom' | 'dateTo'>,
  timeZone: string,
): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (filters.dateFrom !== undefined) {
    out.push(sql<SqlBool>`${sql.ref(column)} >= ((${filters.dateFrom}::date)::timestamp AT TIME ZONE ${timeZone})`);
  }
  if (filters.dateTo !== undefined) {
    out.push(sql<SqlBool>`${sql.ref(column)} < ((${filters.dateTo}::date + 1)::timestamp AT TIME ZONE ${timeZone})`);
  }
  return out;
}

/** Escapes LIKE wildcards so a search matches its text literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * responseValues on a jsonb answers column: for every question, the answer (or one of several
 * answers stored as an array) is one of the accepted options, compared as text.
 */
export function responseValueConditions(
  answersColumn: string,
  responseValues: Readonly<Record<string, readonly string[]>>,
): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  for (const [questionId, options] of Object.entries(responseValues)) {
    if (options.length === 0) continue;
    const answer = sql`(${sql.ref(answersColumn)} -> ${questionId})`;
    out.push(sql<SqlBool>`EXISTS (
      SELECT 1 FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(${answer}) = 'array' THEN ${answer} ELSE jsonb_build_array(${answer}) END
      ) AS chosen(v) WHERE chosen.v IN (${sql.join([...options])}))`);
  }
  return out;
}

/** The tree conditions of an effective filter (critical moment, geography and, when given, logical). */
export function scopeConditions(
  effective: EffectiveFilter,
  columns: { criticalMoment: string; geography: string; logical?: string },
): Expression<SqlBool>[] {
  return [
    idCondition(columns.criticalMoment, effective.criticalMoments),
    idCondition(columns.geography, effective.geographies),
    columns.logical === undefined ? undefined : idCondition(columns.logical, effective.logicals),
  ].filter((c): c is Expression<SqlBool> => c !== undefined);
}

/** ANDs conditions into one (true when there are none). */
export function whereAll(conditions: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return conditions.reduce<Expression<SqlBool>>((all, c) => sql<SqlBool>`${all} AND ${c}`, sql<SqlBool>`true`);
}

/** Whether one row's ids are inside an effective filter. */
export function inScope(
  effective: EffectiveFilter,
  row: { criticalMoment: number; geography: number; logical?: number | null },
): boolean {
  const allows = (ids: IdFilter, id: number | null | undefined): boolean =>
    ids === null || (id !== null && id !== undefined && ids.has(id));
  return (
    allows(effective.criticalMoments, row.criticalMoment) &&
    allows(effective.geographies, row.geography) &&
    (row.logical === undefined || allows(effective.logicals, row.logical))
  );
}

/**
 * An instant as ISO 8601. Columns declared `Generated<Timestamp>` in db/schema.ts are typed as
 * the ColumnType wrapper rather than Date, though the drivers read them as Dates.
 */
export function isoInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/**
 * A Date as an insert value of a `Generated<Timestamp>` column (see isoInstant); typed `never` so
 * it fits the wrapper type the schema gives those columns.
 */
export function timestampValue(date: Date): RawBuilder<never> {
  return sql<never>`${date.toISOString()}::timestamptz`;
}
