import type { Dashboard, Fragment, Widget } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { cloneJson, escapePointerToken, expandIncludes, renameIndicator } from './expandIncludes.js';
import type { FragmentLoader, FragmentRef } from './expandIncludes.js';

function nps(id: string, extra: Partial<Widget> = {}): Widget {
  return { id, type: 'nps', size: [1, 1], ...extra } as Widget;
}

function dashboard(extra: Partial<Dashboard> = {}): Dashboard {
  return { schemaVersion: 2, key: 'demo', title: { es: 'Demo' }, widgets: [], ...extra };
}

function fragment(widgets: Widget[], includes?: Fragment['includes']): Fragment {
  return includes === undefined ? { schemaVersion: 2, widgets } : { schemaVersion: 2, widgets, includes };
}

function loader(files: Record<string, Fragment>): FragmentLoader & { calls: FragmentRef[] } {
  const calls: FragmentRef[] = [];
  const load = (ref: FragmentRef): Fragment | undefined => {
    calls.push(ref);
    return files[ref.shared ? `_shared/${ref.name}` : ref.name];
  };
  return Object.assign(load, { calls });
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

describe('expandIncludes: order and origins', () => {
  it('returns the own widgets with their pointers when there are no includes', () => {
    const doc = dashboard({ widgets: [nps('a'), nps('b')] });
    const result = expandIncludes(doc, loader({}));
    expect(result.problems).toEqual([]);
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['a', 'b']);
    expect(result.widgets[1]?.origin).toEqual({ file: { kind: 'self' }, pointer: '/widgets/1', fragmentChain: [] });
    expect(result.widgets[0]?.widget).not.toBe(doc.widgets[0]);
    expect(result.widgets[0]?.widget).toEqual(doc.widgets[0]);
  });

  it('puts included widgets first, in the order of includes, then the own widgets', () => {
    const doc = dashboard({
      includes: [{ fragment: 'header' }, { fragment: 'footer', shared: true }],
      widgets: [nps('own')],
    });
    const files = { header: fragment([nps('h1'), nps('h2')]), '_shared/footer': fragment([nps('f1')]) };
    const result = expandIncludes(doc, loader(files));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['h1', 'h2', 'f1', 'own']);
    expect(result.widgets[1]?.origin).toEqual({
      file: { kind: 'fragment', name: 'header', shared: false },
      pointer: '/widgets/1',
      include: { pointer: '/includes/0' },
      fragmentChain: ['header'],
    });
    expect(result.widgets[2]?.origin).toEqual({
      file: { kind: 'fragment', name: 'footer', shared: true },
      pointer: '/widgets/0',
      include: { pointer: '/includes/1' },
      fragmentChain: ['_shared/footer'],
    });
  });

  it('tells tenant and shared fragments of the same name apart', () => {
    const doc = dashboard({ includes: [{ fragment: 'x' }, { fragment: 'x', shared: true }] });
    const load = loader({ x: fragment([nps('mine')]), '_shared/x': fragment([nps('common')]) });
    const result = expandIncludes(doc, load);
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['mine', 'common']);
    expect(load.calls).toEqual([
      { name: 'x', shared: false },
      { name: 'x', shared: true },
    ]);
  });

  it('expands nested fragments, recording the file of each widget and the chain', () => {
    const doc = dashboard({ includes: [{ fragment: 'outer', position: [0, 2] }] });
    const files = {
      outer: fragment(
        [nps('o1', { position: [0, 0] })],
        [{ fragment: 'inner', shared: true, position: [1, 1], idPrefix: 'in-' }],
      ),
      '_shared/inner': fragment([nps('i1', { position: [2, 0] })]),
    };
    const result = expandIncludes(doc, loader(files));
    expect(result.problems).toEqual([]);
    const [inner, outer] = result.widgets;
    expect(inner?.widget.id).toBe('in-i1');
    expect(inner?.widget.position).toEqual([3, 3]);
    expect(inner?.origin).toEqual({
      file: { kind: 'fragment', name: 'inner', shared: true },
      pointer: '/widgets/0',
      include: { pointer: '/includes/0' },
      fragmentChain: ['outer', '_shared/inner'],
    });
    expect(outer?.widget.position).toEqual([0, 2]);
    expect(outer?.origin.file).toEqual({ kind: 'fragment', name: 'outer', shared: false });
  });

  it('includes a fragment twice with different prefixes (not a cycle)', () => {
    const doc = dashboard({
      includes: [
        { fragment: 'kpis', idPrefix: 'venta-', position: [0, 0] },
        { fragment: 'kpis', idPrefix: 'posventa-', position: [0, 1] },
      ],
    });
    const result = expandIncludes(doc, loader({ kpis: fragment([nps('nps', { position: [0, 0] })]) }));
    expect(result.problems).toEqual([]);
    expect(result.widgets.map((w) => [w.widget.id, w.widget.position])).toEqual([
      ['venta-nps', [0, 0]],
      ['posventa-nps', [0, 1]],
    ]);
  });
});

