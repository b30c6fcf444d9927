import { readFileSync } from 'node:fs';
import type { Tenant, TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { conditionTrees } from '../conditions/trees.js';
import {
  chooseDashboard,
  DASHBOARD_PAGES,
  dashboardsForUser,
  describeAssignmentRule,
  ruleMomentTest,
} from './chooseDashboard.js';

function tenantFile<T>(tenantId: string, file: string): T {
  return JSON.parse(readFileSync(new URL(`../../../../dashboards/${tenantId}/${file}`, import.meta.url), 'utf8')) as T;
}

function tenant(assignment: Tenant['assignment'], criticalMomentRoot = 0): Tenant {
  return {
    schemaVersion: 2,
    id: 'mitsu',
    name: 'Automotriz',
    kind: 'automotive',
    languages: ['es'],
    locale: 'es-CL',
    timezone: 'America/Santiago',
    backends: { voc: '/api/voc', lcm: '/api/lcm', case: '/api/case' },
    rootIds: { geo: 10001, logical: 0, criticalMoment: criticalMomentRoot },
    levels: [
      { id: 'cxo', label: { es: 'CXO' }, geoLevel: 1 },
      { id: 'national', label: { es: 'Nacional' }, geoLevel: 1 },
      { id: 'zonal', label: { es: 'Zonal' }, geoLevel: 2 },
      { id: 'distributor', label: { es: 'Distribuidor' }, geoLevel: 3 },
    ],
    assignment,
  };
}

/** The Mitsubishi-type automaker: level dashboards by moment (1 sales, 2 after-sales, 3 repair). */
const automaker = tenant({
  rules: [
    { when: { page: 'dashboard', levels: ['cxo'] }, dashboard: 'cxo' },
    { when: { page: 'dashboard', levels: ['national'], criticalMoments: [1] }, dashboard: 'nacionalVenta' },
    { when: { page: 'dashboard', levels: ['national'], criticalMoments: [2] }, dashboard: 'nacionalPosventa' },
    { when: { page: 'dashboard', levels: ['national'], criticalMoments: [3] }, dashboard: 'nacionalReparacion' },
    { when: { page: 'dashboard', levels: ['zonal'], criticalMoments: [1] }, dashboard: 'zonalVenta' },
    { when: { page: 'dashboard', levels: ['zonal'], criticalMoments: [2] }, dashboard: 'zonalPosventa' },
    { when: { page: 'dashboard', levels: ['distributor'], criticalMoments: [0, 1] }, dashboard: 'distribuidorVenta' },
    { when: { page: 'dashboard', levels: ['distributor'], criticalMoments: [2] }, dashboard: 'distribuidorPosventa' },
    { when: { page: 'dashboard', levels: ['distributor'] }, dashboard: 'distribuidor' },
    { when: { page: 'extended-dashboard', criticalMoments: [1] }, dashboard: 'extendidoVenta' },
  ],
  defaults: { dashboard: 'cxo', 'extended-dashboard': 'extendido' },
});

describe('chooseDashboard', () => {
  it('takes the first rule that matches and says which', () => {
    expect(chooseDashboard(automaker, { page: 'dashboard', level: 'national', criticalMoments: [2] })).toEqual({
      dashboard: 'nacionalPosventa',
      rule: 2,
    });
    expect(chooseDashboard(automaker, { page: 'dashboard', level: 'cxo', criticalMoments: [3] })).toEqual({
      dashboard: 'cxo',
      rule: 0,
    });
  });

  it('a selection of several moments matches the first rule meeting any of them', () => {
    expect(chooseDashboard(automaker, { page: 'dashboard', level: 'zonal', criticalMoments: [2, 1] })).toEqual({
      dashboard: 'zonalVenta',
      rule: 4,
    });
  });

  it('an empty selection stands for the critical-moment root', () => {
    expect(chooseDashboard(automaker, { page: 'dashboard', level: 'distributor', criticalMoments: [] })).toEqual({
      dashboard: 'distribuidorVenta',
      rule: 6,
    });
    const coffee = tenant(
      { rules: [{ when: { page: 'dashboard', criticalMoments: [29] }, dashboard: 'general' }], defaults: {} },
      29,
    );
    expect(chooseDashboard(coffee, { page: 'dashboard', criticalMoments: [] })).toEqual({
      dashboard: 'general',
      rule: 0,
    });
    expect(chooseDashboard(coffee, { page: 'dashboard', criticalMoments: [10252] })).toBeNull();
  });

  it('a rule without moments matches every selection', () => {
    expect(chooseDashboard(automaker, { page: 'dashboard', level: 'distributor', criticalMoments: [3] })).toEqual({
      dashboard: 'distribuidor',
      rule: 8,
    });
  });

  it('falls back to the page default when no rule matches', () => {
    expect(chooseDashboard(automaker, { page: 'dashboard', level: 'zonal', criticalMoments: [3] })).toEqual({
      dashboard: 'cxo',
      rule: null,
    });
    expect(chooseDashboard(automaker, { page: 'extended-dashboard', level: 'zonal', criticalMoments: [2] })).toEqual({
      dashboard: 'extendido',
      rule: null,
    });
  });

  it('rules naming levels never match a user without level', () => {
    expect(chooseDashboard(automaker, { page: 'dashboard', criticalMoments: [1] })).toEqual({
      dashboard: 'cxo',
      rule: null,
    });
    expect(chooseDashboard(automaker, { page: 'extended-dashboard', criticalMoments: [1] })).toEqual({
      dashboard: 'extendidoVenta',
      rule: 9,
    });
  });

  it('only rules of the page count, and a page without rules nor default gives null', () => {
    expect(chooseDashboard(automaker, { page: 'social-listening', level: 'cxo', criticalMoments: [] })).toBeNull();
  });
});

describe('chooseDashboard: critical-moment tests of a rule', () => {
  const byTest = (test: NonNullable<Tenant['assignment']['rules'][number]['when']['criticalMoments']>): Tenant =>
    tenant({ rules: [{ when: { page: 'dashboard', criticalMoments: test }, dashboard: 'hit' }], defaults: {} });
  const hit = (t: Tenant, criticalMoments: number[], trees?: ReturnType<typeof conditionTrees>): boolean =>
    chooseDashboard(t, { page: 'dashboard', criticalMoments, ...(trees ? { trees } : {}) }) !== null;

  it('a plain list means includesAny, as before', () => {
    const list = byTest([1, 2]);
    expect(hit(list, [2, 3])).toBe(true);
    expect(hit(list, [3])).toBe(false);
    expect(ruleMomentTest({ when: { page: 'dashboard', criticalMoments: [1, 2] }, dashboard: 'x' })).toEqual({
      includesAny: [1, 2],
    });
    expect(ruleMomentTest({ when: { page: 'dashboard' }, dashboard: 'x' })).toBeUndefined();
  });

  it('includesAny as a test is the same as the plain list', () => {
    const any = byTest({ includesAny: [1, 2] });
    expect(hit(any, [2, 3])).toBe(true);
    expect(hit(any, [3])).toBe(false);
  });

  it('equals needs exactly that set (an empty selection is the root)', () => {
    const sales = byTest({ equals: [1] });
    expect(hit(sales, [1])).toBe(true);
    expect(hit(sales, [1, 2])).toBe(false);
    expect(hit(sales, [])).toBe(false);
    expect(hit(byTest({ equals: [0] }), [])).toBe(true);
  });

  it('includesAll needs every id, whatever else is selected', () => {
    const both = byTest({ includesAll: [1, 2] });
    expect(hit(both, [2, 1])).toBe(true);
    expect(hit(both, [1, 2, 3])).toBe(true);
    expect(hit(both, [1])).toBe(false);
  });

  it('isRoot holds for no selection or the root alone; false holds for anything else', () => {
    expect(hit(byTest({ isRoot: true }), [])).toBe(true);
    expect(hit(byTest({ isRoot: true }), [0])).toBe(true);
    expect(hit(byTest({ isRoot: true }), [0, 1])).toBe(false);
    expect(hit(byTest({ isRoot: false }), [1])).toBe(true);
    expect(hit(byTest({ isRoot: false }), [])).toBe(false);
  });

  it('within reads the trees of the query (a group of moments of the hospital tenant)', () => {
    const trees = conditionTrees(tenantFile<TenantMetadata>('hospital', 'metadata.json'));
    const dialysis = byTest({ within: [200] });
    expect(hit(dialysis, [11653], trees)).toBe(true);
    expect(hit(dialysis, [11653, 12052], trees)).toBe(true);
    expect(hit(dialysis, [11653, 9951], trees)).toBe(false);
    expect(hit(dialysis, [11653])).toBe(false);
  });
});

describe('describeAssignmentRule', () => {
  it('reads the level and the critical-moment test in Spanish, a plain list as includesAny', () => {
    expect(
      describeAssignmentRule({
        when: { page: 'dashboard', levels: ['distributor'], criticalMoments: { equals: [1] } },
        dashboard: 'x',
      }),
    ).toBe('el usuario es de nivel distributor y la selección de momentos críticos es exactamente 1');
    expect(describeAssignmentRule({ when: { page: 'dashboard', criticalMoments: [1, 2] }, dashboard: 'x' })).toBe(
      'los momentos críticos seleccionados incluyen 1 o 2',
    );
    expect(
      describeAssignmentRule(
        { when: { page: 'dashboard', criticalMoments: { isRoot: true } }, dashboard: 'x' },
        { criticalMoment: 0, geo: 1, logical: 1 },
      ),
    ).toBe('no se seleccionó ningún momento crítico o solo la raíz 0');
    expect(describeAssignmentRule({ when: { page: 'dashboard' }, dashboard: 'x' })).toBe(
      'cualquier usuario y selección',
    );
  });
});

describe('chooseDashboard on the car tenants (their tenant.json)', () => {
  const cases: readonly [string, number, number, number | undefined][] = [
    ['auto-m', 1, 2, 3],
    ['auto-s', 12001, 12002, undefined],
  ];
  for (const [tenantId, sales, afterSales, repair] of cases) {
    const car = tenantFile<Tenant>(tenantId, 'tenant.json');
    const pick = (level: string, criticalMoments: number[]): string | undefined =>
      chooseDashboard(car, { page: 'dashboard', level, criticalMoments })?.dashboard;

    it(`${tenantId}: a distributor gets sales alone, after-sales alone, or the combined dashboard`, () => {
      expect(pick('distributor', [sales])).toBe('distribuidorVenta');
      expect(pick('distributor', [afterSales])).toBe('distribuidorPosventa');
      expect(pick('distributor', [sales, afterSales])).toBe('distribuidor');
      expect(pick('distributor', [afterSales, sales])).toBe('distribuidor');
      expect(pick('distributor', [])).toBe('distribuidor');
      expect(pick('distributor', [0])).toBe('distribuidor');
      expect(pick('distributor', [0, sales])).toBe('distribuidor');
      if (repair !== undefined) expect(pick('distributor', [repair])).toBe('distribuidor');
    });

    it(`${tenantId}: national gets one moment's dashboard, the CXO overview for several or the root`, () => {
      expect(pick('national', [sales])).toBe('nacionalVenta');
      expect(pick('national', [afterSales])).toBe('nacionalPosventa');
      expect(pick('national', [sales, afterSales])).toBe('cxo');
      expect(pick('national', [])).toBe('cxo');
      if (repair !== undefined) expect(pick('national', [repair])).toBe('nacionalReparacion');
      expect(pick('cxo', [sales])).toBe('cxo');
    });

    it(`${tenantId}: zonal keeps "includes any" (no combined zonal dashboard)`, () => {
      expect(pick('zonal', [afterSales])).toBe('zonalPosventa');
      expect(pick('zonal', [sales, afterSales])).toBe('zonalVenta');
      expect(pick('zonal', [])).toBe('zonalVenta');
    });
  }

  it("auto-nps: national and zonal get one moment's dashboard, the CXO overview for both", () => {
    const nps = tenantFile<Tenant>('auto-nps', 'tenant.json');
    const pick = (level: string, criticalMoments: number[]): string | undefined =>
      chooseDashboard(nps, { page: 'dashboard', level, criticalMoments })?.dashboard;
    for (const level of ['national', 'zonal']) {
      expect(pick(level, [10651])).toBe('nacionalVenta');
      expect(pick(level, [10652])).toBe('nacionalServicio');
      expect(pick(level, [10651, 10652])).toBe('cxo');
      expect(pick(level, [])).toBe('cxo');
    }
    expect(pick('distributor', [10651, 10652])).toBe('distribuidor');
  });
});

describe('dashboardsForUser', () => {
  it('lists every page', () => {
    expect(Object.keys(dashboardsForUser(automaker, {}))).toEqual([...DASHBOARD_PAGES]);
  });

  it('lists the dashboards of a level in rule order, then the default', () => {
    expect(dashboardsForUser(automaker, { level: 'national' })).toEqual({
      dashboard: ['nacionalVenta', 'nacionalPosventa', 'nacionalReparacion', 'cxo'],
      'extended-dashboard': ['extendidoVenta', 'extendido'],
      'social-listening': [],
      'survey-stats-detail': [],
      'alerts-stats': [],
    });
  });

  it('stops at a rule that matches every selection: later rules and the default are unreachable', () => {
    expect(dashboardsForUser(automaker, { level: 'cxo' }).dashboard).toEqual(['cxo']);
    expect(dashboardsForUser(automaker, { level: 'distributor' }).dashboard).toEqual([
      'distribuidorVenta',
      'distribuidorPosventa',
      'distribuidor',
    ]);
  });

  it('a user without level sees the rules without levels and the defaults', () => {
    expect(dashboardsForUser(automaker, {}).dashboard).toEqual(['cxo']);
    expect(dashboardsForUser(automaker, {})['extended-dashboard']).toEqual(['extendidoVenta', 'extendido']);
  });

  it('lists each dashboard once', () => {
    const repeated = tenant({
      rules: [
        { when: { page: 'dashboard', criticalMoments: [1] }, dashboard: 'venta' },
        { when: { page: 'dashboard', criticalMoments: [2] }, dashboard: 'demo' },
        { when: { page: 'dashboard', criticalMoments: [3] }, dashboard: 'venta' },
      ],
      defaults: { dashboard: 'demo' },
    });
    expect(dashboardsForUser(repeated, {}).dashboard).toEqual(['venta', 'demo']);
  });
});
