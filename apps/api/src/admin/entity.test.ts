import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../http/route-module.js';
import { HttpError } from '../http/errors.js';
import { ADMIN_ENTITIES } from './adminRoutes.js';
import { assertFiniteNumbers } from '../http/finite.js';
import { listQuerySchema, parseListQuery, registerEntity, type AnyEntity } from './entity.js';
import { workflowsEntity } from './workflows.js';

const workflows = workflowsEntity as unknown as AnyEntity;

describe('parseListQuery', () => {
  it('parses sort keys, keeps the first of a repeated field and defaults the direction to asc', () => {
    const params = parseListQuery(workflows, {
      page: 2,
      size: 5,
      sort: ['name,DESC', 'id', 'name,asc'],
      filter: '  venta ',
    });
    expect(params).toEqual({
      page: 2,
      size: 5,
      sort: [
        { field: 'name', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ],
      filter: 'venta',
      dateFrom: undefined,
      dateTo: undefined,
      filters: {},
    });
  });

  it('refuses a field the entity does not sort by, naming querystring.sort', () => {
    expect(() => parseListQuery(workflows, { page: 0, size: 15, sort: ['password,asc'] })).toThrow(/querystring\.sort/);
  });

  it("reads the tenant's alternative date names and refuses impossible or reversed ranges", () => {
    const params = parseListQuery(workflows, {
      page: 0,
      size: 15,
      customerServiceTimeFrom: '2026-01-01',
      customerServiceTimeTo: '2026-01-31',
      active: true,
      unrelated: 'x',
    });
    expect(params).toMatchObject({ dateFrom: '2026-01-01', dateTo: '2026-01-31', filters: { active: true } });
    expect(() => parseListQuery(workflows, { page: 0, size: 15, dateFrom: '2026-02-29' })).toThrow(/dateFrom/);
    expect(() =>
      parseListQuery(workflows, { page: 0, size: 15, dateFrom: '2026-03-02', dateTo: '2026-03-01' }),
    ).toThrow(HttpError);
  });

  it('treats a blank text filter as none', () => {
    expect(parseListQuery(workflows, { page: 0, size: 15, filter: '   ' }).filter).toBeUndefined();
  });
});

describe('listQuerySchema', () => {
  it('offers paging, sort, filter, the dates only where the entity has them, and its own filters', () => {
    const keys = (e: AnyEntity): string[] => Object.keys(listQuerySchema(e).properties as object);
    expect(keys(workflows)).toEqual(
      expect.arrayContaining([
        'page',
        'size',
        'sort',
        'filter',
        'dateFrom',
        'dateTo',
        'criticalMomentInclude',
        'active',
      ]),
    );
    const channels = ADMIN_ENTITIES.find((e) => e.name === 'channels') as AnyEntity;
    expect(keys(channels)).not.toContain('dateFrom');
    expect(listQuerySchema(workflows)).toMatchObject({
      additionalProperties: false,
      properties: { size: { default: 15, maximum: 1000 } },
    });
  });
});

describe('assertFiniteNumbers', () => {
  it('refuses Infinity anywhere, naming where', () => {
    expect(() => assertFiniteNumbers({ a: [1, { b: Infinity }] }, 'body')).toThrow('body.a.1.b');
    expect(() => assertFiniteNumbers(-Infinity, 'params.id')).toThrow('params.id');
    expect(() => assertFiniteNumbers({ a: [1, 2.5, 'Infinity', null] }, 'body')).not.toThrow();
  });
});

describe('registerEntity', () => {
  it('registers the five routes of every entity, as docs/routing.md names them', async () => {
    const app = Fastify();
    const deps = { principals: {} } as unknown as AppDeps;
    for (const entity of ADMIN_ENTITIES) registerEntity(app, deps, entity);
    await app.ready();
    const has = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string): boolean => app.hasRoute({ method, url });
    for (const entity of ADMIN_ENTITIES) {
      const base = `/api/${entity.backend}/${entity.path}`;
      expect(has('GET', base) && has('POST', base), base).toBe(true);
      expect(has('GET', `${base}/:id`) && has('PUT', `${base}/:id`) && has('DELETE', `${base}/:id`), base).toBe(true);
    }
    expect(ADMIN_ENTITIES).toHaveLength(17);
    await app.close();
  });

  it('refuses an entity whose service or path differs from the routing table', () => {
    const app = Fastify();
    const deps = { principals: {} } as unknown as AppDeps;
    expect(() => registerEntity(app, deps, { ...workflows, backend: 'voc' })).toThrow(/docs\/routing\.md/);
    expect(() => registerEntity(app, deps, { ...workflows, name: 'flows' })).toThrow(/flows-list/);
  });
});
