import { schemaDocuments, type SchemaName } from '@voz/schema';

// Small builders for the JSON Schemas of the admin routes. Every string refuses the NUL character
// (PostgreSQL text cannot hold it: it would be a 500, not a 400), every integer has bounds that fit
// the integer columns, every list has a size limit.

/** A JSON Schema, as plain data (Fastify compiles it with ajv and documents it in OpenAPI). */
export type JsonSchema = Record<string, unknown>;

/** Largest value of a PostgreSQL `integer` (ids and counts in the admin tables). */
export const INT_MAX = 2_147_483_647;

/** Longest list accepted in a body (platform-core §9 loads up to 1,000 items of each kind). */
export const LIST_MAX = 1000;

/** A pattern refusing the NUL character. */
export const NO_NUL = '^[^\\u0000]*$';

// The builders answer the literal shape of what they build (type, enum, items, properties,
// required), so a route's request type is derived from its schema with json-schema-to-ts
// (`FromSchema<typeof body>`) instead of an interface written beside it. Type aliases, not
// interfaces: they stay assignable to JsonSchema.

/** A text field's schema. */
export type TextSchema = {
  readonly description: string;
  readonly type: 'string';
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength: number;
};

/** A text field's schema limited to some values. */
export type EnumTextSchema<Value extends string> = Omit<TextSchema, 'pattern'> & { readonly enum: readonly Value[] };

