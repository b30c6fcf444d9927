#!/usr/bin/env node
// Generates everything derived from schemas/: the TypeScript types, the precompiled (standalone)
// validators, the schema documents as data, the widget-kind table and the palette,
// docs/schema.md, docs/widgets.md and the widgets' lists of kinds (scripts/lib/widget-lists.mjs).
// `--check` regenerates in memory and fails when any file on disk differs, which is how CI
// catches a schema edited, or a kind added, without `npm run gen:types`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { renderSchemaDocs } from './lib/schema-docs.mjs';
import { renderWidgetDocs } from './lib/widget-docs.mjs';
import { renderWidgetLists } from './lib/widget-lists.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = path.join(root, 'schemas');
const outDir = path.join(root, 'packages/schema/src/generated');
const check = process.argv.includes('--check');

const HEADER = [
  '/* eslint-disable */',
  '// GENERATED FILE - DO NOT EDIT.',
  '// Produced by `npm run gen:types` (scripts/gen-types.mjs) from schemas/*.schema.json;',
  '// edit the schemas and regenerate. CI fails when this file is out of date.',
  '',
].join('\n');

/** Short name of a schema file: `widget.schema.json` -> `widget`. */
const nameOf = (file) => file.replace(/\.schema\.json$/, '');
const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

const files = fs
  .readdirSync(schemasDir)
  .filter((f) => f.endsWith('.schema.json'))
  .sort();
const docs = Object.fromEntries(
  files.map((f) => [nameOf(f), JSON.parse(fs.readFileSync(path.join(schemasDir, f), 'utf8'))]),
);

// ---------------------------------------------------------------------------------------------
// The texts of the editor's configuration form are annotations on the very fields they describe
// (apps/editor/src/panels/configUiSchema.ts reads them): a field's Spanish label is its `title`,
// its one-line Spanish help `x-voz-help`, the Spanish names of its values `x-voz-enumNames` (by
// value). A `title` is otherwise only on a document's root and on its `$defs`, where it names the
// generated type. Validators and types need none of these texts (json-schema-to-typescript would
// name a type after every field's title, and ajv's standalone code would carry the texts), so they
// are compiled from the documents without them.

/** The form's annotations besides `title`. */
const FORM_TEXTS = ['x-voz-help', 'x-voz-enumNames'];
/** Keywords whose value is a map of subschemas by name (a key `title` there is a field, not a title). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Keywords whose value is data, not a schema. */
const isData = (k) => k === 'enum' || k === 'const' || k === 'default' || k === 'examples' || k.startsWith('x-voz-');

/** A schema node without the form's texts; `top`: a document's root or one of its `$defs`. */
function withoutFormTexts(node, top = false) {
  if (Array.isArray(node)) return node.map((n) => withoutFormTexts(n));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (FORM_TEXTS.includes(k) || (k === 'title' && !top)) continue;
    if (isData(k)) out[k] = v;
    else if (k === '$defs' || SCHEMA_MAPS.has(k))
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, withoutFormTexts(sub, k === '$defs')]));
    else out[k] = withoutFormTexts(v);
  }
  return out;
}

/** The documents as validators and types see them. */
const compiledDocs = Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, withoutFormTexts(doc, true)]));

// ---------------------------------------------------------------------------------------------
// Validators: ajv standalone code, so browsers under a strict CSP never need `new Function`.
// x-voz-percentageMappers, x-voz-requestScale and x-voz-countsWhen say what a kind colours on its
// colour scale (read by the color-scale-range lint through WIDGET_KINDS); x-voz-help and
// x-voz-enumNames are texts of the editor's form (see FORM_TEXTS).
export const ANNOTATIONS = [
  'x-voz-minSize',
  'x-voz-maxSize',
  'x-voz-palette',
  'x-voz-percentageMappers',
  'x-voz-requestScale',
  'x-voz-countsWhen',
  ...FORM_TEXTS,
];

function makeAjv() {
  const ajv = new Ajv2020({
    allErrors: true,
    discriminator: true,
    strict: true,
    // Open tuples (`languages`: "es" first, then any) and `required` next to a discriminator are
    // intended; the other strict checks stay on.
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { source: true, esm: true, lines: false },
  });
  ajv.addVocabulary(ANNOTATIONS);
  for (const doc of Object.values(compiledDocs)) ajv.addSchema(doc);
  return ajv;
}

// The runtime helpers ajv's code `require`s are inlined so the output is a plain ES module with
// no CommonJS interop (Node ESM and Vite disagree on default imports of CJS modules).
const RUNTIME = `
function ucs2length(str) {
  let length = 0;
  let pos = 0;
  const len = str.length;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      const extra = str.charCodeAt(pos);
      if ((extra & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) if (!Object.prototype.hasOwnProperty.call(b, k) || !equal(a[k], b[k])) return false;
    return true;
  }
  return a !== a && b !== b;
}
`;

