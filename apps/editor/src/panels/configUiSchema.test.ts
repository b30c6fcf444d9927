import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaDocuments, WIDGET_KINDS } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { configSchemaOf } from '../model/configSchema.js';
import { configUiSchema, formSchemaOf, OWN_EDITOR_KEYS, resolveNode } from './configUiSchema.js';

type SchemaObject = Record<string, unknown>;

/**
 * What the form of a kind would show without a Spanish text, read from the schema itself: every
 * property, nested object key, list item and anyOf/oneOf alternative needs a Spanish `ui:title` and
 * `ui:description`, every enumerated value a Spanish name in `ui:enumNames`.
 */
function missingSpanish(type: string, schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const root = schema as SchemaObject;
  const missing: string[] = [];
  const visit = (node: unknown, ui: UiSchema | undefined, path: string, seen: ReadonlySet<unknown>): void => {
    if (seen.has(node)) return; // a recursive schema: its texts were checked on the first pass
    const resolved = resolveNode(node, root);
    const inner = new Set([...seen, node]);
    if (typeof ui?.['ui:title'] !== 'string' || ui['ui:title'] === '') missing.push(`${type}: ${path} (título)`);
    if (typeof ui?.['ui:description'] !== 'string' || ui['ui:description'] === '')
      missing.push(`${type}: ${path} (ayuda)`);
    if (Array.isArray(resolved.enum)) {
      const names = (ui?.['ui:enumNames'] ?? {}) as Record<string, string | undefined>;
      for (const value of resolved.enum) {
        if (!names[String(value)]) missing.push(`${type}: ${path} = ${JSON.stringify(value)} (nombre del valor)`);
      }
    }
    for (const [key, property] of Object.entries((resolved.properties as SchemaObject | undefined) ?? {})) {
      visit(property, ui?.[key] as UiSchema | undefined, `${path}.${key}`, inner);
    }
    if (resolved.items !== undefined && typeof resolved.items === 'object') {
      visit(resolved.items, ui?.items as UiSchema | undefined, `${path}[]`, inner);
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = resolved[keyword];
      if (!Array.isArray(branches)) continue;
      const uiBranches = ui?.[keyword] as UiSchema[] | undefined;
      branches.forEach((branch, i) => visit(branch, uiBranches?.[i], `${path}<${keyword} ${i + 1}>`, inner));
    }
  };
  for (const [key, property] of Object.entries((root.properties as SchemaObject | undefined) ?? {})) {
    visit(property, uiSchema[key] as UiSchema | undefined, key, new Set());
  }
  return missing;
}

/** Every ui:title and ui:description of a uiSchema. */
function textsOfUi(ui: unknown): string[] {
  if (Array.isArray(ui)) return ui.flatMap(textsOfUi);
  if (!ui || typeof ui !== 'object') return [];
  return Object.entries(ui).flatMap(([key, value]) =>
    key === 'ui:title' || key === 'ui:description'
      ? typeof value === 'string' && value !== ''
        ? [value]
        : []
      : key === 'ui:enumNames'
        ? []
        : textsOfUi(value),
  );
}

const KINDS = WIDGET_KINDS.map((kind) => kind.type);
const uiOf = (type: string): UiSchema => configUiSchema(formSchemaOf(type));
const at = (ui: UiSchema, ...path: (string | number)[]): UiSchema =>
  path.reduce<UiSchema>((node, key) => (node as Record<string | number, UiSchema>)[key]!, ui);

