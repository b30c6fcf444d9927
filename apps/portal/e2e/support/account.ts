// The signed-in account as the API answers it, and what the tests expect of it.
import { dashboardsForUser, menuFor, type AccessAccount } from '@voz/core';
import type { Tenant } from '@voz/schema';
import type { Page } from '@playwright/test';
import { expect, storedSession } from '../fixtures.js';

/** GET /api/lcm/account?full=true, the fields the tests read. */
export interface AccountView extends AccessAccount {
  email: string;
  level: string | null;
  defaultCriticalMoment: number | null;
  geoLocations: number[];
  /** Whether the geography scope holds the root (render conditions' `highestScope`). */
  highestScope: boolean;
  logicalLocations: number[];
  criticalMoments: number[];
}

/** The account of the page's session, asked of the API with the token the portal stored. */
export async function sessionAccount(page: Page): Promise<AccountView> {
  const token = (await storedSession(page))?.token;
  expect(token, 'a token in localStorage voz-session').toBeTruthy();
  const response = await page.request.get('/api/lcm/account?full=true', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountView;
}

/**
 * The dashboard pages the portal builds today, each shown only when the tenant assigns the user a
 * dashboard for it (apps/portal/src/pages/registry.ts; the other pages arrive with their issues).
 */
export const BUILT_DASHBOARD_PAGES = ['dashboard', 'extended-dashboard', 'social-listening'] as const;

/**
 * The pages the portal builds today that every tenant has (screens, and /alerts/stats, whose
 * dashboard has a shared default), shown as the profile allows.
 */
export const BUILT_SCREENS = ['alerts-stats', 'alerts-list', 'action-plans'] as const;

/** The keys of the menu a user should see: core's menu rules over the built screens and the dashboard pages with a dashboard. */
export function expectedMenu(account: AccountView, tenant: Tenant): string[] {
  const dashboards = dashboardsForUser(tenant, account.level === null ? {} : { level: account.level });
  const built = new Set<string>([
    ...BUILT_DASHBOARD_PAGES.filter((page) => dashboards[page].length > 0),
    ...BUILT_SCREENS,
  ]);
  return menuFor(account, tenant, built).map((item) => item.key);
}
