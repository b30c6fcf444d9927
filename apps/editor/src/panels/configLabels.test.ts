import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { WIDGET_KINDS } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { configSchemaOf } from '../model/configSchema.js';
import { BY_KIND, CONFIG_LABELS } from './configLabels.js';
import { configUiSchema, formSchemaOf, OWN_EDITOR_KEYS, resolveNode } from './configUiSchema.js';

type SchemaObject = Record<string, unknown>;

/**
 * What the form of a kind would show without a Spanish text, read from the schema itself (not from
 * the dictionary): every property, nested object key, list item and anyOf/oneOf alternative needs a
 * Spanish `ui:title` and `ui:description`, every enumerated value a Spanish name in `ui:enumNames`.
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

const KINDS = WIDGET_KINDS.map((kind) => kind.type);

describe('Spanish texts of the configuration form', () => {
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
      return missingSpanish(type, schema, configUiSchema(type, schema));
    });
    expect(missing).toEqual([]);
  });

  it('a property added to a schema without a Spanish text is named by the check', () => {
    const schema = formSchemaOf('advisor-table')!;
    const grown = {
      ...schema,
      properties: {
        ...schema.properties,
        sortBy: { description: 'Column the rows are sorted by.', type: 'string', enum: ['name', 'value'] },
        advisorLabel: {
          ...(schema.properties!.advisorLabel as SchemaObject),
          $ref: undefined,
          type: 'object',
          properties: { es: { type: 'string' }, pt: { type: 'string' } },
        },
      },
    } as RJSFSchema;
    expect(missingSpanish('advisor-table', grown, configUiSchema('advisor-table', grown))).toEqual([
      'advisor-table: advisorLabel.pt (título)',
      'advisor-table: advisorLabel.pt (ayuda)',
      'advisor-table: sortBy (título)',
      'advisor-table: sortBy (ayuda)',
      'advisor-table: sortBy = "name" (nombre del valor)',
      'advisor-table: sortBy = "value" (nombre del valor)',
    ]);
  });

  it('no Spanish help repeats the English description of the schema', () => {
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
    const texts = (text: (typeof CONFIG_LABELS)[string]): string[] => [
      text.title,
      text.help,
      ...Object.values(text.properties ?? {}).flatMap(texts),
      ...(text.items ? texts(text.items) : []),
      ...(text.options ?? []).flatMap(texts),
    ];
    const all = [...Object.values(CONFIG_LABELS), ...Object.values(BY_KIND).flatMap((k) => Object.values(k))];
    expect(all.flatMap(texts).filter((t) => english.has(t))).toEqual([]);
  });

  it('has no text for a key no kind has (nor for a kind without that key)', () => {
    const keys = new Set(KINDS.flatMap((type) => Object.keys(formSchemaOf(type)!.properties ?? {})));
    expect(Object.keys(CONFIG_LABELS).filter((key) => !keys.has(key))).toEqual([]);
    const stale = Object.entries(BY_KIND).flatMap(([type, texts]) =>
      Object.keys(texts)
        .filter((key) => !Object.keys(formSchemaOf(type)?.properties ?? {}).includes(key))
        .map((key) => `${type}.${key}`),
    );
    expect(stale).toEqual([]);
  });

  it('gives a kind its own text where the key means something more precise there', () => {
    const radial = configUiSchema('radial-summary', formSchemaOf('radial-summary'));
    const gauge = configUiSchema('gauge', formSchemaOf('gauge'));
    expect((radial.min as UiSchema)['ui:description']).toContain('-100 para NPS');
    expect((gauge.min as UiSchema)['ui:description']).not.toContain('NPS');
    const stacked = configUiSchema('stacked-bar', formSchemaOf('stacked-bar'));
    expect((stacked.layout as UiSchema)['ui:enumNames']).toEqual({ horizontal: 'Horizontal', vertical: 'Vertical' });
  });
});
