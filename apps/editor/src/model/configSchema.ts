// A self-contained JSON Schema for one widget kind's `config`, for the property form: the kind's
// config definition from schemas/widget.schema.json with every $ref (local or into another schema
// file) copied under $defs, so react-jsonschema-form can resolve them without loading anything.
// It keeps the annotations that are the form's Spanish texts (each field's `title`, `x-voz-help`
// and `x-voz-enumNames`, read by panels/configUiSchema.ts) and drops the other x-voz-* ones.
import { schemaDocuments, type SchemaName } from '@voz/schema';

type Json = unknown;
type SchemaObject = Record<string, Json>;

/** The x-voz-* annotations kept: the form's help line and its values' names. */
export const FORM_ANNOTATIONS: readonly string[] = ['x-voz-help', 'x-voz-enumNames'];

const FILE_TO_NAME: Record<string, SchemaName> = Object.fromEntries(
  (Object.keys(schemaDocuments) as SchemaName[]).map((name) => [`${name}.schema.json`, name]),
);

/** Rewrites refs of a schema node read in document `doc`, collecting the definitions they need. */
function bundle(node: Json, doc: SchemaName, defs: SchemaObject): Json {
  if (Array.isArray(node)) return node.map((item) => bundle(item, doc, defs));
  if (node === null || typeof node !== 'object') return node;
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(node as SchemaObject)) {
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = refTo(value, doc, defs);
    } else if (key === '$id' || key === '$schema' || key === '$defs') {
      continue;
    } else if (key.startsWith('x-voz-')) {
      if (FORM_ANNOTATIONS.includes(key)) out[key] = value;
    } else {
      out[key] = bundle(value, doc, defs);
    }
  }
  return out;
}

function refTo(ref: string, doc: SchemaName, defs: SchemaObject): string {
  const [file, fragment = ''] = ref.split('#');
  const target: SchemaName = file ? (FILE_TO_NAME[file] ?? doc) : doc;
  const name = `${target}${fragment.replace(/\//g, '.')}`.replace(/\.\$defs\./, '__');
  if (!(name in defs)) {
    defs[name] = true; // placeholder: breaks cycles
    const root = schemaDocuments[target] as SchemaObject;
    let node: Json = root;
    for (const part of fragment.split('/').filter(Boolean)) node = (node as SchemaObject)[part];
    defs[name] = bundle(node ?? {}, target, defs);
  }
  return `#/$defs/${name}`;
}

const cache = new Map<string, SchemaObject | undefined>();

/** The bundled schema of a kind's config; undefined for a kind without one. */
export function configSchemaOf(type: string): SchemaObject | undefined {
  if (cache.has(type)) return cache.get(type);
  const widgetDefs = (schemaDocuments.widget as SchemaObject).$defs as Record<string, SchemaObject>;
  const widgetDef = Object.values(widgetDefs).find(
    (def) => ((def.properties as SchemaObject | undefined)?.type as SchemaObject | undefined)?.const === type,
  );
  const configRef = ((widgetDef?.properties as SchemaObject | undefined)?.config as SchemaObject | undefined)?.$ref;
  let result: SchemaObject | undefined;
  if (typeof configRef === 'string') {
    const defs: SchemaObject = {};
    const name = configRef.replace('#/$defs/', '');
    const body = bundle(widgetDefs[name], 'widget', defs) as SchemaObject;
    result = { ...body, $defs: defs };
  }
  cache.set(type, result);
  return result;
}
