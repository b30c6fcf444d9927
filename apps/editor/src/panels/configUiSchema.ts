// What ConfigForm gives react-jsonschema-form: the kind's config schema without the colour scale
// (it has its own editor), and a uiSchema that puts the Spanish texts of configLabels.ts where rjsf
// reads them — `ui:title` and `ui:description` on every property, list item and anyOf/oneOf
// alternative, `ui:enumNames` (by value) on every enumerated value. The schema is walked beside the
// dictionary, so the texts go under the keys rjsf looks up: an object's keys, `items`, `anyOf` or
// `oneOf` (an array in the order of the schema's alternatives).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { configSchemaOf } from '../model/configSchema.js';
import { configLabel, type FieldText } from './configLabels.js';

type SchemaObject = Record<string, unknown>;

/** The property left out of the form: the colour scale has its own editor. */
export const OWN_EDITOR_KEYS: readonly string[] = ['colorScale'];

/** The schema the form draws for a kind: its config schema, untitled, without the colour scale. */
export function formSchemaOf(type: string): RJSFSchema | undefined {
  const schema = configSchemaOf(type);
  if (!schema) return undefined;
  const { description: _description, title: _title, ...body } = schema;
  return {
    ...body,
    properties: Object.fromEntries(
      Object.entries((schema.properties as SchemaObject | undefined) ?? {}).filter(
        ([key]) => !OWN_EDITOR_KEYS.includes(key),
      ),
    ),
  } as RJSFSchema;
}

/** A node with its local `$ref`s (into the bundled `$defs`) followed, local keywords winning as in rjsf. */
export function resolveNode(node: unknown, root: SchemaObject): SchemaObject {
  let current = (node ?? {}) as SchemaObject;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
    const { $ref, ...local } = current;
    let target: unknown = root;
    for (const part of $ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
      target = (target as SchemaObject | undefined)?.[part];
    }
    current = { ...((target ?? {}) as SchemaObject), ...local };
  }
  return current;
}

function uiOf(text: FieldText | undefined, node: unknown, root: SchemaObject): UiSchema {
  if (!text) return {};
  const schema = resolveNode(node, root);
  const ui: UiSchema = { 'ui:title': text.title, 'ui:description': text.help };
  if (Array.isArray(schema.enum) && text.values) ui['ui:enumNames'] = { ...text.values };
  const properties = schema.properties as SchemaObject | undefined;
  if (properties && text.properties) {
    for (const [key, property] of Object.entries(properties)) ui[key] = uiOf(text.properties[key], property, root);
  }
  if (schema.items !== undefined && text.items) ui.items = uiOf(text.items, schema.items, root);
  const keyword = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
  if (keyword && text.options) {
    ui[keyword] = (schema[keyword] as unknown[]).map((branch, i) => uiOf(text.options?.[i], branch, root));
  }
  return ui;
}

/** The uiSchema of kind `type`'s form (schema from formSchemaOf), its texts from configLabels.ts. */
export function configUiSchema(type: string, schema: RJSFSchema | undefined): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    'ui:title': '',
    colorScale: { 'ui:widget': 'hidden' },
  };
  if (!schema) return ui;
  const root = schema as SchemaObject;
  for (const [key, property] of Object.entries((root.properties as SchemaObject | undefined) ?? {})) {
    ui[key] = uiOf(configLabel(type, key), property, root);
  }
  return ui;
}
