import { normaliseRows, seededRandom } from '@voz/core';
import type { IndicatorRequest, TenantMetadata, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { MOCK_GENERATORS } from './generators.js';
import { ADVISORS } from './names.js';

// Mocked rows of the groupings the reference backend answers by name (advisor): the same groups,
// keyed as the backend keys them, from the same seed.

function mocked(type: Widget['type'], requests: IndicatorRequest[], seed = 11) {
  const widget = { id: `w-${type}`, type, size: [4, 3], config: {}, indicators: requests } as unknown as Widget;
  return requests.map((request) =>
    normaliseRows(MOCK_GENERATORS[type]({ request, widget, random: seededRandom(seed) }), request),
  );
}

describe('mocked advisor rows', () => {
  const nps: IndicatorRequest = { indicator: 'CARGA_NPS', groupBy: ['advisor'], dataType: 'list' };
  const csat: IndicatorRequest = { indicator: 'CARGA_CSAT', groupBy: ['advisor'], dataType: 'list' };

  it('give the advisor table one row per advisor, keyed by name in every request so the columns join', () => {
    const [npsRows = [], csatRows = []] = mocked('advisor-table', [nps, csat]);
    expect(npsRows).toHaveLength(ADVISORS.length);
    for (const row of npsRows) {
      expect(row.groupId).toBe(row.group);
      expect(ADVISORS).toContain(row.group);
      expect(row.promoters).toBeTypeOf('number');
    }
    expect(new Set(csatRows.map((r) => r.groupId))).toEqual(new Set(npsRows.map((r) => r.groupId)));
    // Best first, with positions.
    expect(npsRows.map((r) => r.position)).toEqual(npsRows.map((_, i) => i + 1));
  });

  it('are the same rows for the same seed, and honour the limit', () => {
    expect(mocked('advisor-table', [nps], 5)).toEqual(mocked('advisor-table', [nps], 5));
    expect(mocked('advisor-table', [{ ...nps, limit: 3 }])[0]).toHaveLength(3);
  });

  it('give other kinds (bars, rankings) advisor groups too', () => {
    const [bars = []] = mocked('bar', [{ indicator: 'CARGA_NPS', groupBy: ['advisor'], dataType: 'list' }]);
    expect(bars.map((r) => r.group)).toEqual([...ADVISORS].slice(0, bars.length));
    expect(bars.length).toBeGreaterThan(0);
  });
});

describe('mocked bimester rows', () => {
  it('answer one row per bimester, oldest first, labelled YYYY-B as the backend labels them', () => {
    const request: IndicatorRequest = {
      indicator: 'VENTA_NPS',
      groupBy: ['formattedBimester'],
      dataType: 'list',
      extras: { periods: 6 },
    };
    const [rows = []] = mocked('trend', [request]);
    expect(rows.map((r) => r.group)).toEqual(['2026-1', '2026-2', '2026-3', '2026-4', '2026-5', '2026-6']);
    const [projected = []] = mocked('trend', [{ ...request, extras: { periods: 3, aggregation: 'linearRegression' } }]);
    expect(projected.map((r) => [r.group, r.projected === true])).toEqual([
      ['2026-4', false],
      ['2026-5', false],
      ['2026-6', false],
      ['2027-1', true],
      ['2027-2', true],
      ['2027-3', true],
    ]);
  });
});

describe('mocked context rows', () => {
  it('answer values of the declared field, keyed by the value as text', () => {
    const metadata = {
      responseContext: { fields: [{ name: 'nAutobus', label: { es: 'Autobús' }, type: 'number' }] },
    } as unknown as TenantMetadata;
    const request: IndicatorRequest = {
      indicator: 'VIAJE_NPS',
      groupBy: ['context'],
      dataType: 'list',
      extras: { contextField: 'nAutobus' },
    };
    const widget = { id: 'w-bar', type: 'bar', size: [2, 2], config: {}, indicators: [request] } as unknown as Widget;
    const rows = MOCK_GENERATORS.bar({ request, widget, random: seededRandom(3), metadata });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.groupId).toBe(row.group);
      expect(row.group).toMatch(/^[0-9]+$/);
    }
  });
});
