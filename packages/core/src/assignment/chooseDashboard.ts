import type { AssignmentRule, DashboardPage, Tenant } from '@voz/schema';

/** The pages that show a dashboard, in menu order. */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  'dashboard',
  'extended-dashboard',
  'social-listening',
  'survey-stats-detail',
];

/** What the assignment depends on: the page, the user's level and the selected critical moments. */
export interface AssignmentQuery {
  /** The page being shown. */
  page: DashboardPage;
  /** The user's level id; rules naming levels never match a user without one. */
  level?: string;
  /** Ids of the selected critical moments; empty stands for the tenant's critical-moment root. */
  criticalMoments: readonly number[];
}

/** Who a dashboard switcher lists dashboards for. */
export interface AssignmentUser {
  /** The user's level id, if any. */
  level?: string;
}

/** The dashboard chosen for a query. */
export interface AssignedDashboard {
  /** Key of the dashboard. */
  dashboard: string;
  /** Index of the rule that matched; null when the page's default was used. */
  rule: number | null;
}

function levelMatches(rule: AssignmentRule, level: string | undefined): boolean {
  const levels = rule.when.levels;
  return levels === undefined || (level !== undefined && levels.includes(level));
}

/**
 * The dashboard a user sees on a page: the first rule of `tenant.assignment.rules` whose `when` matches
 * (same page; its levels, when given, hold the user's level; its critical moments, when given, meet the
 * selection, an empty selection standing for the tenant's critical-moment root), else the page's
 * default, else null.
 */
export function chooseDashboard(tenant: Tenant, query: AssignmentQuery): AssignedDashboard | null {
  const selection = query.criticalMoments.length > 0 ? query.criticalMoments : [tenant.rootIds.criticalMoment];
  const index = tenant.assignment.rules.findIndex(
    (rule) =>
      rule.when.page === query.page &&
      levelMatches(rule, query.level) &&
      (rule.when.criticalMoments === undefined || rule.when.criticalMoments.some((id) => selection.includes(id))),
  );
  const rule = index < 0 ? undefined : tenant.assignment.rules[index];
  if (rule !== undefined) return { dashboard: rule.dashboard, rule: index };
  const fallback = tenant.assignment.defaults[query.page];
  return fallback === undefined ? null : { dashboard: fallback, rule: null };
}

/**
 * The distinct dashboards a user of this level may be assigned on each page, for a dashboard switcher:
 * in rule order, the dashboards of the rules for the page whose levels admit the user, then the page's
 * default. A rule with no critical-moment test matches every selection, so the rules after it and the
 * default are never reached and are left out.
 */
export function dashboardsForUser(tenant: Tenant, user: AssignmentUser): Record<DashboardPage, string[]> {
  const result = {} as Record<DashboardPage, string[]>;
  for (const page of DASHBOARD_PAGES) {
    const keys: string[] = [];
    const add = (key: string): void => {
      if (!keys.includes(key)) keys.push(key);
    };
    let reachesDefault = true;
    for (const rule of tenant.assignment.rules) {
      if (rule.when.page !== page || !levelMatches(rule, user.level)) continue;
      add(rule.dashboard);
      if (rule.when.criticalMoments === undefined) {
        reachesDefault = false;
        break;
      }
    }
    const fallback = tenant.assignment.defaults[page];
    if (reachesDefault && fallback !== undefined) add(fallback);
    result[page] = keys;
  }
  return result;
}
