// The plan of the catalogue sweep (catalogue.spec.ts): for every dashboard file of a tenant, a demo
// account and a page that reach it, and the critical-moment selections whose render conditions tell
// its views apart (core's momentViews over every moment of the tenant's tree).
import fs from 'node:fs';
import path from 'node:path';
import {
  DASHBOARD_PAGES,
  conditionTrees,
  dashboardsForUser,
  momentViews,
  type FragmentRef,
  type MomentView,
} from '@voz/core';
import type { Dashboard, DashboardPage, Fragment, Tenant, TenantMetadata } from '@voz/schema';
import { ROOT, metadataJson, tenantJson } from './repo.js';

/** Where a page of a dashboard is, for a selection of critical moments (the detail page takes its moment in the path). */
export function pagePath(page: DashboardPage, moment: number): string {
  switch (page) {
    case 'dashboard':
      return '/dashboard';
    case 'extended-dashboard':
      return '/extended-dashboard';
    case 'social-listening':
      return '/social-listening';
    case 'survey-stats-detail':
      return `/survey-stats/detail/${moment}`;
    case 'alerts-stats':
      return '/alerts/stats';
  }
}

/** A demo account of a tenant and the level it has (apps/api/src/auth/demoAccounts.ts). */
export interface SweepAccount {
  email: string;
  level: string;
}

/** One dashboard of the sweep: who opens it, on which page, and under which selections. */
export interface DashboardPlan {
  tenant: string;
  key: string;
  account: SweepAccount;
  page: DashboardPage;
  /** Widgets of the file after includes, visible or not. */
  widgets: number;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The dashboard files of a tenant folder (every top-level .json but the three tenant files), by key. */
export function dashboardKeys(tenant: string): string[] {
  const dir = path.join(ROOT, 'dashboards', tenant);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !['tenant.json', 'metadata.json', 'indicators.json'].includes(file))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function dashboardJson(tenant: string, key: string): Dashboard {
  return readJson<Dashboard>(path.join(ROOT, 'dashboards', tenant, `${key}.json`));
}

/** Reads the tenant's fragments and the shared ones, as includes name them. */
export function fragmentLoader(tenant: string): (ref: FragmentRef) => Fragment | undefined {
  return (ref) => {
    const file = ref.shared
      ? path.join(ROOT, 'dashboards/_shared/fragments', `${ref.name}.json`)
      : path.join(ROOT, 'dashboards', tenant, 'fragments', `${ref.name}.json`);
    return fs.existsSync(file) ? readJson<Fragment>(file) : undefined;
  };
}

/**
 * The demo accounts that may open dashboards, in the order they are tried: the analyst (the tenant's
 * highest level: lowest geoLevel, the first among equals), then one per level the assignment rules name.
 */
export function sweepAccounts(tenant: string, config: Tenant = tenantJson(tenant)): SweepAccount[] {
  const highest = config.levels.reduce<Tenant['levels'][number] | undefined>(
    (best, level) => (best === undefined || level.geoLevel < best.geoLevel ? level : best),
    undefined,
  );
  const accounts: SweepAccount[] = highest ? [{ email: `analista@${tenant}.demo`, level: highest.id }] : [];
  const named = new Set(config.assignment.rules.flatMap((rule) => rule.when.levels ?? []));
  for (const level of config.levels) {
    if (named.has(level.id)) accounts.push({ email: `${level.id.toLowerCase()}@${tenant}.demo`, level: level.id });
  }
  return accounts;
}

/** The user a dashboard is resolved for: level, scope and the geographies and logicals selected by default. */
export interface SweepUser {
  level: string | null;
  highestScope: boolean;
  geographies: readonly number[];
  logicals: readonly number[];
}

function baseContext(config: Tenant, user: SweepUser) {
  const { level, highestScope, geographies, logicals } = user;
  return {
    criticalMoments: [],
    geographies,
    logicals,
    channels: [],
    roots: config.rootIds,
    trees: conditionTrees(metadataJson(config.id)),
    ...(level === null ? {} : { level }),
    highestScope,
    language: 'es' as const,
    features: config.features ?? [],
    fragments: fragmentLoader(config.id),
  };
}

/** A user of no level whose scope is the whole tenant (counting a file's widgets needs no more). */
const WHOLE_TENANT: SweepUser = { level: null, highestScope: true, geographies: [], logicals: [] };

/**
 * Who opens each dashboard of a tenant, and on which page: the first account (sweepAccounts order) and
 * page (core's DASHBOARD_PAGES order) whose assignment offers it. A dashboard nobody is offered has
 * `account: null` — a file no user can see.
 */
export function tenantPlan(tenant: string): (Omit<DashboardPlan, 'account' | 'page'> & {
  account: SweepAccount | null;
  page: DashboardPage | null;
})[] {
  const config = tenantJson(tenant);
  const accounts = sweepAccounts(tenant, config);
  return dashboardKeys(tenant).map((key) => {
    let found: { account: SweepAccount; page: DashboardPage } | null = null;
    for (const account of accounts) {
      const offered = dashboardsForUser(config, { level: account.level });
      const page = DASHBOARD_PAGES.find((p) => offered[p].includes(key));
      if (page !== undefined) {
        found = { account, page };
        break;
      }
    }
    const dashboard = dashboardJson(tenant, key);
    const widgets = momentViews(dashboard, baseContext(config, WHOLE_TENANT), [])[0]?.resolved.widgets.length ?? 0;
    return { tenant, key, widgets, account: found?.account ?? null, page: found?.page ?? null };
  });
}

/** Every id of a tree, depth first. */
function treeIds(node: TenantMetadata['criticalMoments']): number[] {
  return [node.id, ...(node.children ?? []).flatMap((child) => treeIds(child))];
}

/**
 * The views of a dashboard for a user: one per critical-moment selection its conditions tell apart,
 * trying every moment of the tenant's tree alone (the root, nothing chosen, first).
 */
export function dashboardViews(tenant: string, key: string, user: SweepUser): MomentView[] {
  const config = tenantJson(tenant);
  const moments = treeIds(metadataJson(tenant).criticalMoments).filter((id) => id !== config.rootIds.criticalMoment);
  return momentViews(dashboardJson(tenant, key), baseContext(config, user), moments);
}
