import { describe, expect, it } from 'vitest';
import type { AccessAccount } from './account.js';
import { firstMenuPath, menuFor } from './menu.js';
import type { MenuTenant } from './menu.js';
import { MENU_PAGES } from './menu-pages.js';

const ALL_BUILT: ReadonlySet<string> = new Set(MENU_PAGES.map((page) => page.key));

const EVERY_FEATURE = [
  'alerts',
  'actionPlans',
  'socialListening',
  'aiAssistant',
  'powerIntelligence',
  'reports',
  'surveys',
  'surveyStats',
  'clientAccounts',
  'adminLogicalDistributions',
  'adminGeoDistributions',
  'adminCriticalMoments',
  'adminChannels',
];

const FULL_ACCESS: Record<string, string[]> = {
  dashboard: ['main'],
  'extended-dashboard': ['main'],
  omoikane: ['main'],
  'power-intelligence': ['main'],
  surveys: ['main', 'wizard'],
  'survey-stats': ['main'],
  'client-accounts': ['main'],
  'social-listening': ['main'],
  reports: ['main'],
  alerts: ['main', 'stats', 'detail'],
  'action-plans': ['main', 'create'],
};

const user = (access?: Record<string, string[]>): AccessAccount => ({
  enabled: true,
  authorities: ['ROLE_USER'],
  userProfiles: access === undefined ? [] : [{ config: { access } }],
});
const root: AccessAccount = { authorities: ['ROLE_ROOT'], userProfiles: [] };
const admin: AccessAccount = { authorities: ['ROLE_ADMIN', 'ROLE_USER'], userProfiles: [] };

const everything: MenuTenant = { features: EVERY_FEATURE };
const keys = (account: AccessAccount, tenant: MenuTenant = everything, built = ALL_BUILT): string[] =>
  menuFor(account, tenant, built).map((item) => item.key);

