import type { FilterState } from '@voz/core';
import { describe, expect, it } from 'vitest';
import { previousPeriod } from './previousPeriod.js';

const base: FilterState = {
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  criticalMoments: [1],
  geographies: [],
  logicals: [],
  channels: [],
  responseValues: {},
};

describe('previousPeriod', () => {
  it('gives the range of the same length just before, keeping the other filters', () => {
    expect(previousPeriod(base)).toEqual({ ...base, dateFrom: '2026-10-02', dateTo: '2026-10-31' });
  });

  it('crosses a year and handles a one-day range', () => {
    expect(previousPeriod({ ...base, dateFrom: '2026-01-01', dateTo: '2026-01-01' })).toMatchObject({
      dateFrom: '2025-12-31',
      dateTo: '2025-12-31',
    });
  });

  it('gives nothing for an unreadable or reversed range', () => {
    expect(previousPeriod({ ...base, dateFrom: 'ayer' })).toBeUndefined();
    expect(previousPeriod({ ...base, dateFrom: '2026-12-01' })).toBeUndefined();
  });
});
