import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveDashboard, type ResolvedWidget } from '@voz/core';
import { addEditorTexts, createI18n } from '@voz/i18n';
import type { Dashboard, Fragment } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import type { Bundle } from '../api/authoring.js';
import { changedGeometry, toGridItems, type GridItem } from './adapter.js';
import { summarizeChanges, type Translate } from './changes.js';
import { addWidgets, freshId, homeOf, removeWidgets, requestedIndicators, setGeometries, setGeometry } from './ops.js';
import { DEFAULT_SIMULATION, resolveOpen, workspaceOf } from './workspace.js';

const roots = { criticalMoment: 0, geo: 1, logical: 2 };

/** The editor's Spanish texts, from the real dictionary, for the change summaries. */
const es: Translate = (() => {
  const i18n = createI18n('es');
  addEditorTexts(i18n);
  return (key, options) => i18n.t(key, options ?? {});
})();
const fragment = {
  schemaVersion: 2,
  widgets: [{ id: 'nps', type: 'nps', title: { es: 'NPS' }, position: [0, 0], size: [1, 1] }],
} as unknown as Fragment;

function resolve(doc: Dashboard, criticalMoments: number[] = []) {
  return resolveDashboard(doc, {
    criticalMoments,
    geographies: [],
    logicals: [],
    channels: [],
    roots,
    highestScope: true,
    language: 'es',
    features: [],
    fragments: (ref) => (ref.name === 'f' ? fragment : undefined),
  });
}

const base = {
  schemaVersion: 2,
  key: 'd',
  title: { es: 'D' },
  includes: [{ fragment: 'f', position: [0, 3], idPrefix: 'x-' }],
  widgets: [
    { id: 'a', type: 'gauge', title: { es: 'A' }, position: [0, 0], size: [1, 1] },
    {
      id: 'b',
      type: 'gauge',
      position: [1, 0],
      size: [1, 1],
      layouts: [{ when: { criticalMoments: { includesAny: [5] } }, position: [3, 0] }],
    },
  ],
} as unknown as Dashboard;

const item = (doc: Dashboard, id: string, moments: number[] = []): ResolvedWidget =>
  resolve(doc, moments).widgets.find((w) => w.widget.id === id)!;

