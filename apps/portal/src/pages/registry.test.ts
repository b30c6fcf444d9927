import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { conditionTrees } from '@voz/core';
import type { Tenant, TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { SHARED_DASHBOARDS, dashboardChoice, portalMenu } from './registry.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const tenant = JSON.parse(
  fs.readFileSync(path.join(here, '../../../../dashboards/auto-b/tenant.json'), 'utf8'),
) as Tenant;

const user = (access: Record<string, string[]>, level: string | null = null, authorities = ['ROLE_USER']) => ({
  authorities,
  level,
  userProfiles: [{ config: { access } }],
});

describe('the portal menu', () => {
  it('lists the built pages the profile allows, a dashboard page only with a dashboard for the user', () => {
    const full = user({
      dashboard: ['main'],
      'extended-dashboard': ['main'],
      'social-listening': ['main'],
      alerts: ['main'],
    });
    // auto-b assigns dashboards on /dashboard only; the alerts list is a screen of its own.
    expect(portalMenu(full, tenant).map((m) => m.path)).toEqual(['/dashboard', '/alerts/list']);
    const withExtended: Tenant = {
      ...tenant,
      features: [...(tenant.features ?? []), 'socialListening'],
      assignment: {
        ...tenant.assignment,
        defaults: { ...tenant.assignment.defaults, 'extended-dashboard': 'cxo', 'social-listening': 'cxo' },
      },
      menu: { overrides: { 'extended-dashboard': { title: { es: 'Preguntas complementarias' } } } },
    };
    const menu = portalMenu(full, withExtended);
    expect(menu.map((m) => m.path)).toEqual(['/dashboard', '/extended-dashboard', '/social-listening', '/alerts/list']);
    expect(menu[1]?.title).toEqual({ es: 'Preguntas complementarias' });
  });

  it('lists the alert statistics with the stats action, on the shared default dashboard', () => {
    const stats = user({ dashboard: ['main'], alerts: ['main', 'stats'] });
    expect(portalMenu(stats, tenant).map((m) => m.path)).toEqual(['/dashboard', '/alerts/stats', '/alerts/list']);
    expect(dashboardChoice(tenant, 'alerts-stats', null, [], null)).toEqual({ options: [], key: null });
    expect(SHARED_DASHBOARDS['alerts-stats']?.includes).toEqual([{ fragment: 'alerts-stats', shared: true }]);
    const withoutAlerts: Tenant = { ...tenant, features: (tenant.features ?? []).filter((f) => f !== 'alerts') };
    expect(portalMenu(stats, withoutAlerts).map((m) => m.path)).toEqual(['/dashboard']);
  });

  it('is empty without permissions, and for administrators until the admin pages exist', () => {
    expect(portalMenu(user({}), tenant)).toEqual([]);
    expect(portalMenu(user({ dashboard: ['main'] }, null, ['ROLE_ADMIN']), tenant)).toEqual([]);
    expect(portalMenu(user({}, null, ['ROLE_ROOT']), tenant)).toEqual([]);
  });
});

describe('the dashboard shown', () => {
  it('follows the assignment rules of the level and the selected moment', () => {
    expect(dashboardChoice(tenant, 'dashboard', 'cxo', [], null).key).toBe('cxo');
    expect(dashboardChoice(tenant, 'dashboard', 'zonal', [2], null).key).toBe('nacionalPosventa');
    expect(dashboardChoice(tenant, 'dashboard', 'national', [11251], null).key).toBe('nacionalTestDrive');
    expect(dashboardChoice(tenant, 'dashboard', null, [1], null).key).toBe('cxo');
    expect(dashboardChoice(tenant, 'extended-dashboard', 'cxo', [], null)).toEqual({ options: [], key: null });
  });

  it('passes the trees to rules testing within (a group of moments)', () => {
    const read = <T>(file: string): T =>
      JSON.parse(fs.readFileSync(path.join(here, `../../../../dashboards/hospital/${file}`), 'utf8')) as T;
    const trees = conditionTrees(read<TenantMetadata>('metadata.json'));
    const grouped: Tenant = {
      ...tenant,
      assignment: {
        rules: [{ when: { page: 'dashboard', criticalMoments: { within: [200] } }, dashboard: 'nacionalPosventa' }],
        defaults: { dashboard: 'cxo' },
      },
    };
    expect(dashboardChoice(grouped, 'dashboard', null, [11653], null, trees).key).toBe('nacionalPosventa');
    expect(dashboardChoice(grouped, 'dashboard', null, [11653], null).key).toBe('cxo');
  });

  it('lets a user switch among the dashboards of the level only', () => {
    const national = dashboardChoice(tenant, 'dashboard', 'national', [1], 'nacionalPosventa');
    expect(national.key).toBe('nacionalPosventa');
    expect(national.options).toEqual(['nacionalVenta', 'nacionalPosventa', 'nacionalTestDrive', 'cxo']);
    // A key the level is not entitled to is ignored.
    expect(dashboardChoice(tenant, 'dashboard', 'cxo', [1], 'nacionalVenta').key).toBe('cxo');
    expect(dashboardChoice(tenant, 'dashboard', 'cxo', [1], 'nacionalVenta').options).toEqual(['cxo']);
  });
});
