import type { Feature } from '@voz/schema';

/**
 * One page of the menu (platform-core.md §2, §3 "Menu page").
 *
 * Icon names the app maps to an SVG: dashboard, chart, social, stats, accounts, alert, list, assistant,
 * power, plan, report, survey (main area); company, tree, map, moment, channel, roles, users (admin area).
 */
export interface MenuPage {
  /** Stable id: the path without its leading slash, slashes as dashes, admin pages prefixed 'admin-'. */
  key: string;
  /** Path of the page ('/dashboard', '/alerts/stats', '/admin/users'); a tenant may override it. */
  path: string;
  /** Which layout the page lives in. */
  area: 'main' | 'admin';
  /** Permission section of the access map (platform-core.md §6) the page needs. */
  section: string;
  /** Action the page needs on its section; absent or 'main' need only the section. */
  action?: string;
  /** Menu order of §2 (ties keep the order of this list). */
  order: number;
  /** Short icon name the app maps to an SVG (see the list above). */
  icon: string;
  /** Full width (dashboard, extended-dashboard). */
  fluid?: boolean;
  /** Tenant feature (tenant.json `features`) the page needs. */
  feature?: Feature;
}

/**
 * Every menu page of platform-core.md §2, as data: the main area in menu order, then the admin area in
 * its listed order. Feature names are the schema's (render-condition.schema.json $defs.feature). The
 * other main-area routes of §2 (/employee-exp, /suplier-exp, messages, notifications, notification
 * surveys) have no menu order nor permission section in the spec and are not menu pages here.
 */
export const MENU_PAGES: readonly MenuPage[] = [
  {
    key: 'dashboard',
    path: '/dashboard',
    area: 'main',
    section: 'dashboard',
    order: 1,
    icon: 'dashboard',
    fluid: true,
  },
  {
    key: 'extended-dashboard',
    path: '/extended-dashboard',
    area: 'main',
    section: 'extended-dashboard',
    order: 2,
    icon: 'chart',
    fluid: true,
  },
  {
    key: 'social-listening',
    path: '/social-listening',
    area: 'main',
    section: 'social-listening',
    order: 5,
    icon: 'social',
    feature: 'socialListening',
  },
  // The enum's `surveyStats` ("Estadísticas de encuestas") is the feature of this page.
  {
    key: 'survey-stats',
    path: '/survey-stats',
    area: 'main',
    section: 'survey-stats',
    order: 6,
    icon: 'stats',
    feature: 'surveyStats',
  },
  {
    key: 'client-accounts',
    path: '/client-accounts',
    area: 'main',
    section: 'client-accounts',
    order: 6,
    icon: 'accounts',
    feature: 'clientAccounts',
  },
  {
    key: 'alerts-stats',
    path: '/alerts/stats',
    area: 'main',
    section: 'alerts',
    action: 'stats',
    order: 7,
    icon: 'alert',
    feature: 'alerts',
  },
  {
    key: 'alerts-list',
    path: '/alerts/list',
    area: 'main',
    section: 'alerts',
    order: 8,
    icon: 'list',
    feature: 'alerts',
  },
  // Menu order 8 like /alerts/list (§2); listed last in the §2 table, so it comes after it.
  {
    key: 'surveys',
    path: '/surveys',
    area: 'main',
    section: 'surveys',
    action: 'main',
    order: 8,
    icon: 'survey',
    feature: 'surveys',
  },
  // §6 calls the AI assistant the "omoikane-style" page; the API's permission table
  // (apps/api/src/auth/permissions.ts) names its section `omoikane`, so profiles grant it under that name.
  {
    key: 'ai-assistant',
    path: '/ai-assistant',
    area: 'main',
    section: 'omoikane',
    order: 9,
    icon: 'assistant',
    feature: 'aiAssistant',
  },
  {
    key: 'power-intelligence',
    path: '/power-intelligence',
    area: 'main',
    section: 'power-intelligence',
    order: 10,
    icon: 'power',
    feature: 'powerIntelligence',
  },
  {
    key: 'action-plans',
    path: '/action-plans',
    area: 'main',
    section: 'action-plans',
    order: 11,
    icon: 'plan',
    feature: 'actionPlans',
  },
  // Fixed reports; dynamic reports (`dynamicReports`) are a part of this page, not a page of their own.
  { key: 'reports', path: '/reports', area: 'main', section: 'reports', order: 12, icon: 'report', feature: 'reports' },
  // Admin area, §2 order. Companies is ROLE_ROOT's only page; the rest are ROLE_ADMIN's, the four
  // structure pages only when the tenant enables their admin* feature (§6).
  { key: 'admin-companies', path: '/admin/companies', area: 'admin', section: 'companies', order: 1, icon: 'company' },
  {
    key: 'admin-logical-distributions',
    path: '/admin/logical-distributions',
    area: 'admin',
    section: 'logical-distributions',
    order: 2,
    icon: 'tree',
    feature: 'adminLogicalDistributions',
  },
  {
    key: 'admin-geo-distributions',
    path: '/admin/geo-distributions',
    area: 'admin',
    section: 'geo-distributions',
    order: 3,
    icon: 'map',
    feature: 'adminGeoDistributions',
  },
  {
    key: 'admin-critical-moments',
    path: '/admin/critical-moments',
    area: 'admin',
    section: 'critical-moments',
    order: 4,
    icon: 'moment',
    feature: 'adminCriticalMoments',
  },
  {
    key: 'admin-channels',
    path: '/admin/channels',
    area: 'admin',
    section: 'channels',
    order: 5,
    icon: 'channel',
    feature: 'adminChannels',
  },
  { key: 'admin-roles', path: '/admin/roles', area: 'admin', section: 'roles', order: 6, icon: 'roles' },
  { key: 'admin-users', path: '/admin/users', area: 'admin', section: 'users', order: 7, icon: 'users' },
];

/** Key of the only page ROLE_ROOT sees. */
export const ROOT_PAGE_KEY = 'admin-companies';