function generateValidators() {
  const ajv = makeAjv();
  const exportsMap = Object.fromEntries(Object.entries(docs).map(([name, doc]) => [camel(name), doc.$id]));
  let code = standaloneCode(ajv, exportsMap);
  code = code
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
    .replace(/require\("ajv\/dist\/runtime\/equal"\)\.default/g, 'equal')
    .replace(/^"use strict";/, '');
  if (/require\(/.test(code)) throw new Error('standalone validators still require() a runtime helper');
  return `${HEADER}// @ts-nocheck\n${RUNTIME}\n${code}\n`;
}

// ---------------------------------------------------------------------------------------------
// Types: json-schema-to-typescript does not know 2020-12's `prefixItems` nor
// `unevaluatedProperties`, so the schemas are bundled into one document and rewritten to the
// draft-07 forms it understands before compiling (see DEPENDENCIES and docs/decisions).

/** Rewrites a `$ref` of file `file` to point inside the bundle. */
function bundleRef(ref, file) {
  const [target, pointer = ''] = ref.split('#');
  const owner = target ? nameOf(target) : file;
  if (!pointer || pointer === '/') return `#/$defs/${owner}`;
  const m = /^\/\$defs\/([^/]+)$/.exec(pointer);
  if (!m) throw new Error(`unsupported $ref ${ref} in ${file}`);
  return `#/$defs/${owner}.${m[1]}`;
}

function rewrite(node, file) {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    // A `$ref` with sibling keywords (a field's own description) would be dereferenced into a
    // fresh object, and json-schema-to-typescript would then declare a numbered copy of the
    // target type for every such field; wrapping the reference in a one-member `allOf` keeps
    // the field's description without the copy.
    if (k === '$ref') {
      const ref = { $ref: bundleRef(v, file) };
      return node.description ? { description: node.description, allOf: [ref] } : ref;
    } else if (k === '$defs' || k === '$id' || k === '$schema' || k === 'discriminator' || ANNOTATIONS.includes(k))
      continue;
    else out[k] = rewrite(v, file);
  }
  // prefixItems + items:false is a closed tuple; draft-07 spells it as an `items` array.
  if (out.prefixItems) {
    const closed = out.items === false;
    out.items = out.prefixItems;
    out.additionalItems = closed ? false : (out.items ?? true);
    if (!closed && node.items) out.additionalItems = rewrite(node.items, file);
    delete out.prefixItems;
    out.minItems = out.items.length;
    if (closed) out.maxItems = out.items.length;
  }
  return out;
}

function bundle() {
  const $defs = {};
  for (const [file, doc] of Object.entries(compiledDocs)) {
    for (const [k, v] of Object.entries(doc.$defs ?? {})) $defs[`${file}.${k}`] = rewrite(v, file);
    $defs[file] = rewrite(doc, file);
  }
  // `allOf: [base]` + `unevaluatedProperties: false` becomes one closed object with the base's
  // properties first (the branch's own, such as `type` and `config`, replace the base's).
  for (const def of Object.values($defs)) {
    if (def.unevaluatedProperties === false && Array.isArray(def.allOf)) {
      const props = {};
      const required = new Set(def.required ?? []);
      for (const part of def.allOf) {
        const base = $defs[part.$ref.replace('#/$defs/', '')];
        Object.assign(props, base.properties);
        for (const r of base.required ?? []) required.add(r);
      }
      Object.assign(props, def.properties);
      def.properties = props;
      def.required = [...required];
      def.additionalProperties = false;
      delete def.allOf;
      delete def.unevaluatedProperties;
    }
  }
  for (const def of Object.values($defs)) {
    // A closed object without fields: `{}` would accept almost anything in TypeScript.
    if (def.type === 'object' && def.additionalProperties === false && Object.keys(def.properties ?? {}).length === 0) {
      def.tsType = 'Record<string, never>';
    }
  }
  // An explicit colour is '#RRGGBB': a template literal type keeps palette tokens checked
  // (`PaletteToken | string` would collapse to string).
  for (const branch of $defs['color-scale.color'].anyOf) {
    if (branch.type === 'string' && branch.pattern?.startsWith('^#')) branch.tsType = '`#${string}`';
  }
  return {
    title: 'VozSchemas',
    description: 'All schemas of Voz.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(docs).map((f) => [f, { $ref: `#/$defs/${f}` }])),
    $defs,
  };
}

