import type { LocalizedText, Tenant } from '@voz/schema';
import type { AccessAccount } from './account.js';
import { isAdmin, isRoot } from './account.js';
import type { MenuPage } from './menu-pages.js';
import { MENU_PAGES, ROOT_PAGE_KEY } from './menu-pages.js';
import { accessMap, canSee } from './permissions.js';

/** A page as one user's menu shows it: tenant overrides applied (tenant.json `menu.overrides`). */
export interface MenuItem extends MenuPage {
  /** Title the tenant gives the page; absent: the app's own label for the key. */
  title?: LocalizedText;
}

/** The parts of a tenant the menu reads. */
export interface MenuTenant {
  /** Features enabled for the tenant. */
  features?: readonly string[];
  /** Menu overrides, by page path without the leading slash. */
  menu?: Tenant['menu'];
}

function visiblePages(account: AccessAccount, tenant: MenuTenant): readonly MenuPage[] {
  const features = new Set(tenant.features ?? []);
  const enabled = (page: MenuPage): boolean => page.feature === undefined || features.has(page.feature);
  if (isRoot(account)) return MENU_PAGES.filter((page) => page.key === ROOT_PAGE_KEY);
  if (isAdmin(account)) {
    return MENU_PAGES.filter((page) => page.area === 'admin' && page.key !== ROOT_PAGE_KEY && enabled(page));
  }
  const access = accessMap(account);
  return MENU_PAGES.filter(
    (page) => page.area === 'main' && enabled(page) && canSee(access, page.section, page.action),
  );
}

function withOverrides(page: MenuPage, tenant: MenuTenant): MenuItem {
  const overrides = tenant.menu?.overrides;
  if (overrides === undefined) return { ...page };
  // The schema keys overrides by path without the slash ('extended-dashboard', 'alerts/stats'); the page
  // key ('alerts-stats') is accepted too. Own keys only.
  const own = (name: string): NonNullable<typeof overrides>[string] | undefined =>
    Object.prototype.hasOwnProperty.call(overrides, name) ? overrides[name] : undefined;
  const override = own(page.path.replace(/^\//, '')) ?? own(page.key);
  if (override === undefined) return { ...page };
  return {
    ...page,
    ...(override.path !== undefined ? { path: override.path } : {}),
    ...(override.title !== undefined ? { title: override.title } : {}),
  };
}

/**
 * The menu of a user: ROLE_ROOT sees only Companies; ROLE_ADMIN sees Users and Roles, plus geo/logical
 * distributions, critical moments and channels only when the tenant has the features adminGeoDistributions,
 * adminLogicalDistributions, adminCriticalMoments, adminChannels; others see the main-area pages allowed by
 * canSee and whose `feature` (if any) the tenant has. Only pages whose key is in `built` are listed (pages not
 * built yet are left out). Tenant overrides of title and path are applied. Sorted by order, stable.
 */
export function menuFor(account: AccessAccount, tenant: MenuTenant, built: ReadonlySet<string>): MenuItem[] {
  return visiblePages(account, tenant)
    .filter((page) => built.has(page.key))
    .map((page) => withOverrides(page, tenant))
    .sort((a, b) => a.order - b.order);
}

/** The page a signed-in user lands on: the path of the first item of menuFor, or null (empty menu). */
export function firstMenuPath(account: AccessAccount, tenant: MenuTenant, built: ReadonlySet<string>): string | null {
  return menuFor(account, tenant, built)[0]?.path ?? null;
}