describe('expandIncludes: include semantics', () => {
  it('keeps only the widgets listed, in the fragment order', () => {
    const doc = dashboard({ includes: [{ fragment: 'f', widgets: ['c', 'a'] }] });
    const result = expandIncludes(doc, loader({ f: fragment([nps('a'), nps('b'), nps('c')]) }));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['a', 'c']);
    expect(result.widgets.map((w) => w.origin.pointer)).toEqual(['/widgets/0', '/widgets/2']);
  });

  it('merges config key by key and replaces the other fields whole', () => {
    const base = nps('nps-1', {
      title: { es: 'NPS', en: 'NPS' },
      config: { decimals: 1, showSample: true },
      indicators: [{ indicator: 'VENTA_NPS' }],
    });
    const doc = dashboard({
      includes: [
        {
          fragment: 'f',
          overrides: {
            'nps-1': {
              title: { es: 'NPS de venta' },
              config: { decimals: 2 },
              size: [2, 1],
              indicators: [{ indicator: 'POSVENTA_NPS' }],
            },
          },
        },
      ],
    });
    const [result] = expandIncludes(doc, loader({ f: fragment([base]) })).widgets;
    expect(result?.widget).toEqual({
      id: 'nps-1',
      type: 'nps',
      size: [2, 1],
      title: { es: 'NPS de venta' },
      config: { decimals: 2, showSample: true },
      indicators: [{ indicator: 'POSVENTA_NPS' }],
    });
    expect(result?.origin.include).toEqual({ pointer: '/includes/0', overridePointer: '/includes/0/overrides/nps-1' });
  });

  it('applies overrides before the prefix, and override positions in fragment coordinates', () => {
    const doc = dashboard({
      includes: [{ fragment: 'f', idPrefix: 'p.', position: [1, 5], overrides: { a: { position: [1, 1] } } }],
    });
    const [result] = expandIncludes(doc, loader({ f: fragment([nps('a', { position: [0, 0] })]) })).widgets;
    expect(result?.widget.id).toBe('p.a');
    expect(result?.widget.position).toEqual([2, 6]);
  });

  it('offsets positions and layout variants; widgets without a position stay without', () => {
    const doc = dashboard({ includes: [{ fragment: 'f', position: [2, 3] }] });
    const files = {
      f: fragment([
        nps('placed', {
          position: [0, 1],
          layouts: [
            { when: { highestScope: true }, position: [1, 0] },
            { when: { highestScope: false }, size: [2, 2] },
          ],
        }),
        nps('free'),
      ]),
    };
    const [placed, free] = expandIncludes(doc, loader(files)).widgets;
    expect(placed?.widget.position).toEqual([2, 4]);
    expect(placed?.widget.layouts).toEqual([
      { when: { highestScope: true }, position: [3, 3] },
      { when: { highestScope: false }, size: [2, 2] },
    ]);
    expect(free?.widget.position).toBeUndefined();
    expect(free?.widget).not.toHaveProperty('position');
  });

  it('ANDs the include condition with the widget own condition', () => {
    const own = { levels: ['zonal'] };
    const added = { criticalMoments: { includesAny: [1] } };
    const doc = dashboard({ includes: [{ fragment: 'f', renderCondition: added }] });
    const files = { f: fragment([nps('with', { renderCondition: own }), nps('without')]) };
    const [withOwn, without] = expandIncludes(doc, loader(files)).widgets;
    expect(withOwn?.widget.renderCondition).toEqual({ all: [added, own] });
    expect(without?.widget.renderCondition).toEqual(added);
    expect(without?.widget.renderCondition).not.toBe(added);
  });

  it('keeps the own condition alone when the include has none', () => {
    const doc = dashboard({ includes: [{ fragment: 'f' }] });
    const files = { f: fragment([nps('a', { renderCondition: { highestScope: true } }), nps('b')]) };
    const [a, b] = expandIncludes(doc, loader(files)).widgets;
    expect(a?.widget.renderCondition).toEqual({ highestScope: true });
    expect(b?.widget).not.toHaveProperty('renderCondition');
  });

  it('an override of renderCondition replaces the own condition, then the include condition is added', () => {
    const doc = dashboard({
      includes: [
        {
          fragment: 'f',
          renderCondition: { feature: 'alerts' },
          overrides: { a: { renderCondition: { highestScope: false } } },
        },
      ],
    });
    const [a] = expandIncludes(
      doc,
      loader({ f: fragment([nps('a', { renderCondition: { highestScope: true } })]) }),
    ).widgets;
    expect(a?.widget.renderCondition).toEqual({ all: [{ feature: 'alerts' }, { highestScope: false }] });
  });

  it('nested include conditions stack from the outermost', () => {
    const doc = dashboard({ includes: [{ fragment: 'outer', renderCondition: { feature: 'alerts' } }] });
    const files = {
      outer: fragment([], [{ fragment: 'inner', renderCondition: { levels: ['zonal'] } }]),
      inner: fragment([nps('a', { renderCondition: { highestScope: true } })]),
    };
    const [a] = expandIncludes(doc, loader(files)).widgets;
    expect(a?.widget.renderCondition).toEqual({
      all: [{ feature: 'alerts' }, { all: [{ levels: ['zonal'] }, { highestScope: true }] }],
    });
  });
});

