import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '@voz/core';
import { WIDGET_KINDS, getValidator, type Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { MOCK_GENERATORS } from './mock/generators.js';
import { WIDGET_REGISTRY, widgetKind } from './registry.js';
import type { WidgetKind } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const entries = Object.values(WIDGET_REGISTRY) as unknown as WidgetKind[];
const STATES = ['Typical', 'Loading', 'Empty', 'Error', 'Extreme'];

/** The folder of every kind: kinds/<type>/ (beside them, the generated lists kinds/*.gen.ts). */
const folders = fs
  .readdirSync(path.join(here, 'kinds'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The renderer's file name of a kind, read from its loader (`./<Name>.js`, in the kind's folder). */
function rendererName(kind: WidgetKind): string {
  const match = /kinds\/[\w-]+\/(\w+)\.(?:js|tsx)|import\(['"]\.\/(\w+)\.(?:js|tsx)['"]\)/.exec(kind.load.toString());
  const name = match?.[1] ?? match?.[2];
  if (!name) throw new Error(`no renderer path in the loader of ${kind.type}`);
  return name;
}

function widgetFor(kind: WidgetKind, request: Record<string, unknown> = {}): Widget {
  return {
    id: `test-${kind.type}`,
    type: kind.type,
    title: { es: 'Prueba' },
    size: [...kind.info.minSize],
    config: kind.defaults,
    ...(kind.needsRows ? { indicators: [{ indicator: 'VENTA_NPS', ...request }] } : {}),
  } as unknown as Widget;
}

describe('the widget registry', () => {
  it('has exactly the kinds of the widget schema', () => {
    expect(entries.map((k) => k.type).sort()).toEqual(WIDGET_KINDS.map((k) => k.type).sort());
    for (const kind of entries) expect(WIDGET_REGISTRY[kind.type].type).toBe(kind.type);
  });

  it('has one folder per kind of the schema, with its entry, renderer, stories and mocked rows', () => {
    expect([...folders].sort()).toEqual(WIDGET_KINDS.map((k) => k.type).sort());
    for (const kind of entries) {
      const dir = path.join(here, 'kinds', kind.type);
      for (const file of ['entry.ts', 'mock.ts', `${rendererName(kind)}.tsx`, `${rendererName(kind)}.stories.tsx`])
        expect(fs.existsSync(path.join(dir, file)), `${kind.type}: ${file}`).toBe(true);
      expect(MOCK_GENERATORS[kind.type], kind.type).toBeTypeOf('function');
    }
    expect(Object.keys(MOCK_GENERATORS).sort()).toEqual(WIDGET_KINDS.map((k) => k.type).sort());
  });

  it('keeps the mocked rows out of what the registry and the renderers import', () => {
    // A kind's mock.ts is reached only through src/mock (the @voz/widgets/mock subpath), never
    // from its entry or renderer, so the portal (which may not import the subpath) never pulls it.
    for (const folder of folders) {
      const dir = path.join(here, 'kinds', folder);
      for (const file of fs
        .readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f) && !/mock\.ts$|\.stories\.|\.test\./.test(f))) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        expect(text, `${folder}/${file}`).not.toMatch(/from '[^']*(\/mock\.js|\/mock\/[^']*)'|import\('[^']*mock/);
      }
    }
    for (const file of ['registry.ts', 'kinds/index.gen.ts'])
      expect(fs.readFileSync(path.join(here, file), 'utf8'), file).not.toMatch(/from '[^']*mock/);
  });

  it('offers a data table on demand for charts, gauges and maps only', () => {
    // Not the kinds that are tables already, that show text (the ishikawa diagram's causes
    // included) or nothing.
    expect(entries.filter((k) => k.dataTable).map((k) => k.type)).toEqual([
      'radial-summary',
      'pie',
      'semicircle',
      'radial-by-geo',
      'gauge',
      'multiple-gauge',
      'nps',
      'csat',
      'ease',
      'stacked-bar',
      'bar',
      'bar-by-geo',
      'ranking',
      'line',
      'detailed-line',
      'multiple-trend',
      'trend',
      'detailed-bar',
      'map',
      'word-cloud',
      'word-count',
      'prioritization-matrix',
      'customer-journey-top-two-box',
      'survey-count-trend',
      'alerts-trend',
    ]);
  });

  it('lists the kinds in schema order, as gen:types writes them', () => {
    expect(Object.keys(WIDGET_REGISTRY)).toEqual(WIDGET_KINDS.map((k) => k.type));
    expect(Object.keys(MOCK_GENERATORS)).toEqual(WIDGET_KINDS.map((k) => k.type));
  });

  it('takes sizes from the schema annotations', () => {
    for (const kind of entries) {
      const info = WIDGET_KINDS.find((k) => k.type === kind.type);
      expect(kind.info.minSize, kind.type).toEqual(info?.minSize);
      expect(kind.info.maxSize, kind.type).toEqual(info?.maxSize);
    }
  });

  it('gives every kind defaults that its config schema accepts', () => {
    const validate = getValidator('widget');
    for (const kind of entries) {
      expect(validate(widgetFor(kind)), `${kind.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('answers undefined for a type it does not know, even an Object.prototype name', () => {
    expect(widgetKind('pie')?.type).toBe('pie');
    expect(widgetKind('grafico-3d')).toBeUndefined();
    expect(widgetKind('constructor')).toBeUndefined();
    expect(widgetKind('__proto__')).toBeUndefined();
  });
});

describe('mocked rows', () => {
  const requests: Record<string, unknown>[] = [
    {},
    { groupBy: ['geoLocation'] },
    { groupBy: ['formattedMonth'], extras: { periods: 6 } },
    { groupBy: ['formattedWeek'] },
    { groupBy: ['tag'], limit: 10 },
  ];

  it('are the same for the same seed and differ for another', () => {
    for (const kind of entries.filter((k) => k.needsRows)) {
      for (const request of requests) {
        const widget = widgetFor(kind, request);
        const input = { request: widget.indicators![0]!, widget };
        const a = MOCK_GENERATORS[kind.type]({ ...input, random: seededRandom(11) });
        const b = MOCK_GENERATORS[kind.type]({ ...input, random: seededRandom(11) });
        const c = MOCK_GENERATORS[kind.type]({ ...input, random: seededRandom(12) });
        expect(a, `${kind.type} ${JSON.stringify(request)}`).toEqual(b);
        expect(a.length, `${kind.type} ${JSON.stringify(request)}`).toBeGreaterThan(0);
        expect(a).not.toEqual(c);
      }
    }
  });

  it('are shaped like indicator rows (a number or null value, a count)', () => {
    for (const kind of entries.filter((k) => k.needsRows)) {
      const widget = widgetFor(kind, { groupBy: ['geoLocation'] });
      const rows = MOCK_GENERATORS[kind.type]({ request: widget.indicators![0]!, widget, random: seededRandom(3) });
      for (const row of rows) {
        expect(row.value === null || Number.isFinite(row.value), kind.type).toBe(true);
        expect(Number.isInteger(row.count), kind.type).toBe(true);
      }
    }
  });

  it('give six monthly periods oldest first, and a three-period projection when asked', () => {
    const trend = WIDGET_REGISTRY.trend;
    const widget = widgetFor(trend as unknown as WidgetKind, {
      groupBy: ['formattedMonth'],
      extras: { periods: 6, aggregation: 'linearRegression' },
    });
    const rows = MOCK_GENERATORS.trend({ request: widget.indicators![0]!, widget, random: seededRandom(5) });
    expect(rows.map((r) => r.group)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(rows.filter((r) => r.projected).length).toBe(3);
  });
});

describe('stories', () => {
  it('exist for every kind, with the typical, loading, empty, error and extreme states', () => {
    for (const kind of entries) {
      const file = path.join(here, 'kinds', kind.type, `${rendererName(kind)}.stories.tsx`);
      expect(fs.existsSync(file), `${kind.type}: ${file}`).toBe(true);
      const text = fs.readFileSync(file, 'utf8');
      // A kind that fetches nothing (needsRows false) has no loading, empty or error state to show.
      const wanted = kind.needsRows ? STATES : ['Typical'];
      for (const state of wanted)
        expect(text, `${kind.type} story ${state}`).toMatch(new RegExp(`export const ${state}\\b`));
      expect(text, `${kind.type}: every story asserts in a play function`).toMatch(/play:/);
    }
  });
});
