import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_PAGES } from './menu-pages.js';

const schema = JSON.parse(
  readFileSync(new URL('../../../../schemas/render-condition.schema.json', import.meta.url), 'utf8'),
) as { $defs: { feature: { enum: string[] } } };

describe('MENU_PAGES', () => {
  it('has unique keys and paths', () => {
    expect(new Set(MENU_PAGES.map((p) => p.key)).size).toBe(MENU_PAGES.length);
    expect(new Set(MENU_PAGES.map((p) => p.path)).size).toBe(MENU_PAGES.length);
  });

  it('lists each area in menu order', () => {
    for (const area of ['main', 'admin'] as const) {
      const orders = MENU_PAGES.filter((p) => p.area === area).map((p) => p.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('has the admin pages of §2 in their order', () => {
    expect(MENU_PAGES.filter((p) => p.area === 'admin').map((p) => p.path)).toEqual([
      '/admin/companies',
      '/admin/logical-distributions',
      '/admin/geo-distributions',
      '/admin/critical-moments',
      '/admin/channels',
      '/admin/roles',
      '/admin/users',
    ]);
  });

  it('has the main pages of the §2 table with their order, section and action', () => {
    const main = MENU_PAGES.filter((p) => p.area === 'main').map((p) => [p.path, p.order, p.section, p.action]);
    expect(main).toEqual([
      ['/dashboard', 1, 'dashboard', undefined],
      ['/extended-dashboard', 2, 'extended-dashboard', undefined],
      ['/social-listening', 5, 'social-listening', undefined],
      ['/survey-stats', 6, 'survey-stats', undefined],
      ['/client-accounts', 6, 'client-accounts', undefined],
      ['/alerts/stats', 7, 'alerts', 'stats'],
      ['/alerts/list', 8, 'alerts', undefined],
      ['/surveys', 8, 'surveys', 'main'],
      ['/ai-assistant', 9, 'omoikane', undefined],
      ['/power-intelligence', 10, 'power-intelligence', undefined],
      ['/action-plans', 11, 'action-plans', undefined],
      ['/reports', 12, 'reports', undefined],
    ]);
  });

  it('only the dashboards are full width', () => {
    expect(MENU_PAGES.filter((p) => p.fluid).map((p) => p.key)).toEqual(['dashboard', 'extended-dashboard']);
  });

  it('names only features of the schema enum', () => {
    for (const page of MENU_PAGES) {
      if (page.feature !== undefined) expect(schema.$defs.feature.enum).toContain(page.feature);
    }
  });
});
