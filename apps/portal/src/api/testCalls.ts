// Shared by the data-source tests: one filter state and the backends of a tenant served here.
import type { FilterState } from '@voz/core';

export const TEST_FILTERS: FilterState = {
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
  criticalMoments: [1],
  geographies: [],
  logicals: [],
  channels: [],
  responseValues: {},
};

export const TEST_TENANT = {
  backends: { voc: '/api/voc', lcm: '/api/lcm', case: '/api/case' },
  rootIds: { geo: 0, logical: 0, criticalMoment: 0 },
};
