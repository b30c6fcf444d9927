import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { likePattern } from '../http/list-filters.js';
import { inScope, readFilters, readPage } from './list-query.js';

describe('readFilters', () => {
  it('reads dates under either name, lists, search and JSON response values', () => {
    const f = readFilters(
      {
        customerServiceTimeFrom: '2026-01-01',
        customerServiceTimeTo: '2026-01-31',
        criticalMomentInclude: [1],
        filter: '  ana ',
        responseValues: '{"122":["Seal"]}',
      },
      'querystring',
    );
    expect(f).toMatchObject({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      criticalMoments: [1],
      geographies: [],
      search: 'ana',
      responseValues: { 122: ['Seal'] },
    });
    expect(readFilters({ search: '   ' }, 'body').search).toBeUndefined();
  });

  it('refuses impossible dates, reversed ranges and malformed response values, naming the field', () => {
    expect(() => readFilters({ dateTo: '2025-02-29' }, 'body')).toThrow(/body\.dateTo/);
    expect(() => readFilters({ dateFrom: '2026-02-01', dateTo: '2026-01-01' }, 'querystring')).toThrow(
      /querystring\.dateFrom/,
    );
    for (const bad of ['[]', '{"a":["x"]}', '{"1":[2]}', '{"1":"x"}', 'null', '{']) {
      expect(() => readFilters({ responseValues: bad }, 'querystring')).toThrow(/responseValues/);
    }
  });
});

describe('readPage', () => {
  const sortable = { createdAt: 'r.created_at', name: 'r.customer_name' };

  it('defaults to page 0, 15 rows, the default sort and an id tie-break', () => {
    const page = readPage({}, 'querystring', sortable, 'r.id');
    expect(page).toMatchObject({ page: 0, size: 15 });
    expect(page.orderBy).toHaveLength(2);
  });

  it('refuses unknown fields, including inherited property names', () => {
    expect(() => readPage({ sort: ['password'] }, 'querystring', sortable, 'r.id')).toThrow(/querystring\.sort/);
    expect(() => readPage({ sort: ['constructor,asc'] }, 'body', sortable, 'r.id')).toThrow(/body\.sort/);
    expect(readPage({ sort: ['name,asc', 'createdAt'] }, 'body', sortable, 'r.id').orderBy).toHaveLength(3);
  });

  // A NOT NULL column sorted descending NULLS LAST cannot be read backwards off its index: PostgreSQL
  // then sorts every row of the range to answer one page (the alert list took 250 ms for 15 rows).
  it('puts NULLs last only on the columns that may hold them, so a descending page can use an index', () => {
    const db = new Kysely<{ r: { id: number; created_at: Date; customer_name: string } }>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const orderOf = (page: ReturnType<typeof readPage>): string =>
      db
        .selectFrom('r')
        .selectAll()
        .orderBy(sql.join(page.orderBy))
        .compile()
        .sql.replace(/^.* order by /, '');
    expect(orderOf(readPage({}, 'querystring', sortable, 'r.id'))).toBe('"r"."created_at" desc, "r"."id" desc');
    expect(
      orderOf(
        readPage({ sort: ['name,asc'] }, 'querystring', sortable, 'r.id', { nullable: new Set(['r.customer_name']) }),
      ),
    ).toBe('"r"."customer_name" asc NULLS LAST, "r"."id" asc');
  });
});

describe('likePattern', () => {
  it('escapes the LIKE wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('inScope', () => {
  it('checks each restricted dimension and ignores unrestricted ones', () => {
    const effective = { criticalMoments: null, geographies: new Set([1, 2]), logicals: new Set([7]) };
    expect(inScope(effective, { criticalMoment: 9, geography: 2, logical: 7 })).toBe(true);
    expect(inScope(effective, { criticalMoment: 9, geography: 3, logical: 7 })).toBe(false);
    expect(inScope(effective, { criticalMoment: 9, geography: 1, logical: null })).toBe(false);
    expect(inScope(effective, { criticalMoment: 9, geography: 1 })).toBe(true);
  });
});
