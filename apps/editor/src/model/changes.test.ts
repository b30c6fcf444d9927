import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloneJson, describeCondition } from '@voz/core';
import { addEditorTexts, createI18n, type Language } from '@voz/i18n';
import type { ColorScale, Dashboard, Fragment, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { summarizeChanges, type Translate } from './changes.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8')) as unknown;

/** The editor's texts in `language`, from the real dictionary (packages/i18n), as the dialog gives them. */
function texts(language: Language): Translate {
  const i18n = createI18n(language);
  addEditorTexts(i18n);
  return (key, options) => i18n.t(key, options ?? {});
}
const es = texts('es');
const en = texts('en');

const PERCENT: ColorScale = {
  bands: [
    { upTo: 40, color: 'red', label: { es: 'Crítico', en: 'Critical' } },
    { above: 40, upTo: 80, color: 'neutral', label: { es: 'Neutro', en: 'Neutral' } },
    { above: 80, color: 'green', label: { es: 'Excelente', en: 'Excellent' } },
  ],
};

function nps(id: string, title: string, position?: [number, number]): Widget {
  return {
    id,
    type: 'nps',
    title: { es: title, en: `${title} (en)` },
    ...(position ? { position } : {}),
    size: [1, 1],
    config: { decimals: 1, colorScale: 'npsScore', showSample: true },
    indicators: [{ indicator: 'VENTA_NPS' }],
  };
}

function dashboard(widgets: Widget[], extra: Partial<Dashboard> = {}): Dashboard {
  return { schemaVersion: 2, key: 'demo', title: { es: 'Demo', en: 'Demo' }, ...extra, widgets };
}

/** `doc` with the widget `id` edited in place (on a copy). */
function edit(doc: Dashboard, id: string, change: (widget: Record<string, unknown>) => void): Dashboard {
  const next = cloneJson(doc);
  const widget = next.widgets.find((w) => w.id === id);
  if (!widget) throw new Error(`no widget ${id}`);
  change(widget as unknown as Record<string, unknown>);
  return next;
}

/** The lines of the only changed widget. */
function linesOf(before: unknown, after: unknown): string[] {
  const summary = summarizeChanges(before, after, es);
  expect(summary.widgets).toHaveLength(1);
  expect(summary.document).toEqual([]);
  return summary.widgets[0]?.lines ?? [];
}

const base = dashboard([nps('zona', 'NPS por zona', [0, 0]), nps('general', 'NPS general', [1, 0])]);

