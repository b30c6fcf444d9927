import type { Tenant } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { chooseDashboard, DASHBOARD_PAGES, dashboardsForUser } from './chooseDashboard.js';

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
