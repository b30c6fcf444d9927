// The state of /action-plans (the list) and of the library in the address: statuses, the place
// (a geography at the tenant's actionPlans.geoLeafLevel), the moment, a text search and the page.
// Pure, so it is unit-tested.
import { isPlanStatus, type PlanStatus } from '@voz/core';

/** Keys of the address the plan lists write. */
export const PLAN_LIST_KEYS: readonly string[] = ['status', 'place', 'moment', 'q', 'page'];

/** What a plan list shows. */
export interface PlanListState {
  statuses: PlanStatus[];
  /** A geography id at the plans' level, or null for every place. */
  place: number | null;
  /** A critical-moment id, or null for every moment. */
  moment: number | null;
  /** Title or description ('' for none). */
  search: string;
  /** 1-based page. */
  page: number;
}

const MAX_SEARCH = 200;

function id(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Reads a plan list's state from the address; unknown values are dropped. */
export function readPlanList(params: URLSearchParams): PlanListState {
  const page = Number(params.get('page'));
  return {
    statuses: [...new Set(params.getAll('status').filter(isPlanStatus))],
    place: id(params.get('place')),
    moment: id(params.get('moment')),
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address with a plan list's state (only what is set); other keys are kept. */
export function writePlanList(state: PlanListState, previous: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous) if (!PLAN_LIST_KEYS.includes(key)) next.append(key, value);
  for (const status of state.statuses) next.append('status', status);
  if (state.place !== null) next.set('place', String(state.place));
  if (state.moment !== null) next.set('moment', String(state.moment));
  if (state.search.trim()) next.set('q', state.search.trim());
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** Whether the list's own filters narrow it. */
export function narrowsPlans(state: PlanListState): boolean {
  return state.statuses.length > 0 || state.place !== null || state.moment !== null || state.search !== '';
}

/** The query string of GET action-plans for one page (`library` for the best-practices library). */
export function planListQuery(state: PlanListState, pageSize: number, library = false): string {
  const query = new URLSearchParams();
  query.set('page', String(state.page - 1));
  query.set('size', String(pageSize));
  query.set('sort', library ? 'updatedAt,desc' : 'createdAt,desc');
  for (const status of state.statuses) query.append('status', status);
  if (state.place !== null) query.append('geoLocationInclude', String(state.place));
  if (state.moment !== null) query.append('criticalMomentInclude', String(state.moment));
  if (state.search) query.set('filter', state.search);
  if (library) query.set('library', 'true');
  return query.toString();
}
