import type { Tenant } from '@voz/schema';
import type { AccessAccount } from '../access/account.js';
import { isAdmin, isRoot } from '../access/account.js';
import { defaultDateRange } from '../dates/date-range.js';
import type { FilterState } from '../routing/buildIndicatorCalls.js';

/** The filter selection the portal keeps in the URL. Empty geography/logical/moment lists mean the tenant root. */
export interface FilterSelection {
  /** First day, YYYY-MM-DD. */
  dateFrom: string;
  /** Last day, YYYY-MM-DD. */
  dateTo: string;
  /** Selected critical moments (empty: the root). */
  criticalMoments: number[];
  /** Selected geographies (empty: the root). */
  geographies: number[];
  /** Selected logical locations (empty: the root). */
  logicals: number[];
  /** Selected channels (empty: all). */
  channels: number[];
  /** Selected clusters (empty: all). */
  clusters: number[];
  /** Chosen answers: question id -> accepted options. */
  responseValues: Record<string, string[]>;
}

/** What the defaults read of the account. */
export interface ScopeAccount extends AccessAccount {
  /** Geography scope (ids). */
  geoLocations: readonly number[];
  /** Logical-location scope (ids). */
  logicalLocations: readonly number[];
  /** Critical-moment scope (ids). */
  criticalMoments: readonly number[];
  /** Clusters of the account; the first is the default filter. */
  clusters: readonly number[];
  /** Critical moment the filters start on, or null. */
  defaultCriticalMoment: number | null;
}

/** Ids without repeats, first occurrence first; a list holding `root` is the root (empty). */
function asSelection(ids: readonly number[], root: number): number[] {
  const unique = [...new Set(ids)];
  return unique.includes(root) ? [] : unique;
}

/**
 * §6 defaults: the user's own logical and geographic locations, the default critical moment (else none =
 * root) and the first cluster; admins and root get no restriction (empty lists = roots). A list holding
 * the tree's root (tenant.json `rootIds`) is the root, written empty. Dates: defaultDateRange with the
 * tenant's `defaults` offsets (fromMonthsAgo default 1, toMonthsAgo default 0) in the tenant's time zone.
 */
export function defaultSelection(input: { account: ScopeAccount; tenant: Tenant; today: Date }): FilterSelection {
  const { account, tenant, today } = input;
  const range = defaultDateRange(
    { fromMonthsAgo: tenant.defaults?.fromMonthsAgo ?? 1, toMonthsAgo: tenant.defaults?.toMonthsAgo ?? 0 },
    today,
    tenant.timezone,
  );
  const selection = rootSelection(range.from, range.to);
  if (isAdmin(account) || isRoot(account)) return selection;
  const { rootIds } = tenant;
  const moment = account.defaultCriticalMoment;
  const cluster = account.clusters[0];
  return {
    ...selection,
    criticalMoments: moment === null ? [] : asSelection([moment], rootIds.criticalMoment),
    geographies: asSelection(account.geoLocations, rootIds.geo),
    logicals: asSelection(account.logicalLocations, rootIds.logical),
    clusters: cluster === undefined ? [] : [cluster],
  };
}

/** A selection of a date range with every dimension at its root (no channel, cluster or answer chosen). */
export function rootSelection(dateFrom: string, dateTo: string): FilterSelection {
  return {
    dateFrom,
    dateTo,
    criticalMoments: [],
    geographies: [],
    logicals: [],
    channels: [],
    clusters: [],
    responseValues: {},
  };
}

/** The FilterState packages/core's routing takes (buildIndicatorCalls), from a selection. */
export function toFilterState(selection: FilterSelection): FilterState {
  return {
    dateFrom: selection.dateFrom,
    dateTo: selection.dateTo,
    criticalMoments: [...selection.criticalMoments],
    geographies: [...selection.geographies],
    logicals: [...selection.logicals],
    channels: [...selection.channels],
    clusters: [...selection.clusters],
    responseValues: Object.fromEntries(
      Object.entries(selection.responseValues).map(([question, options]) => [question, [...options]]),
    ),
  };
}

/** Whether two id lists hold the same ids, ignoring order and repeats. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * §5: choosing critical moments (ids kept without repeats, in the order given) resets the response values
 * when the set of moments changes; the same set keeps them.
 */
export function withCriticalMoments(selection: FilterSelection, ids: readonly number[]): FilterSelection {
  const criticalMoments = [...new Set(ids)];
  const changed = !sameIds(selection.criticalMoments, criticalMoments);
  return { ...selection, criticalMoments, responseValues: changed ? {} : selection.responseValues };
}