/** Options of a text field. */
export interface TextOptions {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A text field. */
export function text<const Value extends string>(
  description: string,
  options: TextOptions & { enum: readonly Value[] },
): EnumTextSchema<Value>;
export function text(description: string, options?: TextOptions): TextSchema;
export function text(
  description: string,
  options: TextOptions & { enum?: readonly string[] } = {},
): TextSchema | EnumTextSchema<string> {
  return {
    description,
    type: 'string',
    ...(options.enum ? { enum: [...options.enum] } : { pattern: options.pattern ?? NO_NUL }),
    ...(options.minLength !== undefined ? { minLength: options.minLength } : {}),
    maxLength: options.maxLength ?? 2000,
  };
}

/** A required name: 1 to 200 characters (metadata.json names have the same limits). */
export function nameText(description: string): TextSchema {
  return text(description, { minLength: 1, maxLength: 200, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' });
}

/** An integer field's schema. */
export type IntegerSchema = {
  readonly description: string;
  readonly type: 'integer';
  readonly minimum: number;
  readonly maximum: number;
};

/** An integer field within [minimum, maximum]. */
export function integer(description: string, minimum = 0, maximum = INT_MAX): IntegerSchema {
  return { description, type: 'integer', minimum, maximum };
}

/** A boolean field's schema. */
export type BooleanSchema = { readonly description: string; readonly type: 'boolean' };

/** A boolean field. */
export function bool(description: string): BooleanSchema {
  return { description, type: 'boolean' };
}

/** A list's schema, of items of one schema. */
export type ListSchema<Item extends JsonSchema> = {
  readonly description: string;
  readonly type: 'array';
  readonly maxItems: number;
  readonly uniqueItems: true;
  readonly items: Item;
};

/** A list of distinct numeric ids. */
export function idList(
  description: string,
  maxItems = LIST_MAX,
): ListSchema<{ readonly type: 'integer'; readonly minimum: number; readonly maximum: number }> {
  return {
    description,
    type: 'array',
    maxItems,
    uniqueItems: true,
    items: { type: 'integer', minimum: 0, maximum: INT_MAX },
  };
}

/** A list of distinct strings. */
export function textList<const Item extends JsonSchema>(
  description: string,
  item: Item,
  maxItems = 200,
): ListSchema<Item> {
  return { description, type: 'array', maxItems, uniqueItems: true, items: item };
}

/** A calendar date on the wire: YYYY-MM-DD. */
export function dateText(description: string): TextSchema {
  return { description, type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 };
}

/** An instant's schema (response only). */
export type InstantSchema = { readonly description: string; readonly type: 'string'; readonly format: 'date-time' };

/** An instant as ISO 8601 text (response only). */
export function instant(description: string): InstantSchema {
  return { description, type: 'string', format: 'date-time' };
}

/** A schema also accepting null: its type and its values (when listed) with null. */
export type NullableSchema<Schema extends { readonly type: string }> = {
  readonly [Key in keyof Schema]: Key extends 'type'
    ? readonly [Schema['type'], 'null']
    : Key extends 'enum'
      ? readonly (Schema[Key] extends readonly (infer Value)[] ? Value | null : never)[]
      : Schema[Key];
};

/** The same schema, also accepting null. */
export function nullable<const Schema extends JsonSchema & { readonly type: string }>(
  schema: Schema,
): NullableSchema<Schema>;
export function nullable(schema: JsonSchema): JsonSchema;
export function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  const out: JsonSchema = { ...schema, type: Array.isArray(type) ? [...(type as string[]), 'null'] : [type, 'null'] };
  if (Array.isArray(schema.enum)) out.enum = [...(schema.enum as unknown[]), null];
  return out;
}

/** A closed object's schema. */
export type ObjectSchema<
  Properties extends Readonly<Record<string, JsonSchema>>,
  Required extends readonly string[],
> = {
  readonly description: string;
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly required: Required;
  readonly properties: Properties;
};

/** A closed object (unknown properties are refused). */
export function object<
  const Properties extends Readonly<Record<string, JsonSchema>>,
  const Required extends readonly string[] = readonly [],
>(description: string, properties: Properties, required?: Required): ObjectSchema<Properties, Required> {
  return {
    description,
    type: 'object',
    additionalProperties: false,
    required: [...(required ?? [])] as readonly string[] as Required,
    properties,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookup(doc: SchemaName, pointer: string): JsonSchema {
  let node: unknown = schemaDocuments[doc];
  for (const segment of pointer.split('/').filter(Boolean)) node = isRecord(node) ? node[segment] : undefined;
  if (!isRecord(node)) throw new Error(`no schema at ${doc}#${pointer}`);
  return node;
}

function inline(node: unknown, doc: SchemaName, depth: number): unknown {
  if (depth > 12) throw new Error(`schema too deep in ${doc}`);
  if (Array.isArray(node)) return node.map((n) => inline(n, doc, depth + 1));
  if (!isRecord(node)) return node;
  if (typeof node.$ref === 'string') {
    const [file, pointer = ''] = node.$ref.split('#');
    const target = file ? (file.replace(/\.schema\.json$/, '') as SchemaName) : doc;
    const { $ref: _ref, ...local } = node;
    const resolved = inline(lookup(target, pointer), target, depth + 1) as JsonSchema;
    return { ...resolved, ...local };
  }
  const out: JsonSchema = {};
  // Titles and x-voz-* annotations are the editor's form texts: the routes' Ajv is strict and
  // knows no x-voz-* keyword, and validating needs neither.
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id' || key === '$defs' || key === 'title' || key.startsWith('x-voz-')) continue;
    out[key] =
      key === 'properties' && isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v, doc, depth + 1)]))
        : inline(value, doc, depth + 1);
  }
  return out;
}

/**
 * The body type of fields whose schemas are the contract's (contractSchema inlines them at run
 * time, where FromSchema cannot read them), derived from the contract's generated type `T`
 * instead of written beside it: the `Required` fields as the contract types them, the `Optional`
 * ones absent (kept on update) or null (removed).
 */
export type ContractBody<T, Required extends keyof T, Optional extends keyof T> = Pick<T, Required> & {
  [Field in Optional]?: Exclude<T[Field], undefined> | null;
};

/**
 * A definition of a contract schema (schemas/*.schema.json) with its `$ref`s inlined, so a route
 * validates exactly what metadata.json accepts. Only for definitions without recursion.
 */
export function contractSchema(doc: SchemaName, pointer: string, description?: string): JsonSchema {
  const out = inline(lookup(doc, pointer), doc, 0) as JsonSchema;
  return description ? { ...out, description } : out;
}