describe('menuFor', () => {
  it('root sees only Companies', () => {
    expect(keys(root)).toEqual(['admin-companies']);
    expect(keys({ authorities: ['ROLE_ROOT', 'ROLE_ADMIN'], userProfiles: [] })).toEqual(['admin-companies']);
    expect(menuFor(root, everything, ALL_BUILT)[0]).toMatchObject({ path: '/admin/companies', area: 'admin' });
  });

  it('an admin without the admin features sees Roles and Users', () => {
    expect(keys(admin, { features: ['alerts', 'reports'] })).toEqual(['admin-roles', 'admin-users']);
    expect(keys(admin, {})).toEqual(['admin-roles', 'admin-users']);
  });

  it('an admin sees each structure page only with its feature, in §2 order', () => {
    expect(keys(admin)).toEqual([
      'admin-logical-distributions',
      'admin-geo-distributions',
      'admin-critical-moments',
      'admin-channels',
      'admin-roles',
      'admin-users',
    ]);
    expect(keys(admin, { features: ['adminChannels', 'adminGeoDistributions'] })).toEqual([
      'admin-geo-distributions',
      'admin-channels',
      'admin-roles',
      'admin-users',
    ]);
  });

  it('an admin with a profile still gets the admin menu only', () => {
    expect(keys({ ...admin, userProfiles: [{ config: { access: FULL_ACCESS } }] }, {})).toEqual([
      'admin-roles',
      'admin-users',
    ]);
  });

  it('alerts without the stats action: the list but not the statistics', () => {
    expect(keys(user({ dashboard: ['main'], alerts: ['main', 'detail'] }))).toEqual(['dashboard', 'alerts-list']);
  });

  it('alerts with the stats action: both alert pages', () => {
    expect(keys(user({ dashboard: ['main'], alerts: ['main', 'stats'] }))).toEqual([
      'dashboard',
      'alerts-stats',
      'alerts-list',
    ]);
  });

  it('no access map, or an empty one, gives an empty menu', () => {
    expect(keys(user())).toEqual([]);
    expect(keys(user({}))).toEqual([]);
    expect(firstMenuPath(user(), everything, ALL_BUILT)).toBeNull();
  });

  it('leaves out pages not built yet', () => {
    const built = new Set(['dashboard', 'alerts-list', 'admin-users']);
    expect(keys(user(FULL_ACCESS), everything, built)).toEqual(['dashboard', 'alerts-list']);
    expect(keys(admin, everything, built)).toEqual(['admin-users']);
    expect(keys(root, everything, built)).toEqual([]);
    expect(firstMenuPath(root, everything, built)).toBeNull();
  });

  it('leaves out pages whose tenant feature is missing', () => {
    const tenant = { features: ['alerts'] };
    expect(keys(user(FULL_ACCESS), tenant)).toEqual(['dashboard', 'extended-dashboard', 'alerts-stats', 'alerts-list']);
    expect(keys(user(FULL_ACCESS), {})).toEqual(['dashboard', 'extended-dashboard']);
  });

  it('sorts by menu order, ties in list order', () => {
    expect(keys(user(FULL_ACCESS))).toEqual([
      'dashboard',
      'extended-dashboard',
      'social-listening',
      'survey-stats',
      'client-accounts',
      'alerts-stats',
      'alerts-list',
      'surveys',
      'ai-assistant',
      'power-intelligence',
      'action-plans',
      'reports',
    ]);
  });

  it("the AI assistant needs the 'omoikane' section", () => {
    expect(keys(user({ omoikane: ['main'] }))).toEqual(['ai-assistant']);
    expect(keys(user({ 'ai-assistant': ['main'] }))).toEqual([]);
  });

  it('the auto-b tenant menu for the level profile of the demo accounts', () => {
    const autoB = { features: ['alerts', 'notifications', 'actionPlans', 'reports', 'surveys', 'surveyStats'] };
    const level = {
      dashboard: ['main'],
      'survey-stats': ['main'],
      alerts: ['main', 'stats', 'detail'],
      'action-plans': ['main'],
      reports: ['main'],
    };
    expect(keys(user(level), autoB)).toEqual([
      'dashboard',
      'survey-stats',
      'alerts-stats',
      'alerts-list',
      'action-plans',
      'reports',
    ]);
  });

  it('applies tenant overrides of title and path', () => {
    const tenant: MenuTenant = {
      features: EVERY_FEATURE,
      menu: {
        overrides: {
          'extended-dashboard': { title: { es: 'Preguntas complementarias', en: 'Additional questions' } },
          dashboard: { path: '/voc-dashboard', title: { es: 'Resumen' } },
          'alerts/stats': { title: { es: 'Estadísticas' } },
        },
      },
    };
    const menu = menuFor(user(FULL_ACCESS), tenant, ALL_BUILT);
    expect(menu[0]).toMatchObject({ key: 'dashboard', path: '/voc-dashboard', title: { es: 'Resumen' } });
    expect(menu[1]).toMatchObject({
      key: 'extended-dashboard',
      path: '/extended-dashboard',
      title: { es: 'Preguntas complementarias' },
    });
    expect(menu.find((item) => item.key === 'alerts-stats')?.title).toEqual({ es: 'Estadísticas' });
    expect(menu.find((item) => item.key === 'reports')?.title).toBeUndefined();
    expect(firstMenuPath(user(FULL_ACCESS), tenant, ALL_BUILT)).toBe('/voc-dashboard');
    // MENU_PAGES itself is untouched.
    expect(MENU_PAGES[0]?.path).toBe('/dashboard');
  });

  it('the landing page is the first item', () => {
    expect(firstMenuPath(user({ reports: ['main'], alerts: ['main'] }), everything, ALL_BUILT)).toBe('/alerts/list');
    expect(firstMenuPath(admin, {}, ALL_BUILT)).toBe('/admin/roles');
    expect(firstMenuPath(root, {}, ALL_BUILT)).toBe('/admin/companies');
  });
});
