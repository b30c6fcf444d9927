import type { Tenant } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { buildIndicatorCalls } from '../routing/buildIndicatorCalls.js';
import { tenant } from './__fixtures__/auto-b.js';
import type { FilterSelection, ScopeAccount } from './selection.js';
import { defaultSelection, rootSelection, sameIds, toFilterState, withCriticalMoments } from './selection.js';

/** 2026-03-15 09:00 in Santiago. */
const TODAY = new Date('2026-03-15T12:00:00Z');

const zonal: ScopeAccount = {
  enabled: true,
  authorities: ['ROLE_USER'],
  userProfiles: [{ config: { access: { dashboard: ['main'] } } }],
  geoLocations: [10010],
  logicalLocations: [1],
  criticalMoments: [0],
  clusters: [2, 3],
  defaultCriticalMoment: 1,
};

const admin: ScopeAccount = { ...zonal, authorities: ['ROLE_ADMIN', 'ROLE_USER'], userProfiles: [] };

describe('defaultSelection (§6)', () => {
  it('a zonal user starts on their own locations, default moment and first cluster', () => {
    expect(defaultSelection({ account: zonal, tenant, today: TODAY })).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-03-15',
      criticalMoments: [1],
      geographies: [10010],
      // Their logical scope is the root (1 in auto-b): no restriction.
      logicals: [],
      channels: [],
      clusters: [2],
      responseValues: {},
    });
  });

  it('admins and root get no restriction', () => {
    const expected = rootSelection('2026-02-01', '2026-03-15');
    expect(defaultSelection({ account: admin, tenant, today: TODAY })).toEqual(expected);
    expect(defaultSelection({ account: { ...zonal, authorities: ['ROLE_ROOT'] }, tenant, today: TODAY })).toEqual(
      expected,
    );
  });

  it('no default critical moment is the root; no cluster is no cluster', () => {
    const selection = defaultSelection({
      account: { ...zonal, defaultCriticalMoment: null, clusters: [], geoLocations: [10101, 10102, 10101] },
      tenant,
      today: TODAY,
    });
    expect(selection.criticalMoments).toEqual([]);
    expect(selection.clusters).toEqual([]);
    expect(selection.geographies).toEqual([10101, 10102]);
  });

  it("dates are computed in the tenant's time zone", () => {
    // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3).
    const selection = defaultSelection({ account: zonal, tenant, today: new Date('2026-03-01T02:00:00Z') });
    expect([selection.dateFrom, selection.dateTo]).toEqual(['2026-01-01', '2026-02-28']);
  });

  it("uses the tenant's offsets, 1 and 0 when absent", () => {
    const twoOne: Tenant = { ...tenant, defaults: { fromMonthsAgo: 2, toMonthsAgo: 1 } };
    const s1 = defaultSelection({ account: zonal, tenant: twoOne, today: TODAY });
    expect([s1.dateFrom, s1.dateTo]).toEqual(['2026-01-01', '2026-02-28']);
    const bare: Tenant = { ...tenant };
    delete bare.defaults;
    const s2 = defaultSelection({ account: zonal, tenant: bare, today: TODAY });
    expect([s2.dateFrom, s2.dateTo]).toEqual(['2026-02-01', '2026-03-15']);
  });
});

const selection: FilterSelection = {
  dateFrom: '2026-02-01',
  dateTo: '2026-02-28',
  criticalMoments: [1],
  geographies: [10010],
  logicals: [2],
  channels: [3],
  clusters: [2],
  responseValues: { '122': ['Seal', 'Han'] },
};

describe('toFilterState', () => {
  it('carries every dimension, as copies', () => {
    const state = toFilterState(selection);
    expect(state).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-28',
      criticalMoments: [1],
      geographies: [10010],
      logicals: [2],
      channels: [3],
      clusters: [2],
      responseValues: { '122': ['Seal', 'Han'] },
    });
    expect(state.geographies).not.toBe(selection.geographies);
    expect(state.responseValues['122']).not.toBe(selection.responseValues['122']);
  });

  it('is what buildIndicatorCalls takes', () => {
    const calls = buildIndicatorCalls([{ indicator: 'NPS' }], toFilterState(selection), tenant);
    expect(calls[0]?.body).toMatchObject({ dateFrom: '2026-02-01', geoLocationInclude: [10010] });
  });
});

describe('withCriticalMoments (§5)', () => {
  it('a new set of moments resets the response values', () => {
    expect(withCriticalMoments(selection, [2])).toEqual({ ...selection, criticalMoments: [2], responseValues: {} });
    expect(withCriticalMoments(selection, [1, 2]).responseValues).toEqual({});
    expect(withCriticalMoments(selection, []).responseValues).toEqual({});
  });

  it('the same set keeps them; repeats are dropped', () => {
    expect(withCriticalMoments(selection, [1, 1])).toEqual(selection);
    const two = { ...selection, criticalMoments: [1, 2] };
    expect(withCriticalMoments(two, [2, 1])).toEqual({ ...two, criticalMoments: [2, 1] });
  });

  it('does not change the selection it is given', () => {
    withCriticalMoments(selection, [2]);
    expect(selection.criticalMoments).toEqual([1]);
    expect(selection.responseValues).toEqual({ '122': ['Seal', 'Han'] });
  });
});

describe('sameIds', () => {
  it('compares as sets', () => {
    expect(sameIds([1, 2], [2, 1, 1])).toBe(true);
    expect(sameIds([1], [1, 2])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});
