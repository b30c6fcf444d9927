import Fastify from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import {
  DEFAULT_PAGE_SIZE,
  LIST_HEADERS,
  PAGING_PROPERTIES,
  countRows,
  pageWindow,
  parseSortTerm,
  readList,
  readSort,
  sendList,
  setListHeaders,
  setTotalCount,
  sortedPage,
  type ListRules,
} from './list-query.js';

const columns = { name: 'customer_name', createdAt: 'created_at' };

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
  const ascending: ListRules = { columns, defaultDirection: 'asc' };
  const descending: ListRules = { ...ascending, defaultDirection: 'desc' };

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

  it('refuses unknown fields, inherited property names included, in one wording naming the fields', () => {
    for (const term of ['password', 'constructor,asc', '__proto__', '', ',desc']) {
      expect(() => parseSortTerm(term, ascending)).toThrow(HttpError);
    }
    const refusal = ((): unknown => {
      try {
        return parseSortTerm('password,asc', ascending, 'body');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      code: 'error.validation',
      message: 'body.sort: no se puede ordenar por "password"; campos posibles: name, createdAt.',
    });
    expect(() => parseSortTerm('toString', descending)).toThrow(
      'querystring.sort: no se puede ordenar por "toString"; campos posibles: name, createdAt.',
    );
  });
});

describe('readSort and readList', () => {
  const rules: ListRules = { columns, defaultDirection: 'desc', defaultSort: ['createdAt,desc'] };

  it('takes one term as text or several as a list, the same way', () => {
    const one = { field: 'name', column: 'customer_name', direction: 'asc' };
    expect(readSort('name,asc', rules)).toEqual([one]);
    expect(readSort(['name,asc'], rules)).toEqual([one]);
    expect(readSort(['name,asc', 'createdAt'], rules)).toEqual([
      one,
      { field: 'createdAt', column: 'created_at', direction: 'desc' },
    ]);
  });

  it("uses the list's default order without a sort, and the store's own with no default", () => {
    expect(readSort(undefined, rules)).toEqual([{ field: 'createdAt', column: 'created_at', direction: 'desc' }]);
    expect(readSort([], rules)).toEqual(readSort(undefined, rules));
    expect(readSort(undefined, { columns, defaultDirection: 'asc' })).toEqual([]);
  });

  it('keeps the first term of a field given twice', () => {
    expect(readSort(['name,desc', 'createdAt', 'name,asc'], rules).map((t) => `${t.field},${t.direction}`)).toEqual([
      'name,desc',
      'createdAt,desc',
    ]);
  });

  it('gives a bare field the direction documented by each list', () => {
    // Survey responses, alerts and action plans: descending; customers, admin lists and mentions: ascending.
    expect(readSort('name', rules)[0]?.direction).toBe('desc');
    expect(readSort('name', { ...rules, defaultDirection: 'asc' })[0]?.direction).toBe('asc');
  });

  it("reads the window with the list's default size and names where an unknown field came from", () => {
    expect(readList({ page: 2, sort: 'name' }, rules, { defaultSize: 50 })).toEqual({
      page: 2,
      size: 50,
      offset: 100,
      sort: [{ field: 'name', column: 'customer_name', direction: 'desc' }],
    });
    expect(readList({}, rules)).toMatchObject({ page: 0, size: DEFAULT_PAGE_SIZE, offset: 0 });
    expect(() => readList({ sort: ['nope'] }, rules, { where: 'body' })).toThrow(/^body\.sort: no se puede ordenar/);
  });
});

describe('PAGING_PROPERTIES', () => {
  // The validator as the app configures it (app.ts): query values coerced, a lone value kept as text.
  const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, allowUnionTypes: true } } });
  app.get(
    '/list',
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: PAGING_PROPERTIES } } },
    (request) => request.query,
  );

  it('accepts sort once (text) or repeated (a list), and refuses a malformed term', async () => {
    expect((await app.inject('/list?sort=name,asc')).json()).toEqual({ sort: 'name,asc' });
    expect((await app.inject('/list?sort=name,asc&sort=createdAt')).json()).toEqual({
      sort: ['name,asc', 'createdAt'],
    });
    expect((await app.inject('/list?page=1&size=5')).json()).toEqual({ page: 1, size: 5 });
    for (const query of ['sort=name,sideways', 'sort=a;drop', 'sort=a&sort=b,up', 'size=0', 'size=1001', 'page=-1']) {
      expect((await app.inject(`/list?${query}`)).statusCode, query).toBe(400);
    }
    const six = Array.from({ length: 6 }, (_, i) => `sort=f${i}`).join('&');
    expect((await app.inject(`/list?${six}`)).statusCode).toBe(400);
  });

  it('documents the dialect on each parameter', () => {
    expect(PAGING_PROPERTIES.page.description).toMatch(/desde 0/);
    expect(PAGING_PROPERTIES.sort.description).toMatch(/campo,asc\|desc/);
    expect(Object.keys(LIST_HEADERS)).toEqual(['X-Total-Count', 'X-Page', 'X-Size']);
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
    const plain = sortedPage(base.selectAll(), [{ column: 'created_at', direction: 'desc' }], page).compile();
    expect(plain.sql).toBe('select * from "t" where x = $1 order by "created_at" desc, "id" desc limit $2 offset $3');
    expect(plain.parameters).toEqual([1, 10, 20]);
    const nullsLast = sortedPage(base.selectAll(), [{ column: 'read_at', direction: 'asc' }], page, {
      nullsLast: true,
    });
    expect(nullsLast.compile().sql).toContain('order by "read_at" asc nulls last, "id" asc');
    const terms = [
      { column: 'read_at', direction: 'asc' },
      { column: 'created_at', direction: 'desc' },
    ] as const;
    expect(sortedPage(base.selectAll(), terms, page).compile().sql).toContain(
      'order by "read_at" asc, "created_at" desc, "id" asc',
    );
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

describe('setListHeaders and sendList', () => {
  it('always sets X-Total-Count, X-Page and X-Size, exposed for CORS; a file gets X-Total-Count alone', async () => {
    const app = Fastify();
    app.get('/total', (_request, reply) => setTotalCount(reply, 7).send('file'));
    app.get('/page', (_request, reply) => setListHeaders(reply, 7, { page: 1, size: 5 }).send([]));
    app.get('/send', (_request, reply) => sendList(reply, [{ id: 1 }], 1, { page: 0, size: 15 }));
    const total = await app.inject('/total');
    expect(total.headers['x-total-count']).toBe('7');
    expect(total.headers).not.toHaveProperty('x-page');
    const exposed = 'X-Total-Count, X-Page, X-Size';
    const page = await app.inject('/page');
    expect(page.headers).toMatchObject({
      'x-total-count': '7',
      'x-page': '1',
      'x-size': '5',
      'access-control-expose-headers': exposed,
    });
    const sent = await app.inject('/send');
    expect(sent.json()).toEqual([{ id: 1 }]);
    expect(sent.headers).toMatchObject({
      'x-total-count': '1',
      'x-page': '0',
      'x-size': '15',
      'access-control-expose-headers': exposed,
    });
    await app.close();
  });
});
