import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PALETTE, WIDGET_KINDS, getValidator, schemaDocuments } from './index.js';
import type { SchemaError, SchemaName } from './index.js';

type Json = Readonly<Record<string, unknown>>;

/** What an invalid fixture's `.expected.json` lists: the errors the validator must report, exactly. */
interface ExpectedError {
  instancePath: string;
  keyword: string;
}

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const SCHEMAS_DIR = new URL('../../../schemas/', import.meta.url);
const NAMES = Object.keys(schemaDocuments) as SchemaName[];

const readJson = (url: URL): unknown => JSON.parse(readFileSync(url, 'utf8'));
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sorted so that the comparison ignores the order ajv happens to report errors in. */
function normalize(errors: readonly ExpectedError[] | null | undefined): ExpectedError[] {
  return (errors ?? [])
    .map(({ instancePath, keyword }) => ({ instancePath, keyword }))
    .sort((a, b) => a.instancePath.localeCompare(b.instancePath) || a.keyword.localeCompare(b.keyword));
}

/** Runs `data` through the precompiled validator of `name`, returning its errors (empty when valid). */
function errorsOf(name: SchemaName, data: unknown): ExpectedError[] {
  const validate = getValidator(name);
  const ok = validate(data);
  const errors: SchemaError[] = validate.errors ?? [];
  // The two must agree, or a caller trusting one of them would be misled.
  expect(ok).toBe(errors.length === 0);
  return normalize(errors);
}

/** Fixture file names (without .json) of one schema and folder; invalid ones leave out their .expected.json. */
function fixtureNames(name: SchemaName, folder: 'valid' | 'invalid'): string[] {
  const dir = new URL(`${name}/${folder}/`, FIXTURES);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

const fixture = (name: SchemaName, folder: 'valid' | 'invalid', file: string): unknown =>
  readJson(new URL(`${name}/${folder}/${file}.json`, FIXTURES));

describe('fixtures', () => {
  it('every schema has several valid and several invalid fixtures, and nothing else is there', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      expect(fixtureNames(name, 'valid').length, `${name} valid`).toBeGreaterThanOrEqual(2);
      expect(fixtureNames(name, 'invalid').length, `${name} invalid`).toBeGreaterThanOrEqual(3);
      expect(readdirSync(new URL(`${name}/`, FIXTURES)).sort()).toEqual(['invalid', 'valid']);
    }
  });

  it('every invalid fixture has its .expected.json and every .expected.json its fixture', () => {
    for (const name of NAMES) {
      const dir = new URL(`${name}/invalid/`, FIXTURES);
      const files = readdirSync(dir);
      const expected = files.filter((f) => f.endsWith('.expected.json')).map((f) => f.replace('.expected.json', ''));
      expect(expected.sort(), name).toEqual(fixtureNames(name, 'invalid'));
      expect(
        files.filter((f) => !f.endsWith('.json')),
        name,
      ).toEqual([]);
    }
  });

  describe.each(NAMES)('%s', (name) => {
    it.each(fixtureNames(name, 'valid'))('valid/%s.json passes', (file) => {
      expect(errorsOf(name, fixture(name, 'valid', file))).toEqual([]);
    });

    it.each(fixtureNames(name, 'invalid'))('invalid/%s.json reports exactly its expected errors', (file) => {
      const expected = readJson(new URL(`${name}/invalid/${file}.expected.json`, FIXTURES)) as ExpectedError[];
      expect(expected.length, 'an invalid fixture must expect at least one error').toBeGreaterThan(0);
      expect(errorsOf(name, fixture(name, 'invalid', file))).toEqual(normalize(expected));
    });
  });
});

