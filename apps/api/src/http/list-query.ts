import { DEFAULT_PAGE_SIZE } from '@voz/core';
import type { FastifyReply } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { badRequest, type HttpError } from './errors.js';

// The one paging dialect of the API (platform-core §3 and §9), read and written here for every
// list route:
//
//   page  0-based page index (0 when absent).
//   size  rows per page, 1..MAX_PAGE_SIZE (when absent the list's default: the tenant's list size
//         where the list honours it, else 15).
//   sort  a term `field` or `field,asc|desc`, given once (`sort=name,asc`) or repeated
//         (`sort=status&sort=createdAt,desc`) for several keys, most significant first. A bare
//         field sorts in the list's documented default direction (ListRules.defaultDirection:
//         descending on the survey-response and alert lists and on action plans, ascending on the
//         customer and admin lists). A field the list does not sort by answers 400
//         `<where>.sort: no se puede ordenar por "<field>"; campos posibles: <fields>.`. Rows equal
//         on every key are ordered by id, so pages never overlap.
//
// The answer is a JSON array of the page's rows; X-Total-Count carries the rows matching the
// filter (all pages), X-Page and X-Size echo the page answered, and the three are exposed to
// scripts of other origins (CORS hides non-standard headers unless told).
//
// A list's filters are read beside, in http/list-filters.ts: the date range (either naming, or only
// the tenant's `formatting.dateParams` naming), responseValues, the tree ids intersected with the
// caller's scope (effectiveFilter) as `column IN (ids)`, and free text as a LIKE pattern. A list
// route reads paging and sort here, dates and scope there, and writes only its own table's SQL.

export { DEFAULT_PAGE_SIZE };
/** Largest page a list answers (the portal loads up to 1,000 items of each kind at start). */
export const MAX_PAGE_SIZE = 1000;
/** Highest page index accepted (keeps OFFSET in a sane range). */
export const MAX_PAGE = 1_000_000;
/** Most sort terms a request may give. */
export const MAX_SORT_TERMS = 5;

/** One sort term: a field name, then optionally `,asc` or `,desc`. */
export const SORT_TERM_PATTERN = '^[A-Za-z][A-Za-z0-9]*(,(asc|desc|ASC|DESC))?$';

const SORT_TERM = { type: 'string', minLength: 1, maxLength: 64, pattern: SORT_TERM_PATTERN } as const;

/** The OpenAPI description of the paging parameters, one text for every list. */
export const PAGING_DESCRIPTION = {
  page: 'Página, desde 0 (0 por omisión).',
  size: `Filas por página, de 1 a ${MAX_PAGE_SIZE} (por omisión la de la lista: la del cliente o ${DEFAULT_PAGE_SIZE}).`,
  sort:
    'Orden: `campo` o `campo,asc|desc`, una vez o repetido para varias claves (la primera manda). Un campo sin ' +
    'dirección ordena en la dirección por omisión de la lista; un campo que la lista no ordena responde 400 con ' +
    'los campos posibles.',
} as const;

/**
 * page, size and sort, in a query string or a body. `sort` is one term or a list of terms (the
 * validator keeps a single query value as text and repeated values as a list).
 */
export const PAGING_PROPERTIES = {
  page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, description: PAGING_DESCRIPTION.page },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: PAGING_DESCRIPTION.size },
  sort: {
    type: ['string', 'array'],
    minLength: SORT_TERM.minLength,
    maxLength: SORT_TERM.maxLength,
    pattern: SORT_TERM.pattern,
    maxItems: MAX_SORT_TERMS,
    items: SORT_TERM,
    description: PAGING_DESCRIPTION.sort,
  },
} as const;

/** page and size alone, for the lists with one fixed order. */
export const PAGE_PROPERTIES = { page: PAGING_PROPERTIES.page, size: PAGING_PROPERTIES.size } as const;

/** The response headers of a list, for the OpenAPI document. */
export const LIST_HEADERS = {
  'X-Total-Count': { type: 'integer', description: 'Rows matching the filter, all pages.' },
  'X-Page': { type: 'integer', description: 'The page answered (0-based).' },
  'X-Size': { type: 'integer', description: 'The page size used.' },
} as const;

/** The rows a request asks for. */
export interface PageWindow {
  /** 0-based page. */
  page: number;
  /** Rows per page. */
  size: number;
  /** Rows skipped before the page (OFFSET). */
  offset: number;
}

/** page and size as asked, else page 0 of `defaultSize` rows. */
export function pageWindow(
  input: { page?: number | undefined; size?: number | undefined },
  defaultSize: number = DEFAULT_PAGE_SIZE,
): PageWindow {
  const page = input.page ?? 0;
  const size = input.size ?? defaultSize;
  return { page, size, offset: page * size };
}

/** A sort direction. */
export type SortDirection = 'asc' | 'desc';

/** One sort term, read. */
export interface SortTerm<Column extends string = string> {
  /** The API field named. */
  field: string;
  /** What the field sorts by. */
  column: Column;
  direction: SortDirection;
}

