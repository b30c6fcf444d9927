import type { Dashboard, Fragment, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../composition/expandIncludes.js';
import { resolveDashboard } from './resolveDashboard.js';
import type { ResolveContext } from './resolveDashboard.js';

function ctx(overrides: Partial<ResolveContext> = {}): ResolveContext {
  return {
    criticalMoments: [],
    geographies: [],
    logicals: [],
    channels: [],
    roots: { criticalMoment: 0, geo: 1, logical: 15 },
    highestScope: false,
    language: 'es',
    features: [],
    ...overrides,
  };
}

function w(id: string, extra: Partial<Widget> = {}): Widget {
  return { id, type: 'gauge', size: [1, 1], ...extra } as Widget;
}

function dashboard(widgets: Widget[], extra: Partial<Dashboard> = {}): Dashboard {
  return { schemaVersion: 2, key: 'cxo', title: { es: 'CXO' }, widgets, ...extra };
}

function layout(result: ReturnType<typeof resolveDashboard>): Record<string, [number, number]> {
  return Object.fromEntries(result.widgets.map((item) => [item.widget.id, item.position]));
}

describe('resolveDashboard: visibility', () => {
  it('keeps every widget and marks the hidden ones with the reason', () => {
    const doc = dashboard([
      w('sales', { position: [0, 0], renderCondition: { criticalMoments: { includesAny: [1] } } }),
      w('service', {
        position: [0, 0],
        renderCondition: { all: [{ highestScope: false }, { criticalMoments: { includesAny: [2] } }] },
      }),
    ]);
    const result = resolveDashboard(doc, ctx({ criticalMoments: [1] }));
    expect(result.widgets.map((item) => item.visible)).toEqual([true, false]);
    expect(result.widgets[0]).not.toHaveProperty('hiddenBy');
    expect(result.widgets[1]?.hiddenBy).toEqual({
      pointer: '/renderCondition/all/1',
      condition: { criticalMoments: { includesAny: [2] } },
      message: 'Se muestra solo si los momentos críticos seleccionados incluyen 2 (ahora: 1)',
    });
  });

  it('hides included widgets under the include condition', () => {
    const fragment: Fragment = { schemaVersion: 2, widgets: [w('a', { position: [0, 0] })] };
    const doc = dashboard([], { includes: [{ fragment: 'f', renderCondition: { levels: ['zonal'] } }] });
    const hidden = resolveDashboard(doc, ctx({ fragments: () => fragment, level: 'cxo' }));
    expect(hidden.widgets[0]?.visible).toBe(false);
    expect(hidden.widgets[0]?.hiddenBy?.pointer).toBe('/renderCondition');
    const shown = resolveDashboard(doc, ctx({ fragments: () => fragment, level: 'zonal' }));
    expect(shown.widgets[0]?.visible).toBe(true);
    expect(shown.widgets[0]?.origin.fragmentChain).toEqual(['f']);
  });

  it('reports missing fragments without throwing, also without a loader', () => {
    const doc = dashboard([w('own', { position: [0, 0] })], { includes: [{ fragment: 'gone' }] });
    const result = resolveDashboard(doc, ctx());
    expect(result.widgets.map((item) => item.widget.id)).toEqual(['own']);
    expect(result.problems.map((p) => [p.kind, p.pointer])).toEqual([['missing-fragment', '/includes/0']]);
  });
});

describe('resolveDashboard: layout variants', () => {
  const variants = w('pie', {
    position: [0, 0],
    size: [1, 1],
    layouts: [
      { when: { geographies: { equals: [14451] } }, size: [2, 2] },
      { when: { criticalMoments: { isRoot: true } }, position: [2, 0] },
    ],
  });

  it('applies the first variant that holds and records its index', () => {
    const result = resolveDashboard(dashboard([variants]), ctx({ geographies: [14451] }));
    expect(result.widgets[0]).toMatchObject({ position: [0, 0], size: [2, 2], layoutVariant: 0 });
    expect(result.widgets[0]?.widget.size).toEqual([2, 2]);
  });

  it('a variant may replace only the position', () => {
    const result = resolveDashboard(dashboard([variants]), ctx());
    expect(result.widgets[0]).toMatchObject({ position: [2, 0], size: [1, 1], layoutVariant: 1 });
    expect(result.widgets[0]?.widget.position).toEqual([2, 0]);
  });

  it('without a matching variant keeps the written layout', () => {
    const result = resolveDashboard(dashboard([variants]), ctx({ criticalMoments: [3] }));
    expect(result.widgets[0]).toMatchObject({ position: [0, 0], size: [1, 1] });
    expect(result.widgets[0]).not.toHaveProperty('layoutVariant');
  });

  it('a variant with a position makes an unpositioned widget positioned', () => {
    const doc = dashboard([
      w('first', { size: [4, 1] }),
      w('moving', { layouts: [{ when: { highestScope: true }, position: [0, 0] }] }),
    ]);
    const result = resolveDashboard(doc, ctx({ highestScope: true }));
    expect(layout(result)).toEqual({ first: [0, 1], moving: [0, 0] });
    expect(result.widgets.map((item) => item.autoPlaced)).toEqual([true, false]);
  });

  it('a variant size is used by automatic placement', () => {
    const doc = dashboard([w('wide', { layouts: [{ when: { all: [] }, size: [3, 1] }] }), w('next')]);
    expect(layout(resolveDashboard(doc, ctx()))).toEqual({ wide: [0, 0], next: [3, 0] });
  });
});

describe('resolveDashboard: placement', () => {
  it('places widgets without a position in reading order', () => {
    const doc = dashboard([
      w('a', { size: [2, 1] }),
      w('b', { size: [1, 1] }),
      w('c', { size: [2, 1] }),
      w('d', { size: [4, 1] }),
    ]);
    const result = resolveDashboard(doc, ctx());
    expect(layout(result)).toEqual({ a: [0, 0], b: [2, 0], c: [0, 1], d: [0, 2] });
    expect(result.widgets.every((item) => item.autoPlaced)).toBe(true);
    expect(result.rows).toBe(3);
  });

  it('avoids positioned widgets even when they come later in the document', () => {
    const doc = dashboard([w('free', { size: [2, 1] }), w('fixed', { position: [0, 0], size: [3, 1] })]);
    expect(layout(resolveDashboard(doc, ctx()))).toEqual({ free: [0, 1], fixed: [0, 0] });
  });

  it('fills holes left by positioned widgets', () => {
    const doc = dashboard([
      w('label', { position: [0, 0], size: [4, 1] }),
      w('left', { position: [0, 1], size: [2, 2] }),
      w('x', { size: [2, 1] }),
      w('y', { size: [2, 1] }),
      w('z', { size: [1, 1] }),
    ]);
    const result = resolveDashboard(doc, ctx());
    expect(layout(result)).toEqual({ label: [0, 0], left: [0, 1], x: [2, 1], y: [2, 2], z: [0, 3] });
    expect(result.rows).toBe(4);
  });

  it('hidden widgets occupy nothing for visible ones', () => {
    const doc = dashboard([
      w('hiddenFixed', { position: [0, 0], size: [4, 1], renderCondition: { feature: 'alerts' } }),
      w('free', { size: [4, 1] }),
    ]);
    const result = resolveDashboard(doc, ctx());
    expect(layout(result)).toEqual({ hiddenFixed: [0, 0], free: [0, 0] });
    expect(result.rows).toBe(1);
  });

  it('places hidden unpositioned widgets after the visible ones, where they would appear', () => {
    const doc = dashboard([
      w('ghost', { size: [2, 1], renderCondition: { feature: 'alerts' } }),
      w('a', { size: [3, 1] }),
      w('b', { size: [1, 1] }),
      w('ghost2', { size: [2, 1], renderCondition: { feature: 'alerts' } }),
      w('c', { size: [2, 1] }),
    ]);
    const result = resolveDashboard(doc, ctx());
    expect(layout(result)).toEqual({ a: [0, 0], b: [3, 0], c: [0, 1], ghost: [2, 1], ghost2: [0, 2] });
    expect(result.widgets.find((item) => item.widget.id === 'ghost')).toMatchObject({
      visible: false,
      autoPlaced: true,
    });
    expect(result.rows).toBe(2);
  });

  it('keeps the expansion order: included widgets are placed before the own ones', () => {
    const fragment: Fragment = { schemaVersion: 2, widgets: [w('inc', { size: [4, 1] })] };
    const doc = dashboard([w('own', { size: [4, 1] })], { includes: [{ fragment: 'f' }] });
    const result = resolveDashboard(doc, ctx({ fragments: () => fragment }));
    expect(result.widgets.map((item) => item.widget.id)).toEqual(['inc', 'own']);
    expect(layout(result)).toEqual({ inc: [0, 0], own: [0, 1] });
  });

  it('counts no rows when nothing is visible', () => {
    const doc = dashboard([w('x', { position: [0, 5], renderCondition: { any: [] } })]);
    expect(resolveDashboard(doc, ctx()).rows).toBe(0);
    expect(resolveDashboard(dashboard([]), ctx()).rows).toBe(0);
  });

  it('rows reach the bottom of the lowest visible widget', () => {
    const doc = dashboard([w('tall', { position: [3, 2], size: [1, 3] }), w('top', { position: [0, 0] })]);
    expect(resolveDashboard(doc, ctx()).rows).toBe(5);
  });
});

describe('resolveDashboard: background and identity', () => {
  const background: Dashboard['background'] = {
    default: 'default',
    variants: [
      { when: { criticalMoments: { includesAny: [0, 1, 2, 11251] } }, style: 'hero' },
      { when: { criticalMoments: { includesAny: [3] } }, style: 'default' },
    ],
  };

  it('takes the first variant that holds', () => {
    expect(resolveDashboard(dashboard([], { background }), ctx()).background).toBe('hero');
    expect(resolveDashboard(dashboard([], { background }), ctx({ criticalMoments: [11251] })).background).toBe('hero');
  });

  it('falls back to the default, then to "default"', () => {
    expect(resolveDashboard(dashboard([], { background }), ctx({ criticalMoments: [5] })).background).toBe('default');
    expect(resolveDashboard(dashboard([], { background: { default: 'hero' } }), ctx()).background).toBe('hero');
    expect(resolveDashboard(dashboard([]), ctx()).background).toBe('default');
  });

  it('returns key and title, and leaves the input alone', () => {
    const doc = dashboard([w('a'), w('b', { position: [0, 0], layouts: [{ when: { all: [] }, size: [2, 2] }] })]);
    const copy = cloneJson(doc);
    const result = resolveDashboard(doc, ctx());
    expect(result.key).toBe('cxo');
    expect(result.title).toEqual({ es: 'CXO' });
    expect(doc).toEqual(copy);
    expect(doc.widgets[0]).not.toHaveProperty('position');
    expect(result.widgets[0]?.widget.position).toEqual([2, 0]);
  });
});