describe('Spanish texts of the configuration form (schema annotations)', () => {
  it('every kind of WIDGET_KINDS has its config schema bundled, and the form shows all but the colour scale', () => {
    for (const kind of WIDGET_KINDS) {
      const bundled = configSchemaOf(kind.type);
      expect(bundled, kind.type).toBeDefined();
      expect(Object.keys((bundled!.properties as SchemaObject | undefined) ?? {}), kind.type).toEqual([
        ...kind.configProperties,
      ]);
      expect(Object.keys(formSchemaOf(kind.type)!.properties ?? {}), kind.type).toEqual(
        kind.configProperties.filter((key) => !OWN_EDITOR_KEYS.includes(key)),
      );
    }
  });

  it('every property, nested key, list item, alternative and enumerated value of every kind has a Spanish text', () => {
    const missing = KINDS.flatMap((type) => {
      const schema = formSchemaOf(type)!;
      return missingSpanish(type, schema, configUiSchema(schema));
    });
    expect(missing).toEqual([]);
  });

  it('a property added to a schema without its annotations is named by the check', () => {
    const schema = formSchemaOf('advisor-table')!;
    const advisorLabel = schema.properties!.advisorLabel as SchemaObject;
    const grown = {
      ...schema,
      properties: {
        ...schema.properties,
        sortBy: { description: 'Column the rows are sorted by.', type: 'string', enum: ['name', 'value'] },
        // A title without its help line is not a form text (a definition's title names a type).
        rank: { title: 'Rank', description: 'Rank.', type: 'integer' },
        advisorLabel: {
          ...advisorLabel,
          $ref: undefined,
          type: 'object',
          properties: { es: { title: 'Español', 'x-voz-help': 'Texto en español.', type: 'string' }, pt: {} },
        },
        period: { title: 'Período', 'x-voz-help': 'Período.', type: 'string', enum: ['month', 'week'] },
      },
    } as RJSFSchema;
    expect(missingSpanish('advisor-table', grown, configUiSchema(grown))).toEqual([
      'advisor-table: advisorLabel.pt (título)',
      'advisor-table: advisorLabel.pt (ayuda)',
      'advisor-table: sortBy (título)',
      'advisor-table: sortBy (ayuda)',
      'advisor-table: sortBy = "name" (nombre del valor)',
      'advisor-table: sortBy = "value" (nombre del valor)',
      'advisor-table: rank (título)',
      'advisor-table: rank (ayuda)',
      'advisor-table: period = "month" (nombre del valor)',
      'advisor-table: period = "week" (nombre del valor)',
    ]);
  });

  it('no Spanish text repeats an English description of the schema', () => {
    const english = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'description' && typeof value === 'string') english.add(value);
          else collect(value);
        }
      }
    };
    KINDS.forEach((type) => collect(configSchemaOf(type)));
    expect(KINDS.flatMap((type) => textsOfUi(uiOf(type))).filter((t) => english.has(t))).toEqual([]);
  });

  it('reads exact labels, helps and value names from the schema', () => {
    const advisor = uiOf('advisor-table');
    expect(at(advisor, 'decimals')).toEqual({
      'ui:title': 'Decimales',
      'ui:description':
        'Cantidad de decimales mostrados; si se deja vacío, los del formato del tenant (formatting.decimals).',
    });
    expect(at(advisor, 'advisorLabel', 'ui:title')).toBe('Encabezado de la columna de nombres');
    expect(at(advisor, 'advisorLabel', 'es')).toEqual({
      'ui:title': 'Español',
      'ui:description': 'Texto en español (idioma por defecto y de respaldo).',
    });
    expect(at(advisor, 'advisorLabel', 'en', 'ui:title')).toBe('Inglés');

    const ranking = uiOf('ranking');
    expect(at(ranking, 'by')).toEqual({
      'ui:title': 'Qué se ordena',
      'ui:description': 'Lo que ordena el ranking.',
      'ui:enumNames': { question: 'Preguntas', geography: 'Geografías', tag: 'Etiquetas' },
    });
    expect(at(ranking, 'mode', 'ui:enumNames')).toEqual({
      best: 'Los mejores',
      worst: 'Los peores',
      both: 'Ambos extremos',
    });
    expect(at(uiOf('stacked-bar'), 'layout', 'ui:enumNames')).toEqual({
      horizontal: 'Horizontal',
      vertical: 'Vertical',
    });
    expect(at(uiOf('pie'), 'variant', 'ui:enumNames')).toMatchObject({ yesNo: 'Sí / No' });
    expect(at(uiOf('map'), 'map', 'ui:enumNames')).toMatchObject({ world: 'Mundo (países)' });

    // The colours: the list, its item and the two alternatives of a Color (color-scale.schema.json).
    const pie = uiOf('pie');
    expect(at(pie, 'colors', 'ui:title')).toBe('Colores');
    expect(at(pie, 'colors', 'items', 'ui:title')).toBe('Color');
    expect(at(pie, 'colors', 'items', 'anyOf', 0, 'ui:title')).toBe('Color de la paleta');
    expect(at(pie, 'colors', 'items', 'anyOf', 0, 'ui:enumNames')).toMatchObject({
      chart1: 'Gráfico 1 (azul)',
      satisfaction5: 'Satisfacción 5 (la mejor, verde oscuro)',
    });
    expect(at(pie, 'colors', 'items', 'anyOf', 1)).toEqual({
      'ui:title': 'Color explícito',
      'ui:description': 'Un color explícito en formato #RRGGBB.',
    });
    const label = uiOf('label');
    expect(at(label, 'color', 'ui:description')).toBe('Color de la etiqueta (su texto y su línea).');
    expect(at(label, 'color', 'anyOf', 0, 'ui:title')).toBe('Color de la paleta');

    // Mapper names stay code names, explained by the field's help.
    expect(at(uiOf('bar'), 'mapper', 'ui:enumNames')).toMatchObject({ resumeCounts: 'resumeCounts' });
  });

  it("gives a kind its own text where the key means something more precise there (on that kind's property)", () => {
    expect(at(uiOf('radial-summary'), 'min', 'ui:description')).toContain('-100 para NPS');
    expect(at(uiOf('multiple-gauge'), 'min', 'ui:description')).toContain('1 para un rango de notas de 1 a 10');
    expect(at(uiOf('gauge'), 'min', 'ui:description')).toBe(
      'Valor más bajo de la escala dibujada (0 si se deja vacío).',
    );
    expect(at(uiOf('detailed-bar'), 'mapper', 'ui:description')).toMatch(/'resumeCounts' dibuja los estados/);
    expect(at(uiOf('bar'), 'mapper', 'ui:description')).not.toMatch(/resumeCounts/);
    expect(at(uiOf('word-cloud'), 'limit')).toEqual({
      'ui:title': 'Máximo de palabras',
      'ui:description': 'Cantidad máxima de palabras mostradas (50 si se deja vacío).',
    });
    expect(at(uiOf('word-count'), 'limit', 'ui:description')).toBe('Cantidad máxima de palabras mostradas.');
    expect(at(uiOf('last-comments'), 'limit', 'ui:title')).toBe('Máximo de comentarios');
  });

  it('shared texts live on the shared definitions, in their own schema files', () => {
    const localized = schemaDocuments['localized-text'] as SchemaObject;
    const es = (localized.properties as Record<string, SchemaObject>).es!;
    expect([es.title, es['x-voz-help']]).toEqual(['Español', 'Texto en español (idioma por defecto y de respaldo).']);
    const colorDefs = (schemaDocuments['color-scale'] as SchemaObject).$defs as Record<string, SchemaObject>;
    expect((colorDefs.color!.anyOf as SchemaObject[]).map((branch) => branch.title)).toEqual([
      'Color de la paleta',
      'Color explícito',
    ]);
    expect(Object.keys(colorDefs.paletteToken!['x-voz-enumNames'] as SchemaObject)).toEqual(
      colorDefs.paletteToken!.enum,
    );
    // A definition keeps its English title (it names the generated type), which the form never shows.
    expect([localized.title, colorDefs.paletteToken!.title, colorDefs.color!.title]).toEqual([
      'LocalizedText',
      'PaletteToken',
      'Color',
    ]);
  });

  it('keeps the form-level keys: no submit button, no form title, the colour scale hidden', () => {
    const ui = uiOf('gauge');
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
    expect(ui['ui:title']).toBe('');
    expect(ui.colorScale).toEqual({ 'ui:widget': 'hidden' });
    expect(configUiSchema(undefined)).toEqual({
      'ui:submitButtonOptions': { norender: true },
      'ui:title': '',
      colorScale: { 'ui:widget': 'hidden' },
    });
  });
});
