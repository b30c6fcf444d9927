import { schemaDocuments, type SchemaName } from '@voz/schema';
import { assertJsonDepth } from './depth.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = Readonly<Record<string, unknown>>;

/** Where a schema node lives, so its relative `$ref`s can be resolved. */
interface Located {
  node: SchemaNode;
  doc: SchemaName;
}

const PRINT_WIDTH = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function docNamed(file: string): SchemaName {
  const name = file.replace(/^.*\//, '').replace(/\.schema\.json$/, '') as SchemaName;
  if (!(name in schemaDocuments)) throw new Error(`unknown schema file ${file}`);
  return name;
}

const resolved = new Map<string, Located>();

function resolveRef(ref: string, from: SchemaName): Located {
  const key = `${from}|${ref}`;
  let hit = resolved.get(key);
  if (!hit) {
    hit = lookupRef(ref, from);
    resolved.set(key, hit);
  }
  return hit;
}

function lookupRef(ref: string, from: SchemaName): Located {
  const [target, pointer = ''] = ref.split('#');
  const doc = target ? docNamed(target) : from;
  let node: unknown = schemaDocuments[doc];
  for (const segment of pointer.split('/').filter(Boolean)) node = isRecord(node) ? node[segment] : undefined;
  if (!isRecord(node)) throw new Error(`unresolvable $ref ${ref} in ${from}`);
  return { node, doc };
}

/** Follows `$ref`s until a node with content. */
function deref(at: Located): Located {
  let current = at;
  for (let i = 0; i < 20 && typeof current.node.$ref === 'string'; i++)
    current = resolveRef(current.node.$ref, current.doc);
  return current;
}

/** The schema branches that describe a value: the node, its allOf parts, the matching oneOf/anyOf branch. */
function branchesFor(at: Located, value: Json): Located[] {
  const here = deref(at);
  const out: Located[] = [];
  // allOf parts first: a widget kind's base fields (id, type, title...) come before its own.
  for (const part of (here.node.allOf as SchemaNode[] | undefined) ?? [])
    out.push(...branchesFor({ node: part, doc: here.doc }, value));
  out.push(here);
  const alternatives = (here.node.oneOf ?? here.node.anyOf) as SchemaNode[] | undefined;
  if (alternatives) {
    const chosen = chooseAlternative(alternatives, here, value);
    if (chosen) out.push(...branchesFor(chosen, value));
  }
  return out;
}

function chooseAlternative(alternatives: readonly SchemaNode[], parent: Located, value: Json): Located | undefined {
  const located = alternatives.map((node) => deref({ node, doc: parent.doc }));
  const tag = (parent.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (tag && isRecord(value)) {
    const match = located.find(
      (l) => (l.node.properties as Record<string, SchemaNode> | undefined)?.[tag]?.const === value[tag],
    );
    if (match) return match;
  }
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return located.find((l) => {
    const t = l.node.type;
    if (t === undefined) return kind === 'object' && (l.node.properties !== undefined || l.node.$ref !== undefined);
    return t === kind || (t === 'integer' && kind === 'number');
  });
}

/** Sorts an object's keys as its schema lists them; keys the schema does not know keep their order, after. */
function ordered(value: Json, at: Located | undefined): Json {
  if (Array.isArray(value)) {
    const branches = at ? branchesFor(at, value) : [];
    const prefix = branches.map((b) => b.node.prefixItems as SchemaNode[] | undefined).find(Boolean);
    const items = branches.map((b) => b.node.items as SchemaNode | undefined).find((i) => isRecord(i));
    const doc = branches[0]?.doc;
    return value.map((v, i) => {
      const schema = prefix?.[i] ?? items;
      return ordered(
        v,
        schema && doc
          ? { node: schema, doc: branches.find((b) => b.node.prefixItems || b.node.items)?.doc ?? doc }
          : undefined,
      );
    });
  }
  if (!isRecord(value)) return value;
  const branches = at ? branchesFor(at, value) : [];
  const props: [string, Located][] = [];
  let additional: Located | undefined;
  for (const b of branches) {
    for (const [k, node] of Object.entries((b.node.properties as Record<string, SchemaNode> | undefined) ?? {})) {
      if (!props.some(([known]) => known === k)) props.push([k, { node, doc: b.doc }]);
    }
    if (!additional && isRecord(b.node.additionalProperties))
      additional = { node: b.node.additionalProperties, doc: b.doc };
  }
  const out: Record<string, Json> = {};
  // The schema of a later branch (a widget kind's `type`, `config`) refines the base's; use the last.
  const schemaOf = (k: string): Located | undefined => {
    let found: Located | undefined;
    for (const b of branches) {
      const node = (b.node.properties as Record<string, SchemaNode> | undefined)?.[k];
      if (node) found = { node, doc: b.doc };
    }
    return found ?? additional;
  };
  for (const [k] of props) if (k in value) out[k] = ordered(value[k] as Json, schemaOf(k));
  for (const k of Object.keys(value)) if (!(k in out)) out[k] = ordered(value[k] as Json, schemaOf(k));
  return out;
}

function print(value: Json, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (indent.length + inline.length <= PRINT_WIDTH) return inline;
    }
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + print(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const inner = indent + '  ';
    return `{\n${keys.map((k) => `${inner}${JSON.stringify(k)}: ${print(value[k] as Json, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * The canonical text of a document: keys in the order of its schema (unknown keys after, in their
 * order), 2-space indent, arrays of scalars on one line when they fit in 100 columns, final newline.
 * Formatting canonical text gives the same bytes back. Throws JsonDepthError for a value nested
 * deeper than JSON_DEPTH_LIMIT.
 */
export function formatDocument(value: unknown, schema: SchemaName | undefined): string {
  // ordered() and print() recurse once per level: a value past the limit is refused, never overflows.
  assertJsonDepth(value);
  const at = schema ? { node: schemaDocuments[schema], doc: schema } : undefined;
  return `${print(ordered(value as Json, at), '')}\n`;
}

/** The canonical text of a JSON Schema file: 2-space indent as written, arrays of scalars inline. */
export function formatSchemaFile(value: unknown): string {
  assertJsonDepth(value);
  return `${print(value as Json, '')}\n`;
}
