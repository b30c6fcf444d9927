// Which pages of the menu (packages/core MENU_PAGES) this portal has built, and their labels.
// A page not listed here is left out of every menu (no placeholder pages).
import {
  chooseDashboard,
  dashboardsForUser,
  menuFor,
  type AccessAccount,
  type ConditionTrees,
  type MenuItem,
} from '@voz/core';
import type { Dashboard, DashboardPage, Tenant } from '@voz/schema';

/** Keys of the menu pages the portal serves. */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
  'dashboard',
  'extended-dashboard',
  'social-listening',
  'alerts-stats',
  'alerts-list',
  'action-plans',
]);

/** The assignment page of each menu page that shows a dashboard. */
export const DASHBOARD_PAGE_OF: Readonly<Record<string, DashboardPage | undefined>> = {
  dashboard: 'dashboard',
  'extended-dashboard': 'extended-dashboard',
  'social-listening': 'social-listening',
  'alerts-stats': 'alerts-stats',
};

/**
 * Dashboard pages every tenant has a dashboard for: when its assignment names none, the shared
 * default of SHARED_DASHBOARDS is the page.
 */
const PAGES_WITH_SHARED_DEFAULT: ReadonlySet<DashboardPage> = new Set(['alerts-stats']);

/**
 * The dashboards of pages a tenant need not assign: /alerts/stats is, unless the tenant assigns a
 * dashboard of its own to alerts-stats, the shared fragment _shared/fragments/alerts-stats.json
 * (consultants change it in the editor, for every tenant at once).
 */
export const SHARED_DASHBOARDS: Readonly<Partial<Record<DashboardPage, Dashboard>>> = {
  'alerts-stats': {
    schemaVersion: 2,
    key: 'alerts-stats',
    title: { es: 'Vista estándar', en: 'Standard view' },
    includes: [{ fragment: 'alerts-stats', shared: true }],
    widgets: [],
  },
};

/** The i18n key of each menu page's label (tenant overrides of the title win). */
export const MENU_LABELS: Readonly<Record<string, string>> = {
  dashboard: 'menu.dashboard',
  'extended-dashboard': 'menu.extendedDashboard',
  'social-listening': 'menu.socialListening',
  'survey-stats': 'menu.surveyStats',
  'survey-stats-detail': 'menu.surveyStatsDetail',
  'client-accounts': 'menu.clientAccounts',
  'alerts-stats': 'menu.alertsStats',
  'alerts-list': 'menu.alertsList',
  'ai-assistant': 'menu.aiAssistant',
  'power-intelligence': 'menu.powerIntelligence',
  'action-plans': 'menu.actionPlans',
  reports: 'menu.reports',
  surveys: 'menu.surveys',
  companies: 'menu.companies',
  'logical-distributions': 'menu.logicalDistributions',
  'geo-distributions': 'menu.geoDistributions',
  'critical-moments': 'menu.criticalMoments',
  channels: 'menu.channels',
  roles: 'menu.roles',
  users: 'menu.users',
};

/**
 * The menu of a user on a tenant: packages/core's rules over the pages built here, a dashboard page
 * only when the tenant's assignment gives this user a dashboard on it (or the page has a shared
 * default).
 */
export function portalMenu(account: AccessAccount & { level: string | null }, tenant: Tenant): MenuItem[] {
  const dashboards = dashboardsForUser(tenant, account.level === null ? {} : { level: account.level });
  const built = new Set(
    [...BUILT_PAGES].filter((key) => {
      const page = DASHBOARD_PAGE_OF[key];
      return page === undefined || PAGES_WITH_SHARED_DEFAULT.has(page) || dashboards[page].length > 0;
    }),
  );
  return menuFor(account, tenant, built);
}

/**
 * The dashboards a user may switch between on a page, and the one shown; `trees` (the tenant's, from
 * `conditionTrees`) let rules testing `within` see the moment tree.
 */
export function dashboardChoice(
  tenant: Tenant,
  page: DashboardPage,
  level: string | null,
  criticalMoments: readonly number[],
  asked: string | null,
  trees?: ConditionTrees,
): { options: string[]; key: string | null } {
  const user = level === null ? {} : { level };
  const options = dashboardsForUser(tenant, user)[page];
  if (asked !== null && options.includes(asked)) return { options, key: asked };
  const chosen = chooseDashboard(tenant, { page, ...user, criticalMoments, ...(trees ? { trees } : {}) });
  return { options, key: chosen?.dashboard ?? null };
}