describe('summarizeChanges', () => {
  it('finds nothing in identical documents, whatever the order of their keys', () => {
    expect(summarizeChanges(base, cloneJson(base), es)).toEqual({ widgets: [], document: [], count: 0 });
    const reordered = JSON.parse(
      JSON.stringify(base, (_key, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ),
    ) as unknown;
    expect(summarizeChanges(base, reordered, es).count).toBe(0);
    expect(summarizeChanges({ a: 1 }, { a: 1 }, es).count).toBe(0);
  });

  it('describes moves, placements and sizes with cells counted from 1', () => {
    expect(
      linesOf(
        base,
        edit(base, 'zona', (w) => (w['position'] = [2, 0])),
      ),
    ).toEqual(["Se movió 'NPS por zona' de (1,1) a (3,1)"]);
    const unplaced = edit(base, 'zona', (w) => delete w['position']);
    expect(linesOf(unplaced, base)).toEqual(["Se colocó 'NPS por zona' en (1,1)"]);
    expect(linesOf(base, unplaced)).toEqual(["'NPS por zona' ya no tiene posición fija (estaba en (1,1))"]);
    expect(
      linesOf(
        base,
        edit(base, 'zona', (w) => (w['size'] = [2, 1])),
      ),
    ).toEqual(["Se cambió el tamaño de 'NPS por zona' de 1×1 a 2×1"]);
  });

  it('lists added and removed widgets, in the order of the new version with removed ones last', () => {
    const after = dashboard([
      nps('nuevo', 'NPS venta', [0, 3]),
      nps('zona', 'NPS por zona', [0, 0]),
      { id: 'sep', type: 'spacer', size: [1, 1] },
    ]);
    const summary = summarizeChanges(base, after, es);
    expect(summary.widgets).toEqual([
      { id: 'nuevo', title: 'NPS venta', kind: 'added', lines: ["Se añadió 'NPS venta' (NPS) en (1,4)"] },
      { id: 'sep', title: 'sep', kind: 'added', lines: ["Se añadió 'sep' (Espacio vacío)"] },
      { id: 'general', title: 'NPS general', kind: 'removed', lines: ["Se quitó 'NPS general'"] },
    ]);
    expect(summary.document).toEqual([]);
    expect(summary.count).toBe(3);
  });

  it('describes titles, subtitles and help texts in both languages', () => {
    const after = edit(base, 'zona', (w) => {
      w['title'] = { es: 'NPS por región', en: 'NPS by region' };
      w['subTitle'] = { es: 'Últimos 30 días' };
      w['helpText'] = { es: 'Ayuda', en: 'Help' };
    });
    const withHelp = edit(base, 'zona', (w) => (w['helpText'] = { es: 'Ayuda' }));
    expect(linesOf(withHelp, after)).toEqual([
      "Título: 'NPS por zona' → 'NPS por región'",
      "Título (en): 'NPS por zona (en)' → 'NPS by region'",
      "Subtítulo: ninguno → 'Últimos 30 días'",
      "Texto de ayuda (en): ninguno → 'Help'",
    ]);
    const summary = summarizeChanges(withHelp, after, es);
    expect(summary.widgets[0]?.title).toBe('NPS por región');
    expect(summary.count).toBe(4);
  });

  describe('colour scales', () => {
    const inline = edit(base, 'zona', (w) => (w['config'] = { colorScale: cloneJson(PERCENT) }));
    const scaleOf = (doc: Dashboard): ColorScale => {
      const config = doc.widgets.find((w) => w.id === 'zona')?.config as { colorScale: ColorScale };
      return config.colorScale;
    };

    it('describes a moved threshold once, even though two bands share it', () => {
      const after = cloneJson(inline);
      const bands = scaleOf(after).bands;
      bands[0]!.upTo = 50;
      bands[1]!.above = 50;
      expect(linesOf(inline, after)).toEqual(['Umbral 40 → 50']);
    });

    it('describes colours, labels, bounds of another kind and added or removed bands', () => {
      const after = cloneJson(inline);
      const bands = scaleOf(after).bands;
      bands[1]!.color = 'amber';
      bands[2]!.color = '#00AA00';
      bands[2]!.label = { es: 'Muy bien', en: 'Excellent' };
      bands[0] = { below: 40, color: 'red', label: { es: 'Crítico', en: 'Critical' } };
      expect(linesOf(inline, after)).toEqual([
        'Límites de la banda 1: hasta 40 → menos de 40',
        'Color de la banda 2: neutral → amber',
        'Color de la banda 3: green → #00AA00',
        "Etiqueta de la banda 3: 'Excelente' → 'Muy bien'",
      ]);

      const fourBands = cloneJson(inline);
      const four = scaleOf(fourBands).bands;
      four[2] = { above: 80, upTo: 90, color: 'green' };
      four.push({ above: 90, color: 'cyan' });
      expect(linesOf(inline, fourBands)).toEqual([
        'Límites de la banda 3: más de 80 → más de 80 y hasta 90',
        "Etiqueta de la banda 3: 'Excelente' → ninguna",
        "Etiqueta de la banda 3 (en): 'Excellent' → ninguna",
        'Se añadió la banda 4: más de 90, cyan',
      ]);
      expect(linesOf(fourBands, inline)).toContain('Se quitó la banda 4: más de 90, cyan');
    });

    it('describes a switch between a tenant scale and a scale written in place', () => {
      expect(linesOf(base, inline)).toEqual([
        "Escala de color: 'npsScore' → en línea",
        'Se quitó decimals',
        'Se quitó showSample',
      ]);
      const named = edit(base, 'zona', (w) => (w['config'] = { colorScale: 'percent' }));
      expect(linesOf(inline, named)).toEqual(["Escala de color: en línea → 'percent'"]);
      const other = edit(base, 'zona', (w) => ((w['config'] as Record<string, unknown>)['colorScale'] = 'nps'));
      expect(linesOf(base, other)).toEqual(["Escala de color: 'npsScore' → 'nps'"]);
      const none = edit(base, 'zona', (w) => delete (w['config'] as Record<string, unknown>)['colorScale']);
      expect(linesOf(base, none)).toEqual(["Escala de color: 'npsScore' → ninguna"]);
    });
  });

  it('describes config keys changed, added and removed', () => {
    const after = edit(base, 'zona', (w) => {
      w['config'] = { decimals: 2, colorScale: 'npsScore', showBreakdown: true, colors: ['chart1', 'chart3'] };
    });
    const before = edit(base, 'zona', (w) => {
      (w['config'] as Record<string, unknown>)['colors'] = ['chart1', 'chart2'];
    });
    expect(linesOf(before, after)).toEqual([
      'decimals: 1 → 2',
      'Se añadió showBreakdown: true',
      'colors: [chart1, chart2] → [chart1, chart3]',
      'Se quitó showSample',
    ]);
    const nestedBefore = edit(base, 'zona', (w) => (w['config'] = { columns: { value: { label: 'NPS', width: 1 } } }));
    const nestedAfter = edit(base, 'zona', (w) => (w['config'] = { columns: { value: { label: 'NPS', width: 2 } } }));
    expect(linesOf(nestedBefore, nestedAfter)).toEqual(['columns.value.width: 1 → 2']);
  });

  it('describes render conditions with the core describer', () => {
    const when = { criticalMoments: { includesAny: [1, 2] } };
    const after = edit(base, 'zona', (w) => (w['renderCondition'] = when));
    expect(linesOf(base, after)).toEqual([`Condición: siempre → ${describeCondition(when)}`]);
    expect(linesOf(base, after)).toEqual(['Condición: siempre → los momentos críticos seleccionados incluyen 1 o 2']);
    const other = edit(base, 'zona', (w) => (w['renderCondition'] = { not: when }));
    expect(linesOf(after, other)).toEqual([
      'Condición: los momentos críticos seleccionados incluyen 1 o 2 → los momentos críticos seleccionados no incluyen 1 ni 2',
    ]);
  });

  it('describes indicator requests', () => {
    const before = edit(base, 'zona', (w) => {
      w['indicators'] = [
        { indicator: 'VENTA_NPS', groupBy: ['geoLocation'], extras: { periods: 6 } },
        { indicator: 'NPS_GENERAL' },
      ];
    });
    const after = edit(base, 'zona', (w) => {
      w['indicators'] = [
        {
          indicator: 'POSVENTA_NPS',
          groupBy: ['geoLocation', 'formattedMonth'],
          limit: 10,
          extras: { periods: 12, groupByLevel: 2 },
        },
        { indicator: 'NPS_GENERAL' },
        { indicator: 'ENCUESTAS_REGISTRADAS', key: 'count' },
      ];
    });
    expect(linesOf(before, after)).toEqual([
      'Indicador 1: VENTA_NPS → POSVENTA_NPS',
      'Se cambió la agrupación del indicador 1: geoLocation → geoLocation, formattedMonth',
      'Se cambió el límite del indicador 1: ninguno → 10',
      'Se cambió periods (extras) del indicador 1: 6 → 12',
      'Se añadió groupByLevel (extras) al indicador 1: 2',
      'Se añadió el indicador 3: ENCUESTAS_REGISTRADAS',
    ]);
    expect(linesOf(after, before)).toContain('Se quitó el indicador 3: ENCUESTAS_REGISTRADAS');
    expect(linesOf(after, before)).toContain('Se quitó groupByLevel (extras) del indicador 1');
  });

  it('describes layout variants and a change of type', () => {
    const when = { languages: ['en' as const] };
    const before = edit(base, 'zona', (w) => (w['layouts'] = [{ when, size: [2, 1] }]));
    const after = edit(base, 'zona', (w) => {
      w['type'] = 'gauge';
      w['layouts'] = [
        { when, position: [1, 2], size: [3, 1] },
        { when: { highestScope: true }, size: [4, 2] },
      ];
    });
    expect(linesOf(before, after)).toEqual([
      'Tipo: nps → gauge',
      'Variante de diseño 1: posición la del widget → (2,3)',
      'Variante de diseño 1: tamaño 2×1 → 3×1',
      'Se añadió la variante de diseño 2: cuando el alcance geográfico del usuario es el más alto (contiene la raíz geográfica), tamaño 4×2',
    ]);
    expect(linesOf(after, before)).toContain(
      'Se quitó la variante de diseño 2: cuando el alcance geográfico del usuario es el más alto (contiene la raíz geográfica), tamaño 4×2',
    );
    const retargeted = edit(before, 'zona', (w) => (w['layouts'] = [{ when: { languages: ['es'] }, size: [2, 1] }]));
    expect(linesOf(before, retargeted)).toEqual([
      'Variante de diseño 1: condición: el idioma de la interfaz es inglés → el idioma de la interfaz es español',
    ]);
  });

  it('describes the indicator renames of an include', () => {
    const before = dashboard([], { includes: [{ fragment: 'servicio', position: [0, 1] }] });
    const after = dashboard([], {
      includes: [
        {
          fragment: 'servicio',
          position: [0, 1],
          indicatorMap: { 'POSVENTA_*': 'SERVICIO_*', POSVENTA_TIPO_SERVICIO: 'SERVICIO_TIPO' },
        },
      ],
    });
    expect(summarizeChanges(before, after, es).document).toEqual([
      "Inclusión de 'servicio': indicadores renombrados: ninguno → POSVENTA_* por SERVICIO_*, POSVENTA_TIPO_SERVICIO por SERVICIO_TIPO",
    ]);
  });

  it('describes includes and the overrides of included widgets in the document lines', () => {
    const before = dashboard([], {
      includes: [
        { fragment: 'automotive-activity', shared: true, position: [0, 12], idPrefix: 'general-' },
        { fragment: 'venta', position: [0, 1], overrides: { 'venta-nps': { size: [2, 1] } } },
        { fragment: 'text-analysis', position: [0, 23] },
      ],
    });
    const after = dashboard([], {
      includes: [
        { fragment: 'automotive-activity', shared: true, position: [0, 14], idPrefix: 'general-' },
        {
          fragment: 'venta',
          position: [0, 1],
          renderCondition: { criticalMoments: { equals: [1] } },
          overrides: {
            'venta-nps': { size: [2, 2], title: { es: 'NPS venta' } },
            'venta-trend': {
              position: [0, 3],
              indicators: [{ indicator: 'VENTA_NPS' }],
              layouts: [{ when: { highestScope: true }, size: [2, 2] }],
            },
          },
        },
        { fragment: 'posventa', position: [0, 30], idPrefix: 'pv-' },
      ],
    });
    const summary = summarizeChanges(before, after, es);
    expect(summary.widgets).toEqual([]);
    expect(summary.document).toEqual([
      "Inclusión de 'automotive-activity' (general-): se movió a (1,15)",
      "Inclusión de 'venta': condición: siempre → la selección de momentos críticos es exactamente 1",
      "Inclusión de 'venta': se cambió el tamaño de 'venta-nps' de 2×1 a 2×2",
      "Inclusión de 'venta': título: el del fragmento → 'NPS venta'",
      "Inclusión de 'venta': se colocó 'venta-trend' en (1,4)",
      "Inclusión de 'venta': variantes de diseño: las del fragmento → cuando el alcance geográfico del usuario es el más alto (contiene la raíz geográfica), tamaño 2×2",
      "Inclusión de 'venta': indicadores: los del fragmento → VENTA_NPS",
      "Se añadió la inclusión de 'posventa' (pv-) en (1,31)",
      "Se quitó la inclusión de 'text-analysis'",
    ]);
    expect(summary.count).toBe(9);
    const dropped = cloneJson(after);
    delete dropped.includes![1]!.overrides!['venta-trend'];
    expect(summarizeChanges(after, dropped, es).document).toEqual([
      "Inclusión de 'venta': se quitaron los cambios de 'venta-trend'",
    ]);
  });

  it('describes the title, description and background of a dashboard, and a fragment', () => {
    const after = cloneJson(base);
    after.title = { es: 'Demo 2', en: 'Demo' };
    after.description = { es: 'Para gerentes' };
    after.background = { default: 'hero', variants: [{ when: { highestScope: false }, style: 'default' }] };
    expect(summarizeChanges(base, after, es)).toEqual({
      widgets: [],
      document: [
        "Título del dashboard: 'Demo' → 'Demo 2'",
        "Descripción: ninguna → 'Para gerentes'",
        'Fondo: default → hero',
        'Variantes del fondo: ninguna → default cuando el alcance geográfico del usuario no es el más alto',
      ],
      count: 4,
    });
    const fragment: Fragment = { schemaVersion: 2, widgets: [nps('a', 'A', [0, 0])] };
    const moved: Fragment = { ...cloneJson(fragment), description: { es: 'Actividad' } };
    moved.widgets[0]!.position = [1, 0];
    expect(summarizeChanges(fragment, moved, es)).toEqual({
      widgets: [{ id: 'a', title: 'A', kind: 'changed', lines: ["Se movió 'A' de (1,1) a (2,1)"] }],
      document: ["Descripción: ninguna → 'Actividad'"],
      count: 2,
    });
  });

  it('describes other files by their changed top-level keys', () => {
    const tenant = readJson('dashboards/auto-b/tenant.json') as Record<string, unknown>;
    const changed = cloneJson(tenant);
    (changed['formatting'] as Record<string, unknown>)['decimals'] = 3;
    delete changed['features'];
    changed['brandNew'] = true;
    expect(summarizeChanges(tenant, changed, es)).toEqual({
      widgets: [],
      document: ['Se cambió «formatting»', 'Se añadió «brandNew»', 'Se quitó «features»'],
      count: 3,
    });
    expect(summarizeChanges([1, 2], [1, 3], es).document).toEqual(['Se cambió el documento']);
  });

  it('describes one move and one threshold on a landed dashboard (auto-b/cxo)', () => {
    const landed = readJson('dashboards/auto-b/cxo.json') as Dashboard;
    const tenant = readJson('dashboards/auto-b/tenant.json') as { colorScales: Record<string, ColorScale> };

    // The landed file names the tenant's scales; writing one in place is itself a change.
    const inlined = edit(landed, 'gen-nps', (w) => {
      (w['config'] as Record<string, unknown>)['colorScale'] = cloneJson(tenant.colorScales['npsScore']);
    });
    expect(summarizeChanges(landed, inlined, es)).toEqual({
      widgets: [
        { id: 'gen-nps', title: 'NPS general', kind: 'changed', lines: ["Escala de color: 'npsScore' → en línea"] },
      ],
      document: [],
      count: 1,
    });

    // npsScore: red below 0, amber from 0 up to 50, green above 50. Move the 50 to 60, and move a widget.
    const after = edit(inlined, 'gen-nps', (w) => {
      const scale = (w['config'] as { colorScale: ColorScale }).colorScale;
      scale.bands[1]!.upTo = 60;
      scale.bands[2]!.above = 60;
    });
    after.widgets.find((w) => w.id === 'gen-nps-by-zone')!.position = [0, 12];
    expect(summarizeChanges(inlined, after, es)).toEqual({
      widgets: [
        { id: 'gen-nps', title: 'NPS general', kind: 'changed', lines: ['Umbral 50 → 60'] },
        {
          id: 'gen-nps-by-zone',
          title: 'NPS por zona',
          kind: 'changed',
          lines: ["Se movió 'NPS por zona' de (3,11) a (1,13)"],
        },
      ],
      document: [],
      count: 2,
    });
    expect(summarizeChanges(landed, cloneJson(landed), es).count).toBe(0);
  });

  it('speaks the language of the texts it is given', () => {
    const after = edit(base, 'zona', (w) => {
      w['position'] = [2, 0];
      w['title'] = { es: 'NPS por región', en: 'NPS by region' };
      w['config'] = { decimals: 2, colorScale: 'percent' };
      w['indicators'] = [{ indicator: 'VENTA_NPS', limit: 10, extras: { periods: 6 } }];
    });
    const moved = dashboard([nps('zona', 'NPS por zona', [0, 0]), nps('nuevo', 'NPS venta', [1, 3])], {
      description: { es: 'Para gerentes' },
      includes: [{ fragment: 'venta', position: [0, 1], overrides: { 'venta-nps': { size: [2, 2] } } }],
    });
    expect(linesOf(base, after)).toEqual([
      "Se movió 'NPS por región' de (1,1) a (3,1)",
      "Título: 'NPS por zona' → 'NPS por región'",
      "Título (en): 'NPS por zona (en)' → 'NPS by region'",
      'decimals: 1 → 2',
      "Escala de color: 'npsScore' → 'percent'",
      'Se quitó showSample',
      'Se cambió el límite del indicador 1: ninguno → 10',
      'Se añadió periods (extras) al indicador 1: 6',
    ]);
    const english = summarizeChanges(base, after, en);
    expect(english.widgets).toEqual([
      {
        id: 'zona',
        title: 'NPS por región',
        kind: 'changed',
        lines: [
          "Moved 'NPS por región' from (1,1) to (3,1)",
          "Title: 'NPS por zona' → 'NPS por región'",
          "Title (en): 'NPS por zona (en)' → 'NPS by region'",
          'decimals: 1 → 2',
          "Colour scale: 'npsScore' → 'percent'",
          'Removed showSample',
          'Changed the limit of indicator 1: none → 10',
          'Added periods (extras) to indicator 1: 6',
        ],
      },
    ]);
    expect(summarizeChanges(base, moved, en)).toEqual({
      widgets: [
        { id: 'nuevo', title: 'NPS venta', kind: 'added', lines: ["Added 'NPS venta' (NPS) at (2,4)"] },
        { id: 'general', title: 'NPS general', kind: 'removed', lines: ["Removed 'NPS general'"] },
      ],
      document: ["Description: none → 'Para gerentes'", "Added the include of 'venta' at (1,2)"],
      count: 4,
    });
    // Render conditions in core's words of the same language: English here, Spanish for the history.
    const shown = edit(base, 'zona', (w) => (w['renderCondition'] = { criticalMoments: { includesAny: [1, 2] } }));
    expect(summarizeChanges(base, shown, en).widgets[0]?.lines).toEqual([
      'Condition: always → the selected critical moments include 1 or 2',
    ]);
    expect(summarizeChanges(base, shown, es).widgets[0]?.lines).toEqual([
      'Condición: siempre → los momentos críticos seleccionados incluyen 1 o 2',
    ]);
    // Kinds are named in the same language too (the registry's Spanish name in the history).
    const gauge = dashboard([
      ...base.widgets,
      { ...nps('medidor', 'Medidor de venta', [2, 0]), type: 'gauge' } as Widget,
    ]);
    expect(summarizeChanges(base, gauge, en).widgets[0]?.lines).toEqual(["Added 'Medidor de venta' (Gauge) at (3,1)"]);
    expect(summarizeChanges(base, gauge, es).widgets[0]?.lines).toEqual([
      "Se añadió 'Medidor de venta' (Medidor) en (3,1)",
    ]);
  });

  it('summarizes a 60-widget dashboard with one change in well under 5 ms', () => {
    const widgets: Widget[] = Array.from({ length: 60 }, (_, i) => ({
      ...nps(`w${i}`, `Widget ${i}`, [i % 4, Math.floor(i / 4)]),
      renderCondition: { all: [{ criticalMoments: { equals: [i] } }, { highestScope: true }] },
      indicators: [{ indicator: 'VENTA_NPS', groupBy: ['geoLocation'], extras: { periods: 6, groupByLevel: 2 } }],
    }));
    const before = dashboard(widgets);
    const after = edit(before, 'w37', (w) => (w['position'] = [3, 20]));
    for (let i = 0; i < 20; i++) summarizeChanges(before, after, es); // warm up
    const times: number[] = [];
    for (let i = 0; i < 51; i++) {
      const start = performance.now();
      summarizeChanges(before, after, es);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(summarizeChanges(before, after, es).widgets).toEqual([
      { id: 'w37', title: 'Widget 37', kind: 'changed', lines: ["Se movió 'Widget 37' de (2,10) a (4,21)"] },
    ]);
    // The median run, so a pause of the machine does not fail the test; it takes ~0.2 ms.
    expect(times[25]).toBeLessThan(2.5);
  });
});
