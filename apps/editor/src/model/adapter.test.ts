import { resolveDashboard } from '@voz/core';
import type { Dashboard } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { changedGeometry, describeCell, geometryOf, sizeLimits, toGridItems } from './adapter.js';

const roots = { criticalMoment: 0, geo: 1, logical: 2 };
function resolve(doc: Dashboard) {
  return resolveDashboard(doc, {
    criticalMoments: [],
    geographies: [],
    logicals: [],
    channels: [],
    roots,
    highestScope: true,
    language: 'es',
    features: [],
  });
}

const doc = {
  schemaVersion: 2,
  key: 'd',
  title: { es: 'D' },
  widgets: [
    { id: 'nps-zona', type: 'nps', title: { es: 'NPS por zona' }, position: [1, 0], size: [2, 1] },
    { id: 'auto', type: 'gauge', size: [1, 1] },
  ],
} as unknown as Dashboard;

describe('the grid adapter', () => {
  it('turns position and size into react-grid-layout items, with the kind’s size limits', () => {
    const items = toGridItems(resolve(doc).widgets);
    expect(items[0]).toEqual({ i: 'nps-zona', x: 1, y: 0, w: 2, h: 1, ...limits('nps') });
    // A widget without a position gets the place automatic placement gives it.
    expect(items[1]).toMatchObject({ i: 'auto', x: 0, y: 0, w: 1, h: 1 });
  });

  it('turns an item back into position and size', () => {
    expect(geometryOf({ x: 3, y: 4, w: 1, h: 2 })).toEqual({ position: [3, 4], size: [1, 2] });
  });

  it('finds the items whose place or size changed, and only those', () => {
    const before = toGridItems(resolve(doc).widgets);
    const after = before.map((item) => (item.i === 'nps-zona' ? { ...item, x: 2 } : item));
    expect([...changedGeometry(before, after)]).toEqual([['nps-zona', { position: [2, 0], size: [2, 1] }]]);
    expect(changedGeometry(before, before).size).toBe(0);
  });

  it('reads cells out counting columns and rows from 1', () => {
    expect(describeCell('NPS por zona', { position: [1, 0], size: [2, 1] })).toBe(
      'NPS por zona, columna 2, ancho 2, fila 1, alto 1',
    );
  });

  it('gives unknown kinds the widest limits instead of failing', () => {
    expect(sizeLimits('no-such-kind')).toEqual({ min: [1, 1], max: [4, 8] });
  });
});

function limits(type: string) {
  const { min, max } = sizeLimits(type);
  return { minW: min[0], minH: min[1], maxW: max[0], maxH: max[1] };
}