async function generateTypes() {
  const ts = await compile(bundle(), 'VozSchemas', {
    bannerComment: '',
    additionalProperties: true,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    // noUncheckedIndexedAccess already adds `| undefined` to index reads.
    strictIndexSignatures: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  // The synthetic bundle type is only a vehicle.
  const body = ts.replace(/\/\*\*\n \* All schemas of Voz\.\n \*\/\nexport interface VozSchemas \{[\s\S]*?\n\}\n/, '');
  return `${HEADER}${body}`;
}

// ---------------------------------------------------------------------------------------------
// Data derived from annotations.

function generateSchemasModule() {
  const names = Object.keys(docs);
  const lines = [
    HEADER,
    '/** Names of the schema documents of schemas/ (file name without .schema.json). */',
    `export type SchemaName = ${names.map((n) => `'${n}'`).join(' | ')};`,
    '',
    '/** The JSON Schema documents of schemas/, as data (for key ordering, docs and editors). */',
    `export const schemaDocuments: Readonly<Record<SchemaName, Readonly<Record<string, unknown>>>> = ${JSON.stringify(docs, null, 2)};`,
    '',
  ];
  return lines.join('\n');
}

function generateWidgetKinds() {
  const w = docs.widget;
  const kinds = w.oneOf.map((b) => {
    const def = w.$defs[b.$ref.replace('#/$defs/', '')];
    return {
      type: def.properties.type.const,
      description: def.description,
      minSize: def['x-voz-minSize'],
      maxSize: def['x-voz-maxSize'],
      configProperties: Object.keys(w.$defs[def.properties.config.$ref.replace('#/$defs/', '')].properties),
      percentageMappers: def['x-voz-percentageMappers'],
      requestScale: def['x-voz-requestScale'],
      countsWhen: def['x-voz-countsWhen'],
    };
  });
  return [
    HEADER,
    "import type { Widget } from './types.gen.js';",
    '',
    '/** What the widget schema says of one widget kind. */',
    'export interface WidgetKindInfo {',
    '  /** The discriminator value. */',
    "  readonly type: Widget['type'];",
    '  /** What the kind shows. */',
    '  readonly description: string;',
    '  /** Smallest [width, height] in cells (schema annotation x-voz-minSize). */',
    '  readonly minSize: readonly [number, number];',
    '  /** Largest [width, height] in cells (schema annotation x-voz-maxSize). */',
    '  readonly maxSize: readonly [number, number];',
    "  /** Fields of the kind's `config`, in schema order. */",
    '  readonly configProperties: readonly string[];',
    '  /**',
    '   * Mappers with which the kind colours a percentage (0..100) computed from survey counters,',
    '   * whatever its request yields (schema annotation x-voz-percentageMappers).',
    '   */',
    '  readonly percentageMappers?: readonly string[];',
    '  /**',
    "   * Which requests the kind colours on the request's own `colorScale`, else the widget's: every",
    "   * one or the first (x-voz-requestScale); absent, the first on the widget's scale.",
    '   */',
    "  readonly requestScale?: 'all' | 'first';",
    '  /**',
    "   * Configs with which the kind colours counts, not its requests' values: the widget's config",
    '   * matches when it holds every key of one of them ({} matches any) (x-voz-countsWhen).',
    '   */',
    '  readonly countsWhen?: readonly Readonly<Record<string, string>>[];',
    '}',
    '',
    '/** Every widget kind of schemas/widget.schema.json, in schema order. */',
    `export const WIDGET_KINDS: readonly WidgetKindInfo[] = ${JSON.stringify(kinds, null, 2)};`,
    '',
  ].join('\n');
}

function generatePalette() {
  const token = docs['color-scale'].$defs.paletteToken;
  const palette = token['x-voz-palette'];
  const missing = token.enum.filter((t) => !palette[t]);
  if (missing.length) throw new Error(`palette tokens without a colour: ${missing.join(', ')}`);
  return [
    HEADER,
    "import type { PaletteToken } from './types.gen.js';",
    '',
    '/** Hex colour of every palette token (schemas/color-scale.schema.json, x-voz-palette). */',
    `export const PALETTE: Readonly<Record<PaletteToken, string>> = ${JSON.stringify(palette, null, 2)};`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const outputs = {
  [path.join(outDir, 'types.gen.ts')]: await generateTypes(),
  [path.join(outDir, 'validators.gen.ts')]: generateValidators(),
  [path.join(outDir, 'schemas.gen.ts')]: generateSchemasModule(),
  [path.join(outDir, 'widget-kinds.gen.ts')]: generateWidgetKinds(),
  [path.join(outDir, 'palette.gen.ts')]: generatePalette(),
  [path.join(root, 'docs/schema.md')]: renderSchemaDocs(docs),
  [path.join(root, 'docs/widgets.md')]: renderWidgetDocs(docs),
  // The widget registry's and the mocks' lists of kinds (kinds/<type>/ per kind of the schema).
  ...Object.fromEntries(
    Object.entries(renderWidgetLists(docs.widget)).map(([file, content]) => [path.join(root, file), content]),
  ),
};

let stale = 0;
for (const [file, content] of Object.entries(outputs)) {
  const rel = path.relative(root, file);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === content) continue;
  if (check) {
    console.error(`out of date: ${rel}`);
    stale++;
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    console.log(`wrote ${rel}`);
  }
}
if (check && stale) {
  console.error(`${stale} generated file(s) differ from schemas/: run \`npm run gen:types\` and commit the result.`);
  process.exit(1);
}
if (check) console.log('generated files are current');
