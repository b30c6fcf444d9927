// What ConfigForm gives react-jsonschema-form: the kind's config schema without the colour scale
// (it has its own editor), and a uiSchema that puts the Spanish texts the schema carries where rjsf
// reads them. The texts are annotations on the very nodes they describe (schemas/*.schema.json):
// a field's Spanish label is its `title`, its one-line help `x-voz-help`, the Spanish names of its
// values `x-voz-enumNames` (by value). A node's texts are those of its own annotations or, through
// its `$ref`, of the definition it points to (local ones winning, as in rjsf): a kind's property
// (`min` of radial-summary) says what the key means there, a shared definition (LocalizedText's
// `es`/`en`, the palette tokens, the two alternatives of a Color) says it once for every kind.
// They become `ui:title` and `ui:description` on every property, list item and anyOf/oneOf
// alternative, `ui:enumNames` (by value) on every enumerated value, under the keys rjsf looks up:
// an object's keys, `items`, `anyOf` or `oneOf` (an array in the order of the schema's alternatives).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { configSchemaOf } from '../model/configSchema.js';

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

/**
 * The Spanish texts of a (resolved) node: its `title` and `x-voz-help`; undefined when it has no
 * help line, which is what marks a title as the form's text (a definition's own title, such as
 * `PaletteToken`, names a type and is English).
 */
export function textsOf(schema: SchemaObject): { title: string; help: string } | undefined {
  const help = schema['x-voz-help'];
  if (typeof help !== 'string') return undefined;
  return { title: typeof schema.title === 'string' ? schema.title : '', help };
}

function uiOf(node: unknown, root: SchemaObject, seen: ReadonlySet<unknown> = new Set()): UiSchema {
  const schema = resolveNode(node, root);
  const texts = textsOf(schema);
  if (!texts || seen.has(node)) return {};
  const inner = new Set([...seen, node]);
  const ui: UiSchema = { 'ui:title': texts.title, 'ui:description': texts.help };
  const names = schema['x-voz-enumNames'];
  if (Array.isArray(schema.enum) && names && typeof names === 'object') ui['ui:enumNames'] = { ...names };
  const properties = schema.properties as SchemaObject | undefined;
  if (properties) {
    for (const [key, property] of Object.entries(properties)) ui[key] = uiOf(property, root, inner);
  }
  if (schema.items !== undefined && typeof schema.items === 'object') ui.items = uiOf(schema.items, root, inner);
  const keyword = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
  if (keyword) ui[keyword] = (schema[keyword] as unknown[]).map((branch) => uiOf(branch, root, inner));
  return ui;
}

/** The uiSchema of kind `type`'s form (schema from formSchemaOf), its texts from the schema's annotations. */
export function configUiSchema(schema: RJSFSchema | undefined): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    'ui:title': '',
    colorScale: { 'ui:widget': 'hidden' },
  };
  if (!schema) return ui;
  const root = schema as SchemaObject;
  for (const [key, property] of Object.entries((root.properties as SchemaObject | undefined) ?? {})) {
    ui[key] = uiOf(property, root);
  }
  return ui;
}
