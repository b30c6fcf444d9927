import Fastify from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HttpError, badRequest } from './errors.js';
import {
  DEFAULT_PAGE_SIZE,
  countRows,
  pageWindow,
  parseSortTerm,
  setPageHeaders,
  setTotalCount,
  sortedPage,
  type SortRules,
} from './paging.js';

const columns = { name: 'customer_name', createdAt: 'created_at' };
const refuse = (field: string, fields: string[]): never => {
  throw badRequest(`querystring.sort: "${field}" (${fields.join(', ')})`);
};

describe('pageWindow', () => {
  it('defaults to page 0 of 15 rows and computes the offset', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(15);
    expect(pageWindow({})).toEqual({ page: 0, size: 15, offset: 0 });
    expect(pageWindow({ page: 3, size: 20 })).toEqual({ page: 3, size: 20, offset: 60 });
  });

  it("takes another default size (a tenant's) only when the request names none", () => {
    expect(pageWindow({ page: 2 }, 50)).toEqual({ page: 2, size: 50, offset: 100 });
    expect(pageWindow({ size: 5 }, 50)).toEqual({ page: 0, size: 5, offset: 0 });
  });
});

describe('parseSortTerm', () => {
  const ascending: SortRules = { columns, defaultDirection: 'asc', unknownField: refuse };
  const descending: SortRules = { ...ascending, defaultDirection: 'desc' };

  it('reads the field, its column and the direction, in any case', () => {
    expect(parseSortTerm('name,DESC', ascending)).toEqual({
      field: 'name',
      column: 'customer_name',
      direction: 'desc',
    });
    expect(parseSortTerm('name,Asc', descending)).toEqual({ field: 'name', column: 'customer_name', direction: 'asc' });
  });

  it("gives a bare field (or one naming anything but the other direction) the list's default", () => {
    expect(parseSortTerm('createdAt', ascending).direction).toBe('asc');
    expect(parseSortTerm('createdAt', descending).direction).toBe('desc');
    expect(parseSortTerm('createdAt,sideways', ascending).direction).toBe('asc');
    expect(parseSortTerm('createdAt,sideways', descending).direction).toBe('desc');
  });

  it('hands unknown fields, inherited property names included, to the route', () => {
    for (const term of ['password', 'constructor,asc', '__proto__', '', ',desc']) {
      expect(() => parseSortTerm(term, ascending)).toThrow(HttpError);
    }
    expect(() => parseSortTerm('password,asc', ascending)).toThrow('querystring.sort: "password" (name, createdAt)');
    const fallback = parseSortTerm('toString', { ...descending, unknownField: () => 'created_at' });
    expect(fallback).toEqual({ field: 'toString', column: 'created_at', direction: 'desc' });
  });
});

describe('countRows and sortedPage', () => {
  const db = new Kysely<{ t: { id: number; created_at: Date; read_at: Date | null } }>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const base = db.selectFrom('t').where(sql<boolean>`x = ${1}`);

  it('sorts by the column, then by id the same way, and reads one page', () => {
    const page = pageWindow({ page: 2, size: 10 });
    const plain = sortedPage(base.selectAll(), { column: 'created_at', direction: 'desc' }, page).compile();
    expect(plain.sql).toBe('select * from "t" where x = $1 order by "created_at" desc, "id" desc limit $2 offset $3');
    expect(plain.parameters).toEqual([1, 10, 20]);
    const nullsLast = sortedPage(base.selectAll(), { column: 'read_at', direction: 'asc' }, page, { nullsLast: true });
    expect(nullsLast.compile().sql).toContain('order by "read_at" asc nulls last, "id" asc');
  });

  it('counts the rows of a query, reading a count answered as text', async () => {
    const queries: string[] = [];
    const counting = new Kysely<{ t: { id: number } }>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => ({
          init: async () => {},
          acquireConnection: () =>
            Promise.resolve({
              executeQuery: <R>(query: { sql: string }) => {
                queries.push(query.sql);
                // PostgreSQL answers count(*), a bigint, as text.
                return Promise.resolve({ rows: [{ n: '42' }] as R[] });
              },
              streamQuery: () => {
                throw new Error('not streamed');
              },
            }),
          beginTransaction: async () => {},
          commitTransaction: async () => {},
          rollbackTransaction: async () => {},
          releaseConnection: async () => {},
          destroy: async () => {},
        }),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    expect(await countRows(counting.selectFrom('t').where('id', '>', 3))).toBe(42);
    expect(queries).toEqual(['select count(*) as "n" from "t" where "id" > $1']);
  });
});

describe('setTotalCount and setPageHeaders', () => {
  it('sets X-Total-Count alone, or with X-Page, X-Size and, when asked, their CORS exposure', async () => {
    const app = Fastify();
    app.get('/total', (_request, reply) => setTotalCount(reply, 7).send([]));
    app.get('/page', (_request, reply) => setPageHeaders(reply, 7, { page: 1, size: 5 }).send([]));
    app.get('/exposed', (_request, reply) =>
      setPageHeaders(reply, 0, { page: 0, size: 15 }, { expose: true }).send([]),
    );
    const total = await app.inject('/total');
    expect(total.headers['x-total-count']).toBe('7');
    expect(total.headers).not.toHaveProperty('x-page');
    const page = await app.inject('/page');
    expect(page.headers).toMatchObject({ 'x-total-count': '7', 'x-page': '1', 'x-size': '5' });
    expect(page.headers).not.toHaveProperty('access-control-expose-headers');
    const exposed = await app.inject('/exposed');
    expect(exposed.headers).toMatchObject({
      'x-total-count': '0',
      'x-size': '15',
      'access-control-expose-headers': 'X-Total-Count, X-Page, X-Size',
    });
    await app.close();
  });
});
