import type { Tenant } from '@voz/schema';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import {
  dateParamNames,
  dayBounds,
  idCondition,
  likePattern,
  parseResponseValues,
  readDateRange,
  zonedDayStart,
  type DateNaming,
} from './list-filters.js';

/** The 400 message a call throws (fails the test when it throws nothing or something else). */
function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('no 400');
}

const plainTenant = { timezone: 'America/Santiago' } as Tenant;
const cstTenant = {
  timezone: 'America/Santiago',
  formatting: { dateParams: { from: 'customerServiceTimeFrom', to: 'customerServiceTimeTo' } },
} as Tenant;
const either: DateNaming = { accept: 'either' };

describe('readDateRange', () => {
  it('reads either naming when the list accepts both, the standard names first', () => {
    expect(readDateRange({ dateFrom: '2026-01-01', dateTo: '2026-01-31' }, 'querystring', either)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(
      readDateRange({ customerServiceTimeFrom: '2026-01-01', customerServiceTimeTo: '2026-01-31' }, 'body', either),
    ).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(readDateRange({ dateFrom: '2026-01-05', customerServiceTimeFrom: '2026-01-01' }, 'body', either)).toEqual({
      from: '2026-01-05',
      to: null,
    });
    expect(readDateRange({}, 'querystring', either)).toEqual({ from: null, to: null });
  });

  it("reads only the tenant's naming when the list enforces it, and refuses the other naming", () => {
    const tenant: DateNaming = { accept: 'tenant', tenant: cstTenant };
    expect(
      readDateRange(
        { customerServiceTimeFrom: '2026-01-01', customerServiceTimeTo: '2026-01-31' },
        'querystring',
        tenant,
      ),
    ).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(refusal(() => readDateRange({ dateFrom: '2026-01-01' }, 'querystring', tenant))).toBe(
      'querystring.dateFrom: este cliente usa customerServiceTimeFrom y customerServiceTimeTo.',
    );
    expect(
      refusal(() =>
        readDateRange({ customerServiceTimeTo: '2026-01-01' }, 'body', { accept: 'tenant', tenant: plainTenant }),
      ),
    ).toBe('body.customerServiceTimeTo: este cliente usa dateFrom y dateTo.');
    expect(dateParamNames(plainTenant)).toEqual({ from: 'dateFrom', to: 'dateTo' });
  });

  it('refuses an impossible day under either naming, naming the field', () => {
    expect(refusal(() => readDateRange({ dateTo: '2025-02-29' }, 'body', either))).toBe(
      'body.dateTo: "2025-02-29" no es una fecha válida (AAAA-MM-DD).',
    );
    expect(refusal(() => readDateRange({ customerServiceTimeFrom: '2026-13-01' }, 'querystring', either))).toBe(
      'querystring.customerServiceTimeFrom: "2026-13-01" no es una fecha válida (AAAA-MM-DD).',
    );
    expect(
      refusal(() =>
        readDateRange({ customerServiceTimeTo: '2026-04-31' }, 'querystring', { accept: 'tenant', tenant: cstTenant }),
      ),
    ).toBe('querystring.customerServiceTimeTo: "2026-04-31" no es una fecha válida (AAAA-MM-DD).');
  });

  it('refuses a range ending before it starts, each naming in its wording', () => {
    expect(refusal(() => readDateRange({ dateFrom: '2026-02-01', dateTo: '2026-01-01' }, 'querystring', either))).toBe(
      'querystring.dateFrom: 2026-02-01 es posterior a dateTo (2026-01-01).',
    );
    expect(
      refusal(() =>
        readDateRange({ customerServiceTimeFrom: '2026-02-01', customerServiceTimeTo: '2026-01-01' }, 'body', {
          accept: 'tenant',
          tenant: cstTenant,
        }),
      ),
    ).toBe('body.customerServiceTimeTo: es anterior a customerServiceTimeFrom.');
    expect(readDateRange({ dateFrom: '2026-01-01', dateTo: '2026-01-01' }, 'body', either)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });
});

describe('dayBounds', () => {
  it("bounds the days by instants of the tenant's zone, the end exclusive", () => {
    const bounds = dayBounds({ from: '2026-01-01', to: '2026-01-31' }, 'America/Santiago');
    // January is summer time in Chile (UTC-3).
    expect(bounds.start?.toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(bounds.end?.toISOString()).toBe('2026-02-01T03:00:00.000Z');
    expect(dayBounds({ from: null, to: null }, 'UTC')).toEqual({ from: null, to: null, start: null, end: null });
  });

  it('starts a day whose midnight a DST jump skips at the first minute after it', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 2024-09-08.
    expect(zonedDayStart('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });
});

describe('parseResponseValues', () => {
  it('takes a body object as it is and parses the JSON text of a query string', () => {
    expect(parseResponseValues({ 122: ['Seal'] }, 'body', 'list')).toEqual({ 122: ['Seal'] });
    expect(parseResponseValues('{"122":["Seal","Dolphin"]}', 'querystring', 'list')).toEqual({
      122: ['Seal', 'Dolphin'],
    });
    expect(parseResponseValues('{"122":["Seal"]}', 'querystring', 'call')).toEqual({ 122: ['Seal'] });
    expect(parseResponseValues(undefined, 'querystring', 'call')).toEqual({});
  });

  it('refuses text that is no JSON, in both wordings alike', () => {
    expect(refusal(() => parseResponseValues('{', 'querystring', 'list'))).toBe(
      'querystring.responseValues: no es JSON válido.',
    );
    expect(refusal(() => parseResponseValues('{', 'querystring', 'call'))).toBe(
      'querystring.responseValues: no es JSON válido.',
    );
  });

  it("refuses what is no object of option lists, in the survey and alert lists' wording", () => {
    const tooMany = JSON.stringify(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i), ['x']])));
    for (const bad of [
      '[]',
      'null',
      '{"a":["x"]}',
      '{"1":[2]}',
      '{"1":"x"}',
      `{"1":["${'x'.repeat(201)}"]}`,
      tooMany,
    ]) {
      expect(refusal(() => parseResponseValues(bad, 'querystring', 'list'))).toBe(
        'querystring.responseValues: se espera un objeto { idPregunta: [respuestas] }.',
      );
    }
  });

  it("refuses what is no object of option lists, in the calls' wording naming the question", () => {
    expect(refusal(() => parseResponseValues('[]', 'querystring', 'call'))).toBe(
      'querystring.responseValues: debe ser un objeto de listas de opciones.',
    );
    expect(refusal(() => parseResponseValues('{"1":[2]}', 'querystring', 'call'))).toBe(
      'querystring.responseValues.1: debe ser una lista de textos por id de pregunta.',
    );
    expect(refusal(() => parseResponseValues('{"a":["x"]}', 'querystring', 'call'))).toBe(
      'querystring.responseValues.a: debe ser una lista de textos por id de pregunta.',
    );
    // The calls check no more than the option lists, as before.
    expect(parseResponseValues(`{"1":["${'x'.repeat(201)}"]}`, 'querystring', 'call')[1]?.[0]).toHaveLength(201);
  });
});

describe('idCondition', () => {
  const db = new Kysely<{ t: { id: number; geo: number } }>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const whereOf = (ids: ReadonlySet<number> | null) => {
    const condition = idCondition('t.geo', ids);
    const compiled = db
      .selectFrom('t')
      .select('id')
      .where(condition ?? sql<boolean>`true`)
      .compile();
    return { sql: compiled.sql.replace(/^.* where /, ''), parameters: compiled.parameters };
  };

  it('is nothing for an unrestricted filter and false for an empty set', () => {
    expect(idCondition('t.geo', null)).toBeUndefined();
    expect(whereOf(new Set())).toEqual({ sql: 'false', parameters: [] });
  });

  it('lists the ids in order as parameters', () => {
    expect(whereOf(new Set([3, 1, 2]))).toEqual({ sql: '"t"."geo" IN ($1, $2, $3)', parameters: [1, 2, 3] });
  });
});

describe('likePattern', () => {
  it('escapes the LIKE wildcards and matches anywhere', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(likePattern('ana')).toBe('%ana%');
  });
});
