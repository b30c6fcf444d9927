import { sql, type RawBuilder } from 'kysely';
import { likePattern } from '../http/list-filters.js';
import type { ListParams } from './entity.js';

// SQL pieces shared by the admin stores. Table and column names come from the entity definitions
// (never from a request); every value is a bound parameter.

/** A SQL condition or expression. */
export type Sql = RawBuilder<unknown>;

/** Any of the columns contains the text, case-insensitively. */
export function searchCondition(columns: readonly string[], text: string): Sql {
  const pattern = likePattern(text);
  return sql`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ILIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}

/** The instant column falls within the days (inclusive) as seen in the tenant's time zone. */
export function dateConditions(
  column: string,
  params: Pick<ListParams, 'dateFrom' | 'dateTo'>,
  timeZone: string,
): Sql[] {
  const local = sql`(${sql.ref(column)} AT TIME ZONE ${timeZone})::date`;
  const out: Sql[] = [];
  if (params.dateFrom) out.push(sql`${local} >= ${params.dateFrom}::date`);
  if (params.dateTo) out.push(sql`${local} <= ${params.dateTo}::date`);
  return out;
}

/** Conditions joined with AND (TRUE when there are none). */
export function allOf(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/** True for PostgreSQL's unique_violation (a concurrent duplicate that the checks did not see). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** ORDER BY of a list: the sort keys on their columns (text case-insensitively), then the id. */
export function orderBy(
  sort: ListParams['sort'],
  columnOf: (field: string) => { column: string; text: boolean },
  idColumn = 'id',
): Sql {
  const keys = sort.map(({ field, direction }) => {
    const { column, text } = columnOf(field);
    const ref = text ? sql`lower(${sql.ref(column)})` : sql`${sql.ref(column)}`;
    return sql`${ref} ${sql.raw(direction === 'desc' ? 'DESC' : 'ASC')} NULLS LAST`;
  });
  if (!sort.some((s) => columnOf(s.field).column === idColumn)) keys.push(sql`${sql.ref(idColumn)} ASC`);
  return sql.join(keys, sql`, `);
}