describe('expandIncludes: indicatorMap', () => {
  const asks = (id: string, ...names: string[]): Widget =>
    nps(id, { indicators: names.map((indicator) => ({ indicator })) });
  const namesOf = (w: { widget: Widget } | undefined): string[] =>
    (w?.widget.indicators ?? []).map((request) => request.indicator);
  const section = fragment([
    asks('nps', 'POSVENTA_NPS'),
    asks('type', 'POSVENTA_TIPO_SERVICIO', 'SENTIMENT'),
    nps('label'),
  ]);

  it('renames by prefix and by exact name (exact first), leaving other names and widgets as they are', () => {
    const doc = dashboard({
      includes: [
        {
          fragment: 'section',
          shared: true,
          indicatorMap: { 'POSVENTA_*': 'SERVICIO_*', POSVENTA_TIPO_SERVICIO: 'SERVICIO_TIPO' },
        },
      ],
    });
    const result = expandIncludes(doc, loader({ '_shared/section': section }));
    expect(result.problems).toEqual([]);
    expect(result.widgets.map(namesOf)).toEqual([['SERVICIO_NPS'], ['SERVICIO_TIPO', 'SENTIMENT'], []]);
    expect(result.widgets[1]?.origin.indicatorRenames).toEqual([
      {
        request: 0,
        from: 'POSVENTA_TIPO_SERVICIO',
        to: 'SERVICIO_TIPO',
        entry: 'POSVENTA_TIPO_SERVICIO',
        include: { pointer: '/includes/0' },
      },
    ]);
    expect(result.widgets[2]?.origin.indicatorRenames).toBeUndefined();
  });

  it('changes only the indicator name: ids with idPrefix, keys, other request fields and positions as without a map', () => {
    const keyed = fragment([
      nps('trend', {
        position: [1, 0],
        indicators: [
          { indicator: 'POSVENTA_NPS', key: 'historic', extras: { periods: 6 } },
          { indicator: 'POSVENTA_NPS' },
        ],
      }),
    ]);
    const include = { fragment: 'section', idPrefix: 'servicio-', position: [0, 4] as [number, number] };
    const plain = expandIncludes(dashboard({ includes: [include] }), loader({ section: keyed }));
    const mapped = expandIncludes(
      dashboard({ includes: [{ ...include, indicatorMap: { 'POSVENTA_*': 'SERVICIO_*' } }] }),
      loader({ section: keyed }),
    );
    expect(mapped.widgets[0]?.widget).toEqual({
      ...plain.widgets[0]?.widget,
      indicators: [
        { indicator: 'SERVICIO_NPS', key: 'historic', extras: { periods: 6 } },
        { indicator: 'SERVICIO_NPS' },
      ],
    });
    expect(mapped.widgets[0]?.widget.id).toBe('servicio-trend');
    expect(mapped.widgets[0]?.widget.position).toEqual([1, 4]);
  });

  it('renames before the overrides: requests an override writes are taken as written', () => {
    const doc = dashboard({
      includes: [
        {
          fragment: 'section',
          indicatorMap: { 'POSVENTA_*': 'SERVICIO_*' },
          overrides: {
            nps: { indicators: [{ indicator: 'POSVENTA_NPS' }] },
            type: { title: { es: 'Tipo' } },
          },
        },
      ],
    });
    const result = expandIncludes(doc, loader({ section }));
    expect(result.widgets.map(namesOf)).toEqual([['POSVENTA_NPS'], ['SERVICIO_TIPO_SERVICIO', 'SENTIMENT'], []]);
    expect(result.widgets[0]?.origin.indicatorRenames).toBeUndefined();
    expect(result.widgets[1]?.widget.title).toEqual({ es: 'Tipo' });
    expect(result.widgets[1]?.origin.indicatorRenames?.map((r) => r.entry)).toEqual(['POSVENTA_*']);
  });

  it('nested maps apply innermost first, once each, and record where each include is written', () => {
    const wrapper = fragment(
      [],
      [{ fragment: 'section', shared: true, idPrefix: 'servicio-', indicatorMap: { 'POSVENTA_*': 'SERVICIO_*' } }],
    );
    const doc = dashboard({
      includes: [{ fragment: 'wrapper', idPrefix: 'p1-', indicatorMap: { SERVICIO_NPS: 'SERVICIO_NPS_10' } }],
    });
    const result = expandIncludes(doc, loader({ '_shared/section': section, wrapper }));
    expect(result.widgets.map((w) => w.widget.id)).toEqual([
      'p1-servicio-nps',
      'p1-servicio-type',
      'p1-servicio-label',
    ]);
    expect(result.widgets.map(namesOf)).toEqual([['SERVICIO_NPS_10'], ['SERVICIO_TIPO_SERVICIO', 'SENTIMENT'], []]);
    expect(result.widgets[0]?.origin.indicatorRenames).toEqual([
      {
        request: 0,
        from: 'POSVENTA_NPS',
        to: 'SERVICIO_NPS',
        entry: 'POSVENTA_*',
        include: {
          pointer: '/includes/0',
          writtenIn: { fragment: { name: 'wrapper', shared: false }, pointer: '/includes/0' },
        },
      },
      {
        request: 0,
        from: 'SERVICIO_NPS',
        to: 'SERVICIO_NPS_10',
        entry: 'SERVICIO_NPS',
        include: { pointer: '/includes/0' },
      },
    ]);
  });

  it('never mutates the fragment', () => {
    const frozen = deepFreeze(cloneJson(section));
    const doc = dashboard({ includes: [{ fragment: 'section', indicatorMap: { 'POSVENTA_*': 'SERVICIO_*' } }] });
    const result = expandIncludes(doc, loader({ section: frozen }));
    expect(result.widgets.map(namesOf)[0]).toEqual(['SERVICIO_NPS']);
    expect(frozen.widgets[0]?.indicators?.[0]?.indicator).toBe('POSVENTA_NPS');
  });

  it('renameIndicator: exact key, then the longest prefix; keys without `*` never match as prefixes', () => {
    const map = { 'A_*': 'X_*', 'A_B_*': 'Y_*', A_B_C: 'Z', A_: 'W' };
    expect(renameIndicator('A_B_C', map)).toEqual({ to: 'Z', entry: 'A_B_C' });
    expect(renameIndicator('A_B_D', map)).toEqual({ to: 'Y_D', entry: 'A_B_*' });
    expect(renameIndicator('A_Q', map)).toEqual({ to: 'X_Q', entry: 'A_*' });
    expect(renameIndicator('A_', map)).toEqual({ to: 'W', entry: 'A_' });
    expect(renameIndicator('B_Q', map)).toBeUndefined();
    expect(renameIndicator('toString', {})).toBeUndefined();
    expect(renameIndicator('A_Q', undefined)).toBeUndefined();
  });
});

