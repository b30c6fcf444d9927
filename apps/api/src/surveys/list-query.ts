import type { FromSchema } from 'json-schema-to-ts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  DATE_AND_TREE_PROPERTIES,
  RESPONSE_VALUES_SCHEMA,
  SAFE_TEXT_PATTERN,
  idCondition,
  parseResponseValues,
  readDateRange,
  type EffectiveFilter,
  type IdFilter,
} from '../http/list-filters.js';
import { readList, type ListRequest, type PagingInput } from '../http/list-query.js';

// Query pieces shared by the list, filter, counter and dashboard routes of survey responses and
// alerts: the JSON Schemas of their filters, their reading, the SQL conditions on their tables,
// and their ORDER BY. Paging and sorting are the API's one dialect (http/list-query.ts); dates,
// responseValues, scope and text search are read as on every list (http/list-filters.ts), dates
// under either naming.

/** Largest id a path or body may name (ids are bigint, read as JS numbers). */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** Path parameter `id` of a row. */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

/** Date and tree filters of platform-core §7, with the date names a tenant may use instead. */
export const FILTER_PROPERTIES = {
  ...DATE_AND_TREE_PROPERTIES,
  groupByTopLocation: { type: 'boolean', description: 'Accepted for indicator-style calls; lists ignore it.' },
} as const;

/** Free-text search, `filter` as in docs/routing.md (`search` is the same). */
export const SEARCH_PROPERTIES = {
  filter: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
  search: { type: 'string', maxLength: 200, pattern: SAFE_TEXT_PATTERN },
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
    responseValues: { anyOf: [{ type: 'string' }, RESPONSE_VALUES_SCHEMA] },
  },
} as const;

/** The raw filter parameters as the schemas admit them. */
export type FilterInput = FromSchema<typeof FILTER_INPUT_SCHEMA>;

/**
 * Reads the filter parameters of a query string or a body: real calendar dates (either the
 * standard names or the tenant's `customerServiceTime*`), from not after to, responseValues parsed
 * when it comes as JSON text. Throws a 400 naming the field.
 */
export function readFilters(input: FilterInput, where: 'querystring' | 'body'): ListFilters {
  const dates = readDateRange(input, where, { accept: 'either' });
  const search = (input.filter ?? input.search ?? '').trim();
  return {
    dateFrom: dates.from ?? undefined,
    dateTo: dates.to ?? undefined,
    criticalMoments: input.criticalMomentInclude ?? [],
    criticalMomentExclude: input.criticalMomentExclude ?? [],
    geographies: input.geoLocationInclude ?? [],
    logicals: input.logicalLocationInclude ?? [],
    channels: input.channelInclude ?? [],
    clusters: input.clusterInclude ?? [],
    responseValues: parseResponseValues(input.responseValues, where, 'list'),
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

/** `column IN (values)` for a plain list, nothing when the list is empty. */
export function listCondition(column: string, values: readonly (number | string)[]): Expression<SqlBool> | undefined {
  if (values.length === 0) return undefined;
  return sql<SqlBool>`${sql.ref(column)} IN (${sql.join([...new Set(values)])})`;
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
  ].filter((c): c is RawBuilder<boolean> => c !== undefined);
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
