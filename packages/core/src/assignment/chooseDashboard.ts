import type { AssignmentRule, DashboardPage, SelectionTest, Tenant } from '@voz/schema';
import { describeCondition } from '../conditions/describeCondition.js';
import { selectionTestHolds } from '../conditions/evaluateCondition.js';
import type { ConditionRoots } from '../conditions/evaluateCondition.js';
import type { ConditionTrees } from '../conditions/trees.js';

/** The pages that show a dashboard, in menu order. */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  'dashboard',
  'extended-dashboard',
  'social-listening',
  'survey-stats-detail',
  'alerts-stats',
];

/** What the assignment depends on: the page, the user's level and the selected critical moments. */
export interface AssignmentQuery {
  /** The page being shown. */
  page: DashboardPage;
  /** The user's level id; rules naming levels never match a user without one. */
  level?: string;
  /** Ids of the selected critical moments; empty stands for the tenant's critical-moment root. */
  criticalMoments: readonly number[];
  /** The tenant's trees (`conditionTrees(metadata)`), for rules testing `within`. */
  trees?: ConditionTrees;
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
 * The critical-moment test of a rule as a render condition's SelectionTest: a plain list of ids means
 * "the selection includes any of them"; undefined when the rule has no critical-moment test.
 */
export function ruleMomentTest(rule: AssignmentRule): SelectionTest | undefined {
  const test = rule.when.criticalMoments;
  if (test === undefined) return undefined;
  return Array.isArray(test) ? { includesAny: test } : test;
}

/**
 * What a rule asks for, in Spanish, e.g. "el usuario es de nivel distributor y la selección de momentos
 * críticos es exactamente 1" (the page aside); "cualquier usuario y selección" for a rule testing nothing.
 */
export function describeAssignmentRule(rule: AssignmentRule, roots?: ConditionRoots): string {
  const parts: string[] = [];
  if (rule.when.levels !== undefined) parts.push(describeCondition({ levels: rule.when.levels }));
  const test = ruleMomentTest(rule);
  if (test !== undefined) parts.push(describeCondition({ criticalMoments: test }, roots));
  return parts.length === 0 ? 'cualquier usuario y selección' : parts.join(' y ');
}

function momentsMatch(rule: AssignmentRule, tenant: Tenant, query: AssignmentQuery): boolean {
  const test = ruleMomentTest(rule);
  return (
    test === undefined ||
    selectionTestHolds(test, query.criticalMoments, tenant.rootIds.criticalMoment, {
      dimension: 'criticalMoments',
      trees: query.trees,
    })
  );
}

/**
 * The dashboard a user sees on a page: the first rule of `tenant.assignment.rules` whose `when` matches
 * (same page; its levels, when given, hold the user's level; its critical-moment test, when given, holds
 * on the selection as a render condition's SelectionTest does — a plain list meaning includesAny — an
 * empty selection standing for the tenant's critical-moment root), else the page's default, else null.
 */
export function chooseDashboard(tenant: Tenant, query: AssignmentQuery): AssignedDashboard | null {
  const index = tenant.assignment.rules.findIndex(
    (rule) => rule.when.page === query.page && levelMatches(rule, query.level) && momentsMatch(rule, tenant, query),
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
