import type { FilterSelection } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { alertListQuery, narrowsList, pageCount, readAlertList, writeAlertList } from './listState.js';

const selection: FilterSelection = {
  dateFrom: '2026-09-01',
  dateTo: '2026-11-15',
  criticalMoments: [1],
  geographies: [10010, 10011],
  logicals: [],
  channels: [3],
  clusters: [],
  responseValues: { 101: ['10'] },
};

describe('the alert list in the address', () => {
  it('reads statuses, types, search, order and page, dropping what it does not know', () => {
    const params = new URLSearchParams(
      'status=IN_PROCESS&status=OPEN&status=IN_PROCESS&type=WOW&type=wow&q=%20Rojas%20&sort=oldest&page=3&geo=10010',
    );
    expect(readAlertList(params)).toEqual({
      statuses: ['IN_PROCESS'],
      types: ['WOW'],
      search: 'Rojas',
      sort: 'oldest',
      page: 3,
    });
    expect(readAlertList(new URLSearchParams('page=0&sort=sideways'))).toMatchObject({ page: 1, sort: 'newest' });
    expect(readAlertList(new URLSearchParams('page=2.5'))).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults and keeps the global filters', () => {
    const previous = new URLSearchParams('geo=10010&status=CLOSED&page=4');
    const next = writeAlertList(
      { statuses: ['NOT_HANDLED', 'IN_PROCESS'], types: [], search: '', sort: 'newest', page: 1 },
      previous,
    );
    expect(next.toString()).toBe('geo=10010&status=NOT_HANDLED&status=IN_PROCESS');
    const round = writeAlertList(readAlertList(new URLSearchParams('q=C-1&sort=oldest&page=2')), new URLSearchParams());
    expect(round.toString()).toBe('q=C-1&sort=oldest&page=2');
  });

  it('asks the API for one page with the filters of the portal and of the list', () => {
    const query = new URLSearchParams(
      alertListQuery(
        { statuses: ['NOT_HANDLED'], types: ['INCIDENT', 'RESCUE'], search: 'Rojas', sort: 'newest', page: 2 },
        selection,
        15,
      ),
    );
    expect(query.get('page')).toBe('1');
    expect(query.get('size')).toBe('15');
    expect(query.getAll('sort')).toEqual(['createdAt,desc', 'id,desc']);
    expect([query.get('dateFrom'), query.get('dateTo')]).toEqual(['2026-09-01', '2026-11-15']);
    expect(query.getAll('geoLocationInclude')).toEqual(['10010', '10011']);
    expect(query.getAll('criticalMomentInclude')).toEqual(['1']);
    expect(query.getAll('channelInclude')).toEqual(['3']);
    expect(query.has('logicalLocationInclude')).toBe(false);
    expect(query.getAll('alertStatusInclude')).toEqual(['NOT_HANDLED']);
    expect(query.getAll('alertTypeInclude')).toEqual(['INCIDENT', 'RESCUE']);
    expect(query.get('filter')).toBe('Rojas');
    // The alerts API takes no response values.
    expect([...query.keys()].some((k) => k.startsWith('responseValues'))).toBe(false);
    const oldest = new URLSearchParams(
      alertListQuery({ ...readAlertList(new URLSearchParams('sort=oldest')) }, selection, 20),
    );
    expect(oldest.getAll('sort')).toEqual(['createdAt,asc', 'id,asc']);
    expect(oldest.get('page')).toBe('0');
  });

  it('counts pages and tells a narrowed list', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(narrowsList(readAlertList(new URLSearchParams('sort=oldest&page=2')))).toBe(false);
    expect(narrowsList(readAlertList(new URLSearchParams('q=x')))).toBe(true);
  });
});