describe('validators', () => {
  it('exist for every schema, one distinct function each', () => {
    const validators = NAMES.map((name) => getValidator(name));
    for (const v of validators) expect(typeof v).toBe('function');
    expect(new Set(validators).size).toBe(NAMES.length);
  });

  it('reset `errors` to null after a successful call that follows a failed one', () => {
    const validate = getValidator('localized-text');
    expect(validate({ en: 'x' })).toBe(false);
    expect(validate.errors).toHaveLength(1);
    expect(validate({ es: 'x' })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('reject non-objects at the root with a single type error (discriminated schemas too)', () => {
    for (const name of NAMES) {
      for (const data of [[], 'x', null, 2]) {
        expect(errorsOf(name, data), `${name} ${JSON.stringify(data)}`).toEqual([
          { instancePath: '', keyword: 'type' },
        ]);
      }
    }
  });

  it('are precompiled: the generated module needs no eval, no CommonJS and no ajv at run time', () => {
    // Under a Content-Security-Policy without 'unsafe-eval' `new Function` throws; `require` does not
    // exist in a browser; importing ajv would compile schemas (with `new Function`) at run time.
    const code = readFileSync(new URL('./generated/validators.gen.ts', import.meta.url), 'utf8');
    expect(code).not.toContain('new Function');
    expect(code).not.toMatch(/\bFunction\(/);
    expect(code).not.toMatch(/\beval\(/);
    expect(code).not.toContain('require(');
    expect(code).not.toMatch(/^\s*import\b/m);
    for (const name of NAMES) {
      const exported = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      expect(code, name).toMatch(new RegExp(`export const ${exported} = validate\\d+;`));
    }
  });
});

// -------------------------------------------------------------------------------------------------
// The schema documents themselves.

/** The node a `$ref` written in schema `from` points to, and the schema it lies in. */
function resolveRef(ref: string, from: SchemaName): { node: unknown; schema: SchemaName } {
  const [file = '', pointer = ''] = ref.split('#');
  const schema = (file ? file.replace(/\.schema\.json$/, '') : from) as SchemaName;
  let node: unknown = schemaDocuments[schema];
  if (node === undefined) throw new Error(`${from}: $ref ${ref} names no schema of schemaDocuments`);
  for (const segment of pointer.split('/').filter(Boolean)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) ? node[key] : Array.isArray(node) ? (node as unknown[])[Number(key)] : undefined;
    if (node === undefined) throw new Error(`${from}: $ref ${ref} points nowhere`);
  }
  return { node, schema };
}

/** Calls `visit` on every subschema of `node` (values of enum, const and x-voz annotations are data, not schemas). */
function walk(node: unknown, path: string, visit: (node: Json, path: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => walk(child, `${path}/${i}`, visit));
    return;
  }
  if (!isRecord(node)) return;
  visit(node, path);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'enum' || key === 'const' || key === 'examples' || key.startsWith('x-voz-')) continue;
    walk(value, `${path}/${key}`, visit);
  }
}

describe('schema documents', () => {
  const files = readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.schema.json'));

  it('schemaDocuments holds exactly the files of schemas/, unchanged', () => {
    expect(files.map((f) => f.replace(/\.schema\.json$/, '')).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES)
      expect(schemaDocuments[name], name).toEqual(readJson(new URL(`${name}.schema.json`, SCHEMAS_DIR)));
  });

  it.each(files)('%s is draft 2020-12 and carries the major version in its $id', (file) => {
    const doc = readJson(new URL(file, SCHEMAS_DIR)) as Json;
    expect(doc.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.$id).toBe(`https://voz.dev/schemas/v2/${file}`);
    expect(String(doc.$id)).toContain('/v2/');
    expect(typeof doc.title).toBe('string');
    expect(typeof doc.description).toBe('string');
  });

  it('every $ref resolves inside schemaDocuments', () => {
    const refs: string[] = [];
    for (const name of NAMES) {
      walk(schemaDocuments[name], name, (node) => {
        if (typeof node.$ref !== 'string') return;
        refs.push(node.$ref);
        expect(() => resolveRef(node.$ref as string, name)).not.toThrow();
      });
    }
    expect(refs.length).toBeGreaterThan(100);
  });

  it('every property of every schema and $defs has a description, on itself or on its $ref target', () => {
    const undocumented: string[] = [];
    let checked = 0;
    for (const name of NAMES) {
      walk(schemaDocuments[name], `${name}#`, (node, path) => {
        if (!isRecord(node.properties)) return;
        for (const [property, schema] of Object.entries(node.properties)) {
          checked++;
          if (!isRecord(schema)) {
            undocumented.push(`${path}/properties/${property}`);
            continue;
          }
          let description = schema.description;
          if (description === undefined && typeof schema.$ref === 'string') {
            const target = resolveRef(schema.$ref, name).node;
            description = isRecord(target) ? target.description : undefined;
          }
          if (typeof description !== 'string' || description.trim() === '') {
            undocumented.push(`${path}/properties/${property}`);
          }
        }
      });
    }
    expect(undocumented).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('every $defs entry has a title and a description (they name the generated types)', () => {
    for (const name of NAMES) {
      const defs = (schemaDocuments[name].$defs ?? {}) as Record<string, Json>;
      for (const [key, def] of Object.entries(defs)) {
        expect(typeof def.title, `${name}#/$defs/${key}`).toBe('string');
        expect(typeof def.description, `${name}#/$defs/${key}`).toBe('string');
      }
    }
  });
});

// -------------------------------------------------------------------------------------------------
// The texts of the editor's configuration form: annotations on the fields they describe.

describe("the editor's form texts (title, x-voz-help, x-voz-enumNames)", () => {
  /** A document's root or one of its `$defs`: the only nodes whose `title` names a generated type. */
  const isTop = (name: string, path: string): boolean => path === name || /^[^/]+\/\$defs\/[^/]+$/.test(path);

  it("every field's title comes with its Spanish help and every help with its title", () => {
    const wrong: string[] = [];
    let helps = 0;
    for (const name of NAMES) {
      walk(schemaDocuments[name], name, (node, path) => {
        const help = node['x-voz-help'];
        if (help !== undefined) helps++;
        if (help !== undefined && (typeof help !== 'string' || help.trim() === '')) wrong.push(`${path}: empty help`);
        if (help !== undefined && (typeof node.title !== 'string' || node.title.trim() === ''))
          wrong.push(`${path}: help without a title`);
        // A title below a definition's top is a form label (gen-types drops it before naming types).
        if (typeof node.title === 'string' && !isTop(name, path) && help === undefined)
          wrong.push(`${path}: title without x-voz-help`);
        if (isTop(name, path) && help !== undefined) wrong.push(`${path}: a definition's title names a type`);
      });
    }
    expect(wrong).toEqual([]);
    expect(helps).toBeGreaterThan(100);
  });

  it('x-voz-enumNames names exactly the values of the enum beside it', () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      walk(schemaDocuments[name], name, (node, path) => {
        const names = node['x-voz-enumNames'];
        if (names === undefined) return;
        if (!Array.isArray(node.enum) || !isRecord(names)) {
          wrong.push(`${path}: x-voz-enumNames without an enum`);
          return;
        }
        const values = node.enum.map(String);
        if (JSON.stringify(Object.keys(names)) !== JSON.stringify(values)) wrong.push(`${path}: not the enum's values`);
        for (const [value, text] of Object.entries(names))
          if (typeof text !== 'string' || text.trim() === '') wrong.push(`${path}: ${value} without a name`);
      });
    }
    expect(wrong).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------
// Widget kinds.

const widgetDefs = schemaDocuments.widget.$defs as Record<string, Json>;

/** A value for every config field of every kind; a kind gaining a field fails below until one is added. */
const CONFIG_SAMPLES: Record<string, unknown> = {
  advisorLabel: { es: 'Conductor', en: 'Driver' },
  by: 'geography',
  color: 'amber',
  colorScale: 'nps',
  colors: ['chart1', '#3B6FD8', 'satisfaction5'],
  decimals: 1,
  layout: 'horizontal',
  limit: 50,
  linkToComments: true,
  map: 'cl-regions',
  mapper: 'npsBreakdown',
  max: 100,
  min: 0,
  mode: 'both',
  normalize: true,
  pageSize: 15,
  period: 'week',
  showBreakdown: true,
  showHistoric: true,
  showLegend: false,
  showPoints: true,
  showRegression: true,
  showSample: true,
  showSentiment: true,
  size: 5,
  unit: 'percent',
  variant: 'yesNo',
  xThreshold: 50,
  yThreshold: 8.5,
};

/** A widget of `kind` at `size` whose config sets every field the kind has. */
function widgetOf(kind: (typeof WIDGET_KINDS)[number], size: readonly [number, number]): Record<string, unknown> {
  return {
    id: `w-${kind.type}`,
    type: kind.type,
    title: { es: kind.description, en: kind.type },
    position: [4 - size[0], 0],
    size,
    config: Object.fromEntries(kind.configProperties.map((p) => [p, CONFIG_SAMPLES[p]])),
    indicators: [{ indicator: 'VENTA_NPS', extras: { periods: 6 } }],
  };
}

describe('widget kinds', () => {
  const oneOfTypes = (schemaDocuments.widget.oneOf as Json[]).map((branch) => {
    const def = resolveRef(branch.$ref as string, 'widget').node as { properties: { type: { const: string } } };
    return def.properties.type.const;
  });

  it('WIDGET_KINDS, the widgetType enum and the oneOf branches list the same kinds in the same order', () => {
    const types = WIDGET_KINDS.map((k) => k.type);
    expect(types.length).toBe(33);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(oneOfTypes);
    expect(types).toEqual(widgetDefs.widgetType?.enum);
  });

  it.each(WIDGET_KINDS.map((k) => [k.type, k] as const))(
    '%s: x-voz-minSize <= x-voz-maxSize, width <= 4',
    (_, kind) => {
      const [minW, minH] = kind.minSize;
      const [maxW, maxH] = kind.maxSize;
      expect(kind.minSize).toHaveLength(2);
      expect(kind.maxSize).toHaveLength(2);
      expect(minW).toBeGreaterThanOrEqual(1);
      expect(minH).toBeGreaterThanOrEqual(1);
      expect(minW).toBeLessThanOrEqual(maxW);
      expect(minH).toBeLessThanOrEqual(maxH);
      expect(maxW).toBeLessThanOrEqual(4);
      expect(maxH).toBeLessThanOrEqual(12);
    },
  );

  it('every config field of every kind has a sample value in this test', () => {
    const fields = new Set(WIDGET_KINDS.flatMap((k) => k.configProperties));
    expect([...fields].filter((f) => !(f in CONFIG_SAMPLES))).toEqual([]);
  });

  describe.each(WIDGET_KINDS.map((k) => [k.type, k] as const))('%s', (type, kind) => {
    it('is valid at its smallest and largest size with every config field set', () => {
      expect(errorsOf('widget', widgetOf(kind, kind.minSize))).toEqual([]);
      expect(errorsOf('widget', widgetOf(kind, kind.maxSize))).toEqual([]);
    });

    it('is valid with only id, type, size (and a title for labels)', () => {
      const minimal = { id: 'w', type, size: kind.minSize, ...(type === 'label' ? { title: { es: 'Sección' } } : {}) };
      expect(errorsOf('widget', minimal)).toEqual([]);
    });

    it('lists the fields of its config definition', () => {
      const def = resolveRef(`#/$defs/${configDefOf(type)}`, 'widget').node;
      expect(Object.keys((def as { properties: Json }).properties)).toEqual(kind.configProperties);
    });

    it('rejects an unknown config field with one additionalProperties error on /config', () => {
      const widget = widgetOf(kind, kind.minSize);
      widget.config = { ...(widget.config as Json), bogus: true };
      expect(errorsOf('widget', widget)).toEqual([{ instancePath: '/config', keyword: 'additionalProperties' }]);
    });

    it('rejects an unknown widget field with one unevaluatedProperties error on the widget', () => {
      expect(errorsOf('widget', { ...widgetOf(kind, kind.minSize), bogus: true })).toEqual([
        { instancePath: '', keyword: 'unevaluatedProperties' },
      ]);
    });

    it('with a misspelt type gives exactly one discriminator error, at the widget', () => {
      const dashboard = {
        schemaVersion: 2,
        key: 'k',
        title: { es: 'T' },
        widgets: [
          { id: 'ok', type: 'spacer', size: [1, 1] },
          { ...widgetOf(kind, [9, 9]), type: `${type}s`, bogus: 1 },
        ],
      };
      expect(errorsOf('dashboard', dashboard)).toEqual([{ instancePath: '/widgets/1', keyword: 'discriminator' }]);
    });
  });
});

/** Name of the `$defs` entry holding a kind's config (what its branch's `config` refers to). */
function configDefOf(type: string): string {
  const branch = Object.values(widgetDefs).find(
    (def) => (def.properties as Record<string, Json> | undefined)?.type?.const === type,
  ) as { properties: { config: { $ref: string } } } | undefined;
  if (!branch) throw new Error(`no branch for ${type}`);
  return branch.properties.config.$ref.replace('#/$defs/', '');
}

// -------------------------------------------------------------------------------------------------
// Palette.

describe('PALETTE', () => {
  const tokens = (schemaDocuments['color-scale'].$defs as Record<string, Json>).paletteToken?.enum as string[];

  it('has a #RRGGBB colour for each palette token and nothing else', () => {
    expect(Object.keys(PALETTE).sort()).toEqual([...tokens].sort());
    for (const token of tokens) expect(PALETTE[token as keyof typeof PALETTE], token).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it("holds the catalogue's status colours under their tokens", () => {
    const values = Object.values(PALETTE).map((c) => c.toUpperCase());
    for (const colour of ['#88DD76', '#F3AF5A', '#CD4245', '#DB7476', '#8CF0EA']) expect(values).toContain(colour);
    expect(PALETTE).toMatchObject({
      green: '#88DD76',
      amber: '#F3AF5A',
      red: '#CD4245',
      redSoft: '#DB7476',
      cyan: '#8CF0EA',
    });
  });

  it('every token is accepted as a colour, and so is #RRGGBB in either case', () => {
    for (const color of [...tokens, '#3f9e4d', '#3F9E4D']) {
      expect(errorsOf('color-scale', { bands: [{ color }] }), color).toEqual([]);
    }
  });
});