describe('expandIncludes: problems', () => {
  it('reports a missing fragment at its include and carries on', () => {
    const doc = dashboard({
      includes: [{ fragment: 'nope', shared: true }, { fragment: 'ok' }],
      widgets: [nps('own')],
    });
    const result = expandIncludes(doc, loader({ ok: fragment([nps('a')]) }));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['a', 'own']);
    expect(result.problems).toEqual([
      {
        kind: 'missing-fragment',
        pointer: '/includes/0',
        message: 'No existe el fragmento «nope» en _shared/fragments/.',
        fragment: 'nope',
      },
    ]);
  });

  it('reports an id of `widgets` the fragment lacks, at that id', () => {
    const doc = dashboard({ includes: [{ fragment: 'f', widgets: ['a', 'zz'] }] });
    const result = expandIncludes(doc, loader({ f: fragment([nps('a')]) }));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['a']);
    expect(result.problems).toEqual([
      {
        kind: 'missing-widget',
        pointer: '/includes/0/widgets/1',
        message: 'El fragmento «f» no tiene ningún widget con id «zz».',
        fragment: 'f',
      },
    ]);
  });

  it('reports overrides of widgets not included (absent or left out by `widgets`)', () => {
    const doc = dashboard({
      includes: [
        {
          fragment: 'f',
          widgets: ['a'],
          overrides: { b: { size: [2, 2] }, 'x/y': { size: [1, 2] }, a: { size: [3, 1] } },
        },
      ],
    });
    const result = expandIncludes(doc, loader({ f: fragment([nps('a'), nps('b')]) }));
    expect(result.widgets.map((w) => w.widget.size)).toEqual([[3, 1]]);
    expect(result.problems.map((p) => [p.kind, p.pointer])).toEqual([
      ['unknown-override', '/includes/0/overrides/b'],
      ['unknown-override', '/includes/0/overrides/x~1y'],
    ]);
    expect(result.problems[0]?.message).toBe(
      'Hay cambios para el widget «b», pero ese widget no está entre los que se incluyen del fragmento «f».',
    );
  });

  it('does not take prototype keys for overrides', () => {
    const doc = dashboard({ includes: [{ fragment: 'f' }] });
    const [result] = expandIncludes(doc, loader({ f: fragment([nps('constructor')]) })).widgets;
    expect(result?.widget).toEqual(nps('constructor'));
    expect(result?.origin.include).toEqual({ pointer: '/includes/0' });
  });

  it('detects a cycle without looping and keeps the widgets reached before it', () => {
    const doc = dashboard({ includes: [{ fragment: 'a' }] });
    const files = {
      a: fragment([nps('a1')], [{ fragment: 'b' }]),
      b: fragment([nps('b1')], [{ fragment: 'a' }]),
    };
    const result = expandIncludes(doc, loader(files));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['b1', 'a1']);
    expect(result.problems).toEqual([
      {
        kind: 'cycle',
        pointer: '/includes/0',
        message: 'El fragmento «a» termina incluyéndose a sí mismo (a → b → a); esta inclusión se omite.',
        fragment: 'a',
        // The faulty include is b's first one.
        writtenIn: { fragment: { name: 'b', shared: false }, pointer: '/includes/0' },
      },
    ]);
  });

  it('detects a fragment including itself', () => {
    const self = fragment([nps('s')], [{ fragment: 'self' }]);
    const result = expandIncludes(dashboard({ includes: [{ fragment: 'self' }] }), loader({ self }));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['s']);
    expect(result.problems.map((p) => p.kind)).toEqual(['cycle']);
  });

  it('reports problems of nested fragments at the outer include, and where the faulty include is written', () => {
    const doc = dashboard({ includes: [{ fragment: 'ok' }, { fragment: 'outer' }] });
    const files = { ok: fragment([]), outer: fragment([], [{ fragment: 'ghost' }]) };
    const result = expandIncludes(doc, loader(files));
    expect(result.problems).toEqual([
      {
        kind: 'missing-fragment',
        pointer: '/includes/1',
        message: 'No existe el fragmento «ghost» en fragments/ del cliente, incluido desde el fragmento «outer».',
        fragment: 'ghost',
        writtenIn: { fragment: { name: 'outer', shared: false }, pointer: '/includes/0' },
      },
    ]);
  });

  it('expands a fragment as a document of its own', () => {
    const doc = fragment([nps('own')], [{ fragment: 'part', idPrefix: 'x-' }]);
    const result = expandIncludes(doc, loader({ part: fragment([nps('p')]) }));
    expect(result.widgets.map((w) => w.widget.id)).toEqual(['x-p', 'own']);
  });
});