describe('edits of the layout', () => {
  it('moves an own widget by writing its position and size, leaving the input untouched', () => {
    const next = setGeometry(base, item(base, 'a'), { position: [2, 1], size: [2, 1] }) as Dashboard;
    expect(next.widgets[0]).toMatchObject({ position: [2, 1], size: [2, 1] });
    expect(base.widgets[0]).toMatchObject({ position: [0, 0], size: [1, 1] });
  });

  it('moves a widget under a layout variant by writing the variant it shows', () => {
    const next = setGeometry(base, item(base, 'b', [5]), { position: [2, 2], size: [1, 1] }) as Dashboard;
    expect(next.widgets[1]!.layouts![0]!.position).toEqual([2, 2]);
    expect(next.widgets[1]!.position).toEqual([1, 0]);
  });

  it('moves an included widget with an override in the fragment’s coordinates', () => {
    const fromFragment = item(base, 'x-nps');
    expect(homeOf(base, fromFragment)).toMatchObject({ kind: 'include', include: 0, fragmentWidgetId: 'nps' });
    const next = setGeometry(base, fromFragment, { position: [2, 4], size: [1, 1] }) as Dashboard;
    expect(next.includes![0]!.overrides).toEqual({ nps: { position: [2, 1] } });
    expect(item(next, 'x-nps').position).toEqual([2, 4]);
  });

  it('moves a block of widgets as one', () => {
    const items = resolve(base).widgets.filter((w) => ['a', 'b'].includes(w.widget.id));
    const changes = new Map([
      ['a', { position: [0, 1] as [number, number], size: [1, 1] as [number, number] }],
      ['b', { position: [1, 1] as [number, number], size: [1, 1] as [number, number] }],
    ]);
    const next = setGeometries(base, items, changes) as Dashboard;
    expect(next.widgets.map((w) => w.position)).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('pastes widgets with fresh ids, keeping the block’s shape below what is shown', () => {
    const shown = resolve(base).widgets;
    const taken = new Set(shown.map((w) => w.widget.id));
    const copied = base.widgets.slice(0, 2);
    const { doc, ids } = addWidgets(base, copied, shown, taken);
    expect(ids).toEqual(['a-2', 'b-2']);
    const pasted = (doc as Dashboard).widgets.slice(2);
    expect(pasted.map((w) => w.position)).toEqual([
      [0, 4],
      [1, 4],
    ]);
  });

  it('places a new widget without a position in the first free cell', () => {
    const shown = resolve(base).widgets;
    const { doc } = addWidgets(base, [{ id: 'c', type: 'gauge', size: [1, 1] }], shown, new Set());
    expect((doc as Dashboard).widgets[2]!.position).toEqual([2, 0]);
  });

  it('removes own widgets', () => {
    expect((removeWidgets(base, new Set(['a'])) as Dashboard).widgets.map((w) => w.id)).toEqual(['b']);
  });

  it('makes ids unique', () => {
    expect(freshId('nps', new Set(['nps', 'nps-2']))).toBe('nps-3');
    expect(freshId('gauge', new Set())).toBe('gauge');
  });
});

describe('edits of widgets a renaming include brings', () => {
  // A section written with POSVENTA_* included through a tenant fragment that renames it (as
  // auto-s's servicio.json includes _shared/automotive-posventa.json).
  const section = {
    schemaVersion: 2,
    widgets: [
      {
        id: 'nps',
        type: 'nps',
        title: { es: 'NPS' },
        position: [0, 0],
        size: [1, 1],
        indicators: [{ indicator: 'POSVENTA_NPS' }],
      },
    ],
  } as unknown as Fragment;
  const wrapper = {
    schemaVersion: 2,
    includes: [
      {
        fragment: 'section',
        shared: true,
        idPrefix: 'servicio-',
        indicatorMap: { 'POSVENTA_*': 'SERVICIO_*' },
        overrides: { nps: { title: { es: 'NPS de servicio' } } },
      },
    ],
    widgets: [],
  } as unknown as Fragment;
  const load = (ref: { name: string; shared: boolean }): Fragment | undefined =>
    ref.shared && ref.name === 'section' ? section : !ref.shared && ref.name === 'servicio' ? wrapper : undefined;
  const resolveWith = (doc: Dashboard | Fragment) =>
    resolveDashboard(
      { key: 'k', title: { es: 'K' }, ...doc },
      {
        criticalMoments: [],
        geographies: [],
        logicals: [],
        channels: [],
        roots,
        highestScope: true,
        language: 'es',
        features: [],
        fragments: load,
      },
    );

  it('in a dashboard: the move is an override of the dashboard’s include, by the id the wrapper gives', () => {
    const doc = {
      schemaVersion: 2,
      key: 'd',
      title: { es: 'D' },
      includes: [{ fragment: 'servicio', position: [0, 2], idPrefix: 'p1-' }],
      widgets: [],
    } as unknown as Dashboard;
    const item = resolveWith(doc).widgets[0]!;
    expect(item.widget.indicators?.[0]?.indicator).toBe('SERVICIO_NPS');
    const next = setGeometry(doc, item, { position: [2, 5], size: [2, 2] });
    expect(next.includes?.[0]?.overrides).toEqual({ 'servicio-nps': { position: [2, 3], size: [2, 2] } });
    expect(next.includes?.[0]?.indicatorMap).toBeUndefined();
  });

  it('lists the requested indicators with the name the fragment writes', () => {
    const doc = { schemaVersion: 2, key: 'd', title: { es: 'D' }, includes: [{ fragment: 'servicio' }], widgets: [] };
    const item = resolveWith(doc as unknown as Dashboard).widgets[0]!;
    expect(requestedIndicators(item)).toEqual([{ indicator: 'SERVICIO_NPS', writtenAs: 'POSVENTA_NPS' }]);
    expect(requestedIndicators(resolve(base).widgets[0]!)).toEqual([]);
  });

  it('in the renaming fragment: the move joins the override already there and keeps the map', () => {
    const item = resolveWith(wrapper).widgets[0]!;
    expect(homeOf(wrapper, item)).toMatchObject({ kind: 'include', include: 0, fragmentWidgetId: 'nps' });
    const next = setGeometry(wrapper, item, { position: [1, 1], size: [1, 1] });
    expect(next.includes?.[0]).toEqual({
      ...wrapper.includes![0],
      overrides: { nps: { title: { es: 'NPS de servicio' }, position: [1, 1] } },
    });
  });
});

describe('moves and resizes on the canvas, as the save dialog lists them', () => {
  // coffee's general.json includes the shared text-analysis fragment at [0, 31]; the fragment writes
  // 'ta-last-comments' at [0, 10], 4×4, so the canvas shows it at [0, 41].
  const DASHBOARDS = fileURLToPath(new URL('../../../../dashboards/', import.meta.url));
  const jsonFiles = (folder: string, sub = ''): { path: string; text: string }[] =>
    readdirSync(`${DASHBOARDS}${folder}/${sub}`, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(folder, `${sub}${entry.name}/`)
        : entry.name.endsWith('.json')
          ? [{ path: `${sub}${entry.name}`, text: readFileSync(`${DASHBOARDS}${folder}/${sub}${entry.name}`, 'utf8') }]
          : [],
    );
  const bundle: Bundle = {
    files: jsonFiles('coffee').map((file) => ({ ...file, kind: 'dashboard', version: '1' })),
    shared: jsonFiles('_shared').map((file) => ({ ...file, version: '1' })),
  };
  const ws = workspaceOf('coffee', bundle);
  const saved = JSON.parse(ws.texts.get('general.json')!) as Dashboard;
  const INCLUDE = 2;

  /** The document after one card is dragged or resized on the grid, as the editor page writes it. */
  function onGrid(doc: Dashboard, id: string, change: Partial<Pick<GridItem, 'x' | 'y' | 'w' | 'h'>>): Dashboard {
    const resolved = resolveOpen(ws, 'general.json', doc, DEFAULT_SIMULATION)!;
    const before = toGridItems(resolved.widgets);
    const changes = changedGeometry(
      before,
      before.map((item) => (item.i === id ? { ...item, ...change } : item)),
    );
    const items = resolved.widgets.filter((w) => changes.has(w.widget.id));
    return setGeometries(doc, items, changes) as Dashboard;
  }

  const shown = (doc: Dashboard, id: string): Pick<ResolvedWidget, 'position' | 'size'> => {
    const item = resolveOpen(ws, 'general.json', doc, DEFAULT_SIMULATION)!.widgets.find((w) => w.widget.id === id)!;
    return { position: item.position, size: item.size };
  };

  it('moving an included widget one row down writes and lists the move only', () => {
    expect(shown(saved, 'ta-last-comments')).toEqual({ position: [0, 41], size: [4, 4] });
    const moved = onGrid(saved, 'ta-last-comments', { y: 42 });
    // Issue 29: the dialog also read "se cambió el tamaño de 'ta-last-comments' a 4×4".
    expect(summarizeChanges(saved, moved, es)).toEqual({
      widgets: [],
      document: ["Inclusión de 'text-analysis': se colocó 'ta-last-comments' en (1,12)"],
      count: 1,
    });
    expect(moved.includes![INCLUDE]!.overrides).toEqual({ 'ta-last-comments': { position: [0, 11] } });
    expect(shown(moved, 'ta-last-comments')).toEqual({ position: [0, 42], size: [4, 4] });
  });

  it('resizing an included widget in place writes and lists the size only', () => {
    const resized = onGrid(saved, 'ta-last-comments', { h: 5 });
    expect(resized.includes![INCLUDE]!.overrides).toEqual({ 'ta-last-comments': { size: [4, 5] } });
    expect(shown(resized, 'ta-last-comments')).toEqual({ position: [0, 41], size: [4, 5] });
    expect(summarizeChanges(saved, resized, es).document).toEqual([
      "Inclusión de 'text-analysis': se cambió el tamaño de 'ta-last-comments' a 4×5",
    ]);
  });

  it('a resize after a move keeps the moved position, and the next move keeps the new size', () => {
    const moved = onGrid(saved, 'ta-last-comments', { y: 42 });
    const both = onGrid(onGrid(moved, 'ta-last-comments', { h: 5 }), 'ta-last-comments', { y: 43 });
    expect(both.includes![INCLUDE]!.overrides).toEqual({ 'ta-last-comments': { position: [0, 12], size: [4, 5] } });
    expect(summarizeChanges(saved, both, es).document).toEqual([
      "Inclusión de 'text-analysis': se colocó 'ta-last-comments' en (1,13)",
      "Inclusión de 'text-analysis': se cambió el tamaño de 'ta-last-comments' a 4×5",
    ]);
  });

  it('a geometry that changes nothing leaves the document as it is (no empty override)', () => {
    const item = resolveOpen(ws, 'general.json', saved, DEFAULT_SIMULATION)!.widgets.find(
      (w) => w.widget.id === 'ta-last-comments',
    )!;
    expect(setGeometry(saved, item, { position: item.position, size: item.size })).toBe(saved);
  });

  it('moving or resizing an own widget lists only what changed', () => {
    expect(shown(saved, 'general-return')).toEqual({ position: [0, 11], size: [1, 2] });
    const moved = onGrid(saved, 'general-return', { y: 12 });
    expect(summarizeChanges(saved, moved, es)).toMatchObject({
      widgets: [{ id: 'general-return', lines: ["Se movió 'Intención de regreso' de (1,12) a (1,13)"] }],
      document: [],
    });
    const resized = onGrid(saved, 'general-return', { w: 2 });
    expect(summarizeChanges(saved, resized, es)).toMatchObject({
      widgets: [{ id: 'general-return', lines: ["Se cambió el tamaño de 'Intención de regreso' de 1×2 a 2×2"] }],
      document: [],
    });
  });
});