/** How a list sorts: the documented part of its dialect. */
export interface ListRules<Column extends string = string> {
  /** API field -> what it sorts by. Only own properties count, so `constructor` is no field. */
  columns: Readonly<Record<string, Column>>;
  /** The direction of a bare field. */
  defaultDirection: SortDirection;
  /** The terms used when the request gives none (none: the store's own order). */
  defaultSort?: readonly string[];
}

/** The 400 of a sort field a list does not sort by, in the one wording of every list. */
export function unknownSortField(where: string, field: string, fields: readonly string[]): HttpError {
  return badRequest(`${where}.sort: no se puede ordenar por "${field}"; campos posibles: ${fields.join(', ')}.`);
}

/** `sort` as the schema admits it (one term or several) as a list of terms. */
export function sortTermsOf(sort: string | readonly string[] | undefined): string[] {
  if (sort === undefined) return [];
  return typeof sort === 'string' ? [sort] : [...sort];
}

/**
 * Reads one `field` or `field,asc|desc` term; a bare field (or one naming anything but the other
 * direction) takes the list's default direction. Throws the 400 of unknownSortField.
 */
export function parseSortTerm<Column extends string>(
  term: string,
  rules: Pick<ListRules<Column>, 'columns' | 'defaultDirection'>,
  where = 'querystring',
): SortTerm<Column> {
  const [field = '', named] = term.split(',');
  const column = Object.hasOwn(rules.columns, field) ? rules.columns[field] : undefined;
  if (column === undefined) throw unknownSortField(where, field, Object.keys(rules.columns));
  const other: SortDirection = rules.defaultDirection === 'asc' ? 'desc' : 'asc';
  return { field, column, direction: named?.toLowerCase() === other ? other : rules.defaultDirection };
}

/**
 * The sort terms of a request, most significant first, else the list's default ones. A field
 * given twice keeps its first term: a later one could no longer order anything.
 */
export function readSort<Column extends string>(
  sort: string | readonly string[] | undefined,
  rules: ListRules<Column>,
  where = 'querystring',
): SortTerm<Column>[] {
  const asked = sortTermsOf(sort);
  const terms = asked.length > 0 ? asked : [...(rules.defaultSort ?? [])];
  const out: SortTerm<Column>[] = [];
  for (const term of terms) {
    const read = parseSortTerm(term, rules, where);
    if (!out.some((t) => t.field === read.field)) out.push(read);
  }
  return out;
}

/** A list request, read: the page window and the sort terms. */
export interface ListRequest<Column extends string = string> extends PageWindow {
  sort: SortTerm<Column>[];
}

/** The paging parameters as the schemas admit them. */
export interface PagingInput {
  page?: number | undefined;
  size?: number | undefined;
  sort?: string | readonly string[] | undefined;
}

/** Reads page, size and sort of a list request (`defaultSize`: the tenant's or the list's). */
export function readList<Column extends string>(
  input: PagingInput,
  rules: ListRules<Column>,
  options: { where?: 'querystring' | 'body'; defaultSize?: number } = {},
): ListRequest<Column> {
  return { ...pageWindow(input, options.defaultSize), sort: readSort(input.sort, rules, options.where) };
}

/** The rows a query matches, for X-Total-Count (drivers may answer the count as text). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // With DB and O generic, Kysely cannot work out the selected row's type itself.
  const counted = query.select(sql<number | string>`count(*)`.as('n')).$castTo<{ n: number | string }>();
  return Number((await counted.executeTakeFirstOrThrow()).n);
}

/**
 * One page of a query sorted by the terms, then by `id` in the direction of the first so that
 * pages never overlap. `nullsLast` is the list's choice: without it PostgreSQL puts nulls first
 * when descending.
 */
export function sortedPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: readonly { column: string; direction: SortDirection }[],
  page: PageWindow,
  options: { nullsLast?: boolean } = {},
): SelectQueryBuilder<DB, TB, O> {
  let ordered = query;
  for (const term of sort) {
    ordered = ordered.orderBy(sql.ref(term.column), (ob) => {
      const by = term.direction === 'desc' ? ob.desc() : ob.asc();
      return options.nullsLast ? by.nullsLast() : by;
    });
  }
  return ordered
    .orderBy(sql.ref('id'), sort[0]?.direction ?? 'asc')
    .limit(page.size)
    .offset(page.offset);
}

/** Sets X-Total-Count alone: the rows of an answer that is no page (a report file). */
export function setTotalCount(reply: FastifyReply, total: number): FastifyReply {
  return reply.header('x-total-count', String(total));
}

/** Sets the list headers: X-Total-Count, X-Page and X-Size, exposed for CORS. */
export function setListHeaders(reply: FastifyReply, total: number, page: { page: number; size: number }): FastifyReply {
  return setTotalCount(reply, total)
    .header('x-page', String(page.page))
    .header('x-size', String(page.size))
    .header('access-control-expose-headers', 'X-Total-Count, X-Page, X-Size');
}

/** Sends one page: the rows as a JSON array, the total and the page in headers. */
export function sendList<T>(
  reply: FastifyReply,
  rows: readonly T[],
  total: number,
  page: { page: number; size: number },
): FastifyReply {
  return setListHeaders(reply, total, page).send(rows);
}
