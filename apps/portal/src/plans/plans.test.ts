import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tenant, TenantMetadata } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { narrowsPlans, planListQuery, readPlanList, writePlanList } from './listState.js';
import { categoryOf } from './CausesEditor.js';
import { flatten, planLevel, planPlaces } from './places.js';
import { describeLog } from './PlanDetailPage.js';
import { planBody } from './PlanNewPage.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(here, '../../../../dashboards/auto-b', file), 'utf8')) as T;
const tenant = read<Tenant>('tenant.json');
const metadata = read<TenantMetadata>('metadata.json');

describe('the plan list in the address', () => {
  it('reads statuses, place, moment, search and page, dropping what it does not know', () => {
    expect(
      readPlanList(new URLSearchParams('status=OPEN&status=NOT_HANDLED&place=10201&moment=x&q=%20espera&page=2')),
    ).toEqual({
      statuses: ['OPEN'],
      place: 10201,
      moment: null,
      search: 'espera',
      page: 2,
    });
  });

  it('writes what is set, keeps other keys, and asks the API for one page', () => {
    const state = { statuses: ['CLOSED' as const], place: 10201, moment: 1, search: 'espera', page: 3 };
    expect(writePlanList(state, new URLSearchParams('geo=10010&page=9')).toString()).toBe(
      'geo=10010&status=CLOSED&place=10201&moment=1&q=espera&page=3',
    );
    const query = new URLSearchParams(planListQuery(state, 15));
    expect(Object.fromEntries(query)).toMatchObject({
      page: '2',
      size: '15',
      sort: 'createdAt,desc',
      status: 'CLOSED',
      geoLocationInclude: '10201',
      criticalMomentInclude: '1',
      filter: 'espera',
    });
    expect(query.has('library')).toBe(false);
    expect(new URLSearchParams(planListQuery({ ...state, page: 1 }, 15, true)).get('library')).toBe('true');
    expect(narrowsPlans(readPlanList(new URLSearchParams('page=2')))).toBe(false);
  });
});

describe('where plans hang', () => {
  it('finds the tenant level (SUCURSAL) and the places a scope allows', () => {
    expect(planLevel(metadata, tenant).level).toBe(4);
    const all = planPlaces(metadata, tenant, new Set([10201, 10202, 10215, 10010]));
    expect(all.map((p) => p.id)).toEqual([10201, 10202, 10215]);
    // Without a named level, the deepest.
    const unnamed = { geographies: { ...metadata.geographies, levels: [] } };
    expect(planLevel(unnamed, {}).level).toBe(4);
  });

  it('flattens a forest with depths', () => {
    expect(flatten([{ id: 1, name: 'a', children: [{ id: 2, name: 'b' }] }])).toEqual([
      { id: 1, name: 'a', depth: 0 },
      { id: 2, name: 'b', depth: 1 },
    ]);
  });
});

describe('the new plan body', () => {
  const draft = {
    title: '  Mejorar «Taller» ',
    description: ' ',
    place: 10201,
    moment: 1,
    indicator: '',
    startDate: '2026-11-16',
    dueDate: '',
    owner: ' Ana ',
    alertId: 535,
    activities: [{ title: 'Llamar' }],
    causes: [{ text: 'Espera', category: 'Método' }],
  };
  it('trims, leaves empty fields out and sends the alert', () => {
    expect(planBody(draft, { addActivity: true, rootCause: true })).toEqual({
      title: 'Mejorar «Taller»',
      geoLocationId: 10201,
      criticalMomentId: 1,
      owner: 'Ana',
      startDate: '2026-11-16',
      alertId: 535,
      activities: [{ title: 'Llamar' }],
      causes: [{ text: 'Espera', category: 'Método' }],
    });
  });

  it('sends activities and causes only when the profile may add them, and needs a title and a place', () => {
    const body = planBody(draft, { addActivity: false, rootCause: false });
    expect(body?.activities).toBeUndefined();
    expect(body?.causes).toBeUndefined();
    expect(planBody({ ...draft, title: ' ' }, { addActivity: true, rootCause: true })).toBeNull();
    expect(planBody({ ...draft, place: null }, { addActivity: true, rootCause: true })).toBeNull();
  });
});

describe('the log in words', () => {
  const t = (key: string, values?: Record<string, unknown>): string => `${key}${values ? JSON.stringify(values) : ''}`;
  it('names status moves, the library and progress', () => {
    expect(describeLog({ action: 'STATUS_CHANGED', detail: { from: 'OPEN', to: 'CLOSED' } }, t)).toBe(
      'plans.log_STATUS_CHANGED{"from":"planStatus.OPEN","to":"planStatus.CLOSED"}',
    );
    expect(describeLog({ action: 'LIBRARY_CHANGED', detail: { from: false, to: true } }, t)).toBe(
      'plans.log_LIBRARY_IN',
    );
    expect(describeLog({ action: 'LIBRARY_CHANGED', detail: { from: true, to: false } }, t)).toBe(
      'plans.log_LIBRARY_OUT',
    );
    expect(describeLog({ action: 'PROGRESS_CHANGED', detail: { activityId: 1, from: 0, to: 50 } }, t)).toBe(
      'plans.log_PROGRESS_CHANGED{"progress":50}',
    );
    expect(describeLog({ action: 'SOMETHING_NEW', detail: {} }, t)).toBe('plans.log_OTHER{"action":"SOMETHING_NEW"}');
  });
});

describe('the fishbone', () => {
  it('draws a cause of an unknown category in the other box', () => {
    const categories = ['Método', 'Mano de obra'];
    expect(categoryOf({ text: 'a', category: 'Método' }, categories)).toBe('Método');
    expect(categoryOf({ text: 'a', category: 'Tiempos' }, categories)).toBeNull();
    expect(categoryOf({ text: 'a', category: null }, categories)).toBeNull();
  });
});
