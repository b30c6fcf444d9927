import { DEFAULT_PAGE_SIZE } from '@voz/core';
import type { FastifyReply } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';

// The list convention of platform-core §3 and §9, shared by every list route: `page` is 0-based,
// `size` is rows per page (15 unless the request or the tenant says otherwise), a `sort` term reads
// `field` or `field,asc|desc`, and the answer is a JSON array whose total comes in X-Total-Count.
// The routes were written apart and still differ in what their clients see (the direction of a
// bare field, the wording of a refusal, whether X-Page and X-Size are echoed), so those stay the
// caller's to choose: merging them would change published answers.

export { DEFAULT_PAGE_SIZE };
/** Largest page a list answers (the portal loads up to 1,000 items of each kind at start). */
export const MAX_PAGE_SIZE = 1000;
/** Highest page index accepted (keeps OFFSET in a sane range). */
export const MAX_PAGE = 1_000_000;

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

/** How a list reads its sort terms. */
export interface SortRules<Column extends string = string> {
  /** API field -> what it sorts by. Only own properties count, so `constructor` is no field. */
  columns: Readonly<Record<string, Column>>;
  /** The direction of a term that names none (or names anything but the other one). */
  defaultDirection: SortDirection;
  /**
   * A field outside `columns`: throws the route's own 400, or gives a fallback where the route's
   * schema already keeps unknown fields out.
   */
  unknownField: (field: string, fields: string[]) => Column;
}

/** Reads one `field` or `field,asc|desc` term. */
export function parseSortTerm<Column extends string>(term: string, rules: SortRules<Column>): SortTerm<Column> {
  const [field = '', named] = term.split(',');
  const known = Object.hasOwn(rules.columns, field) ? rules.columns[field] : undefined;
  const column = known ?? rules.unknownField(field, Object.keys(rules.columns));
  const other: SortDirection = rules.defaultDirection === 'asc' ? 'desc' : 'asc';
  return { field, column, direction: named?.toLowerCase() === other ? other : rules.defaultDirection };
}

/** The rows a query matches, for X-Total-Count (drivers may answer the count as text). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // With DB and O generic, Kysely cannot work out the selected row's type itself.
  const counted = query.select(sql<number | string>`count(*)`.as('n')).$castTo<{ n: number | string }>();
  return Number((await counted.executeTakeFirstOrThrow()).n);
}

/**
 * One page of a query sorted by one column, then by `id` in the same direction so that pages
 * never overlap. `nullsLast` is the route's choice: without it PostgreSQL puts nulls first when
 * descending.
 */
export function sortedPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: { column: string; direction: SortDirection },
  page: PageWindow,
  options: { nullsLast?: boolean } = {},
): SelectQueryBuilder<DB, TB, O> {
  return query
    .orderBy(sql.ref(sort.column), (ob) => {
      const ordered = sort.direction === 'desc' ? ob.desc() : ob.asc();
      return options.nullsLast ? ordered.nullsLast() : ordered;
    })
    .orderBy(sql.ref('id'), sort.direction)
    .limit(page.size)
    .offset(page.offset);
}

/** Sets X-Total-Count: the rows matching the filter, all pages. */
export function setTotalCount(reply: FastifyReply, total: number): FastifyReply {
  return reply.header('x-total-count', String(total));
}

/**
 * Sets X-Total-Count, and X-Page and X-Size echoing the page answered. `expose` also lets scripts
 * of another origin read them (CORS hides non-standard headers unless told).
 */
export function setPageHeaders(
  reply: FastifyReply,
  total: number,
  page: { page: number; size: number },
  options: { expose?: boolean } = {},
): FastifyReply {
  setTotalCount(reply, total).header('x-page', String(page.page)).header('x-size', String(page.size));
  return options.expose ? reply.header('access-control-expose-headers', 'X-Total-Count, X-Page, X-Size') : reply;
}
