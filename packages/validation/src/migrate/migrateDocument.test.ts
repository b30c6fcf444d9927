import { CURRENT_SCHEMA_VERSION, getValidator } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { migrateDocument } from './migrateDocument.js';
import { MigrationError } from './MigrationError.js';
import type { MigrationErrorCode } from './MigrationError.js';

type Json = Record<string, unknown>;

function legacy(widgets: unknown[], extra: Json = {}): Json {
  return { schemaVersion: 1, key: 'prueba', title: 'Prueba', ...extra, widgets };
}

function widget(extra: Json = {}, config: Json = {}): Json {
  return { title: 'W', size: [1, 1], config: { id: 'w', type: 'nps', ...config }, ...extra };
}

/** The MigrationError thrown by `run`, failing the test when nothing (or something else) is thrown. */
function migrationError(run: () => unknown): MigrationError {
  try {
    run();
  } catch (error) {
    if (error instanceof MigrationError) return error;
    throw error;
  }
  throw new Error('expected a MigrationError');
}

function expectError(doc: unknown, code: MigrationErrorCode, pointer: string, message?: RegExp): MigrationError {
  const error = migrationError(() => migrateDocument(doc));
  expect(error.code).toBe(code);
  expect(error.pointer).toBe(pointer);
  if (message) expect(error.message).toMatch(message);
  return error;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function migrated(doc: unknown): Json {
  return migrateDocument(doc).document as Json;
}

function firstWidget(doc: unknown): Json {
  return (migrated(doc).widgets as Json[])[0] as Json;
}

describe('migrateDocument: documents it refuses', () => {
  it.each([
    ['null', null, /se encontró null/],
    ['a list', [], /se encontró una lista/],
    ['a string', 'cxo', /se encontró string/],
    ['a number', 1, /se encontró number/],
  ])('refuses %s as not-an-object at the root', (_, doc, message) => {
    expectError(doc, 'not-an-object', '', message);
  });

  it('asks for schemaVersion when it is missing', () => {
    expectError({ key: 'cxo', title: 'CXO', widgets: [] }, 'missing-version', '', /"schemaVersion": 1/);
  });

  it.each([3, 0, -1, 1.5, '1', '2', null, true])('refuses schemaVersion %j as unknown', (version) => {
    expectError({ ...legacy([]), schemaVersion: version }, 'unknown-version', '/schemaVersion', /se admiten 1 y 2/);
  });

  it('names the file when the caller gives one, and only then', () => {
    const withFile = migrationError(() => migrateDocument({ schemaVersion: 9 }, { file: 'cliente/cxo.json' }));
    expect(withFile.file).toBe('cliente/cxo.json');
    const deep = migrationError(() =>
      migrateDocument(legacy([widget({}, { type: 'radar' })]), { file: 'cliente/cxo.json' }),
    );
    expect(deep.file).toBe('cliente/cxo.json');
    expect(deep.code).toBe('unknown-widget-type');
    expect(migrationError(() => migrateDocument({ schemaVersion: 9 })).file).toBeUndefined();
  });

  it('is a real Error named MigrationError', () => {
    const error = migrationError(() => migrateDocument(null));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MigrationError');
  });
});

describe('migrateDocument: legacy widget types', () => {
  it('refuses a legacy type with no v2 kind, pointing at config.type', () => {
    const doc = legacy([widget(), { ...widget(), config: { id: 'x', type: 'radar' } }]);
    expectError(doc, 'unknown-widget-type', '/widgets/1/config/type', /"radar".*no tiene equivalente/);
  });

  it('refuses v2 kind names, which are not legacy type names', () => {
    expectError(legacy([widget({}, { type: 'radial-summary' })]), 'unknown-widget-type', '/widgets/0/config/type');
  });

  it('does not take inherited object keys for type names', () => {
    expectError(legacy([widget({}, { type: 'constructor' })]), 'unknown-widget-type', '/widgets/0/config/type');
  });
});

describe('migrateDocument: malformed legacy documents', () => {
  it.each<[string, Json, string, RegExp]>([
    ['a missing key', { schemaVersion: 1, title: 'T', widgets: [] }, '', /Falta key/],
    ['a key with spaces', legacy([], { key: 'cxo venta' }), '/key', /no es una clave válida/],
    ['a missing title', { schemaVersion: 1, key: 'k', widgets: [] }, '', /Falta title/],
    ['an empty title', legacy([], { title: '' }), '/title', /vacío/],
    ['a title already localised', legacy([], { title: { es: 'T' } }), '/title', /debe ser un texto/],
    ['missing widgets', { schemaVersion: 1, key: 'k', title: 'T' }, '', /Falta widgets/],
    [
      'widgets that are not a list',
      { schemaVersion: 1, key: 'k', title: 'T', widgets: {} },
      '/widgets',
      /debe ser una lista/,
    ],
    ['a widget that is not an object', legacy(['nps']), '/widgets/0', /debe ser un objeto/],
    ['a widget without config', legacy([{ size: [1, 1] }]), '/widgets/0', /Falta config/],
    ['a config without id', legacy([{ size: [1, 1], config: { type: 'nps' } }]), '/widgets/0/config', /config\.id/],
    ['an id with spaces', legacy([widget({}, { id: 'nps venta' })]), '/widgets/0/config/id', /identificador/],
    ['a config without type', legacy([{ size: [1, 1], config: { id: 'a' } }]), '/widgets/0/config', /config\.type/],
    ['a widget without size', legacy([{ config: { id: 'a', type: 'nps' } }]), '/widgets/0', /Falta size/],
    ['a size five columns wide', legacy([widget({ size: [5, 1] })]), '/widgets/0/size', /ancho de 1 a 4/],
    ['a position in column 4', legacy([widget({ position: [4, 0] })]), '/widgets/0/position', /columna de 0 a 3/],
    ['a subTitle that is a number', legacy([widget({ subTitle: 3 })]), '/widgets/0/subTitle', /texto/],
    [
      'a label without title',
      legacy([{ size: [4, 1], config: { id: 's', type: 'sectionLabel' } }]),
      '/widgets/0',
      /título/,
    ],
    [
      'an unknown render-condition part',
      legacy([widget({ renderCondition: { logicalInclude: [15] } })]),
      '/widgets/0/renderCondition/logicalInclude',
      /escriba esa condición a mano/,
    ],
    [
      'render-condition ids that are not integers',
      legacy([widget({ renderCondition: { criticalMomentInclude: ['1'] } })]),
      '/widgets/0/renderCondition/criticalMomentInclude',
      /enteros desde 0/,
    ],
    [
      'a render-condition flag that is not a boolean',
      legacy([widget({ renderCondition: { highestScope: 'yes' } })]),
      '/widgets/0/renderCondition/highestScope',
      /true o false/,
    ],
    [
      'negative hero ids',
      legacy([], { heroBackgroundCriticalMoments: [-1] }),
      '/heroBackgroundCriticalMoments',
      /enteros desde 0/,
    ],
    ['an invalid shorthand indicator', legacy([widget({ indicator: 'NPS VENTA' })]), '/widgets/0/indicator', /código/],
    [
      'a request without indicator',
      legacy([widget({}, { indicators: [{ grouped: 'tag' }] })]),
      '/widgets/0/config/indicators/0',
      /Falta indicator/,
    ],
    [
      'indicators that are not a list',
      legacy([widget({}, { indicators: { indicator: 'NPS' } })]),
      '/widgets/0/config/indicators',
      /lista/,
    ],
    [
      'extraConfigs that are not an object',
      legacy([widget({ extraConfigs: [] })]),
      '/widgets/0/extraConfigs',
      /objeto/,
    ],
    [
      'more requests than a v2 widget holds',
      legacy([widget({}, { indicators: Array.from({ length: 21 }, () => ({ indicator: 'NPS' })) })]),
      '/widgets/0',
      /no da un widget válido/,
    ],
  ])('refuses %s', (_, doc, pointer, message) => {
    expectError(doc, 'invalid-document', pointer, message);
  });
});

describe('migrateDocument: current documents', () => {
  it('returns a v2 document as given, unchanged and without notes', () => {
    const doc = { schemaVersion: 2, key: 'k', title: { es: 'T' }, widgets: [], anything: 'kept' };
    const result = migrateDocument(doc);
    expect(result).toEqual({ changed: false, fromVersion: 2, toVersion: 2, document: doc, notes: [] });
    expect(result.document).toBe(doc);
    expect(doc).toEqual({ schemaVersion: 2, key: 'k', title: { es: 'T' }, widgets: [], anything: 'kept' });
  });

  it('stops at the current version', () => {
    expect(migrateDocument(legacy([])).toVersion).toBe(CURRENT_SCHEMA_VERSION);
  });
});

describe('migrateDocument: purity', () => {
  const doc = legacy(
    [
      widget(
        {
          renderCondition: { criticalMomentInclude: [1] },
          criticalMomentInclude: [1, 2],
          extraConfigs: { periods: 6 },
        },
        { colors: ['chart1'], indicators: [{ indicator: 'NPS', grouped: ['tag'], keyExtract: ['value'] }] },
      ),
    ],
    { heroBackgroundCriticalMoments: [1] },
  );

  it('migrates a deeply frozen input (it never writes to it)', () => {
    expect(() => migrateDocument(deepFreeze(structuredClone(doc)))).not.toThrow();
  });

  it('shares no object with the input', () => {
    const input = structuredClone(doc);
    const output = JSON.stringify(migrated(input));
    const result = migrated(input);
    const w = (result.widgets as Json[])[0] as Json;
    ((w.indicators as Json[])[0]!.groupBy as string[]).push('question');
    ((w.indicators as Json[])[0]!.extras as Json).periods = 1;
    (w.size as number[])[0] = 4;
    expect(input).toEqual(doc);
    expect(JSON.stringify(migrated(input))).toBe(output);
  });

  it('gives the same output and notes every time', () => {
    expect(migrateDocument(structuredClone(doc))).toEqual(migrateDocument(structuredClone(doc)));
  });

  it('treats fields set to undefined (from JavaScript callers) as absent', () => {
    const w = firstWidget(legacy([widget({ subTitle: undefined }, { decimals: undefined })]));
    expect(w).not.toHaveProperty('subTitle');
    expect(w).not.toHaveProperty('config');
  });
});

describe('migrateDocument: $schema', () => {
  it.each([
    [undefined, '../../schemas/dashboard.schema.json'],
    ['../../schemas/legacy.json', '../../schemas/dashboard.schema.json'],
    ['../legacy/dashboard-v1.json', '../schemas/dashboard.schema.json'],
    ['./../../../x.json', '../../../schemas/dashboard.schema.json'],
    ['dashboard-v1.json', '../../schemas/dashboard.schema.json'],
    ['https://example.com/v1/dashboard.json', '../../schemas/dashboard.schema.json'],
    [42, '../../schemas/dashboard.schema.json'],
  ])('writes %j as %j', (input, expected) => {
    const result = migrateDocument(legacy([], input === undefined ? {} : { $schema: input }));
    expect((result.document as Json).$schema).toBe(expected);
    expect(result.notes).toEqual([]);
  });
});

describe('migrateDocument: field mapping details', () => {
  it('writes the dashboard keys in schema order whatever the input order', () => {
    const doc = {
      widgets: [],
      heroBackgroundCriticalMoments: [1],
      description: 'D',
      title: 'T',
      key: 'k',
      schemaVersion: 1,
    };
    expect(Object.keys(migrated(doc))).toEqual([
      '$schema',
      'schemaVersion',
      'key',
      'title',
      'description',
      'background',
      'widgets',
    ]);
  });

  it('writes widget keys in schema order whatever the input order', () => {
    const w = {
      indicator: 'NPS',
      config: { decimals: 1, type: 'nps', id: 'n' },
      renderCondition: { highestScope: true },
      size: [1, 1],
      position: [0, 0],
      helpText: 'H',
      subTitle: 'S',
      title: 'T',
    };
    expect(Object.keys(firstWidget(legacy([w])))).toEqual([
      'id',
      'type',
      'title',
      'subTitle',
      'helpText',
      'position',
      'size',
      'renderCondition',
      'config',
      'indicators',
    ]);
  });

  it('omits config when no option survives', () => {
    expect(firstWidget(legacy([widget({}, { foo: 1 })]))).not.toHaveProperty('config');
  });

  it('keeps a render condition that holds an empty list only as a note', () => {
    const result = migrateDocument(legacy([widget({ renderCondition: { criticalMomentExclude: [] } })]));
    expect(((result.document as Json).widgets as Json[])[0]).not.toHaveProperty('renderCondition');
    expect(result.notes).toEqual([
      {
        pointer: '/widgets/0/renderCondition/criticalMomentExclude',
        message: 'Se descartó renderCondition.criticalMomentExclude: la lista está vacía',
      },
    ]);
  });

  it('writes no background for an empty hero list, and says so', () => {
    const result = migrateDocument(legacy([], { heroBackgroundCriticalMoments: [] }));
    expect(result.document).not.toHaveProperty('background');
    expect(result.notes).toEqual([
      {
        pointer: '/heroBackgroundCriticalMoments',
        message: 'Se descartó heroBackgroundCriticalMoments: la lista está vacía',
      },
    ]);
  });

  it('escapes "/" and "~" in note pointers (RFC 6901)', () => {
    const result = migrateDocument(legacy([widget({}, { 'a/b~c': 1 })]));
    expect(result.notes[0]?.pointer).toBe('/widgets/0/config/a~1b~0c');
  });

  it('keeps a widget-level pin identical to the request value without a note', () => {
    const doc = legacy([widget({ criticalMomentId: 1 }, { indicators: [{ indicator: 'NPS', criticalMomentId: 1 }] })]);
    const result = migrateDocument(doc);
    expect(result.notes).toEqual([]);
    expect(((result.document as Json).widgets as Json[])[0]).toMatchObject({
      indicators: [{ indicator: 'NPS', extras: { criticalMomentId: 1 } }],
    });
  });

  it('drops an invalid pin with a note and keeps the request', () => {
    const result = migrateDocument(legacy([widget({ indicator: 'NPS', criticalMomentId: -3 })]));
    expect(firstWidget(legacy([widget({ indicator: 'NPS', criticalMomentId: -3 })])).indicators).toEqual([
      { indicator: 'NPS' },
    ]);
    expect(result.notes).toEqual([
      {
        pointer: '/widgets/0/criticalMomentId',
        message: 'Se descartó criticalMomentId: el valor -3 no es válido para criticalMomentId',
      },
    ]);
  });

  it('produces widgets the v2 widget schema accepts for random option mixes', () => {
    const validateWidget = getValidator('widget');
    const options: Json = {
      decimals: 1,
      max: 10,
      colors: ['chart1'],
      mapper: 'yesNo',
      showHistoric: true,
      showSample: false,
      limit: 5,
    };
    for (const type of ['nps', 'pieYesNo', 'wordCloud', 'empty', 'gauge', 'trend', 'rankingByGeo']) {
      const w = firstWidget(legacy([widget({ size: [2, 2] }, { type, ...options })]));
      expect(validateWidget(w), `${type}: ${JSON.stringify(validateWidget.errors)}`).toBe(true);
    }
  });
});
