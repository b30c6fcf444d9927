// The state of /alerts/list in its address (a link reproduces the view): the statuses and types
// chosen, the customer search, the order by date and the page. The portal's global filters live
// beside them (useSelection). Pure, so it is unit-tested.
import { isAlertStatus, isAlertType, type AlertStatus, type AlertType, type FilterSelection } from '@voz/core';

/** Keys of the address this list writes (the filter keys of useSelection are kept apart). */
export const ALERT_LIST_KEYS: readonly string[] = ['status', 'type', 'q', 'sort', 'page'];

/** Order of the list by the alert's date. */
export type AlertSort = 'newest' | 'oldest';

/** What the list shows, besides the global filters. */
export interface AlertListState {
  statuses: AlertStatus[];
  types: AlertType[];
  /** Customer name or code ('' for none). */
  search: string;
  sort: AlertSort;
  /** 1-based page. */
  page: number;
}

/** The list as first shown. */
export const DEFAULT_ALERT_LIST: AlertListState = { statuses: [], types: [], search: '', sort: 'newest', page: 1 };

/** Longest search the API takes (SEARCH_PROPERTIES). */
const MAX_SEARCH = 200;

/** Reads the list's state from the address; unknown values are dropped, never an error. */
export function readAlertList(params: URLSearchParams): AlertListState {
  const unique = <T>(values: T[]): T[] => [...new Set(values)];
  const page = Number(params.get('page'));
  return {
    statuses: unique(params.getAll('status').filter(isAlertStatus)),
    types: unique(params.getAll('type').filter(isAlertType)),
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address with the list's state written into it (only what differs from the defaults); every
 * other key (the global filters) is kept.
 */
export function writeAlertList(state: AlertListState, previous: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous) if (!ALERT_LIST_KEYS.includes(key)) next.append(key, value);
  for (const status of state.statuses) next.append('status', status);
  for (const type of state.types) next.append('type', type);
  if (state.search.trim()) next.set('q', state.search.trim());
  if (state.sort !== 'newest') next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/**
 * The query string of GET alerts for one page: the list's state and the global filters (dates,
 * moments, geographies, logicals, channels, clusters; the server intersects them with the scope).
 */
export function alertListQuery(state: AlertListState, selection: FilterSelection, pageSize: number): string {
  const query = new URLSearchParams();
  query.set('page', String(state.page - 1));
  query.set('size', String(pageSize));
  query.append('sort', `createdAt,${state.sort === 'oldest' ? 'asc' : 'desc'}`);
  // The same date keeps its order by id, so pages never overlap.
  query.append('sort', `id,${state.sort === 'oldest' ? 'asc' : 'desc'}`);
  query.set('dateFrom', selection.dateFrom);
  query.set('dateTo', selection.dateTo);
  const ids = (key: string, values: readonly number[]): void => {
    for (const id of values) query.append(key, String(id));
  };
  ids('criticalMomentInclude', selection.criticalMoments);
  ids('geoLocationInclude', selection.geographies);
  ids('logicalLocationInclude', selection.logicals);
  ids('channelInclude', selection.channels);
  ids('clusterInclude', selection.clusters);
  for (const status of state.statuses) query.append('alertStatusInclude', status);
  for (const type of state.types) query.append('alertTypeInclude', type);
  if (state.search) query.set('filter', state.search);
  return query.toString();
}

/** Whether the list's own filters (status, type, search) narrow it. */
export function narrowsList(state: AlertListState): boolean {
  return state.statuses.length > 0 || state.types.length > 0 || state.search !== '';
}

/** Pages of a list of `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