describe('expandIncludes: inputs', () => {
  it('never mutates the document or the fragments', () => {
    const doc = deepFreeze(
      dashboard({
        includes: [
          {
            fragment: 'f',
            position: [1, 1],
            idPrefix: 'p-',
            renderCondition: { feature: 'alerts' },
            overrides: { a: { config: { decimals: 0 }, title: { es: 'Otro' } } },
          },
        ],
        widgets: [nps('own', { position: [0, 0] })],
      }),
    );
    const frag = deepFreeze(
      fragment([
        nps('a', { position: [0, 0], config: { decimals: 2 }, renderCondition: { levels: ['zonal'] } }),
        nps('b', { layouts: [{ when: { highestScope: true }, position: [0, 1] }] }),
      ]),
    );
    const docCopy = cloneJson(doc);
    const fragCopy = cloneJson(frag);
    const result = expandIncludes(doc, () => frag);
    expect(doc).toEqual(docCopy);
    expect(frag).toEqual(fragCopy);
    // The results share nothing with the inputs: changing them leaves the inputs alone.
    for (const { widget } of result.widgets) {
      (widget as { size: [number, number] }).size[0] = 9;
      if (widget.config !== undefined) (widget.config as Record<string, unknown>)['decimals'] = 7;
      if (widget.layouts?.[0] !== undefined) widget.layouts[0].when.highestScope = false;
    }
    expect(frag).toEqual(fragCopy);
    expect(doc).toEqual(docCopy);
  });
});

describe('helpers', () => {
  it('escapePointerToken follows RFC 6901', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(escapePointerToken('nps-1')).toBe('nps-1');
  });

  it('cloneJson copies deeply', () => {
    const value = { a: [1, { b: 'x' }], c: null, d: true };
    const copy = cloneJson(value);
    expect(copy).toEqual(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[1]).not.toBe(value.a[1]);
  });
});
