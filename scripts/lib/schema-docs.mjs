// Renders docs/schema.md from the schemas' titles and descriptions, so the reference can never
// disagree with the contract. Called by scripts/gen-types.mjs (and checked in CI with --check).

const nameOf = (file) => file.replace(/\.schema\.json$/, '');
const esc = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** Anchor of a schema or one of its definitions. */
const anchor = (file, def) => (def ? `${file}-${def}` : file).toLowerCase().replace(/[^a-z0-9-]/g, '-');

function refTarget(ref, file) {
  const [target, pointer = ''] = ref.split('#');
  const owner = target ? nameOf(target) : file;
  const def = pointer.startsWith('/$defs/') ? pointer.slice('/$defs/'.length) : undefined;
  return { owner, def };
}

export function typeOf(node, file, docs) {
  if (!node || typeof node !== 'object') return node === false ? 'nothing' : 'any';
  if (node.$ref) {
    const { owner, def } = refTarget(node.$ref, file);
    const target = def ? docs[owner]?.$defs?.[def] : docs[owner];
    const label = target?.title ?? def ?? owner;
    return `[${label}](#${anchor(owner, def)})`;
  }
  if ('const' in node) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if (node.oneOf || node.anyOf) return (node.oneOf ?? node.anyOf).map((n) => typeOf(n, file, docs)).join(' or ');
  if (node.type === 'array') {
    if (node.prefixItems) return `[${node.prefixItems.map((n) => typeOf(n, file, docs)).join(', ')}]`;
    return `array of ${typeOf(node.items, file, docs)}`;
  }
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object') {
    return `map of ${typeOf(node.additionalProperties, file, docs)}`;
  }
  const bounds = [];
  if (node.minimum !== undefined) bounds.push(`≥ ${node.minimum}`);
  if (node.exclusiveMinimum !== undefined) bounds.push(`> ${node.exclusiveMinimum}`);
  if (node.maximum !== undefined) bounds.push(`≤ ${node.maximum}`);
  if (node.pattern) bounds.push(`matching \`${node.pattern}\``);
  return `${node.type ?? 'any'}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

export function describe(node, file, docs) {
  if (node?.description) return node.description;
  if (node?.$ref) {
    const { owner, def } = refTarget(node.$ref, file);
    const target = def ? docs[owner]?.$defs?.[def] : docs[owner];
    return target?.description ?? '';
  }
  return '';
}

function section(level, title, anchorId, node, file, docs) {
  const out = [`${'#'.repeat(level)} ${title}`, '', `<a id="${anchorId}"></a>`, ''];
  if (node.description) out.push(node.description, '');
  if (node['x-voz-minSize'])
    out.push(`Size: from ${node['x-voz-minSize'].join('×')} to ${node['x-voz-maxSize'].join('×')} cells.`, '');
  if (node.allOf) out.push(`Also has every field of ${node.allOf.map((n) => typeOf(n, file, docs)).join(', ')}.`, '');
  if (node.properties) {
    const required = new Set(node.required ?? []);
    out.push('| field | type | required | description |', '|---|---|---|---|');
    for (const [k, v] of Object.entries(node.properties)) {
      out.push(
        `| \`${k}\` | ${esc(typeOf(v, file, docs))} | ${required.has(k) ? 'yes' : ''} | ${esc(describe(v, file, docs))} |`,
      );
    }
    out.push('');
  } else if (!node.oneOf && !node.anyOf) {
    out.push(`Type: ${typeOf(node, file, docs)}.`, '');
  }
  if (node.oneOf || node.anyOf) out.push(`One of: ${typeOf(node, file, docs)}.`, '');
  if (node['x-voz-palette']) {
    out.push('| token | colour |', '|---|---|');
    for (const [k, v] of Object.entries(node['x-voz-palette'])) out.push(`| \`${k}\` | \`${v}\` |`);
    out.push('');
  }
  return out;
}

/** The whole of docs/schema.md. */
export function renderSchemaDocs(docs) {
  const files = Object.keys(docs);
  const out = [
    '<!-- GENERATED FILE - DO NOT EDIT. Produced by `npm run gen:types` from schemas/*.schema.json. -->',
    '',
    '# Schema reference',
    '',
    'Every file of `dashboards/` is validated against these JSON Schemas (draft 2020-12). Each schema',
    'carries its major version in its `$id`; every file carries `schemaVersion` (2 is current). This page',
    "is generated from the schemas' own titles and descriptions.",
    '',
    '| schema | `$id` | what it describes |',
    '|---|---|---|',
    ...files.map(
      (f) => `| [${docs[f].title}](#${anchor(f)}) | \`${docs[f].$id}\` | ${esc(docs[f].description.split('. ')[0])}. |`,
    ),
    '',
  ];
  for (const f of files) {
    const doc = docs[f];
    out.push(...section(2, `${doc.title} (\`schemas/${f}.schema.json\`)`, anchor(f), doc, f, docs));
    for (const [name, def] of Object.entries(doc.$defs ?? {})) {
      out.push(...section(3, def.title ?? name, anchor(f, name), def, f, docs));
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
